import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, isPageRefresh } from '~/server/http/page-cache.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { setDb } from '~/server/db/index.server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

/**
 * After a change, the pages it alters are rendered again in the background and swapped in; a
 * changed page is never served after the change, and each is rendered once, whoever asks for it
 * meanwhile; pages the change cannot alter stay as they are. Renders are counted per path; the
 * background render is held at a gate so the test decides when it ends (no timing).
 */
describe('page cache: background renders after a change', () => {
  let server: http.Server;
  let test: TestDatabase;
  let base: string;
  const renders = new Map<string, number>();
  const visitorRenders = new Map<string, number>();
  let version = 1;
  let gate: Promise<void> | undefined;
  let gateArrived: (() => void) | undefined;
  let entryGate: Promise<void> | undefined;
  let entryArrived: (() => void) | undefined;
  let onVisitor: ((url: string) => void) | undefined;
  const cache = createPageCache({ ttlMs: 60_000 });
  const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

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
    app.use(cache.middleware);
    app.get('/{*splat}', async (req, res) => {
      count(renders, req.path);
      if (!isPageRefresh(req)) count(visitorRenders, req.path);
      else if (gate) {
        gateArrived?.();
        await gate;
      }
      const nonce = res.locals.nonce as string;
      res.status(200).type('html');
      // Streamed in two writes, like the React renderer.
      res.write(`<html><script nonce="${nonce}">1</script>`);
      res.end(`<p>v${version} ${req.path}</p></html>`);
    });
    // The cache's fast path in front of the app, as server.ts does.
    server = http.createServer((req, res) => {
      if (cache.handle(req, res)) return;
      // A background render held before it reaches the cache's middleware (the test opens it).
      if (isPageRefresh(req) && entryGate) {
        entryArrived?.();
        void entryGate.then(() => app(req, res));
        return;
      }
      app(req, res);
      // Express ran the cache's middleware synchronously: this visitor has met it.
      if (!isPageRefresh(req)) onVisitor?.(req.url ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    cache.setSelfAddress({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    server.close();
    setDb(undefined);
    await test.drop();
  });

  const get = async (path: string) => {
    const r = await fetch(base + path);
    return { cache: r.headers.get('x-page-cache'), body: await r.text() };
  };

  it('renders each changed page again once, never serves it after the change, and leaves the other pages alone', async () => {
    for (const p of ['/projeler', '/', '/hakkimizda']) expect((await get(p)).cache).toBe('miss');
    expect((await get('/projeler')).cache).toBe('hit');
    const before = { projeler: renders.get('/projeler'), home: renders.get('/'), about: renders.get('/hakkimizda') };

    // Hold the background render of the first page it takes.
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    const arrived = new Promise<void>((r) => (gateArrived = r));
    version = 2;
    await notifyContentChanged('projects');
    await arrived;

    // While a page renders again in the background, 20 visitors of the changed pages: none gets the old page.
    const during = Promise.all(Array.from({ length: 20 }, (_, i) => get(i % 2 ? '/projeler' : '/')));
    release();
    gate = undefined;
    for (const r of await during) expect(r.body).toContain('<p>v2 ');
    await cache.idle();

    // Each changed page rendered once (by the background render or by the first visitor, never both).
    expect((await get('/projeler')).body).toContain('<p>v2 /projeler');
    expect((await get('/')).body).toContain('<p>v2 /');
    expect(renders.get('/projeler')).toBe(before.projeler! + 1);
    expect(renders.get('/')).toBe(before.home! + 1);
    // A projects change cannot alter the about page: not rendered again, still the stored copy.
    expect(renders.get('/hakkimizda')).toBe(before.about);
    const about = await get('/hakkimizda');
    expect(about.cache).toBe('hit');
    expect(about.body).toContain('<p>v1 /hakkimizda');
  });

  it('a change of everything (settings) renders every stored page again; a form submission’s topic none', async () => {
    const before = new Map(renders);
    await notifyContentChanged('consultations');
    await cache.idle();
    expect(renders).toEqual(before);

    version = 3;
    await notifyContentChanged('settings');
    await cache.idle();
    for (const p of ['/projeler', '/', '/hakkimizda']) {
      expect(renders.get(p)).toBe(before.get(p)! + 1);
      const r = await get(p);
      expect(r.cache).toBe('hit');
      expect(r.body).toContain('<p>v3 ');
    }
    expect(visitorRenders.get('/hakkimizda')).toBe(1);
  });

  it('a visitor who arrives after a background render was sent, before the server took it, waits for it', async () => {
    const before = new Map(renders);
    const visitorsBefore = visitorRenders.get('/hakkimizda');
    let open!: () => void;
    entryGate = new Promise((r) => (open = r));
    const arrived = new Promise<void>((r) => (entryArrived = r));
    version = 4;
    await notifyContentChanged('pages'); // the about page (and the others) are stale
    await arrived; // the first background request is on its way, not yet in the middleware
    let met = 0;
    const allMet = new Promise<void>((resolve) => (onVisitor = (url) => url === '/hakkimizda' && ++met === 6 && resolve()));
    const during = Promise.all(Array.from({ length: 6 }, () => get('/hakkimizda')));
    const home = Promise.all(Array.from({ length: 6 }, () => get('/')));
    // Every visitor of the about page meets the middleware while its background render is held in front of it.
    await allMet;
    onVisitor = undefined;
    open();
    entryGate = undefined;
    for (const r of [...(await during), ...(await home)]) expect(r.body).toContain('<p>v4 ');
    await cache.idle();
    // Each page rendered once: visitors waited for the background render or made the one render.
    for (const p of ['/hakkimizda', '/']) expect(renders.get(p)).toBe(before.get(p)! + 1);
    expect(visitorRenders.get('/hakkimizda')).toBe(visitorsBefore);
  });
});
