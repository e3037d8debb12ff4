import { countCreatedPerInterval, countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the consultation requests. */
export const consultationStats = {
  count: () => countRows('consultation_requests'),
  createdPerInterval: (bounds: Date[]) => countCreatedPerInterval('consultation_requests', bounds),
};
