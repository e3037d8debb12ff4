import { parse, serialize } from 'cookie';

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
/**
 * A blog commenter's random token, set when they send a comment (app/domain/comments): in the
 * "trusted" moderation mode, the proof that a new comment comes from the browser that wrote an
 * approved one (the server keeps only a keyed hash of it on the comment).
 */
export const COMMENTER_COOKIE = 'commenter';

/** Decoding that yields undefined (not the raw text) for a value that is not valid percent-encoding. */
function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function parseHeader(from: Request | string | null | undefined): Record<string, string | undefined> {
  const header = typeof from === 'string' || from == null ? from : from.headers.get('cookie');
  return header ? parse(header, { decode }) : {};
}

/** A cookie's value from a request or a raw Cookie header; undefined when absent or not decodable. */
export function readCookie(from: Request | string | null | undefined, name: string): string | undefined {
  return parseHeader(from)[name];
}

/**
 * Whether the visitor chose English (the `lang` cookie is exactly `en`): the one rule for the
 * home page's redirect to the English home and for the page cache, which must not serve `/` then.
 */
export function choseEnglish(from: Request | string | null | undefined): boolean {
  return readCookie(from, LANG_COOKIE) === 'en';
}

/** Whether a raw Cookie header carries the cookie at all (any value, even one that does not decode). */
export function hasCookie(header: string | null | undefined, name: string): boolean {
  return name in parseHeader(header);
}

/**
 * A Set-Cookie value for one of the site's server-set cookies: Path=/ (the panel's
 * data requests include /admin.data, which /admin would not cover), HttpOnly,
 * SameSite=Lax, Secure when the request came over HTTPS (directly, or via a trusted
 * proxy). Max-Age=0 clears it. `script: true` for the language choice, which the
 * header's switch also writes from the page (an HttpOnly cookie could not be replaced there).
 */
export function setCookie(request: Request, name: string, value: string, maxAgeSeconds: number, opts: { script?: boolean } = {}): string {
  return serialize(name, value, {
    path: '/',
    httpOnly: !opts.script,
    sameSite: 'lax',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    secure: new URL(request.url).protocol === 'https:',
  });
}
