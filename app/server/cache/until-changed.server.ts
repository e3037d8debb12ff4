import { getDb } from '../db/index.server';
import type { Db } from '../db/engine.server';
import { onContentChanged } from './invalidation.server';

/**
 * A public read kept in memory until the next content change (issue 37: the loaders of
 * uncached pages ran the same queries on every request). Every admin write announces a
 * change (notifyContentChanged), which on PostgreSQL reaches every instance through
 * NOTIFY, and a lost notification channel announces one too ('reconnect'): the same
 * signal the page cache and the settings rely on. Kept per database, so that a test or a
 * script installing another one (setDb) never reads the previous one's rows. A change
 * during a read drops that read's result for later callers; a failed read is not kept.
 */
export function untilChanged<T>(load: () => Promise<T>): () => Promise<T> {
  let kept = new WeakMap<Db, Promise<T>>();
  onContentChanged(() => {
    kept = new WeakMap();
  });
  return () => {
    const d = getDb();
    let value = kept.get(d);
    if (!value) {
      const map = kept;
      value = load();
      map.set(d, value);
      value.catch(() => {
        if (map.get(d) === value) map.delete(d);
      });
    }
    return value;
  };
}
