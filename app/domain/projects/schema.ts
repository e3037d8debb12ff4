// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { catalog } from '~/i18n/catalog';
import { DEFAULT_VERSION, PRIORITY_MAX, PRIORITY_MIN, PROJECT_CATEGORIES, PROJECT_ICONS, PROJECT_STATUSES } from './constants';

/**
 * The project form (docs/product-spec.md §3 project, §5 project rules), shared by the admin
 * editor (instant feedback) and the server action (the authority). Messages
 * come from the catalogue (admin speaks Turkish).
 */
type Errors = (typeof catalog)['tr']['adminProjects']['errors'];

/** List entries: trimmed, blanks and repeats (case-insensitive) dropped (docs/product-spec.md §5). */
export function cleanList(values: readonly unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const v of values) {
    const s = String(v ?? '').trim();
    // Case-insensitive, with dotted and dotless i alike ('AI' and 'ai' are one tag).
    const k = s.toLocaleLowerCase('tr').replace(/ı/g, 'i');
    if (!s || seen.has(k)) continue;
    seen.add(k);
    out.push(s);
  }
  return out;
}

/** Priority as typed: non-numeric becomes 0 (docs/product-spec.md §5); decimals are cut; the range is checked after. */
export function parsePriority(v: unknown): number {
  const n =
    typeof v === 'number'
      ? v
      : Number(
          String(v ?? '')
            .trim()
            .replace(',', '.'),
        );
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** http(s) URLs only: a `javascript:` link can never be saved. */
export const SAFE_URL_RE = /^https?:\/\/[^\s<>"']+$/i;
/** An uploaded image (/uploads/...) or an http(s) URL. */
export const IMAGE_URL_RE = /^(\/uploads\/[\w./?=&-]+|https?:\/\/[^\s<>"']+)$/i;

export function projectSchema(e: Errors = catalog.tr.adminProjects.errors) {
  const text = (max: number) => z.string().trim().max(max, e.tooLong);
  const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, e.tooLong);
  const url = z
    .string()
    .trim()
    .max(500, e.tooLong)
    .refine((v) => v === '' || SAFE_URL_RE.test(v), e.url);
  const list = z
    .array(z.string().max(200, e.tooLong))
    .max(50, e.tooMany)
    .transform((v) => cleanList(v));
  return z
    .object({
      title_tr: required(e.titleTr, 200),
      title_en: required(e.titleEn, 200),
      short_description_tr: text(300),
      short_description_en: text(300),
      description_tr: required(e.descriptionTr, 10000),
      description_en: required(e.descriptionEn, 10000),
      category: z.enum(PROJECT_CATEGORIES, { message: e.category }),
      status: z.enum(PROJECT_STATUSES, { message: e.status }),
      icon: z.enum(PROJECT_ICONS, { message: e.icon }),
      is_active: z.boolean(),
      is_featured: z.boolean(),
      features_tr: list,
      features_en: list,
      tech_stack: list,
      image_url: z
        .string()
        .trim()
        .max(500, e.tooLong)
        .refine((v) => v === '' || IMAGE_URL_RE.test(v), e.url),
      image_alt_tr: text(300),
      image_alt_en: text(300),
      demo_url: url,
      github_url: url,
      project_url: url,
      users_text: text(60),
      rating: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d+([.,]\d)?$/.test(v) && Number(v.replace(',', '.')) <= 5), e.rating),
      release_date: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), e.date),
      version: text(30),
      priority: z
        .union([z.string(), z.number()])
        .transform(parsePriority)
        .pipe(z.number().min(PRIORITY_MIN, e.priority).max(PRIORITY_MAX, e.priority)),
    })
    .superRefine((v, ctx) => {
      if (v.image_url && !v.image_alt_tr) ctx.addIssue({ code: 'custom', path: ['image_alt_tr'], message: e.altTr });
      if (v.image_url && !v.image_alt_en) ctx.addIssue({ code: 'custom', path: ['image_alt_en'], message: e.altEn });
    })
    .transform((v) => ({
      ...v,
      version: v.version || DEFAULT_VERSION,
      rating: v.rating === '' ? null : Number(v.rating.replace(',', '.')),
    }));
}

export type ProjectFormValues = z.input<ReturnType<typeof projectSchema>>;
export type ProjectInput = z.output<ReturnType<typeof projectSchema>>;
export type ProjectField = keyof ProjectFormValues;

/** A new project's form: status 'development' and icon 'Bot' by default (docs/product-spec.md §4, §9). */
export function emptyProjectForm(): ProjectFormValues {
  return {
    title_tr: '',
    title_en: '',
    short_description_tr: '',
    short_description_en: '',
    description_tr: '',
    description_en: '',
    category: '' as ProjectFormValues['category'],
    status: 'development',
    icon: 'Bot',
    is_active: true,
    is_featured: false,
    features_tr: [],
    features_en: [],
    tech_stack: [],
    image_url: '',
    image_alt_tr: '',
    image_alt_en: '',
    demo_url: '',
    github_url: '',
    project_url: '',
    users_text: '',
    rating: '',
    release_date: '',
    version: DEFAULT_VERSION,
    priority: '0',
  };
}

export interface TranslationStatus {
  tr: boolean;
  en: boolean;
}

/**
 * Whether each language's texts are complete: the required texts are filled, and
 * every text filled in one language is filled in the other (short description,
 * features, image alternative text).
 */
export function projectTranslationStatus(p: {
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  shortDescriptionTr: string | null;
  shortDescriptionEn: string | null;
  featuresTr: string[];
  featuresEn: string[];
  imageUrl: string | null;
  imageAltTr: string | null;
  imageAltEn: string | null;
}): TranslationStatus {
  const pairs: Array<[boolean, boolean, boolean]> = [
    // [tr filled, en filled, required]
    [!!p.titleTr.trim(), !!p.titleEn.trim(), true],
    [!!p.descriptionTr.trim(), !!p.descriptionEn.trim(), true],
    [!!p.shortDescriptionTr?.trim(), !!p.shortDescriptionEn?.trim(), false],
    [p.featuresTr.length > 0, p.featuresEn.length > 0, false],
    [!!p.imageAltTr?.trim(), !!p.imageAltEn?.trim(), !!p.imageUrl],
  ];
  const complete = (lang: 0 | 1) => pairs.every((pair) => pair[lang] || (!pair[2] && !pair[1 - lang]));
  // A translation with fewer features than the other language is not complete.
  const nTr = p.featuresTr.length;
  const nEn = p.featuresEn.length;
  return { tr: complete(0) && nTr >= nEn, en: complete(1) && nEn >= nTr };
}
