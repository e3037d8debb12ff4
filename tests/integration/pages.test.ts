import { Migrator, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachEngine, ENGINES, type TestDatabase } from '../helpers/test-db';
import { setDb } from '~/server/db/index.server';
import { columnTypes } from '~/server/db/column-types';
import { migrateToLatest } from '~/server/db/migrate.server';
import * as m001 from '~/server/db/migrations/001_initial';
import * as m002 from '~/server/db/migrations/002_campaign_jobs';
import * as m003 from '~/server/db/migrations/003_content_indexes';
import * as m004 from '~/server/db/migrations/004_keyset_indexes';
import * as m005 from '~/server/db/migrations/005_rate_limits';
import {
  createPage,
  deletePage,
  DuplicateSlugError,
  findPublishedPage,
  getPage,
  getSitePageNav,
  listPages,
  listPublishedPageSlugs,
  setPageStatus,
  updatePage,
} from '~/domain/pages/pages.server';
import { pageInputSchema, type PageInput } from '~/domain/pages/schema';
import { buildSitemap } from '~/site/seo/sitemap.server';
import { catalog } from '~/i18n/catalog';

const m = catalog.tr.adminPages.validation;
const EMPTY = {
  title_tr: '',
  slug_tr: '',
  content_tr: '',
  meta_description_tr: '',
  title_en: '',
  slug_en: '',
  content_en: '',
  meta_description_en: '',
};

function input(patch: Partial<PageInput>): PageInput {
  return { ...EMPTY, status: 'draft', in_header: false, in_footer: false, is_careers: false, ...patch };
}

const both = (patch: Partial<PageInput> = {}) =>
  input({
    title_tr: 'Kariyer',
    slug_tr: 'kariyer',
    content_tr: '## Açık pozisyonlar\n\n- Yazılım geliştirici',
    title_en: 'Careers',
    slug_en: 'careers',
    content_en: '## Open positions\n\n- Software developer',
    meta_description_en: 'Join us',
    status: 'published',
    ...patch,
  });

describe('the page form schema', () => {
  const schema = pageInputSchema(m);
  it('asks for at least one translation, and a complete one for each language that is started', () => {
    const none = schema.safeParse({ ...EMPTY, status: 'draft' });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['title_tr', m.translationRequired]]);
    const halfEn = schema.safeParse({ ...EMPTY, title_tr: 'A', slug_tr: 'a', content_tr: 'x', title_en: 'B' });
    expect(halfEn.error?.issues.map((i) => i.path.join('.'))).toEqual(['slug_en', 'content_en']);
    const enOnly = schema.parse({ ...EMPTY, title_en: 'Cookies', slug_en: 'Cookies', content_en: 'x', in_footer: 'on' });
    expect([enOnly.slug_en, enOnly.in_footer, enOnly.in_header, enOnly.status]).toEqual(['cookies', true, false, 'draft']);
    expect(schema.safeParse({ ...EMPTY, title_tr: 'A', slug_tr: 'a b', content_tr: 'x' }).error?.issues[0]?.message).toBe(m.slugInvalid);
  });
});

describeEachEngine('static pages', () => {
  it('one page, two translations: each served at its own address, linked to the other; drafts are not served', async () => {
    const page = await createPage(both({ status: 'draft' }));
    expect(Object.keys(page.translations).sort()).toEqual(['en', 'tr']);
    expect(page.translations.en?.metaDescription).toBe('Join us');
    expect(await findPublishedPage('tr', 'kariyer')).toBeUndefined();
    await setPageStatus(page.id, 'published');
    const tr = await findPublishedPage('tr', 'kariyer');
    const en = await findPublishedPage('en', 'careers');
    expect(tr?.title).toBe('Kariyer');
    expect(tr?.twin).toEqual({ language: 'en', slug: 'careers' });
    expect(en?.twin).toEqual({ language: 'tr', slug: 'kariyer' });
    expect(en?.pageId).toBe(page.id);
    // the other language's slug is not an address in this language
    expect(await findPublishedPage('en', 'kariyer')).toBeUndefined();
    expect((await listPages()).filter((p) => p.id === page.id)).toHaveLength(1);
  });

  it('keeps slugs unique per language; the same slug in the other language is another address', async () => {
    await expect(createPage(input({ title_tr: 'Başka', slug_tr: 'kariyer', content_tr: 'x' }))).rejects.toMatchObject({
      language: 'tr',
    });
    await expect(createPage(input({ title_en: 'Other', slug_en: 'careers', content_en: 'x' }))).rejects.toBeInstanceOf(DuplicateSlugError);
    const other = await createPage(input({ title_en: 'Kariyer page', slug_en: 'kariyer', content_en: 'x', status: 'published' }));
    expect((await findPublishedPage('en', 'kariyer'))?.pageId).toBe(other.id);
    expect((await findPublishedPage('en', 'kariyer'))?.twin).toBeUndefined();
    // a page keeps its own slug when saved again
    const page = (await listPages()).find((p) => p.translations.tr?.slug === 'kariyer')!;
    expect((await updatePage(page.id, both({ title_tr: 'Kariyer ve Staj' })))?.translations.tr?.title).toBe('Kariyer ve Staj');
    await deletePage(other.id);
  });

  it('adds, changes and removes a translation of an existing page', async () => {
    const page = await createPage(input({ title_tr: 'KVKK', slug_tr: 'kvkk', content_tr: 'Metin', status: 'published' }));
    expect((await findPublishedPage('tr', 'kvkk'))?.twin).toBeUndefined();
    const withEn = await updatePage(
      page.id,
      input({
        title_tr: 'KVKK',
        slug_tr: 'kvkk',
        content_tr: 'Metin',
        title_en: 'Privacy notice',
        slug_en: 'privacy-notice',
        content_en: 'Text',
        status: 'published',
      }),
    );
    expect(withEn?.translations.en?.slug).toBe('privacy-notice');
    expect((await findPublishedPage('tr', 'kvkk'))?.twin).toEqual({ language: 'en', slug: 'privacy-notice' });
    // the Turkish translation removed: the page lives on in English only
    const enOnly = await updatePage(
      page.id,
      input({ title_en: 'Privacy notice', slug_en: 'privacy-notice', content_en: 'Text', status: 'published' }),
    );
    expect(Object.keys(enOnly!.translations)).toEqual(['en']);
    expect(await findPublishedPage('tr', 'kvkk')).toBeUndefined();
    expect((await findPublishedPage('en', 'privacy-notice'))?.pageId).toBe(page.id);
    expect(await updatePage('no-such-page', both())).toBeUndefined();
    expect(await deletePage(page.id)).toBe(true);
    expect(await getPage(page.id)).toBeUndefined();
    expect(await findPublishedPage('en', 'privacy-notice')).toBeUndefined();
  });

  it("placement: published pages in the header or footer of each language, the careers page as the header's career link", async () => {
    const careers = (await listPages()).find((p) => p.translations.tr?.slug === 'kariyer')!;
    await updatePage(careers.id, both({ is_careers: true, in_header: true, in_footer: true }));
    const kvkk = await createPage(
      input({ title_tr: 'KVKK Aydınlatma', slug_tr: 'kvkk-aydinlatma', content_tr: 'x', status: 'published', in_footer: true }),
    );
    const draft = await createPage(input({ title_tr: 'Taslak', slug_tr: 'taslak', content_tr: 'x', in_header: true, in_footer: true }));
    const tr = await getSitePageNav('tr');
    const en = await getSitePageNav('en');
    expect(tr.careers).toBe('/sayfa/kariyer');
    expect(en.careers).toBe('/en-page/careers');
    // the careers page is the career link, not a second header link
    expect(tr.header).toEqual([]);
    expect(tr.footer).toEqual([
      { title: 'Kariyer', path: '/sayfa/kariyer' },
      { title: 'KVKK Aydınlatma', path: '/sayfa/kvkk-aydinlatma' },
    ]);
    expect(en.footer).toEqual([{ title: 'Careers', path: '/en-page/careers' }]);

    // only one careers page: marking another unmarks the first
    const jobs = await createPage(
      input({ title_tr: 'İş ilanları', slug_tr: 'is-ilanlari', content_tr: 'x', status: 'published', is_careers: true }),
    );
    expect((await getPage(careers.id))?.isCareers).toBe(false);
    expect((await getSitePageNav('tr')).careers).toBe('/sayfa/is-ilanlari');
    // a careers page without an English translation: no career link in English
    expect((await getSitePageNav('en')).careers).toBeUndefined();
    expect((await getSitePageNav('tr')).header).toEqual([{ title: 'Kariyer', path: '/sayfa/kariyer' }]);
    // unpublished: gone from the navigation
    await setPageStatus(jobs.id, 'draft');
    expect((await getSitePageNav('tr')).careers).toBeUndefined();
    for (const p of [kvkk, draft, jobs]) await deletePage(p.id);
  });

  it('the sitemap lists both translations with hreflang alternates between them', async () => {
    const slugs = await listPublishedPageSlugs();
    expect(slugs.filter((s) => s.slug === 'kariyer' || s.slug === 'careers')).toHaveLength(2);
    const xml = await buildSitemap('https://example.com');
    const entry = (loc: string) => xml.split('<url>').find((e) => e.includes(`<loc>${loc}</loc>`)) ?? '';
    for (const loc of ['https://example.com/sayfa/kariyer', 'https://example.com/en-page/careers']) {
      expect(entry(loc)).toContain('hreflang="tr" href="https://example.com/sayfa/kariyer"');
      expect(entry(loc)).toContain('hreflang="en" href="https://example.com/en-page/careers"');
    }
  });
});

/** 007_page_translations on a database with pages written before it. */
describe('migration 007_page_translations', () => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    setDb(undefined);
    for (const d of dbs) await d.drop();
  });

  for (const kind of ENGINES) {
    it(`keeps existing single-language pages, each as a page of its own in its language [${kind}]`, async () => {
      const test = await createTestDatabase(kind, { migrate: false });
      dbs.push(test);
      const t = columnTypes(kind);
      const before = { m001, m002, m003, m004, m005 };
      const migrator = new Migrator({
        db: test.db.kysely,
        provider: {
          getMigrations: async () =>
            Object.fromEntries(
              Object.entries({
                '001_initial': before.m001,
                '002_campaign_jobs': before.m002,
                '003_content_indexes': before.m003,
                '004_keyset_indexes': before.m004,
                '005_rate_limits': before.m005,
              }).map(([name, mod]) => [name, { up: (k: Kysely<unknown>) => mod.up(k, t) }]),
            ),
        },
      });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const now = new Date().toISOString();
      const old = test.db.kysely as unknown as Kysely<{ pages: Record<string, unknown> }>;
      for (const [id, language, slug] of [
        ['p-tr', 'tr', 'hakkimizda'],
        ['p-en', 'en', 'about-us'],
      ]) {
        await old
          .insertInto('pages')
          .values({
            id,
            title: slug,
            slug,
            content: '# ' + slug,
            meta_description: null,
            status: 'published',
            language,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const ran = await migrateToLatest(test.db);
      expect(ran).toContain('007_page_translations');
      setDb(test.db);
      const pages = await listPages();
      expect(pages.map((p) => [p.id, Object.keys(p.translations), p.inHeader, p.inFooter, p.isCareers]).sort()).toEqual([
        ['p-en', ['en'], false, false, false],
        ['p-tr', ['tr'], false, false, false],
      ]);
      expect((await findPublishedPage('en', 'about-us'))?.title).toBe('about-us');
      expect((await findPublishedPage('tr', 'hakkimizda'))?.twin).toBeUndefined();
      // a translation added to a migrated page joins its group
      await updatePage(
        'p-tr',
        input({
          title_tr: 'Hakkımızda',
          slug_tr: 'hakkimizda',
          content_tr: 'x',
          title_en: 'About',
          slug_en: 'about',
          content_en: 'y',
          status: 'published',
        }),
      );
      expect((await findPublishedPage('en', 'about'))?.twin).toEqual({ language: 'tr', slug: 'hakkimizda' });
      setDb(undefined);
    });
  }
});
