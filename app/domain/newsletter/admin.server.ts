import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { nowIso, toDate } from '~/server/db/values';
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

/** Every subscriber, newest first, in keyset-paginated batches (flat memory for the CSV export). */
export async function* subscriberBatches(
  batchSize = 1000,
  opts: { q?: string; filter?: SubscriberFilter } = {},
): AsyncGenerator<Subscriber[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    // The list's search and status filter, so the export is what the screen shows.
    let q = filtered(opts).selectAll();
    if (after) {
      const a = after;
      // A row-value comparison: an index range read on (created_at, id) on both engines.
      q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(a.createdAt, a.id)));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    if (!rows.length) return;
    yield rows.map(toSubscriber);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: toDate(last.created_at).toISOString(), id: last.id };
  }
}
