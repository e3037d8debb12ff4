import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createPost, getPost, listPostsAdmin, postToForm, redirectsOf, updatePost } from '~/domain/blog/admin.server';
import { blogPostSchema, emptyBlogForm } from '~/domain/blog/schema';
import { currentSlugFor, getPublishedPost, listPublishedPostSlugs } from '~/domain/blog/public.server';
import { backfillEnglishSlugs } from '~/server/db/migrations/006_blog_english';
import { mapLegacyPost } from '~/site/backup/legacy.server';

/** English forms of blog posts (migration 006): slug_en, tags_en, 301s between the languages' slugs. */
function postInput(over: Partial<ReturnType<typeof emptyBlogForm>> = {}) {
  return blogPostSchema().parse({
    ...emptyBlogForm(),
    title_tr: 'Yapay Zekâ ile Büyüme',
    title_en: 'Growing with AI',
    content_tr: '# Merhaba',
    content_en: '# Hello',
    category: 'ai',
    is_published: true,
    ...over,
  });
}

describeEachEngine('blog posts in English', (ctx) => {
  it('a post gets an English slug from its English title and English tags; both read back', async () => {
    const p = await createPost(postInput({ tags: ['Yapay Zekâ', 'Büyüme'], tags_en: ['AI', 'Growth', 'AI'] }));
    expect(p.slug).toBe('yapay-zeka-ile-buyume');
    expect(p.slugEn).toBe('growing-with-ai');
    expect(p.tags).toEqual(['Yapay Zekâ', 'Büyüme']);
    expect(p.tagsEn).toEqual(['AI', 'Growth']);
    expect(postToForm(p)).toMatchObject({ slug_en: 'growing-with-ai', tags_en: ['AI', 'Growth'] });

    expect((await getPublishedPost('growing-with-ai', 'en'))?.id).toBe(p.id);
    expect((await getPublishedPost('yapay-zeka-ile-buyume', 'tr'))?.id).toBe(p.id);
    // Each language's slug under the other prefix is not the page, but a 301 to it.
    expect(await getPublishedPost('yapay-zeka-ile-buyume', 'en')).toBeUndefined();
    expect(await currentSlugFor('yapay-zeka-ile-buyume', 'en')).toBe('growing-with-ai');
    expect(await getPublishedPost('growing-with-ai', 'tr')).toBeUndefined();
    expect(await currentSlugFor('growing-with-ai', 'tr')).toBe('yapay-zeka-ile-buyume');

    const slugs = await listPublishedPostSlugs();
    expect(slugs.find((s) => s.slug === p.slug)?.slugEn).toBe('growing-with-ai');
  });

  it('English and Turkish slugs share one namespace; a post may use the same text in both', async () => {
    const a = await createPost(postInput({ title_tr: 'React', title_en: 'React' }));
    expect([a.slug, a.slugEn]).toEqual(['react', 'react']);
    // Another post whose English title reads like the first one's slug gets a suffix.
    const b = await createPost(postInput({ title_tr: 'React ile geliştirme', title_en: 'React' }));
    expect(b.slugEn).toBe('react-2');
    const c = await createPost(postInput({ title_tr: 'Growing with AI', title_en: 'Something else' }));
    expect(c.slug).toBe('growing-with-ai-2');
  });

  it("changing a published post's English slug keeps the old one as a 301 (English prefix)", async () => {
    const p = await createPost(postInput({ title_tr: 'Bulut', title_en: 'Cloud' }));
    const moved = (await updatePost(p.id, blogPostSchema().parse({ ...postToForm(p), slug_en: 'cloud-computing' })))!;
    expect(moved.slug).toBe('bulut');
    expect(moved.slugEn).toBe('cloud-computing');
    expect(await redirectsOf(p.id)).toEqual(['cloud']);
    expect(await currentSlugFor('cloud', 'en')).toBe('cloud-computing');
    expect(await currentSlugFor('cloud', 'tr')).toBe('bulut');
    // Clearing the field means "from the English title" again: the redirect is dropped.
    const back = (await updatePost(p.id, blogPostSchema().parse({ ...postToForm(moved), slug_en: '' })))!;
    expect(back.slugEn).toBe('cloud');
    expect(await redirectsOf(p.id)).toEqual(['cloud-computing']);
  });

  it('the admin list marks the English translation incomplete while the Turkish tags have no English ones', async () => {
    const only = await createPost(postInput({ title_tr: 'Etiketli', title_en: 'Tagged', tags: ['Bulut'] }));
    const both = await createPost(postInput({ title_tr: 'İki dilde', title_en: 'In both', tags: ['Bulut'], tags_en: ['Cloud'] }));
    const none = await createPost(postInput({ title_tr: 'Etiketsiz', title_en: 'Untagged' }));
    const rows = (await listPostsAdmin({ pageSize: 100 })).rows;
    const of = (id: string) => rows.find((r) => r.id === id)!.translation;
    expect(of(only.id)).toEqual({ tr: true, en: false });
    expect(of(both.id)).toEqual({ tr: true, en: true });
    expect(of(none.id)).toEqual({ tr: true, en: true });
  });

  it('the legacy import takes English slugs and tags when the old rows have them, else makes the slug from the English title', () => {
    const now = new Date().toISOString();
    const withEn = mapLegacyPost(
      { title: 'Merhaba Dünya', title_en: 'Hello World', content: 'x', tags: ['Dünya'], tags_en: ['World'] },
      now,
      'FunTech',
    );
    expect([withEn.slug, withEn.slug_en, withEn.tags_en]).toEqual(['merhaba-dunya', 'hello-world', '["World"]']);
    const given = mapLegacyPost({ title: 'Merhaba', slug_en: 'hi-there', content: 'x' }, now, 'FunTech');
    expect([given.slug_en, given.tags_en]).toEqual(['hi-there', '[]']);
  });

  it('migration 006 gives posts written before it an English slug (free among all slugs); until then the Turkish slug serves', async () => {
    // p was written before the migration (no English slug or tags); q after it, with 'old-post' in both languages.
    const p = await createPost(postInput({ title_tr: 'Eski yazı', title_en: 'Old post' }));
    await ctx.db.kysely.updateTable('blog_posts').set({ slug_en: null, tags_en: null }).where('id', '=', p.id).execute();
    const q = await createPost(postInput({ title_tr: 'Old post', title_en: 'Old post' }));
    expect([q.slug, q.slugEn]).toEqual(['old-post', 'old-post']);
    const before = (await getPost(p.id))!;
    expect(before.slugEn).toBe('eski-yazi');
    expect(before.tagsEn).toEqual([]);
    expect((await getPublishedPost('eski-yazi', 'en'))?.id).toBe(p.id);

    await backfillEnglishSlugs(ctx.db.kysely as never);
    // 'old-post' is q's: p gets the next free one; q is left as it was.
    expect((await getPost(p.id))!.slugEn).toBe('old-post-2');
    expect((await getPost(q.id))!.slugEn).toBe('old-post');
    expect((await getPost(p.id))!.tagsEn).toEqual([]);
    expect(await currentSlugFor('eski-yazi', 'en')).toBe('old-post-2');
  });
});
