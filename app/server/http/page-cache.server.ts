import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type express from 'express';
import { onContentChanged } from '../cache/invalidation.server';
import { changeAffects } from '../cache/affected-pages';
import { choseEnglish, hasCookie, readCookie, SESSION_COOKIE } from './cookies.server';
import { preferredEncoding } from './encoding.server';
import { requestIdFrom } from './request-id.server';

/**
 * Per-instance cache of rendered public pages, so repeated requests do not
 * re-render. Keyed by path and the parameters a page reads (the path carries the
 * language), bounded in size.
 *
 * After a change, no visitor renders a page the change altered: a content or
 * settings change (on every instance, through PostgreSQL LISTEN/NOTIFY) marks
 * the stored pages it can alter stale (../cache/affected-pages.ts), and they
 * are rendered again at once in the background, most recently used first, one
 * at a time, through this server's own address, then swapped in. A changed page
 * is never served after the change (the site follows a save at once): a visitor
 * who asks for it while it is rendered again waits for that render, and one who
 * asks for a page still queued renders it (and the queue drops it). Pages the
 * change cannot alter stay as they are. A page older than `ttlMs`
 * (a backstop for a missed notification) is served once more while it is
 * rendered again the same way.
 *
 * A rendered page carries its request's CSP nonce. A stored page instead gets
 * a policy that allows exactly its own inline scripts by their SHA-256 hashes
 * (as strict as a nonce: nothing injected can match), so its bytes never
 * change: they are compressed once (brotli, gzip) and served as they are.
 */
export interface PageCacheOptions {
  ttlMs: number;
  /** Whether a request came over HTTPS (directly or through a trusted proxy): HSTS is sent then. */
  isSecure?: (req: http.IncomingMessage) => boolean;
  maxEntries?: number;
  /**
   * The scheme and host a page's absolute URLs were built for, prefixed to its key, so a page
   * rendered for one host is never served for another ('' when they come from PUBLIC_URL).
   */
  originKey?: (req: http.IncomingMessage) => string;
  /** Called after the fast path (in front of Express, so without its request logger) answers a request. */
  onFastHit?: (hit: { id: string; method: string; url: string; statusCode: number; ms: number }) => void;
  /**
   * Whether a session cookie's token is a signed-in admin's (who may preview the site, in
   * maintenance too): only then does the request bypass the cache. Any other value (a made-up
   * cookie) is a visitor's request. Unset: every session cookie bypasses.
   */
  isSession?: (token: string) => Promise<boolean>;
}

/** A background render's request carries this header with the process's token: it is rendered, never answered from the cache. */
export const REFRESH_HEADER = 'x-page-cache-refresh';
const REFRESH_TOKEN = randomBytes(18).toString('base64url');
/** Headers of the request a page was rendered for that its rendering reads (its absolute URLs' scheme and host). */
const SOURCE_HEADERS = ['host', 'x-forwarded-proto', 'x-forwarded-host'];

/** Whether a request is one of the page cache's background renders (not a visitor: not counted as a view). */
export function isPageRefresh(req: http.IncomingMessage): boolean {
  return req.headers[REFRESH_HEADER] === REFRESH_TOKEN;
}

interface Entry {
  status: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  bytes: number;
  storedAt: number;
  /** The decoded path, which a change's topic is matched against. */
  path: string;
  /** The request to send to render the page again: its URL and the headers its rendering reads. */
  source: { url: string; headers: Record<string, string> };
  /** Known to be stale (a change, or its TTL passed): never served again, rendered anew. */
  outdated?: boolean;
  /**
   * Every header a hit sends but its request id, encoding and length, flat ([name, value, ...])
   * for writeHead: the rendered response's own headers (security headers...) and the cache's.
   */
  fixed: string[];
  /** `fixed` with the body's own headers (encoding, type, length), per encoding: made once, on first use. */
  ready?: Partial<Record<'br' | 'gzip' | 'identity', string[]>>;
}

/** What a CDN may do with a public page: keep it briefly, serve stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const HSTS = 'max-age=31536000; includeSubDomains';
/** Headers that belong to one response, not to the stored page. */
const PER_RESPONSE_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'date',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'content-type',
  'content-security-policy',
  'cache-control',
  'etag',
  'vary',
  'connection',
  'keep-alive',
  'x-page-cache',
  'strict-transport-security',
]);
/** How long a request waits for another request's render of the same page before rendering its own. */
const COALESCE_WAIT_MS = 5_000;
const BYPASS_PREFIXES = ['/admin', '/assets/', '/uploads/', '/form/', '/healthz', '/readyz', '/lang/', '/__'];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function isCacheablePath(path: string): boolean {
  if (path.endsWith('.data') || path.endsWith('.xml') || path.endsWith('.txt')) return false;
  return !BYPASS_PREFIXES.some((p) => path === p || path.startsWith(p));
}

/**
 * The query parameters a public page reads (its loader's `searchParams`): the projects search
 * (`q`, `category`), the unsubscribe and comment-notification links (`token`, never stored: their
 * pages say no-store) and the texts editor's preview (`onizleme`, no-store too). Every other
 * parameter (campaign tags, ad click ids, `?x=<random>` sent to flush the cache) does not change
 * the page: it is left out of the key, so it neither makes a new entry nor misses a stored one.
 * A route that starts reading a parameter adds it here.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['q', 'category', 'token', 'onizleme']);

/** The cache key of a request URL: its path and the parameters a page reads (in their order: a page reads the first of two). */
export function cacheKey(url: string, known: ReadonlySet<string> = PAGE_QUERY_PARAMS): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => {
      const eq = pair.indexOf('=');
      return pair !== '' && known.has(eq === -1 ? pair : pair.slice(0, eq));
    });
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The stored form of a page rendered with `nonce`: the nonce attributes
 * removed, and the policy with the nonce replaced by the hashes of the inline
 * scripts. Undefined when the policy has no such nonce (nothing to rewrite).
 */
export function toHashedPage(html: string, nonce: string, policy: string): { html: string; csp: string } | undefined {
  const source = `'nonce-${nonce}'`;
  if (!policy.includes(source)) return undefined;
  const hashes = new Set<string>();
  const inline = new RegExp(`<script\\b([^>]*)\\snonce="${escapeRegExp(nonce)}"([^>]*)>([\\s\\S]*?)</script>`, 'g');
  const stripped = html.replace(inline, (_m, before: string, after: string, content: string) => {
    if (!/\ssrc=/.test(before + after) && content.length > 0) {
      hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
    }
    return `<script${before}${after}>${content}</script>`;
  });
  // Any other element carrying the nonce (a preload link) loses it too.
  const clean = stripped.split(` nonce="${nonce}"`).join('');
  const csp = policy
    .split(source)
    .join([...hashes].join(' '))
    .replace(/ {2,}/g, ' ')
    .replace(/ ;/g, ';');
  return { html: clean, csp };
}

export function createPageCache(opts: PageCacheOptions) {
  const maxEntries = opts.maxEntries ?? 500;
  const maxBytes = 64 * 1024 * 1024;
  const maxQueryEntries = Math.max(1, Math.floor(maxEntries / 5));
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let compressions: Promise<unknown> = Promise.resolve();

  // Every change gets a number; a render that started before a change that affects its page is
  // not stored (what it read may be old). The last changes are kept to tell; older means affected.
  let generation = 0;
  const changes: Array<{ gen: number; topic: string }> = [];
  const changedSince = (gen: number, path: string) =>
    gen < generation - changes.length || changes.some((c) => c.gen > gen && changeAffects(c.topic, path));

  /** Where this server listens, once it does: background renders are sent there. */
  let self: { host: string; port: number } | undefined;
  /** Stale pages waiting for their background render. */
  const stale = new Set<string>();
  let refreshing: string | undefined;
  /** Pages being rendered right now, by key (a visitor's render or a background one): resolved when it is done. */
  const inflight = new Map<string, Promise<void>>();
  const idleWaiters: Array<() => void> = [];

  const clear = () => {
    entries.clear();
    stale.clear();
    bytes = 0;
    generation++;
    changes.length = 0;
  };

  const invalidate = (topic: string) => {
    generation++;
    changes.push({ gen: generation, topic });
    if (changes.length > 100) changes.shift();
    for (const [key, e] of entries) {
      if (!changeAffects(topic, e.path)) continue;
      if (!self) {
        remove(key);
        continue;
      }
      e.outdated = true;
      stale.add(key);
    }
    pump();
  };
  onContentChanged(invalidate);

  const remove = (key: string) => {
    const e = entries.get(key);
    if (e) {
      bytes -= e.bytes;
      entries.delete(key);
    }
    stale.delete(key);
  };

  /** The most recently used stale page (the Map keeps use order: hits re-insert). */
  const nextStale = (): string | undefined => {
    let found: string | undefined;
    for (const key of entries.keys()) if (stale.has(key)) found = key;
    return found;
  };

  /** Marks a page as being rendered (a visitor waits for it instead of rendering it too); the result marks it done. */
  const startFlight = (key: string) => {
    let landed!: () => void;
    const flight = new Promise<void>((resolve) => (landed = resolve));
    inflight.set(key, flight);
    return () => {
      if (inflight.get(key) === flight) inflight.delete(key);
      landed();
    };
  };

  /** Renders the stale pages again, one at a time, through this server (so every middleware runs as for a visitor). */
  const pump = () => {
    if (refreshing !== undefined) return;
    let key = self ? nextStale() : undefined;
    // A visitor's render of the page is under way: it stores the fresh page, so no second render.
    while (key !== undefined && inflight.has(key)) {
      stale.delete(key);
      key = nextStale();
    }
    if (key === undefined) {
      for (const resolve of idleWaiters.splice(0)) resolve();
      return;
    }
    const e = entries.get(key)!;
    stale.delete(key);
    refreshing = key;
    // In flight from now, not from when the request reaches the middleware: a visitor arriving
    // meanwhile waits for this render instead of starting its own.
    const landed = startFlight(key);
    const finish = () => {
      if (refreshing !== key) return;
      refreshing = undefined;
      landed();
      // Not stored again (an error, a page that may not be cached any more, another change meanwhile
      // that left it stale): dropped unless it is waiting again, so its next request renders it.
      const now = entries.get(key);
      if (now === e && !stale.has(key)) remove(key);
      pump();
    };
    const req = http.request(
      {
        host: self!.host,
        port: self!.port,
        path: e.source.url,
        method: 'GET',
        headers: { ...e.source.headers, [REFRESH_HEADER]: REFRESH_TOKEN, 'accept-encoding': 'identity' },
      },
      (res) => {
        res.resume();
        res.once('end', finish);
        res.once('error', finish);
      },
    );
    req.setTimeout(15_000, () => req.destroy());
    req.once('error', finish);
    req.once('close', finish);
    req.end();
  };

  const addCompressed = (e: Entry, br: Buffer, gz: Buffer) => {
    e.br = br;
    e.gzip = gz;
    e.bytes += br.length + gz.length;
    bytes += br.length + gz.length;
  };

  const store = (key: string, e: Entry) => {
    const previous = entries.get(key);
    remove(key);
    entries.set(key, e);
    bytes += e.bytes;
    // Evict the least recently used (Map keeps insertion order; hits re-insert). Pages with a query
    // (searches: any visitor can make new ones) hold at most a fifth of the entries, so searches
    // push out older searches, never the site's pages.
    const withQuery = key.includes('?') ? [...entries.keys()].filter((k) => k.includes('?')) : [];
    for (const k of withQuery.slice(0, Math.max(0, withQuery.length - maxQueryEntries))) remove(k);
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(k);
    }
    // Rendered again with the same bytes (a change elsewhere on the site): its compressed copies stay.
    if (previous?.etag === e.etag && previous.br && previous.gzip) return addCompressed(e, previous.br, previous.gzip);
    // Compress once, off the event loop, one page at a time, with a window no larger than the
    // page (brotli's default 4 MB window costs memory a 100 KB page does not need); until
    // then hits are compressed per response.
    const lgwin = Math.min(22, Math.max(16, Math.ceil(Math.log2(e.body.length + 1))));
    compressions = compressions
      .then(async () => {
        if (entries.get(key) !== e) return;
        const br = await brotli(e.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: e.body.length,
          },
        });
        const gz = await gzip(e.body, { level: 9, memLevel: 8 });
        if (entries.get(key) === e) addCompressed(e, br, gz);
      })
      .catch(() => undefined);
  };

  const keyOf = (req: http.IncomingMessage, url: string) => (opts.originKey?.(req) ?? '') + cacheKey(url);

  /** Whether this request may be answered from (and stored in) the cache, its session cookie aside. */
  const eligible = (method: string | undefined, path: string, cookies: string) =>
    (method === 'GET' || method === 'HEAD') &&
    isCacheablePath(path) &&
    // The home page depends on the language cookie.
    !(path === '/' && choseEnglish(cookies));

  /**
   * Answers from memory when the page is stored and fresh; false otherwise. In front of Express
   * (`front`) the request has no id and no log line yet: the hit gets both here.
   */
  const serveHit = (key: string, req: http.IncomingMessage, res: http.ServerResponse, front: boolean): boolean => {
    const hit = entries.get(key);
    if (!hit) return false;
    if (hit.outdated) return false;
    if (Date.now() - hit.storedAt >= opts.ttlMs) {
      if (!self) return false;
      // Past its TTL: served this once more while it is rendered again.
      hit.outdated = true;
      stale.add(key);
      pump();
    }
    const t0 = front ? performance.now() : 0;
    entries.delete(key);
    entries.set(key, hit);
    // One writeHead with the stored header list: on the fast path no header has been set yet,
    // so Node writes the list as it is instead of building its header map one setHeader at a time.
    const id = front ? requestIdFrom(req.headers['x-request-id']) : undefined;
    const extra: string[] = [];
    if (id) extra.push('X-Request-Id', id);
    if (opts.isSecure?.(req)) extra.push('Strict-Transport-Security', HSTS);
    let statusCode = 304;
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, hit.fixed.concat(extra));
      res.end();
    } else {
      const encoding = preferredEncoding(req.headers['accept-encoding'], { br: !!hit.br, gzip: !!hit.gzip });
      const body = encoding ? hit[encoding]! : hit.body;
      // The header list of a hit in this encoding, made on the first such hit and reused.
      const ready = (hit.ready ??= {});
      const list = (ready[encoding ?? 'identity'] ??= hit.fixed.concat(encoding ? ['Content-Encoding', encoding] : [], [
        'Content-Type',
        hit.contentType,
        'Content-Length',
        String(body.length),
      ]));
      statusCode = hit.status;
      res.writeHead(statusCode, extra.length ? list.concat(extra) : list);
      res.end(body);
    }
    if (id) opts.onFastHit?.({ id, method: req.method!, url: req.url!, statusCode, ms: performance.now() - t0 });
    return true;
  };

  /**
   * The fast path, in front of Express: a stored page is answered with the
   * headers it was rendered with (and a request id), without the
   * middleware stack. Misses and everything else go on to the app.
   */
  const handle = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let path = q === -1 ? url : url.slice(0, q);
    try {
      path = decodeURI(path);
    } catch {
      return false;
    }
    const cookies = req.headers.cookie ?? '';
    // A session cookie is checked in the middleware (an admin's request bypasses the cache, any other is a visitor's).
    if (cookies && hasCookie(cookies, SESSION_COOKIE)) return false;
    return eligible(req.method, path, cookies) && !isPageRefresh(req) && serveHit(keyOf(req, url), req, res, true);
  };

  const middleware: express.RequestHandler = (req, res, next) => {
    const cookies = req.headers.cookie ?? '';
    if (!eligible(req.method, req.path, cookies)) return next();
    if (!hasCookie(cookies, SESSION_COOKIE)) return fromCache(req, res, next);
    // A signed-in admin may preview the site (maintenance): rendered for them, never stored.
    const token = readCookie(cookies, SESSION_COOKIE);
    if (!token) return fromCache(req, res, next);
    if (!opts.isSession) return next();
    opts.isSession(token).then(
      (valid) => (valid ? next() : fromCache(req, res, next)),
      () => next(),
    );
  };

  /** A visitor's request: answered from memory, or rendered (and stored when it may be). */
  const fromCache = (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const key = keyOf(req, req.originalUrl);
    // A background render: rendered and stored, whatever is stored now.
    if (isPageRefresh(req)) return render(key, req, res, next);
    // Behind the app's middleware: the request already has its id and its logger.
    if (serveHit(key, req, res, false)) return;

    // The page is being rendered for another request: wait for that render instead of starting one
    // more (a campaign sending readers to a cold page, every visitor of a page just after a save).
    const rendering = inflight.get(key);
    if (rendering) {
      const timer = new AbortController();
      const waited = delay(COALESCE_WAIT_MS, undefined, { signal: timer.signal }).catch(() => undefined);
      void Promise.race([rendering, waited]).then(() => {
        timer.abort();
        if (res.destroyed || res.headersSent) return;
        // Stored: answered from memory. Not stored (an error, a page that may not be cached, content
        // changed meanwhile) or still rendering after the wait: this request renders its own.
        if (!serveHit(key, req, res, false)) render(key, req, res, next);
      });
      return;
    }
    render(key, req, res, next);
  };

  /** Renders a missed page through the app and stores it when it may be. */
  const render = (key: string, req: express.Request, res: express.Response, next: express.NextFunction) => {
    // 'close' comes after the response is stored (res.end below), or when the client went away.
    if (req.method === 'GET' && !inflight.has(key)) res.once('close', startFlight(key));

    // Miss: let the app render, capture what it writes, store it if it is cacheable.
    // A route that sets its own Cache-Control (no-store pages) keeps it and is not stored.
    res.setHeader('X-Page-Cache', 'miss');
    const nonce = res.locals.nonce as string | undefined;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => express.Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      return writeHead(...args);
    }) as typeof res.writeHead;
    const startGeneration = generation;
    const source = {
      url: req.originalUrl,
      headers: Object.fromEntries(SOURCE_HEADERS.flatMap((h) => (typeof req.headers[h] === 'string' ? [[h, req.headers[h]]] : []))),
    };
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      // A page sent in one end() (a short answer Express writes at once) has not written its
      // head yet: the Cache-Control the writeHead above would give it is the one to judge it by.
      if (!res.headersSent && !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      const status = res.statusCode;
      const type = String(res.getHeader('Content-Type') ?? '');
      const cc = String(res.getHeader('Cache-Control') ?? '');
      const policy = String(res.getHeader('Content-Security-Policy') ?? '');
      if (
        // 200 only: a 404 stored per path let any visitor fill the cache with made-up addresses.
        req.method === 'GET' &&
        status === 200 &&
        type.startsWith('text/html') &&
        !res.getHeader('Set-Cookie') &&
        cc === PUBLIC_CACHE_CONTROL &&
        !changedSince(startGeneration, req.path) &&
        nonce
      ) {
        const page = toHashedPage(Buffer.concat(chunks).toString('utf8'), nonce, policy);
        if (page) {
          const body = Buffer.from(page.html, 'utf8');
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const fixed = [
            // The rendered response's own headers (security headers...), replayed on every hit.
            ...Object.entries(res.getHeaders())
              .filter(([name, value]) => !PER_RESPONSE_HEADERS.has(name) && value !== undefined)
              .flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)])),
            ...['Content-Security-Policy', page.csp, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'ETag', etag],
            ...['Vary', 'Accept-Encoding', 'X-Page-Cache', 'hit'],
          ];
          store(key, { status, body, etag, contentType: type, bytes: body.length, storedAt: Date.now(), path: req.path, source, fixed });
        }
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    next();
  };

  return {
    middleware,
    handle,
    clear,
    size: () => entries.size,
    /** Where this server listens (loopback for a wildcard address): stale pages are rendered again through it. */
    setSelfAddress(address: { host: string; port: number }) {
      self = address;
    },
    /** Resolves once no stale page waits for its background render (tests, shutdown). */
    idle(): Promise<void> {
      if (refreshing === undefined && stale.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
