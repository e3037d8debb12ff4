import { listPublishedPostSlugs } from '../blog/public.server';
import { listPublishedPageSlugs } from '../pages/pages.server';
import { blogPostPath, FORM_PAGE_PATHS, PAGE_IDS, PAGES, staticPagePath } from '~/i18n/routes';
import { canonicalPath } from '~/server/http/canonical-path.server';
import { CACHE_MAX_AGE_MS, onContentChanged } from '~/server/cache/invalidation.server';

/**
 * The public pages a beacon may name: the route table's screens, the forms'
 * pages, published blog posts and static pages (the sitemap's list), in
 * canonical form. Any other path (admin, files, unknown pages, other
 * spellings) is refused, so the beacon cannot fill the figures with made-up
 * addresses. Kept for CACHE_MAX_AGE_MS, dropped on any content change.
 */
let cached: { paths: Set<string>; at: number } | undefined;
onContentChanged(() => {
  cached = undefined;
});

const TTL_MS = CACHE_MAX_AGE_MS;

async function load(): Promise<Set<string>> {
  const paths: string[] = [];
  for (const id of PAGE_IDS) paths.push(PAGES[id].tr, PAGES[id].en);
  for (const twins of Object.values(FORM_PAGE_PATHS)) paths.push(twins.tr, twins.en);
  for (const post of await listPublishedPostSlugs()) paths.push(blogPostPath(post.slug, 'tr'), blogPostPath(post.slugEn, 'en'));
  for (const page of await listPublishedPageSlugs()) paths.push(staticPagePath(page.slug, page.language));
  return new Set(paths.map((p) => canonicalPath(p)).filter((p): p is string => p !== undefined));
}

export async function isKnownPublicPath(path: string, now = Date.now()): Promise<boolean> {
  if (!cached || now - cached.at > TTL_MS) cached = { paths: await load(), at: now };
  return cached.paths.has(path);
}
