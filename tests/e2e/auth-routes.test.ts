import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { createAccountSession } from '../helpers/admin-session';
import { canChange, canOpen } from '~/domain/auth/access';

/**
 * Every admin route and every admin action, read from the route table
 * (app/routes.ts), answered without a session and from another origin.
 */
interface AdminRoute {
  url: string;
  file: string;
  hasAction: boolean;
  hasLoader: boolean;
  /** A page (has a component), as opposed to a resource route. */
  page: boolean;
}

function join(base: string, p: string | undefined): string {
  return [base, p ?? ''].filter(Boolean).join('/');
}

function collect(entries: readonly RouteConfigEntry[], base = ''): Array<{ path: string; file: string; index: boolean }> {
  return entries.flatMap((e) => {
    const full = join(base, e.path);
    return [{ path: full, file: e.file, index: !!e.index }, ...collect(e.children ?? [], full)];
  });
}

const source = (file: string) => fs.readFileSync(path.resolve('app', file), 'utf8');
const exportsName = (src: string, name: string) =>
  new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(src);

const ADMIN_ROUTES: AdminRoute[] = collect(routes)
  .filter((r) => r.path === 'admin' || r.path.startsWith('admin/'))
  .map((r) => {
    const src = source(r.file);
    // Parameters and splats get a sample value.
    const url = '/' + r.path.replace(/:[\w]+\??/g, 'sample').replace(/\*$/, 'sample');
    return {
      url,
      file: r.file,
      // An index route's action is posted to with `?index` (React Router's rule); a POST to the bare
      // URL is its parent's, which is what these tests send.
      hasAction: !r.index && exportsName(src, 'action'),
      hasLoader: exportsName(src, 'loader'),
      page: /export\s+default\b/.test(src),
    };
  })
  // A pathless layout and its index child share one URL: keep each URL once, with everything it has.
  .reduce<AdminRoute[]>((acc, r) => {
    const same = acc.find((a) => a.url === r.url);
    if (same) {
      same.hasAction ||= r.hasAction;
      same.hasLoader ||= r.hasLoader;
      same.page ||= r.page;
      same.file += `, ${r.file}`;
    } else acc.push({ ...r });
    return acc;
  }, []);

/** Routes that answer everyone with a redirect to the login screen (nothing to reveal). */
const LOGIN_ROUTES = ['/admin/giris', '/admin/cikis'];
/**
 * Pages of a mailed link (a staff invitation, a sign-in lock's unlock link): open to everyone, they
 * answer "not valid" (404) without a valid link and sign no one in.
 */
const LINK_ROUTES = ['/admin/davet', '/admin/kilit-ac'];
const SECRET = `secret-${randomUUID()}`;

let server: RunningServer;
let session: string;

function seedSecrets(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  db.prepare(
    `insert into consultation_requests (id, name, surname, email, phone, service_description, language, created_at)
     values (?, ?, 'Surname', 'lead@example.com', '05001234567', ?, 'tr', ?)`,
  ).run(randomUUID(), SECRET, `${SECRET} description text`, now);
  db.prepare(
    `insert into support_tickets (id, name, email, subject, message, status, language, created_at, updated_at)
     values (?, ?, 'ticket@example.com', ?, ?, 'open', 'tr', ?, ?)`,
  ).run(randomUUID(), SECRET, SECRET, SECRET, now, now);
  db.prepare(
    `insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at)
     values (?, ?, 1, 'tr', '/', ?, ?, ?)`,
  ).run(randomUUID(), `${SECRET}@example.com`, now, now, now);
  db.prepare(
    `insert into pages (id, title, slug, content, meta_description, status, language, created_at, updated_at)
     values (?, ?, ?, ?, null, 'draft', 'tr', ?, ?)`,
  ).run(randomUUID(), SECRET, SECRET, SECRET, now, now);
  db.close();
}

function counts(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
  db.pragma('busy_timeout = 5000');
  const tables = [
    'consultation_requests',
    'support_tickets',
    'newsletter_subscribers',
    'pages',
    'projects',
    'blog_posts',
    'settings',
    'sessions',
  ];
  const out = Object.fromEntries(tables.map((t) => [t, (db.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n]));
  db.close();
  return out;
}

async function login(url: string, ip?: string): Promise<string> {
  const r = await fetch(url + '/admin/giris', {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD }),
  });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('admin_session='));
  if (!cookie) throw new Error(`login failed: ${r.status}`);
  return cookie.split(';')[0]!;
}

function form() {
  return new URLSearchParams({ intent: 'delete', id: 'x', title: 'x', email: 'x@example.com', password: 'x' });
}

describe('every admin route and action', () => {
  beforeAll(async () => {
    server = await startServer();
    seedSecrets(server.dataDir);
    session = await login(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds the admin routes in the route table', () => {
    const urls = ADMIN_ROUTES.map((r) => r.url);
    for (const u of [
      '/admin',
      '/admin/projeler',
      '/admin/danismanlik',
      '/admin/sayfalar',
      '/admin/metinler',
      '/admin/icerik',
      '/admin/e-bulten',
      '/admin/ayarlar',
    ]) {
      expect(urls).toContain(u);
    }
    expect(urls).toEqual(expect.arrayContaining(LOGIN_ROUTES));
    expect(ADMIN_ROUTES.filter((r) => r.hasAction).length).toBeGreaterThanOrEqual(2);
  });

  it('without a session, every admin page answers the login screen (401) and reveals no data', async () => {
    for (const r of ADMIN_ROUTES) {
      for (const suffix of r.page ? ['', '.data'] : ['']) {
        const res = await fetch(server.url + r.url + suffix, { redirect: 'manual' });
        const body = await res.text();
        const where = `${r.url}${suffix} (${r.file})`;
        expect(body, where).not.toContain(SECRET);
        expect(body, where).not.toContain('Çıkış Yap');
        if (LOGIN_ROUTES.includes(r.url)) {
          expect(res.status, where).toBe(302);
          expect(res.headers.get('location'), where).toBe('/admin');
        } else if (LINK_ROUTES.includes(r.url)) {
          expect(res.status, where).toBe(404);
        } else if (!r.page) {
          expect([401, 403, 405], `${where}: ${res.status}`).toContain(res.status);
        } else if (suffix === '') {
          expect(res.status, where).toBe(401);
          expect(body, where).toContain('Admin Paneli');
          expect(body, where).toContain('Sistem yönetimi için giriş yapın');
        } else {
          expect(res.status, where).toBe(401);
          expect(body, where).toContain('unauthorized');
        }
        expect(res.headers.get('cache-control'), where).toBe('no-store');
        expect(res.headers.get('x-robots-tag'), where).toContain('noindex');
      }
    }
  });

  it('with a session, the same pages render (the session is what the check is about)', async () => {
    for (const r of ADMIN_ROUTES.filter((x) => x.page && !LINK_ROUTES.includes(x.url))) {
      const res = await fetch(server.url + r.url, { headers: { cookie: session } });
      expect(res.status, r.url).toBe(200);
      expect(await res.text(), r.url).toContain('Çıkış Yap');
    }
  });

  it('without a session, every mutation is refused (401/403, or 405 where there is no action) and changes nothing', async () => {
    const before = counts(server.dataDir);
    for (const r of ADMIN_ROUTES) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const suffix of r.page ? ['', '.data'] : ['']) {
          const res = await fetch(server.url + r.url + suffix, {
            method,
            redirect: 'manual',
            headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
            body: form(),
          });
          const body = await res.text();
          const where = `${method} ${r.url}${suffix} (${r.file}) → ${res.status}`;
          expect(body, where).not.toContain(SECRET);
          if (method !== 'POST') {
            // The HTTP layer takes only GET, HEAD and POST: anything else is 405 before any route runs.
            expect(res.status, where).toBe(405);
            expect(res.headers.getSetCookie().join(), where).not.toContain('admin_session=');
          } else if (r.url === '/admin/giris') {
            // A login attempt with a wrong password: back to the login screen, no session.
            expect(res.status, where).toBe(303);
            expect(res.headers.getSetCookie().join(), where).not.toContain('admin_session=');
          } else if (r.url === '/admin/cikis') {
            expect(res.status, where).toBe(303);
            expect(res.headers.get('location'), where).toBe('/admin');
          } else if (LINK_ROUTES.includes(r.url)) {
            // No valid link: nothing is set.
            expect(res.status, where).toBe(404);
          } else if (r.hasAction) {
            // 405: a resource route that only takes POST refuses other methods before anything else.
            const refused = [401, 403].includes(res.status) || (method !== 'POST' && res.status === 405);
            expect(refused, where).toBe(true);
          } else {
            expect([401, 403, 405], where).toContain(res.status);
          }
        }
      }
    }
    expect(counts(server.dataDir)).toEqual(before);
  });

  it('with a session, every mutation from another origin (or with no origin) is refused and changes nothing', async () => {
    const before = counts(server.dataDir);
    const origins: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      {},
    ];
    for (const r of ADMIN_ROUTES) {
      for (const headers of origins) {
        for (const suffix of r.page ? ['', '.data'] : ['']) {
          const res = await fetch(server.url + r.url + suffix, {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded', ...headers },
            body: form(),
          });
          const body = await res.text();
          const where = `POST ${r.url}${suffix} ${JSON.stringify(headers)} (${r.file}) → ${res.status}`;
          expect(body, where).not.toContain(SECRET);
          // 400: React Router's own check of a foreign Origin; 403: requireAdminAction; 405: no action at all.
          expect(r.hasAction ? [400, 403] : [400, 403, 405], where).toContain(res.status);
        }
      }
    }
    expect(counts(server.dataDir)).toEqual(before);
    // The foreign logout did not end the session.
    expect((await fetch(server.url + '/admin', { headers: { cookie: session } })).status).toBe(200);
  });

  it('a forged or malformed session cookie is refused', async () => {
    for (const cookie of [
      'admin_session=forged',
      `admin_session=${'a'.repeat(43)}`,
      'admin_session=%E0%A4%A',
      `admin_session=${'x'.repeat(5000)}`,
    ]) {
      const res = await fetch(server.url + '/admin/projeler', { headers: { cookie } });
      expect(res.status, cookie.slice(0, 40)).toBe(401);
    }
  });
});

/**
 * The same enumeration per role. Every admin page and resource is loaded by an
 * owner and an editor, and every action posted by an editor where the access table
 * (app/domain/auth/access.ts) says no: 403, nothing changed.
 */
describe('every admin route and action, per role', () => {
  let roles: RunningServer;
  let owner: string;
  let editor: string;
  beforeAll(async () => {
    roles = await startServer();
    seedSecrets(roles.dataDir);
    owner = `admin_session=${createAccountSession(roles, { email: 'owner@example.com', role: 'owner' }).token}`;
    editor = `admin_session=${createAccountSession(roles, { email: 'editor@example.com', role: 'editor' }).token}`;
  });
  afterAll(async () => {
    await roles?.stop();
  });

  const guarded = () => ADMIN_ROUTES.filter((r) => !LOGIN_ROUTES.includes(r.url) && !LINK_ROUTES.includes(r.url));

  it('an owner opens every page; an editor exactly the pages the access table gives editors (else 403)', async () => {
    const editorPages: string[] = [];
    for (const r of guarded().filter((x) => x.hasLoader || x.page)) {
      for (const suffix of r.page ? ['', '.data'] : ['']) {
        const where = `${r.url}${suffix} (${r.file})`;
        const asOwner = await fetch(roles.url + r.url + suffix, { headers: { cookie: owner }, redirect: 'manual' });
        await asOwner.body?.cancel();
        expect([401, 403], `owner ${where} → ${asOwner.status}`).not.toContain(asOwner.status);
        const asEditor = await fetch(roles.url + r.url + suffix, { headers: { cookie: editor }, redirect: 'manual' });
        const body = await asEditor.text();
        if (canOpen('editor', r.url)) {
          expect([401, 403], `editor ${where} → ${asEditor.status}`).not.toContain(asEditor.status);
          if (r.page && suffix === '') editorPages.push(r.url);
        } else {
          // 405: a POST-only resource refuses a GET before anything else.
          expect([403, 405], `editor ${where} → ${asEditor.status}`).toContain(asEditor.status);
          expect(body, where).not.toContain(SECRET);
        }
      }
    }
    expect(editorPages.sort()).toEqual([
      '/admin',
      '/admin/e-bulten',
      '/admin/hesabim',
      '/admin/icerik',
      '/admin/icerik/yorumlar',
      // Site texts are content: editors change them (the editor role).
      '/admin/metinler',
      '/admin/projeler',
      '/admin/sayfalar',
    ]);
  });

  it('an editor’s posts to owner-only actions are refused (403) and change nothing', async () => {
    const before = counts(roles.dataDir);
    let refused = 0;
    for (const r of guarded().filter((x) => x.hasAction && !canChange('editor', x.url))) {
      for (const body of [
        form(),
        new URLSearchParams({ intent: 'maintenance', maintenance_mode: 'on' }),
        new URLSearchParams({ intent: 'invite', email: 'x@example.com', name: 'X', role: 'owner' }),
      ]) {
        for (const suffix of r.page ? ['', '.data'] : ['']) {
          const res = await fetch(roles.url + r.url + suffix, {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: editor, origin: roles.url, 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          const text = await res.text();
          expect(res.status, `POST ${r.url}${suffix} (${r.file})`).toBe(403);
          expect(text).not.toContain(SECRET);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(10);
    expect(counts(roles.dataDir)).toEqual(before);
    const accounts = new SQLite(path.join(roles.dataDir, 'site.db'), { readonly: true });
    expect((accounts.prepare('select count(*) as n from admin_accounts').get() as { n: number }).n).toBe(2);
    accounts.close();
  });

  it('the shell shows an editor only the tabs they can open', async () => {
    const page = await (await fetch(roles.url + '/admin', { headers: { cookie: editor } })).text();
    const html = /<nav aria-label="Yönetim bölümleri"[\s\S]*?<\/nav>/.exec(page)![0];
    for (const href of ['/admin/projeler', '/admin/sayfalar', '/admin/icerik', '/admin/e-bulten']) expect(html).toContain(`href="${href}"`);
    for (const href of ['/admin/ayarlar', '/admin/danismanlik', '/admin/analitik']) expect(html).not.toContain(`href="${href}"`);
    const ownerHtml = /<nav aria-label="Yönetim bölümleri"[\s\S]*?<\/nav>/.exec(
      await (await fetch(roles.url + '/admin', { headers: { cookie: owner } })).text(),
    )![0];
    expect(ownerHtml).toContain('href="/admin/ayarlar"');
  });

  it('no page an editor opens links to a page they cannot open (the dashboard’s figures included)', async () => {
    const linked = new Set<string>();
    for (const r of guarded().filter((x) => x.page && canOpen('editor', x.url) && !x.url.includes(':'))) {
      const html = await (await fetch(roles.url + r.url, { headers: { cookie: editor } })).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/admin[^"#?]*)/g)) {
        linked.add(href!);
        expect(canOpen('editor', href!), `${r.url} links to ${href}`).toBe(true);
      }
    }
    expect(linked.size).toBeGreaterThan(5);
  });
});

describe('first start without ADMIN_PASSWORD', () => {
  let first: RunningServer | undefined;
  afterAll(async () => {
    await first?.stop();
  });

  it('prints a generated password once (even at LOG_LEVEL=warn), stores only its hash, and it works', async () => {
    first = await startServer({ env: { ADMIN_PASSWORD: undefined, LOG_LEVEL: 'warn' } });
    const lines = first
      .logs()
      .split('\n')
      .filter((l) => l.includes('Admin password:'));
    expect(lines).toHaveLength(1);
    // A plain-text framed block on stdout: `|  Admin password: <password>  |`.
    const m = /^\|\s+Admin password: (\S+)\s+\|$/.exec(lines[0]!.trim());
    expect(m).not.toBeNull();
    const generated = m![1]!;
    expect(generated.length).toBeGreaterThanOrEqual(20);
    // The JSON log says that a password was generated, never which.
    const logLine = first
      .logs()
      .split('\n')
      .find((l) => l.startsWith('{') && l.includes('admin password generated'));
    expect(logLine).toBeDefined();
    expect(logLine).not.toContain(generated);

    const post = (password: string, ip: string) =>
      fetch(first!.url + '/admin/giris', {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: first!.url, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams({ password }),
      });
    expect((await post(generated, '1.1.1.1')).headers.getSetCookie().join()).toContain('admin_session=');

    // Restart with the same data: no new password, the generated one still works.
    await first.stop();
    const logsBefore = first.logs();
    first = await startServer({ dataDir: first.dataDir, env: { ADMIN_PASSWORD: undefined, LOG_LEVEL: 'info' } });
    expect(first.logs()).not.toContain('Admin password:');
    expect((await post(generated, '1.1.1.1')).headers.getSetCookie().join()).toContain('admin_session=');

    // Without TRUST_PROXY, X-Forwarded-For is not believed: changing it does not escape a lock.
    for (let i = 0; i < 3; i++) await post(`wrong-${i}`, `10.0.0.${i}`);
    const locked = await post(generated, '10.9.9.9');
    expect(locked.headers.getSetCookie().join()).not.toContain('admin_session=');
    expect(decodeURIComponent(locked.headers.getSetCookie().join())).toContain('admin_flash=locked:60');

    const db = fs.readdirSync(first.dataDir).filter((f) => f.startsWith('site.db'));
    for (const f of db) expect(fs.readFileSync(path.join(first.dataDir, f)).includes(generated)).toBe(false);
    expect(first.logs()).not.toContain(generated);
    expect(logsBefore.split(generated).length - 1).toBe(1);
  });
});
