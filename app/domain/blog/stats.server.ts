import { countRows } from '~/server/db/counts.server';
import { nowIso } from '~/server/db/values';
import { isLive } from './public.server';

/** The dashboard's figures of the blog. */
export const postStats = {
  count: () => countRows('blog_posts'),
  /** Posts visitors can read now: a post scheduled for a later date is not "yayında" yet (isLive). */
  published: () => countRows('blog_posts', isLive),
  /** Published posts waiting for their publish date. */
  scheduled: () => countRows('blog_posts', (eb) => eb.and([eb('is_published', '=', true), eb('publish_date', '>', nowIso())])),
};
