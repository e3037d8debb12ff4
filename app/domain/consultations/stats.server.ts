import { countCreatedPerInterval, countRows } from '~/server/db/counts.server';
import { UNANSWERED_LEAD_STATUS } from './status';

/** The dashboard's figures of the consultation requests. */
export const consultationStats = {
  count: () => countRows('consultation_requests'),
  /** Requests nobody has answered yet (status new). */
  fresh: () => countRows('consultation_requests', (eb) => eb('status', '=', UNANSWERED_LEAD_STATUS)),
  createdPerInterval: (bounds: Date[]) => countCreatedPerInterval('consultation_requests', bounds),
};
