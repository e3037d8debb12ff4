import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the blog. */
export const postStats = {
  count: () => countRows('blog_posts'),
  published: () =>
    db()
      .selectFrom('blog_posts')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
};
