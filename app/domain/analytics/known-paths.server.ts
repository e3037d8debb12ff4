import { listPublishedPostSlugs } from '../blog/index.server';
import { listPublishedPageSlugs } from '../pages/index.server';
import { blogPostPath, FORM_PAGE_PATHS, PAGE_IDS, PAGES, staticPagePath } from '~/i18n/routes';
import { canonicalPath } from '~/server/http/canonical-path.server';

/**
 * The public pages a beacon may name: the route table's screens, the forms'
 * pages, published blog posts and static pages (the sitemap's list), in
 * canonical form. Any other path (admin, files, unknown pages, other
 * spellings) is refused, so the beacon cannot fill the figures with made-up
 * addresses. Fixed pages are answered without a query; a post or static page is looked up.
 */
const FIXED = new Set(
  [...PAGE_IDS.flatMap((id) => [PAGES[id].tr, PAGES[id].en]), ...Object.values(FORM_PAGE_PATHS).flatMap((t) => [t.tr, t.en])]
    .map((p) => canonicalPath(p))
    .filter((p): p is string => p !== undefined),
);

async function load(): Promise<Set<string>> {
  const paths: string[] = [];
  for (const post of await listPublishedPostSlugs()) paths.push(blogPostPath(post.slug, 'tr'), blogPostPath(post.slugEn, 'en'));
  for (const page of await listPublishedPageSlugs()) paths.push(staticPagePath(page.slug, page.language));
  return new Set(paths.map((p) => canonicalPath(p)).filter((p): p is string => p !== undefined));
}

export async function isKnownPublicPath(path: string): Promise<boolean> {
  return FIXED.has(path) || (await load()).has(path);
}
