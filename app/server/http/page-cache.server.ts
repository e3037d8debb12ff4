import { createHash } from 'node:crypto';
import type express from 'express';
import { onContentChanged } from '../cache/invalidation.server';

/**
 * Per-instance cache of rendered public pages, so repeated requests do not
 * re-render. Keyed by path and query (the path carries the language). The CSP
 * nonce differs per response: it is stored as a placeholder and replaced on
 * every hit. Dropped on any content or settings change (on every instance,
 * through PostgreSQL LISTEN/NOTIFY), after `ttlMs`, and bounded in size.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  status: number;
  body: string;
  etag: string;
  contentType: string;
  bytes: number;
  storedAt: number;
}

const NONCE_PLACEHOLDER = '\u0000nonce\u0000';
/** What a CDN may do with a public page: keep it briefly, serve stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const BYPASS_PREFIXES = ['/admin', '/assets/', '/uploads/', '/form/', '/healthz', '/readyz', '/lang/', '/__'];

export function isCacheablePath(path: string): boolean {
  if (path.endsWith('.data') || path.endsWith('.xml') || path.endsWith('.txt')) return false;
  return !BYPASS_PREFIXES.some((p) => path === p || path.startsWith(p));
}

export function createPageCache(opts: PageCacheOptions) {
  const maxEntries = opts.maxEntries ?? 500;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const clear = () => {
    entries.clear();
    bytes = 0;
    generation++;
  };
  onContentChanged(clear);

  const remove = (key: string) => {
    const e = entries.get(key);
    if (e) {
      bytes -= e.bytes;
      entries.delete(key);
    }
  };

  const store = (key: string, e: Entry) => {
    remove(key);
    entries.set(key, e);
    bytes += e.bytes;
    // Evict the least recently used (Map keeps insertion order; hits re-insert).
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(k);
    }
  };

  const middleware: express.RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCacheablePath(req.path)) return next();
    const cookies = req.headers.cookie ?? '';
    // A logged-in admin may preview the site (maintenance); the home page depends on the language cookie.
    if (cookies.includes('admin_session=')) return next();
    if (req.path === '/' && /(?:^|;\s*)lang=en/.test(cookies)) return next();

    const key = req.originalUrl;
    const nonce = res.locals.nonce as string;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < opts.ttlMs) {
      entries.delete(key);
      entries.set(key, hit);
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      res.setHeader('ETag', hit.etag);
      res.setHeader('X-Page-Cache', 'hit');
      if (req.headers['if-none-match'] === hit.etag) {
        // A 304 updates the browser's stored headers: a new CSP nonce would not match the stored body's.
        res.removeHeader('Content-Security-Policy');
        res.status(304).end();
        return;
      }
      res.status(hit.status).type(hit.contentType);
      res.send(hit.body.split(NONCE_PLACEHOLDER).join(nonce));
      return;
    }

    // Miss: let the app render, capture what it writes, store it if it is cacheable.
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.setHeader('X-Page-Cache', 'miss');
    const startGeneration = generation;
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
      const status = res.statusCode;
      const type = String(res.getHeader('Content-Type') ?? '');
      const cc = String(res.getHeader('Cache-Control') ?? '');
      if (
        req.method === 'GET' &&
        (status === 200 || status === 404) &&
        type.startsWith('text/html') &&
        !res.getHeader('Set-Cookie') &&
        cc === PUBLIC_CACHE_CONTROL &&
        generation === startGeneration &&
        nonce
      ) {
        const html = Buffer.concat(chunks).toString('utf8');
        const body = html.split(nonce).join(NONCE_PLACEHOLDER);
        // Weak: the bytes differ by the nonce, the page does not.
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        store(key, { status, body, etag, contentType: type, bytes: Buffer.byteLength(body), storedAt: Date.now() });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    next();
  };

  return { middleware, clear, size: () => entries.size };
}
