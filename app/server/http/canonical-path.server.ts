import type http from 'node:http';

/**
 * One spelling per path. The router matches paths case-insensitively and after
 * decoding, so without this `/E-BULTEN`, `/%65-bulten`, `/x/../e-bulten` and
 * `//e-bulten` all reach the newsletter action while the rate limiter, the
 * admin headers, the maintenance gate and the page cache (which compare
 * strings) each see something else. Every request is therefore brought to its
 * canonical path before anything else runs; any other spelling is answered
 * with a redirect to it, so everything behind sees one string per resource.
 *
 * The canonical path: percent-escapes decoded (RFC 3986 §6.2.2.2) and only the
 * characters that need it re-encoded (uppercase hex), dot segments resolved,
 * runs of slashes collapsed, no trailing slash (but on `/`), lowercase —
 * except under /assets/ and /uploads/, whose file names are case-sensitive.
 * The query is left as it is.
 */

// Characters a path segment may hold as they are (RFC 3986 pchar without '%').
const PCHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
// First segments under which the rest of the path is a case-sensitive file name.
const CASE_SENSITIVE = new Set(['assets', 'uploads']);

function encodeSegment(segment: string): string {
  let out = '';
  for (const ch of segment) {
    if (PCHAR.test(ch)) out += ch;
    else for (const byte of Buffer.from(ch, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The canonical form of a request path (no query), or undefined when it cannot
 * be one (not absolute, or an escape that is not UTF-8).
 */
export function canonicalPath(rawPath: string): string | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const segments: string[] = [];
  // Backslashes are separators to browsers (WHATWG URL), so they are treated as such here too.
  for (const raw of rawPath.split(/[/\\]/)) {
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (seg === '' || seg === '.') continue;
    if (seg === '..') segments.pop();
    else segments.push(seg);
  }
  // Case is folded on the decoded text, so escapes keep their uppercase hex.
  const keepCase = segments.length > 1 && CASE_SENSITIVE.has(segments[0]!.toLowerCase());
  return '/' + segments.map((seg, i) => encodeSegment(keepCase && i > 0 ? seg : seg.toLowerCase())).join('/');
}

// Paths already in canonical form, checked without allocating: the common case.
const PLAIN = /^(?:\/(?!\.\.?(?:\/|$))[a-z0-9\-._~!$&'()*+,;=:@]+)+$/;

/** The redirect target when `url` (path and query) is not in canonical form; null when it is; undefined when it is unusable. */
export function canonicalRedirectTarget(url: string): string | null | undefined {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  if (rawPath === '/' || PLAIN.test(rawPath)) return null;
  const path = canonicalPath(rawPath);
  if (path === undefined) return undefined;
  if (path === rawPath) return null;
  return q === -1 ? path : path + url.slice(q);
}

/**
 * Answers a request whose path is not canonical: 301 (GET/HEAD) or 308 (other
 * methods, so a form post is repeated at the canonical path, where its limits
 * apply) to the canonical path, or 400 when the path cannot be read. Returns
 * true when it answered.
 */
export function answerNonCanonical(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const url = req.url ?? '/';
  const target = url.startsWith('/') ? canonicalRedirectTarget(url) : undefined;
  if (target === null) return false;
  res.setHeader('Cache-Control', 'no-store');
  if (target === undefined) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('Bad Request');
    return true;
  }
  const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
  // A path only (never a host): the target starts with a single slash by construction.
  res.writeHead(status, { Location: target, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end();
  return true;
}
