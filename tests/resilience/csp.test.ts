import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { catalog } from '~/i18n/catalog';
import { FORM_PAGES } from '~/domain/forms/paths';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { openSiteDb, PUBLIC_PATHS } from '../helpers/public-site';

/**
 * The Content Security Policy, enforced, in Chromium: every public page in
 * both languages (rendered, then again from the page cache) and every admin
 * tab (logged in) loads, hydrates and reacts (consultation dialog, mobile
 * menu, newsletter toast, admin dialogs, the campaign preview) without one
 * `securitypolicyviolation` event or console error. Then the security headers
 * over HTTP: CSP with a fresh nonce per rendered response (a stored page: the
 * SHA-256 of exactly its inline scripts) and no 'unsafe-inline' script, nosniff, Referrer-Policy,
 * frame-ancestors 'none', Permissions-Policy, HSTS only over HTTPS from a
 * trusted proxy, and the admin session cookie's flags.
 */

const ADMIN_TABS = [
  '/admin',
  '/admin/analitik',
  '/admin/projeler',
  '/admin/danismanlik',
  '/admin/danismanlik/mesajlar',
  '/admin/sayfalar',
  '/admin/metinler',
  '/admin/icerik',
  '/admin/e-bulten',
  '/admin/e-bulten/kampanyalar',
  '/admin/ayarlar',
  '/admin/etkinlik',
];

interface Recorded {
  violations: string[];
  consoleErrors: string[];
}

/** Records CSP violations in every frame, from the first byte of each document. */
async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['init script did not run']);
}

let server: RunningServer;
let browser: Browser;
let blogSlug = '';

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_FORMS_PER_MINUTE: '1000' } });
  const db = openSiteDb(server.dataDir);
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into pages (id, title, slug, content, meta_description, status, language, created_at, updated_at)
       values ('csp-page', 'CSP sayfası', 'csp-sayfasi', '## Başlık\n\nMetin', '', 'published', 'tr', ?, ?)`,
    ).run(now, now);
    blogSlug = (db.prepare('select slug from blog_posts where is_published = 1 limit 1').get() as { slug: string } | undefined)?.slug ?? '';
  } finally {
    db.close();
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('CSP enforced in the browser', () => {
  it('every public page in both languages, with interactions, reports no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await watch(context);
    const found: Record<string, Recorded> = {};
    const extra = [
      ...(blogSlug ? [`/blog/${blogSlug}`, `/en-blog/${blogSlug}`] : []),
      '/sayfa/csp-sayfasi',
      FORM_PAGES.consultation.tr,
      FORM_PAGES.consultation.en,
      FORM_PAGES.newsletter.tr,
      FORM_PAGES.newsletter.en,
      '/abonelik-iptal',
    ];
    const paths = [...PUBLIC_PATHS.map((x) => x.path), ...extra];
    // Each page twice in a row: rendered for the request (nonce), then the page cache's stored copy
    // where the page is cacheable (the SHA-256 of its inline scripts instead of a nonce); both must run cleanly.
    // Four paths at a time (each waits for its network to go quiet: mostly idle time).
    let hits = 0;
    const queue = [...paths];
    const visitPath = async (p: string) => {
      for (const visit of ['rendered', 'repeated'] as const) {
        const { page, consoleErrors } = await newPage(context);
        // The stored copy only needs to load and hydrate; the rendered one also loads everything below the fold.
        const r = await page.goto(server.url + p, { waitUntil: visit === 'rendered' ? 'networkidle' : 'load' });
        const policy = r?.headers()['content-security-policy'] ?? '';
        const fromCache = r?.headers()['x-page-cache'] === 'hit';
        if (fromCache) hits++;
        expect(visit === 'rendered' && fromCache, `${p} served from the cache on its first request`).toBe(false);
        expect(policy, `${visit} ${p}`).toMatch(fromCache ? /script-src 'self' 'sha256-/ : /script-src 'self' 'nonce-/);
        await waitForHydration(page);
        if (visit === 'rendered') {
          // Lazy images and anything below the fold.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
        }
        // The unsubscribe page without a token answers 400 (and the browser logs it).
        const errors = consoleErrors.filter((e) => !(p === '/abonelik-iptal' && /status of 400/.test(e)));
        found[`${visit} ${p}`] = { violations: await violations(page), consoleErrors: errors };
        await page.close();
      }
    };
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) await visitPath(p);
      }),
    );
    // Every page of the twin table is stored after its first rendering.
    expect(hits).toBeGreaterThanOrEqual(PUBLIC_PATHS.length);
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(2 * PUBLIC_PATHS.length);
    const bad = Object.entries(found).filter(([, v]) => v.violations.length || v.consoleErrors.length);
    expect(bad, JSON.stringify(bad, null, 1)).toEqual([]);

    // Interactions: the consultation dialog and a newsletter sign-up (toast), in both languages.
    for (const lang of ['tr', 'en'] as const) {
      const t = catalog[lang];
      const { page, consoleErrors } = await newPage(context);
      await page.goto(server.url + (lang === 'tr' ? '/' : '/en-home'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('link', { name: t.forms.consultation.button }).first().click();
      const dialog = page.getByRole('dialog', { name: t.forms.consultation.title });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      const footer = page.locator('footer');
      await footer.locator('input[type=email]').fill(`csp-${lang}@example.com`);
      await footer.locator('form button[type=submit]').click();
      await page.getByText(t.forms.newsletter.success).waitFor();
      expect(await violations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    }
    await context.close();

    // The mobile menu at 375 px.
    const mobile = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await watch(mobile);
    for (const lang of ['tr', 'en'] as const) {
      const { page, consoleErrors } = await newPage(mobile);
      await page.goto(server.url + (lang === 'tr' ? '/hakkimizda' : '/en-about'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('button', { name: catalog[lang].common.nav.menuOpen }).click();
      await page.locator('#mobile-menu').waitFor();
      expect(await violations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    }
    await mobile.close();
  });

  it('every admin tab (logged in), its dialogs and the campaign preview report no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await watch(context);

    // The login screen itself (401 until logged in: the browser logs that status).
    {
      const { page, consoleErrors } = await newPage(context);
      await page.goto(server.url + '/admin', { waitUntil: 'networkidle' });
      await page.locator('input[type=password]').waitFor();
      expect(await violations(page)).toEqual([]);
      expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      await page.close();
    }

    await loginAsAdmin(context, server);
    for (const tab of ADMIN_TABS) {
      const { page, consoleErrors } = await newPage(context);
      const r = await page.goto(server.url + tab, { waitUntil: 'networkidle' });
      expect(r?.status(), tab).toBe(200);
      await waitForHydration(page);
      expect(await violations(page), tab).toEqual([]);
      expect(consoleErrors, tab).toEqual([]);
      await page.close();
    }

    const { page, consoleErrors } = await newPage(context);
    // Blog editor (tabs, Markdown preview) and project editor dialogs.
    await page.goto(server.url + '/admin/icerik', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: catalog.tr.adminBlog.add }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').locator('textarea').first().fill('## Başlık\n\n**kalın** metin');
    await page.keyboard.press('Escape');
    await page.goto(server.url + '/admin/projeler', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: catalog.tr.adminProjects.add }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    // The campaign preview: the server-rendered e-mail in a sandboxed frame.
    await page.goto(server.url + '/admin/e-bulten/kampanyalar', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const tr = page.getByTestId('campaign-tr');
    await tr.locator('input[name=subject_tr]').fill('CSP bülteni');
    await tr.locator('textarea[name=content_tr]').fill('## Merhaba\n\n**Yeni** ürün.');
    await tr.getByRole('tab', { name: 'Önizleme' }).click();
    await page.frameLocator('[data-testid=campaign-preview-tr]').locator('strong', { hasText: 'Yeni' }).waitFor();
    // The settings tabs.
    await page.goto(server.url + '/admin/ayarlar', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    for (const tab of await page.getByRole('tab').all()) await tab.click();
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('security headers', () => {
  const csp = (h: Headers) => h.get('content-security-policy') ?? '';
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  /** The script elements the browser would execute (JSON and JSON-LD are data, not script). */
  const executableScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map((m) => ({ attrs: m[1]!, content: m[2]! }))
      .filter((s) => !/type="application\/(ld\+)?json"/.test(s.attrs));
  const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

  it('CSP: a fresh nonce per rendered response, and the hashes of exactly its inline scripts for a stored page', async () => {
    // Two renderings (the page cache keys on path and the parameters a page reads: two searches are two misses).
    const a = await fetch(server.url + '/projeler?q=csp-a');
    const b = await fetch(server.url + '/projeler?q=csp-b');
    const [pa, pb] = [csp(a.headers), csp(b.headers)];
    expect(a.headers.get('x-page-cache')).toBe('miss');
    expect(b.headers.get('x-page-cache')).toBe('miss');
    expect(a.headers.get('content-security-policy-report-only')).toBeNull();
    const nonce = (p: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(p, 'script-src'))?.[1];
    expect(nonce(pa)).toBeTruthy();
    expect(nonce(pa)).not.toBe(nonce(pb));
    expect(directive(pa, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(pa, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(pa, 'script-src')).not.toContain("'sha256-");
    expect(directive(pa, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(pa, 'object-src')).toBe("object-src 'none'");
    expect(directive(pa, 'base-uri')).toBe("base-uri 'self'");
    // Every executable script element of the document carries this response's nonce.
    const html = await a.text();
    const scripts = executableScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.attrs).toContain(`nonce="${nonce(pa)}"`);
    await b.text();

    // The stored copy: no nonce; script-src lists the SHA-256 of each inline script and nothing looser.
    const c = await fetch(server.url + '/projeler?q=csp-a');
    expect(c.headers.get('x-page-cache')).toBe('hit');
    const pc = csp(c.headers);
    const scriptSrc = directive(pc, 'script-src');
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    const cached = await c.text();
    expect(cached).not.toContain('nonce=');
    const stored = executableScripts(cached);
    expect(stored.length).toBe(scripts.length);
    const inlineHashes = new Set(stored.filter((s) => !/\ssrc=/.test(s.attrs) && s.content.length > 0).map((s) => sha256(s.content)));
    expect(inlineHashes.size).toBeGreaterThan(0);
    expect(new Set(scriptSrc.split(' ').slice(2))).toEqual(inlineHashes);
    for (const s of stored.filter((x) => /\ssrc=/.test(x.attrs))) expect(s.attrs).toMatch(/\ssrc="\//);
    // The rest of the policy is the rendered one's.
    const others = (p: string) => p.split(';').filter((d) => !d.trim().startsWith('script-src'));
    expect(others(pc)).toEqual(others(pa));
  });

  it('the headers are on every kind of response (a hashed build asset: nosniff only)', async () => {
    const home = await (await fetch(server.url + '/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    const samples: Array<[string, RequestInit?]> = [
      ['/'],
      ['/en-about'],
      ['/blog'],
      ['/yok-boyle-bir-sayfa'],
      ['/sitemap.xml'],
      ['/robots.txt'],
      ['/healthz'],
      ['/assets/no-such-file-abc123.js'],
      ['/uploads/project-images/1700000000000-abcdef12.webp'],
      ['/admin'],
      ['/admin/ayarlar/yedek'],
      [
        FORM_PAGES.newsletter.tr,
        { method: 'POST', body: new URLSearchParams({ email: 'hdr@example.com' }), headers: { origin: server.url } },
      ],
    ];
    for (const [p, init] of samples) {
      const r = await fetch(server.url + p, { redirect: 'manual', ...init });
      await r.arrayBuffer();
      const h = r.headers;
      expect(csp(h), p).toContain("frame-ancestors 'none'");
      // A fresh nonce, or for a page served from the page cache the hashes of its inline scripts.
      expect(csp(h), p).toMatch(h.get('x-page-cache') === 'hit' ? /script-src 'self' 'sha256-/ : /script-src 'self' 'nonce-/);
      expect(h.get('x-content-type-options'), p).toBe('nosniff');
      expect(h.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(h.get('permissions-policy'), p).toContain('camera=()');
      expect(h.get('x-frame-options'), p).toBe('SAMEORIGIN');
      expect(h.get('x-powered-by'), p).toBeNull();
      // Plain HTTP: no HSTS.
      expect(h.get('strict-transport-security'), p).toBeNull();
    }
    // Hashed build assets are sent before the page middleware: no document headers (CSP, frame and
    // referrer policies apply to documents, not to scripts), but nosniff so they only run as what they are.
    const r = await fetch(server.url + asset!);
    await r.arrayBuffer();
    expect(r.status).toBe(200);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-type')).toContain('javascript');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('x-powered-by')).toBeNull();
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const https = await fetch(server.url + '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const http = await fetch(server.url + '/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY, X-Forwarded-Proto is a client's claim: ignored.
    const direct = await startServer();
    try {
      const spoofed = await fetch(direct.url + '/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.status).toBe(200);
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.stop();
    }
  });

  it('the admin session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS only', async () => {
    const login = async (headers: Record<string, string>) => {
      const r = await fetch(server.url + '/admin/giris', {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: server.url, 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 1}`, ...headers },
        body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD, redirectTo: '/admin' }),
      });
      expect(r.status).toBe(303);
      const cookie = r.headers.getSetCookie().find((c) => c.startsWith('admin_session='));
      expect(cookie).toBeTruthy();
      return cookie!.split(';').map((p) => p.trim());
    };
    const plain = await login({});
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Path=/');
    expect(plain).not.toContain('Secure');
    // Behind a TLS proxy the browser's Origin is the https one (origins are compared whole).
    const secure = await login({ 'x-forwarded-proto': 'https', origin: server.url.replace(/^http:/, 'https:') });
    expect(secure).toContain('HttpOnly');
    expect(secure).toContain('SameSite=Lax');
    expect(secure).toContain('Secure');
  });
});
