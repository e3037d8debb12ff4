import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey, createPageCache } from '~/server/http/page-cache.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { setDb } from '~/server/db/index.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { until } from '../helpers/wait';

function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let base: string;

describe('page cache', () => {
  let server: http.Server;
  let renders = 0;
  let arrived = 0;
  let gate: Promise<void> = Promise.resolve();
  let version = 'v1';
  let test: TestDatabase;
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 3 });

  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    setDb(test.db);
    const app = express();
    let n = 0;
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++n}`;
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.nonce}'`);
      next();
    });
    app.use((_req, _res, next) => {
      arrived++;
      next();
    });
    app.use(cache.middleware);
    app.get('/{*splat}', async (req, res) => {
      renders++;
      // Held until the test opens the gate: requests that arrive meanwhile find the render under way.
      if (req.path.startsWith('/yavas')) await gate;
      const nonce = res.locals.nonce as string;
      res.status(req.path === '/missing' ? 404 : 200).type('html');
      if (req.path === '/private') res.setHeader('Cache-Control', 'no-store');
      // /butun: the whole page in one end(), as Express sends a body it has whole
      if (req.path.startsWith('/butun')) {
        res.end(Buffer.from(`<html><script nonce="${nonce}">1</script><p>${version} ${req.path}</p></html>`));
        return;
      }
      // streamed in two writes, like the React renderer
      res.write(`<html><script nonce="${nonce}">1</script>`);
      res.end(`<p>${version} ${req.path}</p></html>`);
    });
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    setDb(undefined);
    await test.drop();
  });

  it('stores a page sent in one end() (a page rendered whole), not only a streamed one', async () => {
    const first = await fetch(base + '/butun-sayfa');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toContain('s-maxage');
    await first.text();
    const before = renders;
    const second = await fetch(base + '/butun-sayfa');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toContain('/butun-sayfa');
    expect(renders).toBe(before);
  });
  it('renders once, then serves the same bytes from memory with a policy that allows its scripts by hash', async () => {
    const before = renders;
    const a = await fetch(base + '/hizmetler');
    const bodyA = await a.text();
    const b = await fetch(base + '/hizmetler');
    const bodyB = await b.text();
    expect(renders - before).toBe(1);
    expect(a.headers.get('x-page-cache')).toBe('miss');
    expect(b.headers.get('x-page-cache')).toBe('hit');
    const nonceA = bodyA.match(/nonce="([^"]+)"/)![1]!;
    expect(a.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonceA}'`);
    // The stored page: no nonce left, its inline script allowed by its SHA-256 and nothing else.
    expect(bodyB).toBe(bodyA.replace(` nonce="${nonceA}"`, ''));
    const sha = createHash('sha256').update('1').digest('base64');
    expect(b.headers.get('content-security-policy')).toBe(`script-src 'sha256-${sha}'`);
    expect(b.headers.get('cache-control')).toContain('s-maxage');
    expect(b.headers.get('cache-control')).toContain('stale-while-revalidate');
  });

  it('serves stored pages compressed once, with brotli or gzip as the client accepts', async () => {
    await fetch(base + '/compressed');
    // Compression runs off the event loop; until it is done the stored page is sent as it is.
    const br = await until(
      async () => {
        const r = await rawGet('/compressed', { 'accept-encoding': 'gzip, deflate, br' });
        return r.headers['content-encoding'] === 'br' && r;
      },
      10_000,
      'the stored page compressed with brotli',
    );
    const identity = await rawGet('/compressed', {});
    const gz = await rawGet('/compressed', { 'accept-encoding': 'gzip' });
    const none = await rawGet('/compressed', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(identity.body.toString());
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(identity.body.toString());
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(identity.body.toString());
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('leaves a page that sets its own Cache-Control alone, and does not store it', async () => {
    const before = renders;
    const a = await fetch(base + '/private');
    const b = await fetch(base + '/private');
    expect(renders - before).toBe(2);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(b.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const r = await fetch(base + '/hizmetler');
    const etag = r.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(etag).toMatch(/^W\//);
    const again = await fetch(base + '/hizmetler', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // The policy belongs to the stored bytes: the same one the browser keeps with its copy.
    expect(again.headers.get('content-security-policy')).toBe(r.headers.get('content-security-policy'));
  });

  it('drops everything when content changes', async () => {
    await fetch(base + '/blog');
    version = 'v2';
    expect(await (await fetch(base + '/blog')).text()).toContain('v1');
    await notifyContentChanged('blog');
    const r = await fetch(base + '/blog');
    expect(r.headers.get('x-page-cache')).toBe('miss');
    expect(await r.text()).toContain('v2');
  });

  it('does not store 404 pages (one per made-up address), and stays bounded', async () => {
    const before = renders;
    await fetch(base + '/missing');
    const r = await fetch(base + '/missing');
    expect(r.status).toBe(404);
    expect(r.headers.get('x-page-cache')).toBe('miss');
    expect(renders - before).toBe(2);
    for (const p of ['/a', '/b', '/c', '/d']) await fetch(base + p);
    expect(cache.size()).toBeLessThanOrEqual(3);
  });

  it('keeps its stored pages through 1,000 junk URLs (unknown parameters, made-up addresses, searches)', async () => {
    const pages = ['/p1', '/p2'];
    for (const p of pages) await fetch(base + p);
    const rendersBefore = renders;
    for (let i = 0; i < 1000; i++) {
      const junk = i % 3 === 0 ? `/p1?x${i}=${i}` : i % 3 === 1 ? `/missing?${i}` : `/p2?utm_source=s${i}&fbclid=${i}`;
      await (await fetch(base + junk)).arrayBuffer();
    }
    // The unknown parameters were answered from the stored pages; only the 404s rendered.
    expect(renders - rendersBefore).toBe(333);
    for (const p of pages) expect((await fetch(base + p)).headers.get('x-page-cache')).toBe('hit');
    // Searches (a parameter the page reads) are stored, but hold at most a fifth of the entries
    // (here one): 20 of them push out older searches, never the pages.
    for (let i = 0; i < 20; i++) expect((await fetch(`${base}/p2?q=${i}`)).headers.get('x-page-cache')).toBe('miss');
    expect((await fetch(`${base}/p2?q=19`)).headers.get('x-page-cache')).toBe('hit');
    for (const p of pages) expect((await fetch(base + p)).headers.get('x-page-cache')).toBe('hit');
    expect(cache.size()).toBe(3);
  });

  it('serves one stored page whatever campaign or click-id parameters a link carries', async () => {
    const before = renders;
    const first = await fetch(base + '/ortaklar?utm_source=newsletter&utm_campaign=nov');
    const second = await fetch(base + '/ortaklar?fbclid=IwAR0abc');
    const plain = await fetch(base + '/ortaklar');
    expect(renders - before).toBe(1);
    expect([first, second, plain].map((r) => r.headers.get('x-page-cache'))).toEqual(['miss', 'hit', 'hit']);
    // Parameters a page reads stay in the key.
    const search = await fetch(base + '/ortaklar?q=ai&gclid=x');
    expect(search.headers.get('x-page-cache')).toBe('miss');
    // So do parameters no page reads (a random one per request flushed the cache before).
    expect((await fetch(base + '/ortaklar?x=1&y')).headers.get('x-page-cache')).toBe('hit');
    expect(cacheKey('/projeler?utm_medium=email&q=ai&category=iot&_gl=1*x')).toBe('/projeler?q=ai&category=iot');
    expect(cacheKey('/projeler?q=utm_source')).toBe('/projeler?q=utm_source');
    expect(cacheKey('/?UTM_SOURCE=x')).toBe('/');
    expect(cacheKey('/sss')).toBe('/sss');
    expect(cacheKey('/sss?cb=123&page=2')).toBe('/sss');
    expect(cacheKey('/projeler?q=a&q=b')).toBe('/projeler?q=a&q=b');
  });

  it('never caches admin pages, logged-in previews or the home page of an English visitor', async () => {
    for (const [path, headers] of [
      ['/admin', {}],
      ['/sss', { cookie: 'admin_session=x' }],
      ['/', { cookie: 'lang=en' }],
    ] as const) {
      await fetch(base + path, { headers });
      const r = await fetch(base + path, { headers });
      expect(r.headers.get('x-page-cache')).toBeNull();
    }
  });

  it('caches the home page for a lang cookie other than exactly "en" (the home page does not redirect it)', async () => {
    await fetch(base + '/', { headers: { cookie: 'lang=english' } });
    const r = await fetch(base + '/', { headers: { cookie: 'lang=english' } });
    expect(r.headers.get('x-page-cache')).toBe('hit');
  });

  /** Holds renders of /yavas... until the returned function is called. */
  function holdRenders(): () => void {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    return open;
  }

  it('renders a page once for the requests that arrive while it is being rendered', async () => {
    const open = holdRenders();
    const [r0, a0] = [renders, arrived];
    const all = Promise.all(Array.from({ length: 8 }, () => fetch(base + '/yavas')));
    await until(() => arrived - a0 === 8, 10_000, 'the eight requests');
    open();
    const responses = await all;
    expect(renders - r0).toBe(1);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    // The stored copy (without the first response's nonce) for all seven that waited.
    const stored = bodies.filter((_, i) => responses[i]!.headers.get('x-page-cache') === 'hit');
    expect(new Set(stored).size).toBe(1);
    expect(stored[0]).toContain('v2 /yavas');
    expect(responses.map((r) => r.headers.get('x-page-cache')).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
  });

  it('a render overtaken by a content change is not handed to the requests waiting for it', async () => {
    const open = holdRenders();
    const [r0, a0] = [renders, arrived];
    const all = Promise.all(Array.from({ length: 4 }, () => fetch(base + '/yavas-2')));
    await until(() => arrived - a0 === 4, 10_000, 'the four requests');
    version = 'v3';
    await notifyContentChanged('settings');
    open();
    const bodies = await Promise.all((await all).map((r) => r.text()));
    // Each waiting request rendered its own page after the change: none got a page stored from before it.
    expect(renders - r0).toBe(4);
    for (const b of bodies) expect(b).toContain('v3 /yavas-2');
    const after = await fetch(base + '/yavas-2');
    expect(after.headers.get('x-page-cache')).toBe('hit');
  });
});
