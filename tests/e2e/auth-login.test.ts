import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';

/**
 * Admin access in a real browser against the production build: the login
 * screen, the lockout (also across browser contexts and a server restart),
 * sessions (reload, logout, expiry) and the admin shell. TRUST_PROXY=1 lets
 * each test use its own client address through X-Forwarded-For.
 */
const ENV = { TRUST_PROXY: '1', LOG_LEVEL: 'debug' };
const WRONG = ['wrong-guess-one', 'wrong-guess-two', 'wrong-guess-three'];

let server: RunningServer;
let browser: Browser;
const allLogs: string[] = [];
const contexts: BrowserContext[] = [];

async function contextFor(ip: string, opts: { javaScriptEnabled?: boolean } = {}) {
  const ctx = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip }, ...opts });
  contexts.push(ctx);
  return ctx;
}

async function submitPassword(page: Page, password: string) {
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Posts the login form from inside the page (same origin, as the browser would). */
async function postLoginFromPage(page: Page, password: string): Promise<number> {
  return page.evaluate(async (pw) => {
    const r = await fetch('/admin/giris', { method: 'POST', body: new URLSearchParams({ password: pw, redirectTo: '/admin' }) });
    return r.status;
  }, password);
}

async function sessionCookie(ctx: BrowserContext) {
  return (await ctx.cookies()).find((c) => c.name === 'admin_session');
}

async function restart() {
  await server.stop();
  allLogs.push(server.logs());
  server = await startServer({ dataDir: server.dataDir, env: ENV });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: ENV }), launchBrowser()]);
});

afterAll(async () => {
  for (const ctx of contexts) await ctx.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('admin login and lockout', () => {
  it('shows the login screen at any admin URL, and counts wrong passwords 2 → 1 → locked', async () => {
    const ctx = await contextFor('203.0.113.10');
    const { page, consoleErrors } = await newPage(ctx);
    const r = await page.goto(server.url + '/admin/projeler');
    expect(r!.status()).toBe(401);
    await expect(page.locator('h1').textContent()).resolves.toBe('Admin Paneli');
    await page.getByText('Sistem yönetimi için giriş yapın').waitFor();
    expect(await page.getByLabel('Şifre').getAttribute('required')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Çıkış Yap' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await submitPassword(page, WRONG[0]!);
    await page.getByText('Şifre yanlış. 2 deneme hakkınız kaldı.').waitFor();
    await page.getByText('Kalan deneme hakkı: 2').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/projeler');

    await submitPassword(page, WRONG[1]!);
    await page.getByText('Şifre yanlış. 1 deneme hakkınız kaldı.').waitFor();
    await page.getByText('Kalan deneme hakkı: 1').waitFor();

    await submitPassword(page, WRONG[2]!);
    await page.getByText('Hesap Kilitlendi', { exact: true }).waitFor();
    await page.getByText('3 yanlış deneme yapıldı. 1 saat boyunca giriş yapamazsınız.').waitFor();
    // The form is replaced by the lock notice with the minutes left (rounded up).
    await page.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
    await page.getByText('Çok fazla yanlış deneme. 60 dakika sonra tekrar deneyin.').first().waitFor();
    expect(await page.getByLabel('Şifre').count()).toBe(0);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);

    // The correct password is refused while locked (the lock is checked first).
    await postLoginFromPage(page, TEST_ADMIN_PASSWORD);
    expect(await sessionCookie(ctx)).toBeUndefined();
    await page.reload();
    await page.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
    expect(await page.getByRole('button', { name: 'Çıkış Yap' }).count()).toBe(0);
  });

  it('stays locked in a new browser context with no cookies or storage', async () => {
    const ctx = await contextFor('203.0.113.10');
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin');
    await page.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
    await page.getByText(/Çok fazla yanlış deneme\. (59|60) dakika sonra tekrar deneyin\./).waitFor();
    expect(await page.getByLabel('Şifre').count()).toBe(0);
    await postLoginFromPage(page, TEST_ADMIN_PASSWORD);
    expect(await sessionCookie(ctx)).toBeUndefined();
    await page.reload();
    await page.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
  });

  it('stays locked after a server restart', async () => {
    await restart();
    const ctx = await contextFor('203.0.113.10');
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin/ayarlar');
    await page.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
    await postLoginFromPage(page, TEST_ADMIN_PASSWORD);
    expect(await sessionCookie(ctx)).toBeUndefined();
    await page.reload();
    await page.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
    // Another address is not affected.
    const other = await contextFor('203.0.113.11');
    const { page: page2 } = await newPage(other);
    await page2.goto(server.url + '/admin');
    await page2.getByLabel('Şifre').waitFor();
  });

  it('the correct password before the lock logs in at the requested tab and resets the counter', async () => {
    const ctx = await contextFor('203.0.113.20');
    const { page, consoleErrors } = await newPage(ctx);
    await page.goto(server.url + '/admin/e-bulten/kampanyalar');
    await submitPassword(page, WRONG[0]!);
    await page.getByText('Şifre yanlış. 2 deneme hakkınız kaldı.').waitFor();
    await submitPassword(page, WRONG[1]!);
    await page.getByText('Şifre yanlış. 1 deneme hakkınız kaldı.').waitFor();
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByText('Admin paneline hoş geldiniz!').waitFor();
    // The toast floats over the page with its library's styles (kept through hydration).
    expect(await page.locator('[data-sonner-toaster]').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/e-bulten/kampanyalar');
    await expect(page.locator('h1').textContent()).resolves.toMatch(/ Admin$/);
    // E-Bülten is the active tab on its campaigns sub-page.
    await expect(page.locator('nav[aria-label="Yönetim bölümleri"] a[aria-current="page"]').textContent()).resolves.toBe('E-Bülten');
    // Checked once the toast has gone (sonner's own rich colours are not ours to judge here).
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByLabel('Şifre').waitFor();
    // The counter was reset by the successful login: three tries again.
    await submitPassword(page, WRONG[2]!);
    await page.getByText('Şifre yanlış. 2 deneme hakkınız kaldı.').waitFor();
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});

describe("lifting a lock (one office address, a colleague's typos)", () => {
  it('a signed-in admin sees the lock on the system tab, lifts it, and the locked address logs in at once', async () => {
    const locked = await contextFor('203.0.113.60');
    const { page: lockedPage } = await newPage(locked);
    await lockedPage.goto(server.url + '/admin');
    for (const pw of WRONG) expect(await postLoginFromPage(lockedPage, pw)).toBeLessThan(500);
    await lockedPage.reload();
    await lockedPage.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();

    const admin = await contextFor('203.0.113.61');
    const { page, consoleErrors } = await newPage(admin);
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    const list = page.getByRole('list', { name: 'Kilitli adresler' });
    await list.waitFor();
    const row = list.getByRole('listitem').filter({ hasText: '203.0.113.60' });
    await row.getByText('Kilidin biteceği zaman').waitFor();
    expect(await list.getByRole('listitem').filter({ hasText: '203.0.113.61' }).count()).toBe(0);
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Kilidi kaldır (203.0.113.60)' }).click();
    await page.getByText('203.0.113.60 adresinin kilidi kaldırıldı; bu adresten hemen giriş yapılabilir.').waitFor();
    // Gone from the list (the addresses locked by the tests above stay listed).
    await row.waitFor({ state: 'detached' });
    expect(server.logs()).toContain('login lock lifted by an admin');

    await lockedPage.reload();
    await submitPassword(lockedPage, TEST_ADMIN_PASSWORD);
    await lockedPage.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    expect(await sessionCookie(locked)).toBeDefined();
    // The login screen itself answers 401.
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('refuses an unlock posted without a session, from another site, or for a key that is not an address', async () => {
    const anon = await fetch(server.url + '/admin/ayarlar/sistem', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: 'intent=unlock&key=203.0.113.60',
    });
    expect(anon.status).toBe(401);
    const admin = await contextFor('203.0.113.62');
    const { page } = await newPage(admin);
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    // A locked address stays locked whatever look-alike keys are posted.
    const locked = await contextFor('203.0.113.63');
    const { page: lockedPage } = await newPage(locked);
    await lockedPage.goto(server.url + '/admin');
    for (const pw of WRONG) await postLoginFromPage(lockedPage, pw);
    const statuses = await page.evaluate(async () => {
      const keys = ["203.0.113.63' or '1'='1", '203.0.113.0/24', '', '203.0.113.63 203.0.113.64', 'x'.repeat(5000)];
      const out: number[] = [];
      for (const key of keys) {
        const r = await fetch('/admin/ayarlar/sistem', { method: 'POST', body: new URLSearchParams({ intent: 'unlock', key }) });
        out.push(r.status);
      }
      return out;
    });
    for (const st of statuses) expect(st).toBeLessThan(500);
    await lockedPage.reload();
    await lockedPage.getByRole('heading', { name: 'Hesap Kilitli' }).waitFor();
    const cookie = (await admin.cookies()).find((c) => c.name === 'admin_session')!;
    const cross = await fetch(server.url + '/admin/ayarlar/sistem', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie: `admin_session=${cookie.value}`,
      },
      body: 'intent=unlock&key=203.0.113.60',
      redirect: 'manual',
    });
    expect(cross.status).toBe(403);
  });
});

describe('admin sessions and the shell', () => {
  it('a reload keeps the session; the tabs have their own URLs and work from the keyboard', async () => {
    const ctx = await contextFor('203.0.113.30');
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();

    const cookie = (await sessionCookie(ctx))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });

    await page.reload();
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    expect(await page.getByLabel('Şifre').count()).toBe(0);

    const tabs = [
      ['Dashboard', '/admin'],
      ['Analitik', '/admin/analitik'],
      ['Projeler', '/admin/projeler'],
      ['Danışmanlık', '/admin/danismanlik'],
      ['Sayfalar', '/admin/sayfalar'],
      ['Metinler', '/admin/metinler'],
      ['İçerik', '/admin/icerik'],
      ['E-Bülten', '/admin/e-bulten'],
      ['Ayarlar', '/admin/ayarlar'],
      ['Etkinlik', '/admin/etkinlik'],
    ] as const;
    const nav = page.getByRole('navigation', { name: 'Yönetim bölümleri' });
    // The Dashboard tab may carry the launch checklist's count after its name.
    const texts = await nav.getByRole('link').allTextContents();
    expect(texts.map((text, i) => text.startsWith(tabs[i]![0]))).toEqual(tabs.map(() => true));
    for (const [name, href] of tabs) {
      const link = nav.locator(`a[href="${href}"]`);
      expect(await link.innerText()).toMatch(new RegExp(`^${name}`));
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(server.url + href);
      await nav.locator(`a[aria-current="page"][href="${href}"]`).waitFor();
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    }
    // A tab URL loads directly (can be reloaded and linked).
    await page.goto(server.url + '/admin/danismanlik/mesajlar');
    await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toBe('Danışmanlık');
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const ctx = await contextFor('203.0.113.31');
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin/projeler');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    const old = (await sessionCookie(ctx))!.value;
    const before = await fetch(server.url + '/admin/projeler', { headers: { cookie: `admin_session=${old}` } });
    expect(before.status).toBe(200);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByRole('heading', { name: 'Admin Paneli' }).waitFor();
    expect(await sessionCookie(ctx)).toBeUndefined();
    const after = await fetch(server.url + '/admin/projeler', { headers: { cookie: `admin_session=${old}` } });
    expect(after.status).toBe(401);
    expect(await after.text()).not.toContain('Çıkış Yap');
  });

  it('a new login rotates the session token', async () => {
    const ctx = await contextFor('203.0.113.32');
    const { page } = await newPage(ctx);
    await ctx.addCookies([{ name: 'admin_session', value: 'planted-by-someone-else', url: server.url }]);
    await page.goto(server.url + '/admin');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    const first = (await sessionCookie(ctx))!.value;
    expect(first).not.toBe('planted-by-someone-else');
    await page.evaluate(() => fetch('/admin/giris', { method: 'POST', body: new URLSearchParams({ password: 'x' }) }));
    const status = await postLoginFromPage(page, TEST_ADMIN_PASSWORD);
    expect(status).toBeLessThan(400);
    const second = (await sessionCookie(ctx))!.value;
    expect(second).not.toBe(first);
    // The replaced session is gone.
    expect((await fetch(server.url + '/admin', { headers: { cookie: `admin_session=${first}` } })).status).toBe(401);
  });

  it('an expired session is refused', async () => {
    const ctx = await contextFor('203.0.113.33');
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    const db = new SQLite(path.join(server.dataDir, 'site.db'));
    try {
      db.pragma('busy_timeout = 5000');
      const changed = db
        .prepare('update sessions set expires_at = ? where ip = ?')
        .run(new Date(Date.now() - 1000).toISOString(), '203.0.113.33').changes;
      expect(changed).toBe(1);
    } finally {
      db.close();
    }
    await page.reload();
    await page.getByLabel('Şifre').waitFor();
    expect(await page.getByRole('button', { name: 'Çıkış Yap' }).count()).toBe(0);
  });

  it('works without JavaScript: messages inline, login, logout', async () => {
    const ctx = await contextFor('203.0.113.40', { javaScriptEnabled: false });
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin/sayfalar');
    await submitPassword(page, WRONG[0]!);
    await page.getByRole('alert').filter({ hasText: 'Şifre yanlış. 2 deneme hakkınız kaldı.' }).waitFor();
    await page.getByText('Kalan deneme hakkı: 2').waitFor();
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByText('Admin paneline hoş geldiniz!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sayfalar');
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByLabel('Şifre').waitFor();
    expect(await sessionCookie(ctx)).toBeUndefined();
  });

  it('refuses a login posted from another site, and sets Secure cookies over HTTPS', async () => {
    const foreign = await fetch(server.url + '/admin/giris', {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.50' },
      body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD }),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie().join()).not.toContain('admin_session');

    const https = await fetch(server.url + '/admin/giris', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: `https://127.0.0.1:${server.port}`,
        'x-forwarded-proto': 'https',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '203.0.113.50',
      },
      body: new URLSearchParams({ password: TEST_ADMIN_PASSWORD }),
    });
    expect(https.status).toBe(303);
    const cookie = https.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });

  it('the shell fits a 375 px screen: the tab bar scrolls sideways, the page does not', async () => {
    const ctx = await browser.newContext({
      viewport: { width: 375, height: 740 },
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.60' },
    });
    contexts.push(ctx);
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin/ayarlar');
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    const sizes = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Yönetim bölümleri"]')!;
      return { page: document.documentElement.scrollWidth, nav: nav.scrollWidth, navBox: nav.clientWidth };
    });
    expect(sizes.page).toBeLessThanOrEqual(375);
    expect(sizes.nav).toBeGreaterThan(sizes.navBox);
    // The active tab (the last one) was scrolled into view.
    const box = await page.locator('nav[aria-label="Yönetim bölümleri"] a[aria-current="page"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(376);
  });
});

describe('the password stays secret', () => {
  it('is never sent to the browser', async () => {
    const ctx = await contextFor('203.0.113.70');
    const { page } = await newPage(ctx);
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => bodies.push(r.text().catch(() => '')));
    await page.goto(server.url + '/admin');
    await submitPassword(page, WRONG[0]!);
    await page.getByText('Şifre yanlış. 2 deneme hakkınız kaldı.').waitFor();
    await submitPassword(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    const texts = await Promise.all(bodies);
    expect(texts.length).toBeGreaterThan(3);
    for (const t of texts) {
      expect(t).not.toContain(TEST_ADMIN_PASSWORD);
      expect(t).not.toContain(WRONG[0]);
    }
    expect(await page.content()).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('is never logged (at debug level) and never stored in clear', async () => {
    await new Promise((r) => setTimeout(r, 200));
    const logs = [...allLogs, server.logs()].join('\n');
    expect(logs).toContain('admin login'); // the attempts were logged...
    expect(logs).not.toContain(TEST_ADMIN_PASSWORD); // ...without the password
    for (const w of WRONG) expect(logs).not.toContain(w);
    expect(logs).not.toContain('Admin password:');
    for (const file of fs.readdirSync(server.dataDir).filter((f) => f.startsWith('site.db'))) {
      expect(fs.readFileSync(path.join(server.dataDir, file)).includes(TEST_ADMIN_PASSWORD)).toBe(false);
    }
  });
});
