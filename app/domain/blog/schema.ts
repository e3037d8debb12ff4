// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';
import { catalog } from '~/i18n/catalog';
import { fromIstanbulInput } from '~/lib/istanbul-time';
import { cleanList, IMAGE_URL_RE } from '../projects';
import { BLOG_CATEGORIES, MAX_TAGS } from './constants';
import { slugify } from './slug';

/**
 * The blog post form (docs/product-spec.md §3 blog_post, §5 blog rules), shared by the admin
 * editor and the server action. Tags: blanks and duplicates dropped.
 */
type Errors = (typeof catalog)['tr']['adminBlog']['errors'];

export function blogPostSchema(e: Errors = catalog.tr.adminBlog.errors) {
  const text = (max: number) => z.string().trim().max(max, e.tooLong);
  const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, e.tooLong);
  return z
    .object({
      title_tr: required(e.titleTr, 200),
      title_en: required(e.titleEn, 200),
      excerpt_tr: text(600),
      excerpt_en: text(600),
      content_tr: required(e.contentTr, 200_000),
      content_en: required(e.contentEn, 200_000),
      image_url: z
        .string()
        .trim()
        .max(500, e.tooLong)
        .refine((v) => v === '' || IMAGE_URL_RE.test(v), e.url),
      image_alt_tr: text(300),
      image_alt_en: text(300),
      category: z.enum(BLOG_CATEGORIES, { message: e.category }),
      tags: z
        .array(z.string().max(40, e.tooLong))
        .max(100, e.tooMany)
        .transform((v) => cleanList(v))
        .pipe(z.array(z.string()).max(MAX_TAGS, e.tooMany)),
      // The English tags (English pages never show the Turkish ones).
      // Optional in a post (a client or script that knows only the Turkish fields): none.
      tags_en: z
        .array(z.string().max(40, e.tooLong))
        .max(100, e.tooMany)
        .default([])
        .transform((v) => cleanList(v))
        .pipe(z.array(z.string()).max(MAX_TAGS, e.tooMany)),
      is_published: z.boolean(),
      is_featured: z.boolean(),
      author: text(120),
      publish_date: z
        .string()
        .trim()
        .refine((v) => v === '' || fromIstanbulInput(v) !== undefined, e.date),
      slug: z
        .string()
        .trim()
        .max(120, e.tooLong)
        .refine((v) => v === '' || slugify(v) !== '', e.slug),
      slug_en: z
        .string()
        .trim()
        .max(120, e.tooLong)
        .refine((v) => v === '' || slugify(v) !== '', e.slug)
        .default(''),
    })
    .superRefine((v, ctx) => {
      if (v.image_url && !v.image_alt_tr) ctx.addIssue({ code: 'custom', path: ['image_alt_tr'], message: e.altTr });
      if (v.image_url && !v.image_alt_en) ctx.addIssue({ code: 'custom', path: ['image_alt_en'], message: e.altEn });
    })
    .transform((v) => ({
      ...v,
      publish_date: v.publish_date ? fromIstanbulInput(v.publish_date)! : null,
      // An edited slug is normalised; blank means "from the Turkish title".
      slug: slugify(v.slug || v.title_tr),
      // The English address (/en-blog/<slug_en>): blank means "from the English title".
      slug_en: slugify(v.slug_en || v.title_en) || slugify(v.slug || v.title_tr),
    }));
}

export type BlogFormValues = z.input<ReturnType<typeof blogPostSchema>>;
export type BlogPostInput = z.output<ReturnType<typeof blogPostSchema>>;

export function emptyBlogForm(): BlogFormValues {
  return {
    title_tr: '',
    title_en: '',
    excerpt_tr: '',
    excerpt_en: '',
    content_tr: '',
    content_en: '',
    image_url: '',
    image_alt_tr: '',
    image_alt_en: '',
    category: '' as BlogFormValues['category'],
    tags: [],
    tags_en: [],
    is_published: false,
    is_featured: false,
    author: '',
    publish_date: '',
    slug: '',
    slug_en: '',
  };
}

/** Whether each language's texts are complete (title, content, and whatever the other language has). */
export function blogTranslationStatus(p: {
  hasTitleTr: boolean;
  hasTitleEn: boolean;
  hasContentTr: boolean;
  hasContentEn: boolean;
  hasExcerptTr: boolean;
  hasExcerptEn: boolean;
  hasImage: boolean;
  hasAltTr: boolean;
  hasAltEn: boolean;
  /** Tags in each language (English pages show only the English ones). */
  hasTagsTr?: boolean;
  hasTagsEn?: boolean;
}): { tr: boolean; en: boolean } {
  const pairs: Array<[boolean, boolean, boolean]> = [
    [p.hasTitleTr, p.hasTitleEn, true],
    [p.hasContentTr, p.hasContentEn, true],
    [p.hasExcerptTr, p.hasExcerptEn, false],
    [p.hasAltTr, p.hasAltEn, p.hasImage],
    [!!p.hasTagsTr, !!p.hasTagsEn, false],
  ];
  const complete = (lang: 0 | 1) => pairs.every((pair) => pair[lang] || (!pair[2] && !pair[1 - lang]));
  return { tr: complete(0), en: complete(1) };
}
