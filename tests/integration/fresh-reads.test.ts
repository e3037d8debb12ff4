import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { projectRow } from '../helpers/project-row';
import { listFeaturedProjects, listVisibleProjects } from '~/domain/projects/public.server';
import { getSettings, settingsFor } from '~/domain/settings/settings.server';
import { requestContext } from '~/server/http/request-info.server';
import { isKnownPublicPath } from '~/domain/analytics/known-paths.server';
import { blogPostPath } from '~/i18n/routes';

/**
 * The one cache of public content is the page cache (app/server/http/page-cache.server.ts): the
 * reads under it keep no copy in memory, so a row written by another instance (here: behind the
 * app's back, with no change announced) is seen by the very next read, on both engines.
 */
describeEachEngine('public reads are never kept in memory', (ctx) => {
  it('a project, a setting and a post written without an announcement are read at once', async () => {
    const titles = async () => (await listVisibleProjects()).map((p) => p.titleTr);
    const settings = await getSettings();
    await titles();
    expect(await isKnownPublicPath(blogPostPath('sonradan-yazi', 'tr'))).toBe(false);

    await ctx.db.kysely.insertInto('projects').values(projectRow('Sonradan')).execute();
    const title = JSON.stringify(`${settings.site_title} (yeni)`);
    await ctx.db.kysely
      .insertInto('settings')
      .values({ key: 'site_title', value: title, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: title }))
      .execute();
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('blog_posts')
      .values({
        id: crypto.randomUUID(),
        slug: 'sonradan-yazi',
        slug_en: 'later-post',
        title_tr: 'Sonradan yazı',
        title_en: 'Later post',
        excerpt_tr: null,
        excerpt_en: null,
        content_tr: 'Metin',
        content_en: 'Text',
        image_url: null,
        image_alt_tr: null,
        image_alt_en: null,
        category: 'technology',
        tags: JSON.stringify([]),
        is_published: true,
        is_featured: false,
        author: 'Yazar',
        publish_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect(await titles()).toContain('Sonradan');
    expect((await listFeaturedProjects()).map((p) => p.titleTr)).toContain('Sonradan');
    expect((await getSettings()).site_title).toBe(`${settings.site_title} (yeni)`);
    expect(await isKnownPublicPath(blogPostPath('sonradan-yazi', 'tr'))).toBe(true);
  });

  it('the loaders of one request share one read of the settings; the next request reads again', async () => {
    const info = { nonce: '', requestId: 'test', clientIp: '127.0.0.1' };
    const one = requestContext(info);
    const first = settingsFor(one);
    expect(settingsFor(one)).toBe(first);
    const before = await first;
    const title = JSON.stringify(`${before.site_title} (sonra)`);
    await ctx.db.kysely
      .insertInto('settings')
      .values({ key: 'site_title', value: title, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: title }))
      .execute();
    expect((await settingsFor(one)).site_title).toBe(before.site_title);
    expect((await settingsFor(requestContext(info))).site_title).toBe(`${before.site_title} (sonra)`);
  });
});
