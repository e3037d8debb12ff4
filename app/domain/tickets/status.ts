import { isOneOf } from '~/lib/vocabulary';
/** Contact message (support ticket) statuses: open → answered / closed (shared by server and admin UI). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const isTicketStatus = isOneOf(TICKET_STATUSES);

export const TICKETS_PAGE_SIZE = 25;
