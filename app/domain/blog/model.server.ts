import type { Selectable } from 'kysely';
import type { BlogPostTable } from '~/server/db/schema';
import { toBool, toDate, toDateOrNull, toList } from '~/server/db/values';

/** A blog post as the app sees it, the same on both engines. `isPublished` is the truth (docs/design.md). */
export interface BlogPost {
  id: string;
  slug: string;
  /** The English address: slug_en, or the Turkish slug on a row that has none. */
  slugEn: string;
  titleTr: string;
  titleEn: string;
  excerptTr: string | null;
  excerptEn: string | null;
  contentTr: string;
  contentEn: string;
  imageUrl: string | null;
  imageAltTr: string | null;
  imageAltEn: string | null;
  category: string;
  tags: string[];
  tagsEn: string[];
  isPublished: boolean;
  isFeatured: boolean;
  author: string;
  publishDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type BlogPostRow = Selectable<BlogPostTable>;

export function toBlogPost(r: BlogPostRow): BlogPost {
  return {
    id: r.id,
    slug: r.slug,
    slugEn: r.slug_en || r.slug,
    titleTr: r.title_tr,
    titleEn: r.title_en,
    excerptTr: r.excerpt_tr,
    excerptEn: r.excerpt_en,
    contentTr: r.content_tr,
    contentEn: r.content_en,
    imageUrl: r.image_url,
    imageAltTr: r.image_alt_tr,
    imageAltEn: r.image_alt_en,
    category: r.category,
    tags: toList(r.tags),
    tagsEn: r.tags_en == null ? [] : toList(r.tags_en),
    isPublished: toBool(r.is_published),
    isFeatured: toBool(r.is_featured),
    author: r.author,
    publishDate: toDateOrNull(r.publish_date),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

/** Blog categories (docs/product-spec.md §9): defined in constants.ts so the browser can use them too. */
export { BLOG_CATEGORIES, type BlogCategory } from './constants';
