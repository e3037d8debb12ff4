import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPageCache } from '~/server/http/page-cache.server';
import { createSession } from '~/domain/auth/sessions.server';
import { isAdminSession } from '~/web/middleware.server';
import { describeEachEngine } from '../helpers/test-db';

/**
 * Only a valid admin session bypasses the page cache (a signed-in admin previews the site): a
 * made-up `admin_session` cookie is a visitor's request, answered from memory like one without
 * cookies, so it cannot make every request a fresh render.
 */
describeEachEngine('page cache and session cookies', () => {
  let server: http.Server;
  let base = '';
  let renders = 0;
  let admin = '';

  beforeAll(async () => {
    const cache = createPageCache({ ttlMs: 60_000, isSession: isAdminSession });
    const app = express();
    let n = 0;
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++n}`;
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.nonce}'`);
      next();
    });
    app.use(cache.middleware);
    app.get('/{*splat}', (req, res) => {
      renders++;
      res
        .status(200)
        .type('html')
        .end(`<html><script nonce="${res.locals.nonce as string}">1</script><p>${req.path}</p></html>`);
    });
    // Requests go through the fast path first, as in server.ts.
    server = http.createServer((req, res) => cache.handle(req, res) || app(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = await createSession({ ip: '127.0.0.1', userAgent: 'test', accountId: null });
  });
  afterAll(() => {
    server.close();
  });

  const get = async (path: string, cookie?: string) => {
    const r = await fetch(base + path, { headers: cookie ? { cookie } : {} });
    await r.text();
    return r.headers.get('x-page-cache');
  };

  it('a made-up session cookie gets the stored page, as a request without cookies does', async () => {
    expect(await get('/sss')).toBe('miss');
    const before = renders;
    for (const cookie of [undefined, 'admin_session=x', 'admin_session=', `admin_session=${'A'.repeat(43)}`, 'lang=tr; admin_session=x']) {
      expect(await get('/sss', cookie), String(cookie)).toBe('hit');
    }
    expect(renders).toBe(before);
    // A first request with a junk cookie renders and stores the page for everyone.
    expect(await get('/destek', 'admin_session=junk')).toBe('miss');
    expect(await get('/destek')).toBe('hit');
  });

  it("a valid session's request bypasses the cache (rendered, never stored)", async () => {
    await get('/sss');
    const before = renders;
    expect(await get('/sss', `admin_session=${admin}`)).toBeNull();
    expect(await get('/hakkimizda', `admin_session=${admin}`)).toBeNull();
    expect(renders).toBe(before + 2);
    expect(await get('/hakkimizda')).toBe('miss');
  });
});
