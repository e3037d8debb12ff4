import type http from 'node:http';
import type express from 'express';
import { recorder, type PendingEvent, BEACON_MAX_BYTES, BEACON_PATH, isKnownPublicPath, tracksNot } from '~/domain/analytics/index.server';
import { isAdminPath } from '~/lib/admin-path';
import { canonicalPath } from '~/server/http/canonical-path.server';
import { clientKey } from '~/server/http/client-ip.server';
import { hasCookie, SESSION_COOKIE } from '~/server/http/cookies.server';
import { isSameOriginHeader } from '~/server/http/cross-origin.server';
import { clientAddress, originKey } from '~/server/http/hosts.server';
import { isPageRefresh } from '~/server/http/page-cache.server';
import { siteOrigin } from '~/server/http/site-origin.server';

/**
 * Where page views are seen (app/domain/analytics/). Every request whose path is
 * canonical is looked at once (server.ts, after the canonical-path redirect: a
 * page-cache hit is counted as soon as it is answered, any other request when its
 * response finishes; the Express app's `pageViewMiddleware` for requests that did
 * not come through there), and the view is recorded when the response turns out to be a public HTML page:
 * 200 with text/html, or 304 to a browser revalidating a page it holds. Not
 * counted: other methods, admin, the cache's own paths (/__…), assets,
 * uploads, health checks, files (feeds, sitemap, robots: any name with a dot,
 * `.data` requests of client-side navigations, which the beacon counts),
 * redirects (the other spellings of a path, aliases: the target is counted),
 * errors and 404s (not pages of the site: counting them would let anyone put
 * made-up addresses into the top pages, and most are bots probing), prefetches,
 * a signed-in admin's own visits, and browsers sending DNT: 1 or Sec-GPC: 1.
 */

const SKIPPED_PREFIXES = ['/assets/', '/uploads/', '/lang/', '/__', '/healthz', '/readyz', '/form/'];
const OBSERVED = Symbol('analytics observed');

function siteOf(req: http.IncomingMessage): { site: string; ownHosts: string[] } {
  const fixed = siteOrigin();
  const fromServer = fixed?.fromServer ? fixed : undefined;
  const own = originKey(req);
  const hosts = [String(req.headers.host ?? '').toLowerCase()];
  if (fromServer) hosts.push(fromServer.host);
  return { site: own || fromServer?.origin || '', ownHosts: hosts };
}

/** Whether a GET of this path could be a page view at all (before its answer is known). */
export function isCountablePath(path: string): boolean {
  if (isAdminPath(path) || SKIPPED_PREFIXES.some((p) => path.startsWith(p))) return false;
  // Files and data requests: a dot in the last segment (rss.xml, robots.txt, favicon.svg, x.data).
  return !path.slice(path.lastIndexOf('/')).includes('.');
}

/** A request that may turn out to be a page view: what counting it needs besides its answer. */
export interface PageViewCandidate {
  at: number;
  path: string;
  /** Where the query string starts in req.url (-1: none). */
  q: number;
}

/**
 * Whether this request may be a page view, decided before its answer is known (method, path,
 * privacy signals, prefetches, a signed-in admin); marks the request so that it is looked at once.
 */
export function pageViewCandidate(req: http.IncomingMessage): PageViewCandidate | undefined {
  const marked = req as http.IncomingMessage & { [OBSERVED]?: true };
  if (marked[OBSERVED]) return undefined;
  marked[OBSERVED] = true;
  if (req.method !== 'GET' || isPageRefresh(req)) return undefined;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!isCountablePath(path)) return undefined;
  const h = req.headers;
  if (tracksNot(h.dnt, h['sec-gpc'])) return undefined;
  const purpose = String(h['sec-purpose'] ?? h.purpose ?? '');
  if (purpose.includes('prefetch') || purpose.includes('prerender')) return undefined;
  if (h.cookie && hasCookie(h.cookie, SESSION_COOKIE)) return undefined;
  return { at: Date.now(), path, q };
}

/**
 * The view to record once the answer is known: a 200 HTML page (`contentType` undefined: a
 * page-cache hit, which stores HTML pages only), or a 304 to a browser revalidating a page it
 * holds; undefined for any other answer.
 */
export function viewEvent(
  req: http.IncomingMessage,
  view: PageViewCandidate,
  status: number,
  contentType: unknown,
): PendingEvent | undefined {
  const h = req.headers;
  if (status === 200) {
    if (contentType !== undefined && !String(contentType).startsWith('text/html')) return undefined;
  } else if (status !== 304 || !(h['sec-fetch-dest'] === 'document' || String(h.accept ?? '').includes('text/html'))) {
    return undefined;
  }
  const { site, ownHosts } = siteOf(req);
  const url = req.url ?? '/';
  return {
    at: view.at,
    kind: 'view',
    path: view.path,
    ip: clientAddress(req),
    userAgent: String(h['user-agent'] ?? '').slice(0, 500),
    site,
    referer: typeof h.referer === 'string' ? h.referer.slice(0, 1000) : undefined,
    ownHosts,
    query: view.q === -1 ? '' : url.slice(view.q),
  };
}

/** Records the view once the answer is known, when it is one (viewEvent). */
export function countPageView(req: http.IncomingMessage, view: PageViewCandidate, status: number, contentType: unknown): void {
  const event = viewEvent(req, view, status, contentType);
  if (event) recorder().record(event);
}

/** Counts the request as a page view when its response, once finished, turns out to be one. */
export function watchPageView(req: http.IncomingMessage, res: http.ServerResponse, view: PageViewCandidate): void {
  // A page-cache hit writes its stored headers in one raw writeHead, which getHeader cannot read
  // back (undefined); the cache stores HTML pages only.
  res.once('finish', () => countPageView(req, view, res.statusCode, res.getHeader('content-type')));
}

/** Counts the request as a page view when it turns out to be one (the Express app's requests). */
export function observePageView(req: http.IncomingMessage, res: http.ServerResponse): void {
  const view = pageViewCandidate(req);
  if (view) watchPageView(req, res, view);
}

/** Express form of observePageView, for requests that did not come through server.ts's handler. */
export function pageViewMiddleware(): express.RequestHandler {
  return (req, res, next) => {
    observePageView(req, res);
    next();
  };
}

/** Beacons per client (address, or IPv6 /64) and minute, per instance. */
export const BEACONS_PER_MINUTE = 60;

function createBeaconLimiter(limit = BEACONS_PER_MINUTE) {
  let window = 0;
  let hits = new Map<string, number>();
  return (key: string, now = Date.now()): boolean => {
    const w = Math.floor(now / 60_000);
    if (w !== window) {
      window = w;
      hits = new Map();
    }
    const n = (hits.get(key) ?? 0) + 1;
    // A flood of fresh keys cannot grow the map without bound: past 50,000 clients, new ones wait.
    if (n === 1 && hits.size >= 50_000) return false;
    hits.set(key, n);
    return n <= limit;
  };
}

/** Reads a small text body; undefined when it is larger than `max` bytes. */
function readSmallBody(req: express.Request, max: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * POST /__view: the beacon of a client-side navigation (BEACON_SCRIPT). Its body is the new
 * page's path as text. Accepted only from this site's pages (Origin, Sec-Fetch-Site and a
 * Referer, when sent, must be this site), as text/plain of at most 512 bytes, at most
 * 60 a minute per client, and for a path that is in canonical form and a public page
 * (known-paths.server.ts). Answers 204 when counted (or when the browser asks not to be
 * tracked), 4xx otherwise; never sets a cookie.
 */
export function beaconMiddleware(): express.RequestHandler {
  const limiter = createBeaconLimiter();
  return (req, res, next) => {
    if (req.path !== BEACON_PATH) return next();
    res.setHeader('Cache-Control', 'no-store');
    const answer = (status: number) => {
      if (status === 413) res.setHeader('Connection', 'close');
      res.status(status).end();
    };
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(405);
    }
    const h = req.headers;
    if (!h.origin || !isSameOriginHeader(h.origin, req)) return answer(403);
    if (h['sec-fetch-site'] !== undefined && h['sec-fetch-site'] !== 'same-origin') return answer(403);
    if (typeof h.referer === 'string' && !isSameOriginHeader(h.referer, req)) return answer(403);
    if (!/^text\/plain(?:;|$)/i.test(String(h['content-type'] ?? ''))) return answer(415);
    if (Number(h['content-length'] ?? 0) > BEACON_MAX_BYTES) return answer(413);
    if (!limiter(clientKey(clientAddress(req)))) return answer(429);
    readSmallBody(req, BEACON_MAX_BYTES).then(
      async (body) => {
        if (body === undefined) return answer(413);
        const path = body.trim();
        if (!path.startsWith('/') || canonicalPath(path) !== path) return answer(400);
        if (tracksNot(h.dnt, h['sec-gpc'])) return answer(204);
        if (!(await isKnownPublicPath(path))) return answer(404);
        if (h.cookie && hasCookie(h.cookie, SESSION_COOKIE)) return answer(204);
        const { site } = siteOf(req);
        recorder().record({
          at: Date.now(),
          kind: 'beacon',
          path,
          ip: clientAddress(req),
          userAgent: String(h['user-agent'] ?? '').slice(0, 500),
          site,
        });
        answer(204);
      },
      () => answer(400),
    );
  };
}
