import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createPost, listPostsAdmin } from '~/domain/blog/admin.server';
import { blogPostSchema, emptyBlogForm } from '~/domain/blog/schema';
import {
  currentSlugFor,
  getPublishedPost,
  listPublishedPosts,
  listPublishedPostSlugs,
  nextScheduledPublish,
} from '~/domain/blog/public.server';
import { startScheduledPublishing } from '~/domain/blog/schedule.server';
import { notifyContentChanged, onContentChanged } from '~/server/cache/invalidation.server';
import { toIstanbulInput } from '~/lib/istanbul-time';
import { until } from '../helpers/wait';
import { postStats } from '~/domain/blog/stats.server';

/** Scheduled publishing: a published post with a future date stays hidden until that moment. */
function postInput(title: string, publishAt: Date | null) {
  return blogPostSchema().parse({
    ...emptyBlogForm(),
    title_tr: title,
    title_en: `${title} (en)`,
    content_tr: 'Metin',
    content_en: 'Text',
    category: 'ai',
    is_published: true,
    publish_date: toIstanbulInput(publishAt),
  });
}

const HOUR = 3600_000;

describeEachEngine('scheduled publishing', (ctx) => {
  it('the dashboard counts a post scheduled for next month as scheduled, not "yayında"', async () => {
    const [published, scheduled] = [await postStats.published(), await postStats.scheduled()];
    await createPost(postInput('Gelecek ay', new Date(Date.now() + 31 * 24 * HOUR)));
    await createPost(postInput('Dün', new Date(Date.now() - 24 * HOUR)));
    expect(await postStats.published()).toBe(published + 1);
    expect(await postStats.scheduled()).toBe(scheduled + 1);
  });

  it('hides a post whose publish date is still to come from every public query, and marks it scheduled for the admin', async () => {
    const past = await createPost(postInput('Geçmiş', new Date(Date.now() - HOUR)));
    const future = await createPost(postInput('Gelecek', new Date(Date.now() + 2 * HOUR)));
    const ids = (await listPublishedPosts()).map((p) => p.id);
    expect(ids).toContain(past.id);
    expect(ids).not.toContain(future.id);
    expect(await getPublishedPost(future.slug, 'tr')).toBeUndefined();
    expect(await getPublishedPost(future.slugEn, 'en')).toBeUndefined();
    expect(await currentSlugFor(future.slug, 'en')).toBeUndefined();
    expect((await listPublishedPostSlugs()).map((s) => s.slug)).not.toContain(future.slug);
    // Minute precision of the editor: the schedule is the minute the editor named.
    const next = await nextScheduledPublish();
    expect(next && Math.abs(next.getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);
    const rows = (await listPostsAdmin({ page: 1 })).rows;
    expect(rows.find((r) => r.id === future.id)?.scheduled).toBe(true);
    expect(rows.find((r) => r.id === past.id)?.scheduled).toBe(false);
  });

  it('at that moment the post appears and every instance drops its caches, without anyone saving', async () => {
    const stop = await startScheduledPublishing();
    const announced: string[] = [];
    const off = onContentChanged((topic) => announced.push(topic));
    try {
      const post = await createPost(postInput('Zamanlı', new Date(Date.now() + 2 * HOUR)));
      // Move it to 1.5 s from now (below the editor's minute precision), as a save would announce.
      const at = new Date(Date.now() + 1500);
      await ctx.db.kysely.updateTable('blog_posts').set({ publish_date: at.toISOString() }).where('id', '=', post.id).execute();
      await notifyContentChanged('blog');
      announced.length = 0;
      expect((await listPublishedPosts()).map((p) => p.id)).not.toContain(post.id);
      await until(() => announced.includes('blog'), 10_000, 'the scheduled moment');
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect((await listPublishedPosts()).map((p) => p.id)).toContain(post.id);
    } finally {
      off();
      stop();
    }
  });
});
