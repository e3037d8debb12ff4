import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, gotoHydrated, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { openSiteDb, PUBLIC_PATHS } from '../helpers/public-site';
import { until } from '../helpers/wait';
import { adminHeaders, createAdminSession, loginAsAdmin } from '../helpers/admin-session';
import { rawRequest } from '../helpers/raw-http';

/**
 * Built-in visitor analytics against the production server and a real browser:
 * what a visit counts (server views and client-side navigations by the beacon), what is not
 * counted (bots, DNT/GPC, the admin, other spellings, files), that public pages set no cookie
 * and write no storage, the beacon's defences, the setting, and the admin's Analitik view.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: RunningServer;
let browser: Browser;

interface Daily {
  dim: string;
  value: string;
  views: number;
  visitors: number;
}

function daily(): Daily[] {
  const db = openSiteDb(server.dataDir);
  try {
    return db.prepare('select dim, value, views, visitors from analytics_daily').all() as Daily[];
  } finally {
    db.close();
  }
}
const figure = (dim: string, value = '') => daily().find((r) => r.dim === dim && r.value === value);
function eventCount(): number {
  const db = openSiteDb(server.dataDir);
  try {
    return (db.prepare('select coalesce(sum(views), 0) n from analytics_events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function beacon(body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/__view`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.url, 'user-agent': CHROME, ...headers },
    body,
  });
}

async function storage(page: Page) {
  return page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
}

beforeAll(async () => {
  // Figures rolled up every second, so the test sees them without waiting a minute.
  server = await startServer({ env: { ANALYTICS_ROLLUP_SECONDS: '1' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a visit in a real browser', () => {
  it('three public pages (one loaded, two by client-side navigation) are one visitor and three views, from Google, in Turkish; no cookie or storage', async () => {
    const context = await browser.newContext({ userAgent: CHROME, viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await newPage(context);
    await page.goto(`${server.url}/?utm_source=newsletter&utm_campaign=kasim`, {
      referer: 'https://www.google.com/search?q=funtech',
      waitUntil: 'load',
    });
    await waitForHydration(page);
    expect(await storage(page)).toEqual({ cookie: '', local: 0, session: 0 });
    for (const path of ['/hakkimizda', '/hizmetler']) {
      const sent = page.waitForRequest((r) => r.url() === `${server.url}/__view` && r.method() === 'POST');
      await page.locator(`header nav a[href="${path}"]`).first().click();
      await page.waitForURL(server.url + path);
      const request = await sent;
      expect(request.postData()).toBe(path);
      expect((await (await request.response())?.status()) ?? 204).toBe(204);
      expect(await storage(page)).toEqual({ cookie: '', local: 0, session: 0 });
    }
    expect(await context.cookies()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
    await until(() => (figure('total')?.views ?? 0) >= 3, 30_000, 'the views rolled up');
    expect(figure('total')).toMatchObject({ views: 3, visitors: 1 });
    expect(figure('page', '/')).toMatchObject({ views: 1, visitors: 1 });
    expect(figure('page', '/hakkimizda')).toMatchObject({ views: 1, visitors: 1 });
    expect(figure('page', '/hizmetler')).toMatchObject({ views: 1, visitors: 1 });
    expect(figure('referrer', 'google.com')).toMatchObject({ views: 1, visitors: 1 });
    expect(figure('utm_source', 'newsletter')).toMatchObject({ views: 1 });
    expect(figure('utm_campaign', 'kasim')).toMatchObject({ views: 1 });
    expect(figure('entry', '/')).toMatchObject({ views: 1, visitors: 1 });
    expect(figure('entry', '/hakkimizda')).toBeUndefined();
    expect(figure('lang', 'tr')).toMatchObject({ views: 3, visitors: 1 });
    expect(figure('lang', 'en')).toBeUndefined();
  });

  it('an English page by another browser is a second visitor, in English; a bot is counted as a bot, not a visitor', async () => {
    const context = await browser.newContext({ userAgent: FIREFOX });
    const page = await context.newPage();
    await page.goto(`${server.url}/en-about`);
    await context.close();
    const bot = await fetch(`${server.url}/hakkimizda`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(bot.status).toBe(200);
    await until(() => (figure('lang', 'en')?.views ?? 0) >= 1 && (figure('bots')?.views ?? 0) >= 1, 30_000, 'the English view and the bot');
    expect(figure('total')).toMatchObject({ views: 4, visitors: 2 });
    expect(figure('lang', 'en')).toMatchObject({ views: 1, visitors: 1 });
    expect(figure('bots')).toMatchObject({ views: 1, visitors: 0 });
    expect(figure('page', '/hakkimizda')).toMatchObject({ views: 1 });
    expect(figure('device', 'd')).toMatchObject({ views: 4, visitors: 2 });
  });
});

describe('what is not counted', () => {
  it('DNT, GPC, other spellings, files, data requests, 404s, the admin and HEAD leave no event', async () => {
    const before = eventCount();
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(server.url + path, { headers: { 'user-agent': CHROME, ...headers }, redirect: 'manual' }).then((r) => r.status);
    expect(await get('/hakkimizda', { dnt: '1' })).toBe(200);
    expect(await get('/hakkimizda', { 'sec-gpc': '1' })).toBe(200);
    expect(await get('/Hakkimizda')).toBe(301);
    expect(await get('/hakkimizda/')).toBe(301);
    expect(await get('/anasayfa')).toBe(301);
    expect(await get('/hakkimizda.data')).toBe(200);
    expect(await get('/sitemap.xml')).toBe(200);
    expect(await get('/robots.txt')).toBe(200);
    expect(await get('/blog/rss.xml')).toBe(200);
    expect(await get('/bulunmayan-sayfa')).toBe(404);
    expect(await get('/healthz')).toBe(200);
    expect(await get('/admin')).toBe(401);
    const head = await fetch(`${server.url}/hakkimizda`, { method: 'HEAD', headers: { 'user-agent': CHROME } });
    expect(head.status).toBe(200);
    // A signed-in admin looking at the site.
    const token = createAdminSession(server);
    expect(await get('/hizmetler', { cookie: `admin_session=${token}` })).toBe(200);
    // A flush is at most a second away: the next counted views arrive after everything above. The
    // second is answered from the page cache (in front of Express) and counts as well.
    const first = await fetch(`${server.url}/sss`, { headers: { 'user-agent': CHROME } });
    expect(first.status).toBe(200);
    await first.text(); // stored once its response has ended
    const hit = await fetch(`${server.url}/sss`, { headers: { 'user-agent': CHROME } });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    await until(() => eventCount() >= before + 2, 30_000, 'the control views');
    expect(eventCount()).toBe(before + 2);
  });

  it('no public page sets a cookie', async () => {
    const start = eventCount();
    for (const { path } of PUBLIC_PATHS) {
      const r = await fetch(server.url + path, { headers: { 'user-agent': CHROME } });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('set-cookie'), path).toBeNull();
      const html = await r.text();
      expect(html, path).toContain('/__view');
    }
    // Each of these was a view; wait for the buffer's flush so the next test starts from a still count.
    await until(() => eventCount() >= start + PUBLIC_PATHS.length, 30_000, 'the views of every public page');
  });
});

describe('the beacon endpoint', () => {
  it('refuses other origins, other spellings, unknown or non-public paths, wrong types, large bodies and GET', async () => {
    const before = eventCount();
    expect((await beacon('/hakkimizda', { origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await fetch(`${server.url}/__view`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '/hakkimizda' })).status,
    ).toBe(403);
    expect((await beacon('/hakkimizda', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon('/hakkimizda', { referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await beacon('/hakkimizda', { 'content-type': 'application/json' })).status).toBe(415);
    for (const spelling of [
      '/Hakkimizda',
      '/hakkimizda/',
      '//hakkimizda',
      '/%68akkimizda',
      '/x/../hakkimizda',
      'hakkimizda',
      '/hakkimizda?x=1',
      '/hakkimizda#a',
    ]) {
      expect((await beacon(spelling)).status, spelling).toBe(400);
    }
    for (const path of [
      '/bulunmayan-sayfa',
      '/admin',
      '/admin/ayarlar',
      '/sitemap.xml',
      '/blog/yok-boyle-yazi',
      '/__view',
      '/abonelik-iptal',
    ]) {
      expect((await beacon(path)).status, path).toBe(404);
    }
    expect((await beacon('/' + 'a'.repeat(600))).status).toBe(413);
    // A body without a declared length: refused before it is read (411, the HTTP layer's rule for public posts).
    const chunked = await rawRequest(server.url, {
      method: 'POST',
      path: '/__view',
      headers: { origin: server.url, 'content-type': 'text/plain' },
      body: '/'.repeat(1024),
      chunked: true,
    });
    // (Answered 411 and closed; when the close overtakes the answer, the client sees a reset instead.)
    expect(chunked.status === 411 || chunked.error !== undefined, JSON.stringify(chunked.status)).toBe(true);
    expect((await fetch(`${server.url}/__view`)).status).toBe(405);
    expect((await fetch(`${server.url}/__view`)).headers.get('set-cookie')).toBeNull();
    expect((await beacon('/sss', { dnt: '1' })).status).toBe(204);
    expect(eventCount()).toBe(before);
  });
});

describe('the admin', () => {
  it('shows the figures on the dashboard and the Analitik view (375 px, axe clean), exports CSV', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await loginAsAdmin(context, server);
    const { page } = await newPage(context);
    await gotoHydrated(page, `${server.url}/admin`);
    await page.getByTestId('visitors-30').waitFor();
    expect(Number((await page.getByTestId('visitors-30').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, `${server.url}/admin/analitik?range=7d`);
    expect(Number((await page.getByTestId('analytics-visitors').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('analytics-referrers').innerText()).resolves.toContain('google.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const token = createAdminSession(server);
    const csv = await fetch(`${server.url}/admin/analitik/gunluk.csv?from=2020-01-01&to=${new Date().toISOString().slice(0, 10)}`, {
      headers: adminHeaders(server, token),
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Gün;Boyut;Değer;Görüntüleme;Ziyaretçi');
    expect(text).toMatch(/;total;;\d+;\d+/);
  });
});

describe('the beacon under a flood', () => {
  it('one client gets at most 60 accepted a minute, the rest 429', async () => {
    const statuses: number[] = [];
    // 130 in a row span at most two minute windows: at most 120 (less what this client sent before) are accepted.
    for (let i = 0; i < 130; i++) statuses.push((await beacon('/blog', { 'user-agent': `${CHROME} flood-${i}` })).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(120);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 204 || s === 429)).toBe(true);
  });
});

describe('the setting', () => {
  it('with analytics_enabled off: no beacon script, nothing stored', async () => {
    const token = createAdminSession(server);
    const off = await fetch(`${server.url}/admin/ayarlar/sistem`, {
      method: 'POST',
      headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=analytics',
      redirect: 'manual',
    });
    expect(off.status).toBe(200);
    const before = eventCount();
    const html = await (await fetch(`${server.url}/iletisim`, { headers: { 'user-agent': CHROME } })).text();
    expect(html).not.toContain('/__view');
    const context = await browser.newContext({ userAgent: CHROME, viewport: { width: 1280, height: 900 } });
    const { page } = await newPage(context);
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/__view')) beacons.push(r.url());
    });
    await gotoHydrated(page, `${server.url}/`);
    await page.locator('header nav a[href="/hakkimizda"]').first().click();
    await page.waitForURL(`${server.url}/hakkimizda`);
    await context.close();
    expect(beacons).toEqual([]);
    // Stopping the server flushes what it holds in memory: nothing, or nothing written.
    expect(await server.stop()).toBe(0);
    expect(eventCount()).toBe(before);
  });
});
