import type { Lang } from '../../i18n/lang';
import { BLOG_POST, FORM_PAGE_PATHS, PAGES } from '../../i18n/routes';

/**
 * Where each public form posts, per language. The contact form posts to the
 * contact page; the consultation dialog and the footer newsletter form post
 * to their own pages, which are also their no-JavaScript fallback and result
 * pages. The HTTP layer applies the rate and size limits to these paths.
 */
export const FORM_PAGES = {
  consultation: FORM_PAGE_PATHS.consultation,
  newsletter: FORM_PAGE_PATHS.newsletter,
  contact: { tr: PAGES.contact.tr, en: PAGES.contact.en },
} as const;

export type FormName = keyof typeof FORM_PAGES;
export const FORM_NAMES = Object.keys(FORM_PAGES) as FormName[];

export function formPath(form: FormName, lang: Lang): string {
  return FORM_PAGES[form][lang];
}

/** The forms the abuse limits apply to: the pages above, and the comment form under every blog post. */
export type GuardedForm = FormName | 'comment';

/**
 * The form a POST path belongs to: the page path itself (a plain HTML form
 * post) or its `.data` twin (React Router's fetcher submission). A blog
 * comment posts to its post's own address (/blog/<slug>, /en-blog/<slug>):
 * every post shares one rate-limit key per address.
 */
export function formOfPath(pathname: string): { form: GuardedForm; lang: Lang } | undefined {
  let p = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  for (const form of FORM_NAMES) {
    if (FORM_PAGES[form].tr === p) return { form, lang: 'tr' };
    if (FORM_PAGES[form].en === p) return { form, lang: 'en' };
  }
  for (const lang of ['tr', 'en'] as const) {
    const prefix = BLOG_POST[lang];
    if (p.startsWith(prefix) && p.length > prefix.length && !p.slice(prefix.length).includes('/')) return { form: 'comment', lang };
  }
  return undefined;
}

/** Request bodies of public form posts above this size are refused with 413. */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;
