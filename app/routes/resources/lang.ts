import { redirect } from 'react-router';
import type { Route } from './+types/lang';
import { isLang } from '~/i18n/lang';
import { pathFor } from '~/i18n/routes';

/** One year, in seconds. */
const MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The language toggle without JavaScript: /lang/en?to=/en-about stores the
 * choice in the `lang` cookie and answers 302 to `to` (a path on this site;
 * anything else goes to that language's home).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = isLang(params.lang) ? params.lang : 'tr';
  const to = url.searchParams.get('to') ?? '';
  let safe: string = pathFor('home', lang);
  if (/^\/(?![/\\])[^\s]*$/.test(to)) {
    // Re-serialised by the URL parser: letters such as ğ are percent-encoded (a Location header is ASCII).
    const target = new URL(to, url.origin);
    if (target.origin === url.origin) safe = target.pathname + target.search + target.hash;
  }
  const secure = url.protocol === 'https:' || request.headers.get('X-Forwarded-Proto') === 'https' ? '; Secure' : '';
  return redirect(safe, {
    status: 302,
    headers: {
      'Set-Cookie': `lang=${lang}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure}`,
      'Cache-Control': 'no-store',
    },
  });
}
