// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';

/** Static pages (spec §3 "static page"), stored in the database and served at /sayfa/<slug> and /en-page/<slug>. */
export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const PAGE_LANGUAGES = ['tr', 'en'] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const META_DESCRIPTION_HINT = 160;

const TR_MAP: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };

/** A slug from a title: Turkish letters transliterated, other non-alphanumerics to hyphens. */
export function slugify(title: string): string {
  return title
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => TR_MAP[c] ?? c)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

export interface PageFormMessages {
  titleRequired: string;
  slugRequired: string;
  slugInvalid: string;
  contentRequired: string;
  tooLong: string;
}

/** The page form (spec §5: title, slug, content required), with the catalogue's messages. */
export function pageInputSchema(m: PageFormMessages) {
  return z.object({
    title: z.string().trim().min(1, m.titleRequired).max(200, m.tooLong),
    slug: z.string().trim().toLowerCase().min(1, m.slugRequired).max(120, m.tooLong).regex(SLUG_PATTERN, m.slugInvalid),
    content: z.string().trim().min(1, m.contentRequired).max(200_000, m.tooLong),
    meta_description: z.string().trim().max(400, m.tooLong),
    status: z.enum(PAGE_STATUSES).catch('draft'),
    language: z.enum(PAGE_LANGUAGES).catch('tr'),
  });
}

export type PageInput = z.infer<ReturnType<typeof pageInputSchema>>;
