import type { PageStatus } from '~/domain/pages/index';
import type { Lang } from '~/i18n/lang';

/** One language's version of a page, as the editor shows it. */
export interface PageTranslationItem {
  title: string;
  slug: string;
  content: string;
  metaDescription: string;
}

/** One static page as the pages screen lists and edits it (the route's loader builds it). */
export interface PageItem {
  id: string;
  status: PageStatus;
  inHeader: boolean;
  inFooter: boolean;
  isCareers: boolean;
  translations: Partial<Record<Lang, PageTranslationItem>>;
  updated: string;
  iso: string;
}

/** The page's title for lists and labels: Turkish first, else English. */
export function pageTitle(page: Pick<PageItem, 'translations'>): string {
  return page.translations.tr?.title ?? page.translations.en?.title ?? '';
}
