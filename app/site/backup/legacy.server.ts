import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { db } from '~/server/db/index.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import {
  PROJECT_CATEGORIES,
  PROJECT_ICONS,
  PROJECT_STATUSES,
  PRIORITY_MAX,
  PRIORITY_MIN,
  IMAGE_URL_RE,
  SAFE_URL_RE,
} from '~/domain/projects/index.server';
import { BLOG_CATEGORIES, firstFreeSlug, isSlug, slugify } from '~/domain/blog/index.server';
import { getSettings } from '~/domain/settings/index.server';

/**
 * Import of the original product's tables, exported as JSON arrays (one file
 * per table: projects.json, blog_posts.json, newsletter_subscribers.json,
 * consultation_requests.json, support_tickets.json), applying docs/product-spec.md §3's read
 * fallbacks:
 * - Turkish/English values fall back to the legacy `title`, `description`,
 *   `content` and `features` (English to Turkish, then to the legacy value);
 * - a post's `is_published` falls back to `status = 'published'`;
 * - Turkish category and status names map to our codes (docs/design.md "One
 *   vocabulary"); a project with status 'inactive' (the original's hide
 *   toggle) is imported hidden (is_active false) with status 'active';
 * - e-mails are trimmed and lowercased; subscribers' language is 'tr'.
 * Rows whose id (or subscriber e-mail, or post slug) already exists are skipped,
 * so an import can be re-run. Everything happens in one transaction.
 */
export const LEGACY_FILES = {
  projects: 'projects.json',
  blog_posts: 'blog_posts.json',
  newsletter_subscribers: 'newsletter_subscribers.json',
  consultation_requests: 'consultation_requests.json',
  support_tickets: 'support_tickets.json',
} as const;
export type LegacyTable = keyof typeof LEGACY_FILES;

type Raw = Record<string, unknown>;

// ---------------------------------------------------------------------------
// Value readers

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const textOrNull = (v: unknown): string | null => text(v) || null;
// Links and images as the admin forms accept them; anything else (javascript:, data:...) is dropped.
const linkOrNull = (v: unknown): string | null => {
  const s = text(v);
  return s && SAFE_URL_RE.test(s) ? s : null;
};
const imageOrNull = (v: unknown): string | null => {
  const s = text(v);
  return s && IMAGE_URL_RE.test(s) ? s : null;
};
/** The first of `vs` that is not empty, as text. */
const first = (...vs: unknown[]): string => vs.map(text).find(Boolean) ?? '';

/** A list from a JSON array, a JSON-array string, a PostgreSQL array literal `{a,b}` or a comma-separated string. */
export function legacyList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter(Boolean);
  const s = text(v);
  if (!s) return [];
  if (s.startsWith('[')) {
    try {
      return legacyList(JSON.parse(s));
    } catch {
      /* fall through */
    }
  }
  if (s.startsWith('{') && s.endsWith('}')) {
    return s
      .slice(1, -1)
      .split(',')
      .map((x) => x.trim().replace(/^"(.*)"$/, '$1'))
      .filter(Boolean);
  }
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/** The first of `vs` that is a list with items. */
const firstList = (...vs: unknown[]): string[] => vs.map(legacyList).find((l) => l.length) ?? [];

export function legacyBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true' || v === 't') return true;
  if (v === 0 || v === '0' || v === 'false' || v === 'f') return false;
  return undefined;
}

/** An ISO-8601 UTC timestamp with milliseconds (the one stored form), or the fallback. */
export function legacyTimestamp(v: unknown, fallback: string): string {
  const s = text(v);
  if (!s) return fallback;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? fallback : d.toISOString();
}

function legacyId(v: unknown): string {
  const s = text(v);
  return s && s.length <= 100 ? s : randomUUID();
}

const fold = (s: string) =>
  s
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c]!)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Turkish names of docs/product-spec.md §9 (and their English labels), folded, to our codes.
const PROJECT_CATEGORY_NAMES: Record<string, (typeof PROJECT_CATEGORIES)[number]> = {
  'yapay zeka': 'ai',
  'artificial intelligence': 'ai',
  'web gelistirme': 'web',
  'web development': 'web',
  'mobil uygulama': 'mobile',
  'mobile app': 'mobile',
  'masaustu yazilim': 'desktop',
  'desktop software': 'desktop',
  'iot akilli sistemler': 'iot',
  'iot smart systems': 'iot',
  blockchain: 'blockchain',
  'e ticaret': 'ecommerce',
  'e commerce': 'ecommerce',
  egitim: 'education',
  saglik: 'health',
  finans: 'finance',
  oyun: 'game',
  diger: 'other',
};

const BLOG_CATEGORY_NAMES: Record<string, (typeof BLOG_CATEGORIES)[number]> = {
  teknoloji: 'technology',
  technology: 'technology',
  'yapay zeka': 'ai',
  'web gelistirme': 'web',
  'mobil uygulama': 'mobile',
  inovasyon: 'innovation',
  'dijital donusum': 'digital-transformation',
  startup: 'startup',
  egitim: 'education',
  haberler: 'news',
  diger: 'other',
};

const PROJECT_STATUS_NAMES: Record<string, (typeof PROJECT_STATUSES)[number]> = {
  aktif: 'active',
  active: 'active',
  beta: 'beta',
  gelistirilme: 'development',
  gelistirlme: 'development', // the original form's spelling
  gelistirme: 'development',
  development: 'development',
  'ar ge': 'research',
  research: 'research',
  planlaniyor: 'planned',
  planned: 'planned',
  durduruldu: 'stopped',
  stopped: 'stopped',
};

function code<T extends string>(codes: readonly T[], names: Record<string, T>, v: unknown, fallback: T): T {
  const s = text(v);
  if ((codes as readonly string[]).includes(s)) return s as T;
  return names[fold(s)] ?? fallback;
}

// ---------------------------------------------------------------------------
// Row mappers (pure)

export function mapLegacyProject(r: Raw, now: string) {
  const rawStatus = text(r.status);
  const hiddenByStatus = rawStatus === 'inactive';
  const priority = Math.round(Number(r.priority));
  const titleTr = first(r.title_tr, r.title);
  const descriptionTr = first(r.description_tr, r.description);
  const featuresTr = firstList(r.features_tr, r.features);
  const techStack = firstList(r.tech_stack, r.technologies);
  const created = legacyTimestamp(r.created_at, now);
  const rating = Number(r.rating);
  return {
    id: legacyId(r.id),
    title_tr: titleTr,
    title_en: first(r.title_en, titleTr),
    description_tr: descriptionTr,
    description_en: first(r.description_en, descriptionTr),
    short_description_tr: textOrNull(r.short_description_tr),
    short_description_en: textOrNull(r.short_description_en) ?? textOrNull(r.short_description_tr),
    category: code(PROJECT_CATEGORIES, PROJECT_CATEGORY_NAMES, r.category, 'other'),
    status: hiddenByStatus ? 'active' : code(PROJECT_STATUSES, PROJECT_STATUS_NAMES, rawStatus, 'development'),
    icon: (PROJECT_ICONS as readonly string[]).includes(text(r.icon)) ? text(r.icon) : 'Bot',
    is_active: hiddenByStatus ? false : (legacyBool(r.is_active) ?? true),
    is_featured: legacyBool(r.is_featured) ?? false,
    features_tr: JSON.stringify(featuresTr),
    features_en: JSON.stringify(firstList(r.features_en, featuresTr)),
    tech_stack: JSON.stringify(techStack),
    technologies: JSON.stringify(firstList(r.technologies, r.tech_stack)),
    image_url: imageOrNull(r.image_url),
    image_alt_tr: null,
    image_alt_en: null,
    demo_url: linkOrNull(r.demo_url),
    github_url: linkOrNull(r.github_url),
    project_url: linkOrNull(r.project_url),
    users_text: textOrNull(r.users_text) ?? textOrNull(r.users),
    rating: Number.isFinite(rating) && text(r.rating) ? rating : null,
    release_date: textOrNull(r.release_date),
    version: text(r.version) || '1.0.0',
    priority: Number.isFinite(priority) ? Math.min(PRIORITY_MAX, Math.max(PRIORITY_MIN, priority)) : 0,
    created_at: created,
    updated_at: legacyTimestamp(r.updated_at, created),
  };
}

export function mapLegacyPost(r: Raw, now: string, company: string) {
  const titleTr = first(r.title_tr, r.title);
  const contentTr = first(r.content_tr, r.content);
  const created = legacyTimestamp(r.created_at, now);
  const published = legacyBool(r.is_published) ?? text(r.status) === 'published';
  const slug = text(r.slug);
  const tags = [...new Set(legacyList(r.tags))];
  const slugEn = text(r.slug_en);
  return {
    id: legacyId(r.id),
    slug: isSlug(slug) ? slug : slugify(titleTr) || 'yazi',
    title_tr: titleTr,
    title_en: first(r.title_en, titleTr),
    excerpt_tr: textOrNull(r.excerpt_tr) ?? textOrNull(r.excerpt),
    excerpt_en: textOrNull(r.excerpt_en) ?? textOrNull(r.excerpt_tr) ?? textOrNull(r.excerpt),
    content_tr: contentTr,
    content_en: first(r.content_en, contentTr),
    image_url: imageOrNull(r.image_url),
    image_alt_tr: null,
    image_alt_en: null,
    category: code(BLOG_CATEGORIES, BLOG_CATEGORY_NAMES, r.category, 'other'),
    tags: JSON.stringify(tags),
    // The English address and tags (006_blog_english): from the legacy row when it has them.
    slug_en: isSlug(slugEn) ? slugEn : slugify(first(r.title_en, titleTr)) || null,
    tags_en: JSON.stringify([...new Set(legacyList(r.tags_en))]),
    is_published: published,
    is_featured: legacyBool(r.is_featured) ?? false,
    author: text(r.author) || company,
    publish_date: text(r.publish_date) ? legacyTimestamp(r.publish_date, created) : published ? created : null,
    created_at: created,
    updated_at: legacyTimestamp(r.updated_at, created),
  };
}

export function mapLegacySubscriber(r: Raw, now: string) {
  const created = legacyTimestamp(r.created_at, now);
  return {
    id: legacyId(r.id),
    email: text(r.email).toLowerCase(),
    is_active: legacyBool(r.is_active) ?? true,
    language: 'tr',
    source_page: null,
    consent_at: created,
    created_at: created,
    updated_at: legacyTimestamp(r.updated_at, created),
  };
}

export function mapLegacyConsultation(r: Raw, now: string) {
  return {
    id: legacyId(r.id),
    name: text(r.name),
    surname: text(r.surname),
    email: text(r.email).toLowerCase(),
    phone: text(r.phone),
    service_description: text(r.service_description),
    language: 'tr',
    created_at: legacyTimestamp(r.created_at, now),
  };
}

export function mapLegacyTicket(r: Raw, now: string) {
  const created = legacyTimestamp(r.created_at, now);
  const status = text(r.status);
  return {
    id: legacyId(r.id),
    name: text(r.name),
    email: text(r.email).toLowerCase(),
    subject: text(r.subject),
    message: text(r.message),
    // The original had no status: imported messages are open until the staff handle them.
    status: status === 'answered' || status === 'closed' ? status : 'open',
    language: 'tr',
    created_at: created,
    updated_at: legacyTimestamp(r.updated_at, created),
  };
}

// ---------------------------------------------------------------------------
// Import

export interface TableReport {
  file: string;
  found: boolean;
  read: number;
  imported: number;
  skipped: number;
  /** Why rows were skipped (first few). */
  notes: string[];
}

export class LegacyImportError extends Error {
  override name = 'LegacyImportError';
}

function readRows(folder: string, file: string): Raw[] | undefined {
  const p = path.join(folder, file);
  if (!fs.existsSync(p)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(p, 'utf8').replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new LegacyImportError(`${file}: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  // A bare array, or an export wrapper such as { "data": [...] } / { "rows": [...] }.
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? ((data as Record<string, unknown>).data ?? (data as Record<string, unknown>).rows)
      : undefined;
  if (!Array.isArray(rows)) throw new LegacyImportError(`${file}: expected a JSON array of rows`);
  return rows.filter((r): r is Raw => !!r && typeof r === 'object' && !Array.isArray(r));
}

/**
 * Imports every export file present in `folder`. With `replace`, the five
 * tables are emptied first (for example to drop the seeded sample projects).
 */
export async function importLegacy(
  folder: string,
  opts: { replace?: boolean; now?: Date } = {},
): Promise<Record<LegacyTable, TableReport>> {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new LegacyImportError(`not a folder: ${folder}`);
  const now = (opts.now ?? new Date()).toISOString();
  const tables = Object.keys(LEGACY_FILES) as LegacyTable[];
  const rows = Object.fromEntries(tables.map((t) => [t, readRows(folder, LEGACY_FILES[t])])) as Record<LegacyTable, Raw[] | undefined>;
  if (tables.every((t) => rows[t] === undefined)) {
    throw new LegacyImportError(`no export files in ${folder} (expected ${Object.values(LEGACY_FILES).join(', ')})`);
  }
  const report = Object.fromEntries(
    tables.map((t): [LegacyTable, TableReport] => [
      t,
      { file: LEGACY_FILES[t], found: rows[t] !== undefined, read: rows[t]?.length ?? 0, imported: 0, skipped: 0, notes: [] },
    ]),
  ) as Record<LegacyTable, TableReport>;
  const company = (await getSettings()).site_title;

  await db()
    .transaction()
    .execute(async (trx) => {
      if (opts.replace) {
        await trx.deleteFrom('blog_slug_redirects').execute();
        for (const t of tables) await trx.deleteFrom(t).execute();
      }
      /**
       * Maps and inserts one file's rows; `refused` says why a mapped row is skipped (a row
       * whose id exists here always is); `fit` adjusts a row about to be inserted.
       */
      const importRows = async <T extends { id: string }>(
        t: LegacyTable,
        map: (r: Raw) => T,
        refused: (row: T) => string | undefined,
        fit: (row: T) => void = () => {},
      ) => {
        const given = rows[t];
        if (!given) return;
        const ids = new Set((await trx.selectFrom(t).select('id').execute()).map((r) => r.id));
        for (const [i, r] of given.entries()) {
          const row = map(r);
          const why = refused(row) ?? (ids.has(row.id) ? `id ${row.id} exists` : undefined);
          if (why) {
            report[t].skipped++;
            if (report[t].notes.length < 5) report[t].notes.push(`row ${i + 1}: ${why}`);
            continue;
          }
          fit(row);
          await trx
            .insertInto(t)
            .values(row as never)
            .execute();
          ids.add(row.id);
          report[t].imported++;
        }
      };

      await importRows(
        'projects',
        (r) => mapLegacyProject(r, now),
        (p) => (!p.title_tr || !p.description_tr ? 'no title or description' : undefined),
      );
      const slugs = new Set(
        (await trx.selectFrom('blog_posts').select(['slug', 'slug_en']).execute()).flatMap((r) =>
          r.slug_en ? [r.slug, r.slug_en] : [r.slug],
        ),
      );
      await importRows(
        'blog_posts',
        (r) => mapLegacyPost(r, now, company),
        (p) => (!p.title_tr || !p.content_tr ? 'no title or content' : undefined),
        (p) => {
          p.slug = firstFreeSlug(p.slug, slugs);
          slugs.add(p.slug);
          if (p.slug_en && p.slug_en !== p.slug) p.slug_en = firstFreeSlug(p.slug_en, slugs);
          if (p.slug_en) slugs.add(p.slug_en);
        },
      );
      const emails = new Set((await trx.selectFrom('newsletter_subscribers').select('email').execute()).map((r) => r.email));
      await importRows(
        'newsletter_subscribers',
        (r) => mapLegacySubscriber(r, now),
        (s) => (!s.email.includes('@') ? 'no e-mail address' : emails.has(s.email) ? `${s.email} exists` : undefined),
        (s) => emails.add(s.email),
      );
      await importRows(
        'consultation_requests',
        (r) => mapLegacyConsultation(r, now),
        (c) => (!c.name && !c.email ? 'empty' : undefined),
      );
      await importRows(
        'support_tickets',
        (r) => mapLegacyTicket(r, now),
        (t) => (!t.email && !t.message ? 'empty' : undefined),
      );
    });
  await notifyContentChanged('import');
  return report;
}
