import type { Route } from './+types/sitemap';
import { buildSitemap } from '~/site/seo/index.server';
import { publicOrigin } from '~/server/http/origin.server';

/**
 * /sitemap.xml: every public page in both languages (with hreflang alternates), published posts
 * and static pages. A sitemap needs absolute URLs: none (404) while the site's address is unknown
 * to a request for an untrusted host (docs/decisions/021-site-address-and-identity.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  if (!origin) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const xml = await buildSitemap(origin);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
  });
}
