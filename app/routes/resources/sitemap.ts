import type { Route } from './+types/sitemap';
import { buildSitemap } from '~/domain/seo/sitemap.server';
import { publicOrigin } from '~/server/http/origin.server';

/** /sitemap.xml: every public page in both languages (with hreflang alternates), published posts and static pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = await buildSitemap(publicOrigin(request));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
  });
}
