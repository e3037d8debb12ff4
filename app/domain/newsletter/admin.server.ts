import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { nowIso } from '~/server/db/values';
import { newestFirstBatches } from '~/server/db/newest-first-batches.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { toSubscriber, type Subscriber } from './subscribers.server';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberFilter } from './admin-constants';

/** The admin's side of the subscriber list (E-Bülten): search, filter, soft removal, export. */

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The subscribers the list's search and status filter select (the export reads the same). */
function filtered(opts: { q?: string; filter?: SubscriberFilter }) {
  const q = opts.q?.trim();
  let b = db().selectFrom('newsletter_subscribers');
  if (q) b = b.where(sql<boolean>`email like ${likePattern(q)} escape '\\'`);
  if (opts.filter === 'active') b = b.where('is_active', '=', true);
  if (opts.filter === 'inactive') b = b.where('is_active', '=', false);
  return b;
}

export async function listSubscribers(opts: { q?: string; filter?: SubscriberFilter; page?: number; pageSize?: number } = {}) {
  const pageSize = opts.pageSize ?? SUBSCRIBERS_PAGE_SIZE;
  const page = Math.max(1, opts.page ?? 1);
  const base = () => filtered(opts);
  const [rows, n] = await Promise.all([
    base()
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSubscriber), total: Number(n.n) };
}

export async function subscriberCounts(): Promise<{ total: number; active: number }> {
  const row = await db()
    .selectFrom('newsletter_subscribers')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('is_active', '=', true).then(1).else(0).end()).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active ?? 0) };
}

/** Soft removal: the subscriber stays on record (consent history) but no longer receives mail. */
export async function removeSubscriber(id: string): Promise<boolean> {
  const r = await db()
    .updateTable('newsletter_subscribers')
    .set({ is_active: false, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  const updated = Number(r.numUpdatedRows) > 0;
  if (updated) await notifyContentChanged('newsletter');
  return updated;
}

/** Every subscriber the list's search and status filter select (what the screen shows), newest first, in batches. */
export async function* subscriberBatches(
  batchSize = 1000,
  opts: { q?: string; filter?: SubscriberFilter } = {},
): AsyncGenerator<Subscriber[]> {
  for await (const rows of newestFirstBatches(filtered(opts).selectAll(), batchSize)) yield rows.map(toSubscriber);
}
