import type { TicketStatus } from '~/domain/tickets/index';

/** A support ticket in the list (the route's loader builds it). */
export interface TicketListItem {
  id: string;
  name: string;
  email: string;
  subject: string;
  status: TicketStatus;
  date: string;
  iso: string;
  /** The handler's name ('' = nobody). */
  handler: string;
}

/** The ticket opened above the list. */
export interface TicketDetailData extends TicketListItem {
  message: string;
  language: string;
  note: string;
  handlerId: string | null;
  /** The reply link's subject, in the sender's language. */
  replySubject: string;
}
