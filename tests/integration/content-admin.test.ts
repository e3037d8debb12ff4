import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { onContentChanged } from '~/server/cache/invalidation.server';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsAdmin,
  projectToForm,
  setProjectVisible,
  updateProject,
} from '~/domain/projects/admin.server';
import { emptyProjectForm, projectSchema } from '~/domain/projects/schema';
import { listFeaturedProjects, listVisibleProjects } from '~/domain/projects/public.server';
import {
  createPost,
  deletePost,
  getPost,
  listPostsAdmin,
  postToForm,
  redirectsOf,
  setPostPublished,
  updatePost,
} from '~/domain/blog/admin.server';
import { blogPostSchema, emptyBlogForm } from '~/domain/blog/schema';
import { currentSlugFor, getPublishedPost, listPublishedPosts } from '~/domain/blog/public.server';
import { saveSettings } from '~/domain/settings/settings.server';

function projectInput(over: Partial<ReturnType<typeof emptyProjectForm>> = {}) {
  return projectSchema().parse({
    ...emptyProjectForm(),
    title_tr: 'Proje',
    title_en: 'Project',
    description_tr: 'Açıklama',
    description_en: 'Description',
    category: 'ai',
    ...over,
  });
}

function postInput(over: Partial<ReturnType<typeof emptyBlogForm>> = {}) {
  return blogPostSchema().parse({
    ...emptyBlogForm(),
    title_tr: 'Şirketimizden Haberler',
    title_en: 'News from our company',
    content_tr: '# Merhaba',
    content_en: '# Hello',
    category: 'news',
    ...over,
  });
}

describeEachEngine('projects admin', () => {
  it('creates, reads back every field, edits, hides, shows and deletes; each write notifies', async () => {
    const topics: string[] = [];
    const stop = onContentChanged((t) => topics.push(t));
    const created = await createProject(
      projectInput({
        short_description_tr: 'Kısa',
        short_description_en: 'Short',
        status: 'beta',
        icon: 'Brain',
        is_featured: true,
        features_tr: ['Bir', 'İki'],
        features_en: ['One', 'Two'],
        tech_stack: ['React', 'Node.js'],
        image_url: '/uploads/project-images/1767225600000-abcdef012345-960.webp?w=960&h=540',
        image_alt_tr: 'Ekran görüntüsü',
        image_alt_en: 'Screenshot',
        demo_url: 'https://demo.example.com',
        github_url: 'https://github.com/example/x',
        project_url: 'https://x.example.com',
        users_text: '1.000+',
        rating: '4.5',
        release_date: '2026-01-15',
        version: '2.1.0',
        priority: '77',
      }),
    );
    const p = (await getProject(created.id))!;
    expect(p).toMatchObject({
      titleTr: 'Proje',
      titleEn: 'Project',
      shortDescriptionEn: 'Short',
      status: 'beta',
      icon: 'Brain',
      isActive: true,
      isFeatured: true,
      featuresTr: ['Bir', 'İki'],
      featuresEn: ['One', 'Two'],
      techStack: ['React', 'Node.js'],
      technologies: ['React', 'Node.js'],
      imageAltEn: 'Screenshot',
      rating: 4.5,
      releaseDate: '2026-01-15',
      version: '2.1.0',
      priority: 77,
    });
    // The editor's form round-trips.
    expect(projectSchema().parse(projectToForm(p))).toEqual(projectSchema().parse(projectToForm(p)));
    expect((await listFeaturedProjects()).map((x) => x.id)).toContain(p.id);

    const updated = await updateProject(p.id, projectSchema().parse({ ...projectToForm(p), title_en: 'Renamed', image_url: '' }));
    expect(updated).toMatchObject({ titleEn: 'Renamed', imageUrl: null, imageAltTr: null });

    expect(await setProjectVisible(p.id, false)).toBe(true);
    expect((await listVisibleProjects()).map((x) => x.id)).not.toContain(p.id);
    expect((await listFeaturedProjects()).map((x) => x.id)).not.toContain(p.id);
    expect(await setProjectVisible(p.id, true)).toBe(true);
    expect((await listVisibleProjects()).map((x) => x.id)).toContain(p.id);

    expect(await deleteProject(p.id)).toBe(true);
    expect(await getProject(p.id)).toBeUndefined();
    expect(await deleteProject(p.id)).toBe(false);
    expect(await updateProject(p.id, projectInput())).toBeUndefined();
    stop();
    expect(topics.filter((t) => t === 'projects')).toHaveLength(5);
  });

  it('lists newest first, paginated in the database, with search and category filter', async () => {
    const before = (await listProjectsAdmin()).total;
    for (let i = 0; i < 45; i++) {
      await createProject(projectInput({ title_tr: `Sayfalama ${i}`, title_en: `Paging ${i}`, category: i % 3 === 0 ? 'web' : 'game' }));
    }
    const first = await listProjectsAdmin({ q: 'sayfalama', pageSize: 20 });
    expect(first.total).toBe(45);
    expect(first.pages).toBe(3);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]!.titleTr).toBe('Sayfalama 44');
    const last = await listProjectsAdmin({ q: 'PAGING', page: 3, pageSize: 20 });
    expect(last.rows).toHaveLength(5);
    expect(last.rows.at(-1)!.titleTr).toBe('Sayfalama 0');
    const clamped = await listProjectsAdmin({ q: 'paging', page: 99 });
    expect(clamped.page).toBe(clamped.pages);
    expect((await listProjectsAdmin({ q: 'sayfalama', category: 'web' })).total).toBe(15);
    expect((await listProjectsAdmin({ category: 'nonsense' })).total).toBe(before + 45);
    // LIKE wildcards in the search are literal.
    expect((await listProjectsAdmin({ q: '%' })).total).toBe(0);
    expect(first.rows[0]!.translation).toEqual({ tr: true, en: true });
  });

  it('search ignores case with Turkish letters on both engines', async () => {
    const p = await createProject(projectInput({ title_tr: 'İŞLETME ÇÖZÜMLERİ Iğdır', title_en: 'Business' }));
    for (const q of ['işletme', 'İşletme', 'ÇÖZÜM', 'çözümleri', 'ığdır', 'IĞDIR', 'iğdir']) {
      expect(
        (await listProjectsAdmin({ q })).rows.map((r) => r.id),
        q,
      ).toContain(p.id);
    }
    expect((await listProjectsAdmin({ q: 'isletme' })).rows.map((r) => r.id)).not.toContain(p.id);
  });
});

describeEachEngine('blog admin', () => {
  it('generates unique slugs from the Turkish title (-2, -3)', async () => {
    const a = await createPost(postInput());
    const b = await createPost(postInput());
    const c = await createPost(postInput({ slug: 'Şirketimizden haberler' }));
    expect([a.slug, b.slug, c.slug]).toEqual(['sirketimizden-haberler', 'sirketimizden-haberler-2', 'sirketimizden-haberler-3']);
    // Saving a post with its own slug keeps it.
    const again = await updatePost(b.id, blogPostSchema().parse(postToForm(b)));
    expect(again!.slug).toBe('sirketimizden-haberler-2');
  });

  it('author defaults to the company name; publishing dates the post', async () => {
    await saveSettings({ site_title: 'Örnek Teknoloji' });
    const p = await createPost(postInput({ title_tr: 'Yazar testi' }));
    expect(p.author).toBe('Örnek Teknoloji');
    expect(p.isPublished).toBe(false);
    expect(p.publishDate).toBeNull();
    expect(await setPostPublished(p.id, true)).toBe(true);
    const published = (await getPost(p.id))!;
    expect(published.isPublished).toBe(true);
    expect(published.publishDate).toBeInstanceOf(Date);
    // Unpublish and publish again: the first publish date stays.
    await setPostPublished(p.id, false);
    await setPostPublished(p.id, true);
    expect((await getPost(p.id))!.publishDate!.getTime()).toBe(published.publishDate!.getTime());
  });

  it('unpublished posts are not public; published ones are, newest publish date first', async () => {
    const older = await createPost(postInput({ title_tr: 'Eski yazı', is_published: true, publish_date: '2025-01-01T10:00' }));
    const newer = await createPost(postInput({ title_tr: 'Yeni yazı', is_published: true, publish_date: '2026-01-01T10:00' }));
    const draft = await createPost(postInput({ title_tr: 'Taslak yazı' }));
    const list = (await listPublishedPosts()).map((p) => p.id);
    expect(list.indexOf(newer.id)).toBeLessThan(list.indexOf(older.id));
    expect(list).not.toContain(draft.id);
    expect(await getPublishedPost(draft.slug)).toBeUndefined();
    await setPostPublished(newer.id, false);
    expect(await getPublishedPost(newer.slug)).toBeUndefined();
  });

  it("changing a published post's slug keeps the old one as a redirect; drafts leave none", async () => {
    const p = await createPost(postInput({ title_tr: 'Yönlendirme', is_published: true }));
    expect(p.slug).toBe('yonlendirme');
    const moved = (await updatePost(p.id, blogPostSchema().parse({ ...postToForm(p), slug: 'yeni-adres' })))!;
    expect(moved.slug).toBe('yeni-adres');
    expect(await redirectsOf(p.id)).toEqual(['yonlendirme']);
    expect(await currentSlugFor('yonlendirme')).toBe('yeni-adres');
    // Moving again: both old slugs lead to the current one (no chains).
    await updatePost(p.id, blogPostSchema().parse({ ...postToForm(moved), slug: 'ucuncu-adres' }));
    expect(await currentSlugFor('yonlendirme')).toBe('ucuncu-adres');
    expect(await currentSlugFor('yeni-adres')).toBe('ucuncu-adres');
    // Another post cannot take an old slug that still redirects...
    const other = await createPost(postInput({ title_tr: 'Yönlendirme' }));
    expect(other.slug).toBe('yonlendirme-2');
    // ...but the post itself may take it back, which drops that redirect.
    const back = (await updatePost(p.id, blogPostSchema().parse({ ...postToForm(moved), slug: 'yonlendirme' })))!;
    expect(back.slug).toBe('yonlendirme');
    expect((await redirectsOf(p.id)).sort()).toEqual(['ucuncu-adres', 'yeni-adres']);
    // A draft's slug change leaves no redirect.
    const draft = await createPost(postInput({ title_tr: 'Taslak adres' }));
    await updatePost(draft.id, blogPostSchema().parse({ ...postToForm(draft), slug: 'taslak-yeni' }));
    expect(await redirectsOf(draft.id)).toEqual([]);
    // Deleting the post removes its redirects.
    expect(await deletePost(p.id)).toBe(true);
    expect(await currentSlugFor('yeni-adres')).toBeUndefined();
    expect(await getPost(p.id)).toBeUndefined();
  });

  it('lists posts paginated with search, without their contents', async () => {
    for (let i = 0; i < 25; i++) await createPost(postInput({ title_tr: `Liste ${i}`, title_en: `List ${i}`, category: 'startup' }));
    const page1 = await listPostsAdmin({ q: 'liste', pageSize: 10 });
    expect(page1).toMatchObject({ total: 25, pages: 3, page: 1 });
    expect(page1.rows[0]!.titleTr).toBe('Liste 24');
    expect(page1.rows[0]!.translation).toEqual({ tr: true, en: true });
    expect(page1.rows[0]).not.toHaveProperty('contentTr');
    expect((await listPostsAdmin({ q: 'liste', category: 'news' })).total).toBe(0);
    const missingEn = await createPost(postInput({ title_tr: 'Eksik çeviri', excerpt_tr: 'Sadece Türkçe özet' }));
    const row = (await listPostsAdmin({ q: 'eksik' })).rows.find((r) => r.id === missingEn.id)!;
    expect(row.translation).toEqual({ tr: true, en: false });
  });
});
