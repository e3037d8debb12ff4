import type { PageStatus } from '~/domain/pages/schema';
import type { Lang } from '~/i18n/lang';

/** One static page as the pages screen lists and edits it (the route's loader builds it). */
export interface PageItem {
  id: string;
  title: string;
  slug: string;
  content: string;
  metaDescription: string;
  status: PageStatus;
  language: Lang;
  updated: string;
  iso: string;
}
