/**
 * Everything the site knows about its cookies: their names, how a Cookie header
 * is read, and the attributes every Set-Cookie carries. The admin session and
 * the login outcome (app/domain/auth/cookies.server.ts decides their lifetimes),
 * the visitor's language choice (set in the browser by the header's switch).
 * At server level because the page cache (below the domain) must recognise them.
 */

/** The admin session's random token (its hash is the `sessions` row). */
export const SESSION_COOKIE = 'admin_session';
/** The one-shot outcome of a login attempt, carried across the redirect that follows it. */
export const FLASH_COOKIE = 'admin_flash';
/** The visitor's language choice (`tr` or `en`), read for the home page. */
export const LANG_COOKIE = 'lang';

/** A cookie's value from a request or a raw Cookie header; undefined when absent or not decodable. */
export function readCookie(from: Request | string | null | undefined, name: string): string | undefined {
  const header = typeof from === 'string' || from == null ? from : from.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Whether a raw Cookie header carries the cookie at all (any value, even one that does not decode). */
export function hasCookie(header: string | null | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name;
  });
}

/** `Secure` when the request came over HTTPS (directly, or via a trusted proxy). */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/**
 * A Set-Cookie value for one of the site's server-set cookies: Path=/ (the panel's
 * data requests include /admin.data, which /admin would not cover), HttpOnly,
 * SameSite=Lax, Secure over HTTPS. Max-Age=0 clears it.
 */
export function setCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}
