import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { launchChecklist } from '~/site/dashboard/launch-checklist.server';
import { serverActor } from '~/domain/audit/actor.server';
import { getPost, updatePost } from '~/domain/blog/admin.server';
import { blogPostSchema } from '~/domain/blog/schema';
import { FOUNDER_DEFAULTS_HIDDEN } from '~/site/sample/claims';
import { publicHiddenClaims, removeSamples, sampleItems } from '~/site/sample/sample.server';
import { saveSettings } from '~/domain/settings/settings.server';
import { buildSitemap } from '~/site/seo/sitemap.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { seedIfEmpty } from '~/server/db/seed.server';
import { migrateToLatest } from '~/server/db/migrate.server';

/**
 * No dead ends after the samples go: the seeded blog post is sample content (listed by the
 * checklist, removed by "remove all", no longer sample once staff save it); a section left
 * without content is marked so no menu, button or sitemap entry links to it; a named founder
 * marks the founder card as the owner's (its sample role, "since" line and bio are not shown).
 */
const ACTOR = serverActor('test');

describeEachEngine('no dead ends', (ctx) => {
  let saved: ReturnType<typeof config>;
  beforeAll(async () => {
    await notifyContentChanged('test'); // caches of the other engine's run
    saved = config();
    setConfig(parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: ctx.test.dataDir }));
    expect(await seedIfEmpty(ctx.db)).toBe(true);
  });
  afterAll(() => setConfig(saved));

  const seededPost = () => ctx.db.kysely.selectFrom('blog_posts').select(['id', 'is_sample']).executeTakeFirstOrThrow();

  it('the seeded blog post is sample content, listed by the checklist', async () => {
    const post = await seededPost();
    expect(Boolean(post.is_sample)).toBe(true);
    const item = (await sampleItems()).find((i) => i.claim === `post:${post.id}`);
    expect(item).toEqual({
      claim: `post:${post.id}`,
      label: 'Blog: Yapay zekâyı işinize katmanın beş adımı',
      href: `/admin/icerik?edit=${post.id}`,
    });
    expect((await launchChecklist())!.some((i) => i.id === 'sample' && i.claim === `post:${post.id}`)).toBe(true);
  });

  it('a post saved by staff is theirs', async () => {
    const { id } = await seededPost();
    const p = (await getPost(id))!;
    const form = {
      slug: p.slug,
      slug_en: p.slugEn,
      title_tr: p.titleTr,
      title_en: p.titleEn,
      excerpt_tr: p.excerptTr ?? '',
      excerpt_en: p.excerptEn ?? '',
      content_tr: p.contentTr,
      content_en: p.contentEn,
      image_url: p.imageUrl ?? '',
      image_alt_tr: p.imageAltTr ?? '',
      image_alt_en: p.imageAltEn ?? '',
      category: p.category,
      tags: p.tags,
      tags_en: p.tagsEn,
      is_published: p.isPublished,
      is_featured: p.isFeatured,
      author: p.author,
      publish_date: '',
    };
    await updatePost(id, blogPostSchema().parse(form));
    expect(Boolean((await seededPost()).is_sample)).toBe(false);
    expect((await sampleItems()).map((i) => i.claim)).not.toContain(`post:${id}`);
    await ctx.db.kysely.updateTable('blog_posts').set({ is_sample: true }).execute();
    await notifyContentChanged('test');
  });

  it('a named founder makes the card the owner’s: its sample texts are left out', async () => {
    expect(await publicHiddenClaims()).not.toContain(FOUNDER_DEFAULTS_HIDDEN);
    await saveSettings({ founder_name: 'Ayşe Yılmaz' });
    expect(await publicHiddenClaims()).toContain(FOUNDER_DEFAULTS_HIDDEN);
    expect((await sampleItems()).map((i) => i.claim)).not.toContain('about.founder');
    await saveSettings({ founder_name: '' });
    expect(await publicHiddenClaims()).not.toContain(FOUNDER_DEFAULTS_HIDDEN);
  });

  it('"remove all" deletes the sample post; the empty projects and blog are marked and leave the sitemap', async () => {
    expect(await publicHiddenClaims()).not.toContain('empty:projects');
    const sitemapBefore = await buildSitemap('https://www.example.com');
    for (const p of ['/projeler', '/en-projects', '/blog', '/en-blog']) expect(sitemapBefore).toContain(`https://www.example.com${p}<`);

    await removeSamples('all', ACTOR);
    expect(await ctx.db.kysely.selectFrom('blog_posts').select('id').execute()).toEqual([]);
    expect(await ctx.db.kysely.selectFrom('projects').select('id').execute()).toEqual([]);
    expect((await launchChecklist())!.filter((i) => i.id === 'sample')).toEqual([]);
    const hidden = await publicHiddenClaims();
    expect(hidden).toEqual(expect.arrayContaining(['empty:projects', 'empty:blog', FOUNDER_DEFAULTS_HIDDEN]));
    const sitemap = await buildSitemap('https://www.example.com');
    for (const p of ['/projeler', '/en-projects', '/blog', '/en-blog']) expect(sitemap).not.toContain(`https://www.example.com${p}<`);
    expect(sitemap).toContain('https://www.example.com/hakkimizda<');
    const audit = await ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_type'])
      .where('entity_type', '=', 'blog_post')
      .execute();
    expect(audit).toEqual([{ action: 'delete', entity_type: 'blog_post' }]);
  });
});

/**
 * Migration 023 on a site seeded before it: the post still at the seed's address and never edited
 * becomes sample; a post staff edited since (or wrote) stays theirs.
 */
describeEachEngine('migration 023 on an older site', (ctx) => {
  it('marks only the untouched seeded post as sample', async () => {
    const k = ctx.db.kysely;
    await k.deleteFrom('blog_posts').execute();
    const row = (id: string, slug: string, updated: string) => ({
      id,
      slug,
      slug_en: slug,
      title_tr: id,
      title_en: id,
      excerpt_tr: null,
      excerpt_en: null,
      content_tr: 'x',
      content_en: 'x',
      image_url: null,
      image_alt_tr: null,
      image_alt_en: null,
      category: 'Teknoloji',
      tags: '[]',
      tags_en: '[]',
      is_published: true,
      is_featured: false,
      author: 'FunTech',
      publish_date: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: updated,
    });
    await k
      .insertInto('blog_posts')
      .values([
        row('seeded', 'yapay-zekayi-isinize-katmanin-bes-adimi', '2026-01-01T00:00:00.000Z'),
        row('own', 'kendi-yazimiz', '2026-01-01T00:00:00.000Z'),
      ])
      .execute();
    // The database as it was before 023: no column, the migration not run.
    await sql`alter table blog_posts drop column is_sample`.execute(k);
    await sql`delete from kysely_migration where name = '023_blog_sample'`.execute(k);
    expect(await migrateToLatest(ctx.db)).toEqual(['023_blog_sample']);
    const rows = await k.selectFrom('blog_posts').select(['id', 'is_sample']).orderBy('id').execute();
    expect(rows.map((r) => [r.id, Boolean(r.is_sample)])).toEqual([
      ['own', false],
      ['seeded', true],
    ]);
    // Edited after seeding (updated_at moved on): the staff's.
    await k.updateTable('blog_posts').set({ is_sample: false }).execute();
    await k.updateTable('blog_posts').set({ updated_at: '2026-02-01T00:00:00.000Z' }).where('id', '=', 'seeded').execute();
    await sql`alter table blog_posts drop column is_sample`.execute(k);
    await sql`delete from kysely_migration where name = '023_blog_sample'`.execute(k);
    await migrateToLatest(ctx.db);
    expect(
      (await k.selectFrom('blog_posts').select('is_sample').where('id', '=', 'seeded').executeTakeFirstOrThrow()).is_sample,
    ).toBeFalsy();
  });
});
