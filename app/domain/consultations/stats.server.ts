import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { countCreatedPerInterval, countRows } from '~/server/db/counts.server';
import { UNANSWERED_LEAD_STATUS } from './status';

/** The dashboard's figures of the consultation requests. */
export const consultationStats = {
  count: () => countRows('consultation_requests'),
  /** Requests nobody has answered yet (status new). */
  fresh: () =>
    db()
      .selectFrom('consultation_requests')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', UNANSWERED_LEAD_STATUS)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  createdPerInterval: (bounds: Date[]) => countCreatedPerInterval('consultation_requests', bounds),
};
