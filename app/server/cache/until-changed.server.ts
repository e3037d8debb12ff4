import { getDb } from '../db/index.server';
import type { Db } from '../db/engine.server';
import { isFresh, onContentChanged } from './invalidation.server';

/**
 * A public read kept in memory until the next content change (the loaders of
 * uncached pages ran the same queries on every request). Every admin write announces a
 * change (notifyContentChanged), which on PostgreSQL reaches every instance through
 * NOTIFY, and a lost notification channel announces one too ('reconnect'): the same
 * signal the page cache and the settings rely on. Kept per database, so that a test or a
 * script installing another one (setDb) never reads the previous one's rows. A change
 * during a read drops that read's result for later callers; a failed read is not kept; a read
 * older than CACHE_MAX_AGE_MS is made again (a notice that never arrived cannot last).
 */
export function untilChanged<T>(load: () => Promise<T>): () => Promise<T> {
  let kept = new WeakMap<Db, { value: Promise<T>; at: number }>();
  onContentChanged(() => {
    kept = new WeakMap();
  });
  return () => {
    const d = getDb();
    const held = kept.get(d);
    if (held && isFresh(held.at)) return held.value;
    const map = kept;
    const entry = { value: load(), at: Date.now() };
    map.set(d, entry);
    entry.value.catch(() => {
      if (map.get(d) === entry) map.delete(d);
    });
    return entry.value;
  };
}
