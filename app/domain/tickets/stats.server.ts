import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the support tickets. */
export const ticketStats = {
  count: () => countRows('support_tickets'),
  open: () =>
    db()
      .selectFrom('support_tickets')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
};
