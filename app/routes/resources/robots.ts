import type { Route } from './+types/robots';
import { publicOrigin } from '~/server/http/origin.server';

/** /robots.txt: everything but the admin panel may be crawled; points to the sitemap once the site's address is known. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /admin', ''];
  if (origin) lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
