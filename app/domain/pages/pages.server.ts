import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import { isUniqueViolation } from '~/server/db/engine.server';
import type { Database } from '~/server/db/schema';
import { createdAtIso, nowIso, toBool, toDate } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { DomainError } from '~/lib/errors';
import type { Lang } from '~/i18n/lang';
import { staticPagePath } from '~/i18n/routes';
import { PAGE_LANGUAGES, translationOf, type PageInput, type PageStatus } from './schema';
import type { SitePageNav } from './nav';

export type { SitePageLink, SitePageNav } from './nav';

/** One language's version of a page (one row of `pages`). */
export interface PageTranslation {
  id: string;
  language: Lang;
  title: string;
  slug: string;
  content: string;
  metaDescription: string | null;
  updatedAt: Date;
}

/**
 * A static page: its translations (Turkish, English or both), the status they
 * share, and its place in the site's navigation (header, footer, both or
 * neither; the careers page is the header's career link). `id` is the page's
 * (the group's) id, which the admin edits by.
 */
export interface StaticPage {
  id: string;
  status: PageStatus;
  inHeader: boolean;
  inFooter: boolean;
  isCareers: boolean;
  translations: Partial<Record<Lang, PageTranslation>>;
  createdAt: Date;
  updatedAt: Date;
}

/** A published translation as the public page shows it, with the address of its other translation when there is one. */
export interface PublishedPage extends PageTranslation {
  pageId: string;
  /** The other language's published translation: language and slug (for hreflang and the language toggle). */
  twin?: { language: Lang; slug: string };
}

type Row = {
  id: string;
  title: string;
  slug: string;
  content: string;
  meta_description: string | null;
  status: string;
  language: string;
  group_id: string | null;
  in_header: unknown;
  in_footer: unknown;
  is_careers: unknown;
  created_at: unknown;
  updated_at: unknown;
};

const groupOf = (r: Pick<Row, 'id' | 'group_id'>) => r.group_id ?? r.id;
const langOf = (v: string): Lang => (v === 'en' ? 'en' : 'tr');

function toTranslation(r: Row): PageTranslation {
  return {
    id: r.id,
    language: langOf(r.language),
    title: r.title,
    slug: r.slug,
    content: r.content,
    metaDescription: r.meta_description,
    updatedAt: toDate(r.updated_at),
  };
}

/** The rows grouped into pages, in the order of each page's first row. */
function toPages(rows: Row[]): StaticPage[] {
  const pages = new Map<string, StaticPage>();
  for (const r of rows) {
    const id = groupOf(r);
    let page = pages.get(id);
    if (!page) {
      page = {
        id,
        status: r.status === 'published' ? 'published' : 'draft',
        inHeader: toBool(r.in_header),
        inFooter: toBool(r.in_footer),
        isCareers: toBool(r.is_careers),
        translations: {},
        createdAt: toDate(r.created_at),
        updatedAt: toDate(r.updated_at),
      };
      pages.set(id, page);
    }
    const t = toTranslation(r);
    page.translations[t.language] ??= t;
    if (toDate(r.created_at) < page.createdAt) page.createdAt = toDate(r.created_at);
    if (t.updatedAt > page.updatedAt) page.updatedAt = t.updatedAt;
  }
  return [...pages.values()];
}

/** The rows of one page: its group, or the single row whose id it is when the row has no group (an older backup). */
function inGroup(id: string) {
  return (eb: ExpressionBuilder<Database, 'pages'>) =>
    eb.or([eb('group_id', '=', id), eb.and([eb('group_id', 'is', null), eb('id', '=', id)])]);
}

/** The slug is already used by another page in the same language. */
export class DuplicateSlugError extends DomainError {
  constructor(readonly language: Lang = 'tr') {
    super('duplicate_slug', 'A page with this slug already exists in this language');
  }
}

/** Every page with its translations, the most recently changed first. */
export async function listPages(): Promise<StaticPage[]> {
  const rows = await db().selectFrom('pages').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute();
  return toPages(rows).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.id.localeCompare(b.id));
}

/** A page by its id (the id the admin lists). */
export async function getPage(id: string): Promise<StaticPage | undefined> {
  const rows = await db().selectFrom('pages').selectAll().where(inGroup(id)).execute();
  return toPages(rows)[0];
}

/**
 * A published page by its language and slug (the public route), with its
 * other translation's slug when that one is published too; drafts are not found.
 */
export async function findPublishedPage(lang: Lang, slug: string): Promise<PublishedPage | undefined> {
  const row = await db()
    .selectFrom('pages')
    .selectAll()
    .where('language', '=', lang)
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  const pageId = groupOf(row);
  const other = await db()
    .selectFrom('pages')
    .select(['slug', 'language'])
    .where(inGroup(pageId))
    .where('language', '!=', lang)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return {
    ...toTranslation(row),
    pageId,
    ...(other ? { twin: { language: langOf(other.language), slug: other.slug } } : {}),
  };
}

/** The published translations' addresses and dates, without their content, grouped by page (the sitemap's list). */
export async function listPublishedPageSlugs(): Promise<Array<{ pageId: string; slug: string; language: Lang; updatedAt: Date }>> {
  const rows = await db()
    .selectFrom('pages')
    .select(['id', 'group_id', 'slug', 'language', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('slug')
    .execute();
  return rows.map((r) => ({ pageId: groupOf(r), slug: r.slug, language: langOf(r.language), updatedAt: toDate(r.updated_at) }));
}

// ---------------------------------------------------------------------------
// The site's navigation

const EMPTY_NAV: SitePageNav = { header: [], footer: [] };
const navs = () => loadNav();

async function loadNav(): Promise<Record<Lang, SitePageNav>> {
  const rows = await db()
    .selectFrom('pages')
    .select(['title', 'slug', 'language', 'in_header', 'in_footer', 'is_careers'])
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('in_header', '=', true), eb('in_footer', '=', true), eb('is_careers', '=', true)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const nav: Record<Lang, SitePageNav> = { tr: { header: [], footer: [] }, en: { header: [], footer: [] } };
  for (const r of rows) {
    const lang = langOf(r.language);
    const link = { title: r.title, path: staticPagePath(r.slug, lang) };
    const careers = toBool(r.is_careers);
    if (careers) nav[lang].careers ??= link.path;
    // The careers page is already the header's career link.
    if (toBool(r.in_header) && !careers) nav[lang].header.push(link);
    if (toBool(r.in_footer)) nav[lang].footer.push(link);
  }
  return nav;
}

/**
 * The published pages placed in the header or footer, and the careers page,
 * in one language (the public layout's loader). Kept in memory until any
 * content change; on a read error the navigation is empty (the page still renders).
 */
export async function getSitePageNav(lang: Lang): Promise<SitePageNav> {
  try {
    return (await navs())[lang];
  } catch {
    return EMPTY_NAV;
  }
}

// ---------------------------------------------------------------------------
// Writes

async function assertSlugsFree(trx: Transaction<Database>, input: PageInput, exceptPage?: string) {
  for (const lang of PAGE_LANGUAGES) {
    const t = translationOf(input, lang);
    if (!t) continue;
    const rows = await trx.selectFrom('pages').select(['id', 'group_id']).where('language', '=', lang).where('slug', '=', t.slug).execute();
    const taken = rows.filter((r) => groupOf(r) !== exceptPage);
    if (taken.length > 0) throw new DuplicateSlugError(lang);
  }
}

/**
 * Writes the page's translations (insert, update, or delete the language left
 * empty) and the shared status and placement on all of them. Only one page is
 * the careers page: marking this one unmarks any other.
 */
async function writePage(trx: Transaction<Database>, pageId: string, input: PageInput, existing: Row[]) {
  const now = nowIso();
  for (const lang of PAGE_LANGUAGES) {
    const t = translationOf(input, lang);
    const row = existing.find((r) => langOf(r.language) === lang);
    const shared = {
      group_id: pageId,
      status: input.status,
      in_header: input.in_header,
      in_footer: input.in_footer,
      is_careers: input.is_careers,
    };
    if (t) {
      const values = { title: t.title, slug: t.slug, content: t.content, meta_description: t.meta_description || null, language: lang };
      if (row) {
        await trx
          .updateTable('pages')
          .set({ ...values, ...shared, updated_at: now })
          .where('id', '=', row.id)
          .execute();
      } else {
        const created = createdAtIso();
        await trx
          .insertInto('pages')
          .values({ id: randomUUID(), ...values, ...shared, created_at: created, updated_at: created })
          .execute();
      }
    } else if (row) {
      await trx.deleteFrom('pages').where('id', '=', row.id).execute();
    }
  }
  if (input.is_careers) {
    await trx
      .updateTable('pages')
      .set({ is_careers: false })
      .where('is_careers', '=', true)
      .where((eb) => eb.or([eb('group_id', 'is', null), eb('group_id', '!=', pageId)]))
      .execute();
  }
}

async function save(pageId: string, input: PageInput, mustExist: boolean): Promise<StaticPage | undefined> {
  try {
    const found = await db()
      .transaction()
      .execute(async (trx) => {
        const existing = await trx.selectFrom('pages').selectAll().where(inGroup(pageId)).execute();
        if (mustExist && existing.length === 0) return false;
        await assertSlugsFree(trx, input, pageId);
        await writePage(trx, pageId, input, existing);
        return true;
      });
    if (!found) return undefined;
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateSlugError();
    throw err;
  }
  await notifyContentChanged('pages');
  return getPage(pageId);
}

/** A new page with the input's translations (at least one: the form's rule). */
export async function createPage(input: PageInput): Promise<StaticPage> {
  return (await save(randomUUID(), input, false))!;
}

/** Saves a page's translations, status and placement; undefined when the page does not exist. */
export async function updatePage(id: string, input: PageInput): Promise<StaticPage | undefined> {
  return save(id, input, true);
}

/** Publishes or unpublishes a page (all its translations). */
export async function setPageStatus(id: string, status: PageStatus): Promise<boolean> {
  const r = await db().updateTable('pages').set({ status, updated_at: nowIso() }).where(inGroup(id)).executeTakeFirst();
  const updated = Number(r.numUpdatedRows) > 0;
  if (updated) await notifyContentChanged('pages');
  return updated;
}

/** Deletes a page with all its translations. */
export async function deletePage(id: string): Promise<boolean> {
  const r = await db().deleteFrom('pages').where(inGroup(id)).executeTakeFirst();
  const deleted = Number(r.numDeletedRows) > 0;
  if (deleted) await notifyContentChanged('pages');
  return deleted;
}
