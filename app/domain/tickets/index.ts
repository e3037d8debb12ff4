/**
 * The public face of domain/tickets/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { contactSchema } from './schema';
export { isTicketStatus, TICKET_STATUSES, TICKETS_PAGE_SIZE, type TicketStatus } from './status';
