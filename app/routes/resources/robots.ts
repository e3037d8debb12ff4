import type { Route } from './+types/robots';
import { publicOrigin } from '~/server/http/origin.server';

/** /robots.txt: everything but the admin panel may be crawled; points to the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
