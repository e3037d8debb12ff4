import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the projects. */
export const projectStats = {
  count: () => countRows('projects'),
  active: () =>
    db()
      .selectFrom('projects')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'active')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  latest: (limit: number) =>
    db()
      .selectFrom('projects')
      .select(['id', 'title_tr', 'created_at', 'status', 'is_active'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
};
