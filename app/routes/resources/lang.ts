import { redirect } from 'react-router';
import type { Route } from './+types/lang';
import { isLang } from '~/i18n/lang';
import { pathFor } from '~/i18n/routes';
import { canonicalPath } from '~/server/http/canonical-path.server';
import { LANG_COOKIE, setCookie } from '~/server/http/cookies.server';

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
  // Parsed against a placeholder origin, then brought to canonical form: the Location is always
  // a path on this site (one leading slash), whatever dot segments, slashes or escapes `to` holds.
  let safe: string = pathFor('home', lang);
  try {
    const target = new URL(to, 'http://site.invalid');
    const path = target.origin === 'http://site.invalid' ? canonicalPath(target.pathname) : undefined;
    if (to.startsWith('/') && path) safe = path + target.search + target.hash;
  } catch {
    /* not a URL: the home page */
  }
  return redirect(safe, {
    status: 302,
    headers: {
      'Set-Cookie': setCookie(request, LANG_COOKIE, lang, MAX_AGE, { script: true }),
      'Cache-Control': 'no-store',
    },
  });
}
