import type { Selectable } from 'kysely';
import { db } from '~/server/db/index.server';
import { countByStatus } from '~/server/db/counts.server';
import type { Database } from '~/server/db/schema';
import { nowIso } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import type { FollowUpValues } from './follow-up.server';

type LeadTable = 'consultation_requests' | 'support_tickets';

/**
 * The admin's reads and writes shared by the two lead kinds (consultation requests, contact
 * messages): a page by status, the figures per status, one lead, its follow-up and deletion.
 * Every write tells the caches.
 */
export function leadStore<T extends LeadTable, S extends string, Item>(o: {
  table: T;
  cache: 'consultations' | 'tickets';
  statuses: readonly S[];
  /** What a stored status outside the list reads as. */
  fallback: S;
  toItem: (row: Selectable<Database[T]>) => Item;
  /** The table records when a lead last changed (updated_at). */
  touch: boolean;
}) {
  // The two tables share the columns used here; Kysely cannot see that through the type parameter.
  const table = o.table as LeadTable;
  const toItem = o.toItem as (row: unknown) => Item;
  const statusOf = (v: string): S => ((o.statuses as readonly string[]).includes(v) ? (v as S) : o.fallback);
  const changed = async (ok: boolean) => {
    if (ok) await notifyContentChanged(o.cache);
    return ok;
  };
  return {
    /** One page of leads, newest first; with a status, only the leads in it. */
    async list(page: number, pageSize: number, status: S | 'all') {
      let list = db().selectFrom(table).selectAll();
      let count = db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'));
      if (status !== 'all') {
        list = list.where('status', '=', status);
        count = count.where('status', '=', status);
      }
      const [rows, n] = await Promise.all([
        list
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((Math.max(1, page) - 1) * pageSize)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toItem), total: Number(n.n) };
    },

    /** Number of leads per status (the filter's figures). */
    statusCounts: () => countByStatus(table, o.statuses),

    async get(id: string): Promise<Item | undefined> {
      const row = await db().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    /** Sets a lead's status, note and handler; returns the values before (undefined: the lead is gone). */
    async updateFollowUp(id: string, next: FollowUpValues<S>): Promise<FollowUpValues<S> | undefined> {
      const before = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx.selectFrom(table).select(['status', 'note', 'handler_id']).where('id', '=', id).executeTakeFirst();
          if (!row) return undefined;
          await trx
            .updateTable(table)
            .set({ status: next.status, note: next.note, handler_id: next.handlerId, ...(o.touch ? { updated_at: nowIso() } : {}) })
            .where('id', '=', id)
            .execute();
          return { status: statusOf(row.status), note: row.note ?? '', handlerId: row.handler_id ?? null };
        });
      await changed(!!before);
      return before;
    },

    async remove(id: string): Promise<boolean> {
      const r = await db().deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return changed(Number(r.numDeletedRows) > 0);
    },
  };
}
