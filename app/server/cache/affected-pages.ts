import { BLOG_POST, PAGES } from '~/i18n/routes';

/**
 * Which stored pages a content change can alter, by the change's topic (notifyContentChanged).
 * The page cache re-renders only those (app/server/http/page-cache.server.ts); the others stay.
 *
 * What each public route reads (app/routes/public/*): every page's layout reads settings, site
 * texts and the static pages' menu entries; home and the projects page read projects; the blog
 * list and posts read posts; posts read their approved comments. Consultation requests, contact
 * messages and subscribers are on no public page. A topic not listed here (settings, site texts,
 * pages, a restore or import, a lost notification channel) may change any page. When a route
 * starts reading another domain, add its paths here (tests/unit/affected-pages.test.ts).
 */
const both = (p: { tr: string; en: string }) => [p.tr, p.en];
/** Pages by exact path, and page families by prefix (a post's path starts with the blog's prefix). */
type Pages = { exact: readonly string[]; prefixes: readonly string[] };
const NONE: Pages = { exact: [], prefixes: [] };

const TOPIC_PAGES: Record<string, Pages> = {
  projects: { exact: [...both(PAGES.home), ...both(PAGES.projects)], prefixes: [] },
  blog: { exact: both(PAGES.blog), prefixes: both(BLOG_POST) },
  comments: { exact: [], prefixes: both(BLOG_POST) },
  consultations: NONE,
  tickets: NONE,
  newsletter: NONE,
};

/** Whether a change of `topic` may alter the page at `path` (its query aside). */
export function changeAffects(topic: string, path: string): boolean {
  const pages = TOPIC_PAGES[topic];
  if (!pages) return true;
  return pages.exact.includes(path) || pages.prefixes.some((p) => path.startsWith(p));
}
