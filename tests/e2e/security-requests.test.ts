import path from 'node:path';
import Database from 'better-sqlite3';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import { FORM_PAGES, FORM_NAMES } from '~/domain/forms/paths';
import { startServer, type RunningServer } from '../helpers/server';
import { rawRequest } from '../helpers/raw-http';
import { createAdminSession } from '../helpers/admin-session';

/**
 * Requests as an attacker spells them: every path of the route
 * table under other spellings (case, %xx, dot segments, double and trailing
 * slashes) reaches one canonical path, so the form rate limit, the admin
 * headers and the maintenance gate cannot be walked around; hostile Host
 * headers never reach a page; the language toggle never leaves the site;
 * cross-origin posts are refused cleanly; secrets stay out of the logs.
 */

function collect(entries: readonly RouteConfigEntry[], base = ''): string[] {
  return entries.flatMap((e) => {
    const full = [base, e.path ?? ''].filter(Boolean).join('/');
    return [full, ...collect(e.children ?? [], full)];
  });
}

/** Every URL of the route table, parameters and splats given a sample value. */
const ROUTE_PATHS = [
  ...new Set(
    collect(routes).map(
      (p) =>
        '/' +
        p
          .replace(/^\/+/, '')
          .replace(/:\w+\??/g, 'ornek')
          .replace(/\*$/, 'ornek.webp'),
    ),
  ),
].filter((p) => p !== '/*' && p !== '/ornek.webp');

/** Other spellings of a canonical path, each of which must be redirected to it. */
function spellings(p: string): string[] {
  const out = new Set<string>();
  if (p === '/') return ['//', '/./', '/x/..', '/%2e/'];
  // Upper case (but a case-sensitive file name under /uploads/ keeps its own case).
  const upper = p.startsWith('/uploads/') ? '/UPLOADS/' + p.slice('/uploads/'.length) : p.toUpperCase();
  if (upper !== p) out.add(upper);
  // The first letter percent-encoded, in lower- and uppercase hex.
  const i = p.search(/[a-z]/);
  if (i > 0) {
    const hex = p.charCodeAt(i).toString(16);
    out.add(p.slice(0, i) + '%' + hex + p.slice(i + 1));
    out.add(p.slice(0, i) + '%' + hex.toUpperCase() + p.slice(i + 1));
  }
  out.add('/x/..' + p);
  out.add('/x/%2E%2E' + p);
  out.add('/.' + p);
  out.add('/' + p);
  out.add(p.replace(/\//g, '//'));
  out.add(p + '/');
  return [...out];
}

let server: RunningServer;
let sqlite: Database.Database;
let ipCounter = 1;
const nextIp = () => `198.51.100.${ipCounter++}`;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', RATE_LIMIT_FORMS_PER_MINUTE: '10' } });
  sqlite = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
});
afterAll(async () => {
  sqlite?.close();
  await server?.stop();
});

const get = (p: string, headers: Record<string, string> = {}) => rawRequest(server.url, { method: 'GET', path: p, headers });

describe('one canonical path per resource', () => {
  it('the route table has the paths this test is about', () => {
    for (const p of ['/e-bulten', '/en-contact', '/admin/projeler', '/hakkimizda', '/lang/ornek', '/uploads/ornek.webp']) {
      expect(ROUTE_PATHS).toContain(p);
    }
  });

  it('redirects every other spelling of every route to the canonical path (301 for GET)', async () => {
    const wrong: string[] = [];
    for (const p of ROUTE_PATHS) {
      for (const s of spellings(p)) {
        const r = await get(s);
        if (r.status !== 301 || r.headers['location'] !== p) wrong.push(`${s} → ${r.status} ${r.headers['location'] ?? ''}`);
      }
      // The canonical path itself is never redirected to another spelling (old aliases redirect to their page).
      const r = await get(p);
      if ((r.status === 301 || r.status === 308) && r.headers['location']?.toLowerCase() === p)
        wrong.push(`${p} (canonical) → ${r.status} ${r.headers['location']}`);
    }
    expect(wrong).toEqual([]);
  });

  it('redirects other spellings of a post with 308 (the method and body are kept)', async () => {
    const r = await rawRequest(server.url, {
      method: 'POST',
      path: '/E-BULTEN',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x@example.com',
    });
    expect(r.status).toBe(308);
    expect(r.headers['location']).toBe('/e-bulten');
  });

  it('answers 400 to a path that is not UTF-8 and to a request target that is not a path', async () => {
    expect((await get('/%C0%AF')).status).toBe(400);
    expect((await get('/%ff')).status).toBe(400);
    expect((await get('http://evil.example/')).status).toBe(400);
  });

  it('never redirects to another site, whatever the spelling', async () => {
    for (const s of [
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/%2F/evil.example',
      '/..//evil.example',
    ]) {
      const r = await get(s);
      if (r.status === 301) {
        const loc = r.headers['location']!;
        expect(loc).toMatch(/^\/[^/\\]/);
        expect(new URL(loc, server.url).origin).toBe(server.url);
      }
    }
  });
});

describe('public form rate limit across spellings (every form of the route table)', () => {
  const FORM_FIELDS = {
    consultation: (i: number) => ({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: `lead${i}@example.com`,
      phone: '0532 123 45 67',
      service_description: 'Mobil uygulama geliştirme hakkında bilgi almak istiyorum.',
    }),
    contact: (i: number) => ({
      firstName: 'Ali',
      lastName: 'Veli',
      email: `ali${i}@example.com`,
      phone: '05321234567',
      message: 'Merhaba',
    }),
    newsletter: (i: number) => ({ email: `reader${i}-${Date.now()}@example.com`, source: '/' }),
  } satisfies Record<(typeof FORM_NAMES)[number], (i: number) => Record<string, string>>;
  const TABLES = { consultation: 'consultation_requests', contact: 'support_tickets', newsletter: 'newsletter_subscribers' } as const;
  const count = (table: string) => (sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

  it.each(FORM_NAMES.flatMap((form) => (['tr', 'en'] as const).map((lang) => [form, lang] as const)))(
    '%s (%s): 14 posts from one address under 14 spellings, 10 accepted',
    async (form, lang) => {
      const canonical = FORM_PAGES[form][lang];
      const ip = nextIp();
      const variants = [...spellings(canonical), canonical + '.data', canonical.toUpperCase() + '.DATA'];
      const before = count(TABLES[form]);
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++) {
        const spelled = variants[i % variants.length]!;
        const body = new URLSearchParams(FORM_FIELDS[form](i)).toString();
        const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip };
        let r = await rawRequest(server.url, { method: 'POST', path: spelled, headers, body });
        // A redirect (308) is followed like a browser would: the same post at the canonical path.
        if (r.status === 308) r = await rawRequest(server.url, { method: 'POST', path: r.headers['location']!, headers, body });
        statuses.push(r.status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
      expect(count(TABLES[form]) - before).toBe(10);
    },
  );
});

describe('admin headers and the maintenance gate across spellings', () => {
  const ADMIN_PATHS = ROUTE_PATHS.filter((p) => p === '/admin' || p.startsWith('/admin/'));

  it('every admin path, spelled otherwise, leads to the canonical path with the admin headers', async () => {
    const token = createAdminSession(server);
    const missing: string[] = [];
    for (const p of ADMIN_PATHS) {
      for (const s of [...spellings(p), p.toUpperCase() + '.data']) {
        const r = await get(s, { cookie: `admin_session=${token}` });
        if (r.status !== 301) missing.push(`${s} answered ${r.status}`);
      }
      const r = await get(p, { cookie: `admin_session=${token}` });
      if (
        !r.headers['cache-control']?.includes('no-store') ||
        !r.headers['x-robots-tag'] ||
        r.headers['cross-origin-opener-policy'] !== 'same-origin'
      ) {
        missing.push(
          `${p}: ${r.status} ${r.headers['cache-control']} ${r.headers['x-robots-tag']} ${r.headers['cross-origin-opener-policy']}`,
        );
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('Host header', () => {
  it('serves a host that is not trusted without ever naming it (ADR 021), and never stores a page naming it', async () => {
    for (const host of [
      'evil.example',
      'evil.example:80',
      `localhost:${server.port + 1}`,
      'localhost@evil.example',
      'localhost.evil.example',
    ]) {
      for (let i = 0; i < 2; i++) {
        const r = await get('/en-services', { host });
        expect(r.status, host).toBeLessThan(500);
        expect(r.body.toString()).not.toContain('evil');
        expect(r.body.toString()).not.toContain(`localhost:${server.port + 1}`);
      }
    }
    // With a trusted proxy the forwarded host is checked too.
    const forwarded = await get('/en-services', { 'x-forwarded-host': 'evil.example' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body.toString()).not.toContain('evil.example');
    // ...and so is the forwarded scheme, which also names the page's URLs.
    expect((await get('/en-services', { 'x-forwarded-proto': 'javascript' })).status).toBe(400);
    const https = await get('/en-services', { 'x-forwarded-proto': 'HTTPS' });
    expect(https.body.toString()).toContain(`href="https://127.0.0.1:${server.port}/en-services"`);
    const page = (await get('/en-services')).body.toString();
    expect(page).toContain(`href="${server.url}/en-services"`);
    expect(page).not.toContain('evil.example');
  });

  it('serves the allowed names of this machine, each with its own URLs', async () => {
    const r = await get('/en-services', { host: `localhost:${server.port}` });
    expect(r.status).toBe(200);
    expect(r.body.toString()).toContain(`href="http://localhost:${server.port}/en-services"`);
    const again = (await get('/en-services')).body.toString();
    expect(again).not.toContain(`http://localhost:${server.port}`);
  });

  it('health checks answer whatever the host (load balancers probe by address)', async () => {
    expect((await get('/healthz', { host: '10.0.0.5' })).status).toBe(200);
  });
});

describe('language toggle without JavaScript', () => {
  it.each([
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '/%5C%5Cevil.example',
    '/./%2F/evil.example',
    '\t//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/x/../../..//evil.example',
  ])('to=%s stays on this site', async (to) => {
    const r = await get(`/lang/en?to=${encodeURIComponent(to)}`);
    expect(r.status).toBe(302);
    const loc = r.headers['location']!;
    expect(loc).toMatch(/^\/(?![/\\])/);
    expect(new URL(loc, server.url).origin).toBe(server.url);
  });

  it('keeps an ordinary target', async () => {
    const r = await get(`/lang/en?to=${encodeURIComponent('/en-about?x=1#team')}`);
    expect(r.headers['location']).toBe('/en-about?x=1#team');
  });
});

describe('cross-origin posts', () => {
  it('an anonymous post from another origin is refused with 403 and one JSON log line, no stack trace', async () => {
    const before = server.logs().length;
    const r = await rawRequest(server.url, {
      method: 'POST',
      path: '/iletisim',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      body: 'firstName=a',
    });
    expect(r.status).toBe(403);
    await new Promise((res) => setTimeout(res, 200));
    const lines = server.logs().slice(before).split('\n').filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.join('\n')).toContain('cross-origin POST refused');
  });

  it.each(['/admin/giris', '/admin/cikis', '/admin/upload', '/admin/e-bulten/kampanyalar/onizleme', '/admin/projeler'])(
    'an origin that only shares the host (ftp://, another port, https) is refused for %s',
    async (p) => {
      const token = createAdminSession(server);
      const host = new URL(server.url).host;
      for (const origin of [`ftp://${host}`, `https://${host}`, `http://${new URL(server.url).hostname}:${server.port + 1}`, 'null']) {
        const r = await rawRequest(server.url, {
          method: 'POST',
          path: p,
          headers: { origin, cookie: `admin_session=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'password=x&intent=x',
        });
        expect(r.status, `${p} ${origin}`).toBe(403);
      }
    },
  );
});

describe('logs', () => {
  it('do not hold unsubscribe tokens', async () => {
    const secret = 'tok' + Math.random().toString(36).slice(2);
    await get(`/abonelik-iptal?token=${secret}`);
    await get(`/en-unsubscribe?token=${secret}.${secret}`);
    await new Promise((res) => setTimeout(res, 200));
    expect(server.logs()).toContain('token=[redacted]');
    expect(server.logs()).not.toContain(secret);
  });
});

describe('maintenance mode across spellings (last: it closes the public site)', () => {
  it('every public route answers as its canonical path does: 503', async () => {
    const token = createAdminSession(server);
    const on = await fetch(`${server.url}/admin/ayarlar`, {
      method: 'POST',
      headers: { cookie: `admin_session=${token}`, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=maintenance&maintenance_mode=on',
    });
    expect(on.status).toBe(200);
    expect((await get('/hakkimizda')).status).toBe(503);
    // The exempt prefixes (admin, health checks, assets, uploads) cannot be used to reach a public page.
    for (const s of [
      '/admin/../hakkimizda',
      '/healthz/../iletisim',
      '/assets/../en-home',
      '/uploads/../hakkimizda',
      '/readyz/%2e%2e/en-about',
      '/ADMIN/../hakkimizda',
    ]) {
      const r = await get(s);
      expect(r.status, s).toBe(301);
      const target = await get(r.headers['location']!);
      expect(target.status, `${s} → ${r.headers['location']}`).toBe(503);
    }
  });
});
