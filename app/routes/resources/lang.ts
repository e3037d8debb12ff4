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
  const safe = /^\/(?![/\\])[^\s]*$/.test(to) ? to : pathFor('home', lang);
  const secure = url.protocol === 'https:' || request.headers.get('X-Forwarded-Proto') === 'https' ? '; Secure' : '';
  return redirect(safe, {
    status: 302,
    headers: {
      'Set-Cookie': `lang=${lang}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure}`,
      'Cache-Control': 'no-store',
    },
  });
}
