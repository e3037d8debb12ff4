/**
 * The public face of domain/tickets/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { contactAction } from './action.server';
export { deleteTicket, getTicket, listTickets, setTicketStatus, ticketCounts, updateTicketFollowUp } from './admin.server';
export { ticketStats } from './stats.server';
