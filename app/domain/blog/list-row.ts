import type { BlogCategory } from './constants';

/** A blog post as the admin list shows it (listPostsAdmin in admin.server.ts). */
export interface BlogListRow {
  id: string;
  slug: string;
  titleTr: string;
  titleEn: string;
  category: BlogCategory;
  isPublished: boolean;
  isFeatured: boolean;
  publishDate: string | null;
  /** Published, with a publish date still to come: visitors see it from that moment. */
  scheduled: boolean;
  translation: { tr: boolean; en: boolean };
}
