import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { currentSlugFor, getPublishedPost, listPublishedPostSlugs, listPublishedPosts, postExcerpt } from '~/domain/blog/public.server';
import { listFeaturedProjects, listVisibleProjects, toProjectCard } from '~/domain/projects/public.server';
import { buildSitemap } from '~/site/seo/sitemap.server';
import { PUBLIC_PATHS } from '../helpers/public-site';
import { projectRow } from '../helpers/project-row';

describeEachEngine('public read queries', (ctx) => {
  const at = (iso: string) => iso;

  async function project(title: string, p: { priority: number; createdAt: string; featured: boolean; visible: boolean }) {
    await ctx.db.kysely
      .insertInto('projects')
      .values(
        projectRow(title, {
          short_description_en: `${title} short`,
          is_active: p.visible,
          is_featured: p.featured,
          features_tr: JSON.stringify(['bir', 'iki']),
          features_en: JSON.stringify(['one', 'two']),
          tech_stack: JSON.stringify(['Go']),
          priority: p.priority,
          created_at: p.createdAt,
          updated_at: p.createdAt,
        }),
      )
      .execute();
  }

  async function post(slug: string, p: { published: boolean; publishDate: string | null; createdAt: string }) {
    const id = randomUUID();
    await ctx.db.kysely
      .insertInto('blog_posts')
      .values({
        id,
        slug,
        title_tr: `${slug} tr`,
        title_en: `${slug} en`,
        excerpt_tr: null,
        excerpt_en: `${slug} excerpt`,
        content_tr: `# Başlık\n\nİçerik **metni** ${'uzun '.repeat(60)}`,
        content_en: 'Body',
        image_url: null,
        image_alt_tr: null,
        image_alt_en: null,
        category: 'web',
        tags: JSON.stringify([]),
        is_published: p.published,
        is_featured: false,
        author: 'FunTech',
        publish_date: p.publishDate,
        created_at: p.createdAt,
        updated_at: p.createdAt,
      })
      .execute();
    return id;
  }

  it('projects: visible ones by priority then newest; featured ones for the home page', async () => {
    await project('Alpha', { priority: 10, createdAt: at('2026-01-01T00:00:00.000Z'), featured: true, visible: true });
    await project('Beta', { priority: 50, createdAt: at('2026-01-02T00:00:00.000Z'), featured: false, visible: true });
    await project('Gamma', { priority: 10, createdAt: at('2026-03-01T00:00:00.000Z'), featured: true, visible: true });
    await project('Hidden', { priority: 99, createdAt: at('2026-03-01T00:00:00.000Z'), featured: true, visible: false });
    expect((await listVisibleProjects()).map((p) => p.titleTr)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect((await listFeaturedProjects()).map((p) => p.titleTr)).toEqual(['Gamma', 'Alpha']);
    const [gamma] = await listFeaturedProjects();
    const tr = toProjectCard(gamma!, 'tr');
    const en = toProjectCard(gamma!, 'en');
    expect(tr).toMatchObject({
      anchor: 'gamma',
      title: 'Gamma',
      description: 'Gamma açıklama',
      features: ['bir', 'iki'],
      technologies: ['Go'],
    });
    expect(en).toMatchObject({ anchor: 'gamma', title: 'Gamma EN', description: 'Gamma short', features: ['one', 'two'], rating: 4.5 });
  });

  it('blog: published posts newest publish date first; drafts hidden; old slugs lead to the current one', async () => {
    const a = await post('a-post', { published: true, publishDate: '2026-02-01T10:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' });
    await post('b-post', { published: true, publishDate: '2026-05-01T10:00:00.000Z', createdAt: '2026-01-02T00:00:00.000Z' });
    await post('c-post', { published: true, publishDate: null, createdAt: '2026-03-01T00:00:00.000Z' });
    const draft = await post('d-draft', {
      published: false,
      publishDate: '2026-06-01T00:00:00.000Z',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('blog_slug_redirects')
      .values([
        { old_slug: 'old-a', post_id: a, created_at: now },
        { old_slug: 'old-draft', post_id: draft, created_at: now },
      ])
      .execute();

    expect((await listPublishedPosts()).map((p) => p.slug)).toEqual(['b-post', 'c-post', 'a-post']);
    expect((await listPublishedPostSlugs()).map((p) => p.slug).sort()).toEqual(['a-post', 'b-post', 'c-post']);
    expect(await getPublishedPost('d-draft')).toBeUndefined();
    expect((await getPublishedPost('a-post'))?.titleEn).toBe('a-post en');
    expect(await currentSlugFor('old-a')).toBe('a-post');
    expect(await currentSlugFor('old-draft')).toBeUndefined();
    expect(await currentSlugFor('never-existed')).toBeUndefined();

    const p = (await getPublishedPost('a-post'))!;
    expect(postExcerpt(p, 'en')).toBe('a-post excerpt');
    const tr = postExcerpt(p, 'tr');
    expect(tr.startsWith('Başlık İçerik metni uzun')).toBe(true);
    expect(tr.endsWith('…')).toBe(true);
    expect(tr.length).toBeLessThanOrEqual(181);
  });

  it('sitemap: both languages of every page, published posts and published static pages', async () => {
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('pages')
      .values([
        {
          id: randomUUID(),
          title: 'T',
          slug: 'kvkk',
          content: 'x',
          meta_description: null,
          status: 'published',
          language: 'tr',
          created_at: now,
          updated_at: now,
        },
        {
          id: randomUUID(),
          title: 'T',
          slug: 'hidden',
          content: 'x',
          meta_description: null,
          status: 'draft',
          language: 'en',
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    const xml = await buildSitemap('https://example.com');
    for (const { path } of PUBLIC_PATHS) expect(xml).toContain(`<loc>https://example.com${path}</loc>`);
    expect(xml).toContain('<loc>https://example.com/en-blog/b-post</loc>');
    expect(xml).not.toContain('d-draft');
    expect(xml).toContain('<loc>https://example.com/sayfa/kvkk</loc>');
    expect(xml).not.toContain('hidden');
  });
});
