import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { FRONT_HOST, frontPorts, hasNginx, startFront, type RunningFront } from '../helpers/nginx-front';
import { launchBrowser, gotoHydrated } from '../helpers/browser';
import { until } from '../helpers/wait';

/**
 * The shipped production front (deploy/nginx/site.conf) in front of the production build: TLS
 * and HTTP/2, the hashed assets and the site's images from the build with their precompressed
 * copies, every page and form proxied to the app (the front stores no page), the client's
 * address set by the front (not by the client), and every page view counted exactly by the app.
 * CI installs nginx (.ci/run); without it the suite fails.
 */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let server: RunningServer;
let front: RunningFront;
let session: http2.ClientHttp2Session;

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

function h2(pathname: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = session.request({
      ':method': opts.method ?? 'GET',
      ':path': pathname,
      ':authority': `${FRONT_HOST}:${front.httpsPort}`,
      'user-agent': BROWSER_UA,
      ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
      ...opts.headers,
    });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (headers = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }));
    req.on('error', reject);
    req.end(opts.body);
  });
}

function plain(pathname: string, host: string): Promise<{ status: number; location?: string } | 'closed'> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port: front.httpPort, path: pathname, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', () => resolve('closed'));
    req.end();
  });
}

function viewsStored(dataDir: string, pages: string[]): number {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const marks = pages.map(() => '?').join(',');
    return (
      db.prepare(`select coalesce(sum(views), 0) as n from analytics_events where kind = 0 and path in (${marks})`).get(...pages) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

describe.runIf(hasNginx() || process.env.CI)('the shipped nginx front', () => {
  beforeAll(async () => {
    const ports = await frontPorts();
    server = await startServer({
      env: { TRUST_PROXY: '1', PUBLIC_URL: `https://${FRONT_HOST}:${ports.httpsPort}` },
    });
    front = await startFront({ appPort: server.port, ports });
    session = http2.connect(`https://127.0.0.1:${front.httpsPort}`, { servername: FRONT_HOST, rejectUnauthorized: false });
  });

  afterAll(async () => {
    session?.close();
    await front?.stop();
    await server?.stop();
  });

  it('answers over HTTP/2 with TLS, the app’s security headers included, and sends plain HTTP to HTTPS', async () => {
    const res = await h2('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(session.alpnProtocol).toBe('h2');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The app sees HTTPS through X-Forwarded-Proto, so it sends HSTS.
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['server']).toBe('nginx');
    expect(zlib.gunzipSync(res.body).toString()).toContain('<html');

    expect(await plain('/hakkimizda?x=1', FRONT_HOST)).toEqual({ status: 301, location: `https://${FRONT_HOST}/hakkimizda?x=1` });
    // Another host gets no answer at all.
    expect(await plain('/', 'evil.example')).toBe('closed');
  });

  it('serves the hashed assets itself, brotli or gzip from the build’s copies, cached for a year', async () => {
    const assets = fs.readdirSync('build/client/assets').filter((f) => f.endsWith('.js'));
    const withBr = assets.find((f) => fs.existsSync(`build/client/assets/${f}.br`))!;
    const original = fs.readFileSync(`build/client/assets/${withBr}`);
    const br = await h2(`/assets/${withBr}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')) {
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    }
    const gz = await h2(`/assets/${withBr}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
    // Not through the app: no request id, which the app sets on everything it answers.
    expect(gz.headers['x-request-id']).toBeUndefined();
    expect((await h2('/assets/nope-123.js')).status).toBe(404);

    for (const image of ['/favicon.svg', '/og-image.png']) {
      const res = await h2(image);
      expect(res.status).toBe(200);
      expect(res.body.equals(fs.readFileSync(`build/client${image}`))).toBe(true);
      expect(res.headers['x-request-id']).toBeUndefined();
    }
  });

  it('stores no page: every request reaches the app (its own page cache answers), a POST and the admin included', async () => {
    expect(fs.readFileSync('deploy/nginx/site.conf', 'utf8')).not.toMatch(/proxy_cache|proxy_store|fastcgi_cache/);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await h2('/hizmetler', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['x-front-cache']).toBeUndefined();
      // The app gives each answer its own request id; a copy kept by the front would repeat one.
      ids.add(String(res.headers['x-request-id']));
      if (i > 0) expect(res.headers['x-page-cache']).toBe('hit');
    }
    expect(ids.size).toBe(3);

    const cookie = await loginThroughFront();
    const admin = await h2('/admin', { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers['cache-control']).toMatch(/no-store/);

    const email = `front-${Date.now()}@example.com`;
    const post = await h2('/e-bulten', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `https://${FRONT_HOST}:${front.httpsPort}` },
      body: new URLSearchParams({ email, source: '/hakkimizda' }).toString(),
    });
    expect(post.status).toBe(200);
    const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
    expect(db.prepare('select count(*) as n from newsletter_subscribers where email = ?').get(email)).toEqual({ n: 1 });
    db.close();
  });

  it('sets the client address itself: an X-Forwarded-For the client sends is not believed', async () => {
    await loginThroughFront({ 'x-forwarded-for': '203.0.113.77' });
    const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
    const ips = db.prepare('select distinct ip from audit_log where ip is not null').all() as { ip: string }[];
    db.close();
    expect(ips.map((r) => r.ip)).not.toContain('203.0.113.77');
    expect(ips.map((r) => r.ip)).toContain('127.0.0.1');
  });

  it('counts every page view exactly, once each, and nothing that is not one', async () => {
    // Pages no other test here asks for: their views are this test's only.
    const pages = ['/projeler', '/en-home', '/sss', '/blog', '/iletisim'];
    const before = viewsStored(server.dataDir, pages);
    const cookie = await loginThroughFront();
    let views = 0;
    for (let i = 0; i < 40; i++) {
      const page = pages[i % pages.length]!;
      const res = await h2(page, { headers: { accept: 'text/html', 'user-agent': `${BROWSER_UA} v${i % 4}` } });
      expect(res.status).toBe(200);
      views++;
      // Between the views, requests for the same pages that are not views: a staff member's own
      // visit, a browser asking not to be tracked, a prefetch, the page's data for a client-side navigation.
      const notViews: Record<string, string>[] = [{ cookie }, { dnt: '1' }, { 'sec-purpose': 'prefetch' }];
      expect((await h2(page, { headers: { accept: 'text/html', ...notViews[i % notViews.length] } })).status).toBe(200);
      expect((await h2(`${page}.data`)).status).toBeLessThan(500);
    }
    // Stored in batches (at most a second apart): all of them once the last view is in.
    await until(() => viewsStored(server.dataDir, pages) - before >= views, 30_000, 'the views stored');
    expect(viewsStored(server.dataDir, pages) - before).toBe(views);
  });

  it('works in a browser: a page hydrates through the front and its newsletter form subscribes', async () => {
    // example.com resolves to this machine for this browser only.
    const browser = await launchBrowser([`--host-resolver-rules=MAP ${FRONT_HOST} 127.0.0.1`]);
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await gotoHydrated(page, `https://${FRONT_HOST}:${front.httpsPort}/hakkimizda`);
      const email = `front-browser-${Date.now()}@example.com`;
      const form = page.locator('footer form');
      await form.getByLabel('E-posta adresiniz', { exact: true }).fill(email);
      await form.getByRole('button', { name: 'Abone Ol' }).click();
      await page.getByText('Bültenimize başarıyla abone oldunuz.').waitFor();
      const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
      expect(db.prepare('select count(*) as n from newsletter_subscribers where email = ?').get(email)).toEqual({ n: 1 });
      db.close();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('logs no token: paths without their query and Referers likewise in the access log, no request line in the error log', async () => {
    const secret = 'S3CRETtoken0123456789abcdef';
    const tokened = [`/admin/davet?t=${secret}`, `/abonelik-iptal?token=${secret}`, `/yorum-bildirimi?token=${secret}&x=1`];
    for (const p of tokened) {
      const res = await h2(p, { headers: { referer: `https://${FRONT_HOST}/abonelik-iptal?token=${secret}` } });
      expect(res.status).toBeLessThan(500);
    }
    // A mail link followed over plain HTTP is redirected (and logged) by the port-80 server.
    expect(await plain(`/abonelik-iptal?token=${secret}`, FRONT_HOST)).toMatchObject({ status: 301 });
    // SIGUSR1 makes nginx write its buffered logs now.
    process.kill(Number(fs.readFileSync(path.join(front.dir, 'nginx.pid'), 'utf8')), 'SIGUSR1');
    const accessLog = path.join(front.dir, 'access.log');
    const log = await until(
      () => {
        const text = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : '';
        return ['/admin/davet', '/abonelik-iptal', '/yorum-bildirimi'].every((p) => text.includes(`"GET ${p} HTTP/2.0"`)) &&
          text.includes('"GET /abonelik-iptal HTTP/1.1" 301')
          ? text
          : false;
      },
      30_000,
      'the tokened requests in the access log',
    );
    expect(log).not.toContain(secret);
    expect(log).toContain(`"https://${FRONT_HOST}/abonelik-iptal"`);

    // An app that does not answer: nginx's error lines quote the whole request, so the site logs none of them.
    const ports = await frontPorts();
    const down = await startFront({ appPort: await freePort(), ports });
    try {
      const res = await new Promise<number>((resolve, reject) => {
        const s = http2.connect(`https://127.0.0.1:${down.httpsPort}`, { servername: FRONT_HOST, rejectUnauthorized: false });
        const req = s.request({ ':path': `/admin/davet?t=${secret}`, ':authority': `${FRONT_HOST}:${down.httpsPort}` });
        req.on('response', (h) => {
          req.resume();
          req.on('end', () => (s.close(), resolve(Number(h[':status']))));
        });
        req.on('error', reject);
        req.end();
      });
      expect(res).toBe(502);
      process.kill(Number(fs.readFileSync(path.join(down.dir, 'nginx.pid'), 'utf8')), 'SIGUSR1');
      await until(
        () =>
          fs.existsSync(path.join(down.dir, 'access.log')) && fs.readFileSync(path.join(down.dir, 'access.log'), 'utf8').includes('" 502 '),
      );
      expect(down.errorLog()).not.toContain(secret);
      expect(fs.readFileSync(path.join(down.dir, 'access.log'), 'utf8')).not.toContain(secret);
    } finally {
      await down.stop();
    }
  });
});

async function loginThroughFront(extra: Record<string, string> = {}): Promise<string> {
  const res = await h2('/admin/giris', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `https://${FRONT_HOST}:${front.httpsPort}`, ...extra },
    body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD }).toString(),
  });
  const setCookie = res.headers['set-cookie'] ?? [];
  const cookie = setCookie.find((c) => c.startsWith('__Host-admin_session=') || c.startsWith('admin_session='));
  if (!cookie) throw new Error(`login through the front failed: ${res.status}`);
  return cookie.split(';')[0]!;
}
