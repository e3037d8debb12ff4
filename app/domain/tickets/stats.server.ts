import { countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the support tickets. */
export const ticketStats = {
  count: () => countRows('support_tickets'),
  open: () => countRows('support_tickets', (eb) => eb('status', '=', 'open')),
};
