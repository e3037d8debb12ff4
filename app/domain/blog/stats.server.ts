import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { countRows } from '~/server/db/counts.server';
import { nowIso } from '~/server/db/values';
import { isLive } from './public.server';

/** The dashboard's figures of the blog. */
export const postStats = {
  count: () => countRows('blog_posts'),
  /** Posts visitors can read now: a post scheduled for a later date is not "yayında" yet (isLive). */
  published: () =>
    db()
      .selectFrom('blog_posts')
      .select(sql<number>`count(*)`.as('n'))
      .where(isLive)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  /** Published posts waiting for their publish date. */
  scheduled: () =>
    db()
      .selectFrom('blog_posts')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_published', '=', true)
      .where('publish_date', '>', nowIso())
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
};
