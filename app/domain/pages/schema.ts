// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import type { Lang } from '~/i18n/lang';
import { slugifyText } from '~/lib/slugify';

/** Static pages (docs/product-spec.md §3 "static page"), stored in the database and served at /sayfa/<slug> and /en-page/<slug>. */
export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const PAGE_LANGUAGES = ['tr', 'en'] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const META_DESCRIPTION_HINT = 160;

/** A slug from a title (the editor's suggestion): the site's one slug rule (lib/slugify.ts), up to 120 characters. */
export function slugify(title: string): string {
  return slugifyText(title, 120);
}

export interface PageFormMessages {
  titleRequired: string;
  slugRequired: string;
  slugInvalid: string;
  contentRequired: string;
  tooLong: string;
  translationRequired: string;
}

/** A checkbox of a posted form ('on' when ticked, absent otherwise) or a boolean. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

/** The fields of one translation, named `<field>_<lang>` in the form and the parsed input. */
export const TRANSLATION_FIELDS = ['title', 'slug', 'content', 'meta_description'] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];

/** One language's version of a page (its title, address and content). */
export interface PageTranslationInput {
  title: string;
  slug: string;
  content: string;
  meta_description: string;
}

/**
 * The page form: one page, up to two translations (docs/product-spec.md §5: title, slug and
 * content required; here for each language that is filled in, at least one),
 * its status, its place in the site's navigation (header, footer, both or
 * neither) and whether it is the careers page. With the catalogue's messages.
 */
export function pageInputSchema(m: PageFormMessages) {
  const field = (max: number) => z.string().trim().max(max, m.tooLong);
  const slug = z
    .string()
    .trim()
    .toLowerCase()
    .max(120, m.tooLong)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), m.slugInvalid);
  return z
    .object({
      title_tr: field(200),
      slug_tr: slug,
      content_tr: field(200_000),
      meta_description_tr: field(400),
      title_en: field(200),
      slug_en: slug,
      content_en: field(200_000),
      meta_description_en: field(400),
      status: z.enum(PAGE_STATUSES).catch('draft'),
      in_header: checkbox.catch(false),
      in_footer: checkbox.catch(false),
      is_careers: checkbox.catch(false),
    })
    .superRefine((v, ctx) => {
      const present = PAGE_LANGUAGES.filter((lang) => hasTranslation(v, lang));
      if (present.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['title_tr'], message: m.translationRequired });
        return;
      }
      for (const lang of present) {
        if (!v[`title_${lang}`]) ctx.addIssue({ code: 'custom', path: [`title_${lang}`], message: m.titleRequired });
        if (!v[`slug_${lang}`]) ctx.addIssue({ code: 'custom', path: [`slug_${lang}`], message: m.slugRequired });
        if (!v[`content_${lang}`]) ctx.addIssue({ code: 'custom', path: [`content_${lang}`], message: m.contentRequired });
      }
    });
}

export type PageInput = z.infer<ReturnType<typeof pageInputSchema>>;

/** Whether the input holds this language's version: any of its title, slug or content filled in. */
export function hasTranslation(input: Pick<PageInput, `${'title' | 'slug' | 'content'}_${Lang}`>, lang: Lang): boolean {
  return !!(input[`title_${lang}`] || input[`slug_${lang}`] || input[`content_${lang}`]);
}

/** One language's fields of the input, or undefined when that language is left empty. */
export function translationOf(input: PageInput, lang: Lang): PageTranslationInput | undefined {
  if (!hasTranslation(input, lang)) return undefined;
  return {
    title: input[`title_${lang}`],
    slug: input[`slug_${lang}`],
    content: input[`content_${lang}`],
    meta_description: input[`meta_description_${lang}`],
  };
}
