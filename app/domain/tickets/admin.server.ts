import { db } from '~/server/db/index.server';
import { nowIso, toDate } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';

import { isTicketStatus, TICKETS_PAGE_SIZE, type TicketStatus } from './status';

export { isTicketStatus, TICKET_STATUSES, TICKETS_PAGE_SIZE, type TicketStatus } from './status';

/** Contact messages (support tickets) as the staff read them; status open → answered/closed. */
export interface Ticket {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: TicketStatus;
  language: string;
  createdAt: Date;
  updatedAt: Date;
  /** Staff's internal note. */
  note: string;
  /** The admin account handling the message. */
  handlerId: string | null;
}

type Row = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  language: string;
  created_at: unknown;
  updated_at: unknown;
  note: string;
  handler_id: string | null;
};

function toTicket(r: Row): Ticket {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    status: isTicketStatus(r.status) ? r.status : 'open',
    language: r.language,
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    note: r.note ?? '',
    handlerId: r.handler_id ?? null,
  };
}

export async function listTickets(opts: { status?: TicketStatus | 'all'; page?: number; pageSize?: number } = {}) {
  const pageSize = opts.pageSize ?? TICKETS_PAGE_SIZE;
  const page = Math.max(1, opts.page ?? 1);
  const status = opts.status && opts.status !== 'all' ? opts.status : undefined;
  let list = db().selectFrom('support_tickets').selectAll();
  let count = db()
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) {
    list = list.where('status', '=', status);
    count = count.where('status', '=', status);
  }
  const [rows, n] = await Promise.all([
    list
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toTicket), total: Number(n.n) };
}

/** Number of tickets per status. */
export async function ticketCounts(): Promise<Record<TicketStatus, number>> {
  const rows = await db()
    .selectFrom('support_tickets')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const out: Record<TicketStatus, number> = { open: 0, answered: 0, closed: 0 };
  for (const r of rows) if (isTicketStatus(r.status)) out[r.status] = Number(r.n);
  return out;
}

export async function getTicket(id: string): Promise<Ticket | undefined> {
  const row = await db().selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toTicket(row) : undefined;
}

export async function setTicketStatus(id: string, status: TicketStatus): Promise<boolean> {
  const r = await db().updateTable('support_tickets').set({ status, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  const updated = Number(r.numUpdatedRows) > 0;
  if (updated) await notifyContentChanged('tickets');
  return updated;
}

export interface TicketFollowUp {
  status: TicketStatus;
  note: string;
  handlerId: string | null;
}

/** Sets a message's status, note and handler; returns the values before (undefined: the message is gone). */
export async function updateTicketFollowUp(id: string, next: TicketFollowUp): Promise<TicketFollowUp | undefined> {
  const before = await db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom('support_tickets').select(['status', 'note', 'handler_id']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('support_tickets')
        .set({ status: next.status, note: next.note, handler_id: next.handlerId, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return { status: isTicketStatus(row.status) ? row.status : 'open', note: row.note ?? '', handlerId: row.handler_id ?? null };
    });
  if (before) await notifyContentChanged('tickets');
  return before;
}

export async function deleteTicket(id: string): Promise<boolean> {
  const r = await db().deleteFrom('support_tickets').where('id', '=', id).executeTakeFirst();
  const deleted = Number(r.numDeletedRows) > 0;
  if (deleted) await notifyContentChanged('tickets');
  return deleted;
}
