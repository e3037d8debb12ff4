import { randomUUID } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { isUniqueViolation } from '~/server/db/engine.server';
import { nowIso, toDate } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { DomainError } from '../errors';
import type { Lang } from '~/i18n/lang';
import type { PageInput, PageStatus } from './schema';

export interface StaticPage {
  id: string;
  title: string;
  slug: string;
  content: string;
  metaDescription: string | null;
  status: PageStatus;
  language: Lang;
  createdAt: Date;
  updatedAt: Date;
}

type Row = {
  id: string;
  title: string;
  slug: string;
  content: string;
  meta_description: string | null;
  status: string;
  language: string;
  created_at: unknown;
  updated_at: unknown;
};

function toPage(r: Row): StaticPage {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    content: r.content,
    metaDescription: r.meta_description,
    status: r.status === 'published' ? 'published' : 'draft',
    language: r.language === 'en' ? 'en' : 'tr',
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

/** The slug is already used by another page in the same language. */
export class DuplicateSlugError extends DomainError {
  constructor() {
    super('duplicate_slug', 'A page with this slug already exists in this language');
  }
}

export async function listPages(): Promise<StaticPage[]> {
  const rows = await db().selectFrom('pages').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute();
  return rows.map(toPage);
}

export async function getPage(id: string): Promise<StaticPage | undefined> {
  const row = await db().selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPage(row) : undefined;
}

/** A published page by its language and slug (the public route); drafts are not found. */
export async function findPublishedPage(lang: Lang, slug: string): Promise<StaticPage | undefined> {
  const row = await db()
    .selectFrom('pages')
    .selectAll()
    .where('language', '=', lang)
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ? toPage(row) : undefined;
}

/** Every published page (for the sitemap). */
export async function listPublishedPages(): Promise<StaticPage[]> {
  const rows = await db().selectFrom('pages').selectAll().where('status', '=', 'published').orderBy('slug').execute();
  return rows.map(toPage);
}

/** The published pages' addresses and dates, without their content (the sitemap's list). */
export async function listPublishedPageSlugs(): Promise<Array<{ slug: string; language: string; updatedAt: Date }>> {
  const rows = await db().selectFrom('pages').select(['slug', 'language', 'updated_at']).where('status', '=', 'published').execute();
  return rows.map((r) => ({ slug: r.slug, language: r.language, updatedAt: toDate(r.updated_at) }));
}

async function slugTaken(language: string, slug: string, exceptId?: string): Promise<boolean> {
  let q = db().selectFrom('pages').select('id').where('language', '=', language).where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

function values(input: PageInput) {
  return {
    title: input.title,
    slug: input.slug,
    content: input.content,
    meta_description: input.meta_description || null,
    status: input.status,
    language: input.language,
  };
}

export async function createPage(input: PageInput): Promise<StaticPage> {
  if (await slugTaken(input.language, input.slug)) throw new DuplicateSlugError();
  const now = nowIso();
  const id = randomUUID();
  try {
    await db()
      .insertInto('pages')
      .values({ id, ...values(input), created_at: now, updated_at: now })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateSlugError();
    throw err;
  }
  await notifyContentChanged('pages');
  return (await getPage(id))!;
}

export async function updatePage(id: string, input: PageInput): Promise<StaticPage | undefined> {
  if (await slugTaken(input.language, input.slug, id)) throw new DuplicateSlugError();
  try {
    const r = await db()
      .updateTable('pages')
      .set({ ...values(input), updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return undefined;
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateSlugError();
    throw err;
  }
  await notifyContentChanged('pages');
  return getPage(id);
}

export async function setPageStatus(id: string, status: PageStatus): Promise<boolean> {
  const r = await db().updateTable('pages').set({ status, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  const updated = Number(r.numUpdatedRows) > 0;
  if (updated) await notifyContentChanged('pages');
  return updated;
}

export async function deletePage(id: string): Promise<boolean> {
  const r = await db().deleteFrom('pages').where('id', '=', id).executeTakeFirst();
  const deleted = Number(r.numDeletedRows) > 0;
  if (deleted) await notifyContentChanged('pages');
  return deleted;
}
