import type { Selectable } from 'kysely';
import { nowIso, toDate } from '~/server/db/values';
import type { SupportTicketTable } from '~/server/db/schema';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { db } from '~/server/db/index.server';
import { leadStore } from '../forms/index.server';
import { isTicketStatus, TICKET_STATUSES, TICKETS_PAGE_SIZE, type TicketStatus } from './status';

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

function toTicket(r: Selectable<SupportTicketTable>): Ticket {
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

const tickets = leadStore({
  table: 'support_tickets',
  cache: 'tickets',
  statuses: TICKET_STATUSES,
  fallback: 'open',
  toItem: toTicket,
  touch: true,
});

export function listTickets(opts: { status?: TicketStatus | 'all'; page?: number; pageSize?: number } = {}) {
  return tickets.list(opts.page ?? 1, opts.pageSize ?? TICKETS_PAGE_SIZE, opts.status ?? 'all');
}

/** Number of tickets per status. */
export const ticketCounts = tickets.statusCounts;
export const getTicket = tickets.get;
/** Sets a message's status, note and handler; returns the values before (undefined: the message is gone). */
export const updateTicketFollowUp = tickets.updateFollowUp;
export const deleteTicket = tickets.remove;

export async function setTicketStatus(id: string, status: TicketStatus): Promise<boolean> {
  const r = await db().updateTable('support_tickets').set({ status, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  const updated = Number(r.numUpdatedRows) > 0;
  if (updated) await notifyContentChanged('tickets');
  return updated;
}
