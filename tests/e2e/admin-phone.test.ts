import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';

/**
 * The admin panel on a phone (375 px): every tab without sideways scrolling, lists as
 * cards whose row actions are on screen, long e-mail addresses on whole lines, the
 * tab bar reachable. Rows come from the public forms, as a visitor would send them.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const WIDTH = 375;
const LONG_EMAIL = 'cok.uzun.bir.eposta.adresi.ornegi@ornek-sirket-alanadi.com.tr';
const TABS = [
  '/admin',
  '/admin/projeler',
  '/admin/danismanlik',
  '/admin/danismanlik/mesajlar',
  '/admin/sayfalar',
  '/admin/metinler',
  '/admin/icerik',
  '/admin/e-bulten',
  '/admin/e-bulten/kampanyalar',
  '/admin/ayarlar',
  '/admin/ayarlar/sistem',
  '/admin/analitik',
  '/admin/etkinlik',
  '/admin/ayarlar/kullanicilar',
  '/admin/ayarlar/eposta',
  '/admin/ayarlar/eposta/gunluk',
  '/admin/hesabim',
];

async function post(path: string, fields: Record<string, string>) {
  const r = await fetch(server.url + path, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  expect(r.status, path).toBe(200);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await post('/danismanlik-talebi', {
    name: 'Ayşe',
    surname: 'Yılmazoğlu',
    email: LONG_EMAIL,
    phone: '0555 123 45 67',
    service_description: 'Kurumsal web sitemizi yenilemek ve bir yönetim paneli eklemek istiyoruz.',
  });
  await post('/iletisim', {
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: LONG_EMAIL,
    phone: '0555 765 43 21',
    message: 'Merhaba, mobil uygulama projeniz hakkında bilgi almak istiyorum.',
  });
  await post('/e-bulten', { email: LONG_EMAIL });
  context = await browser.newContext({ viewport: { width: WIDTH, height: 812 }, isMobile: true, hasTouch: true });
  await loginAsAdmin(context, server);
  ({ page } = await newPage(context));
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the admin panel at 375 px', () => {
  it('no tab scrolls sideways, and every list row is a card with its actions on screen', async () => {
    for (const path of TABS) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, path).toBeLessThanOrEqual(WIDTH);
      for (const row of await page.locator('main table tbody tr').all()) {
        const box = await row.boundingBox();
        expect(box!.x, path).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, path).toBeLessThanOrEqual(WIDTH);
        for (const action of await row.locator('button:visible, a:visible').all()) {
          const b = (await action.boundingBox())!;
          expect(b.x + b.width, `${path}: ${await action.getAttribute('aria-label')}`).toBeLessThanOrEqual(WIDTH);
        }
      }
    }
  });

  it('shows each field of a row with its label, and long e-mail addresses on whole lines', async () => {
    for (const path of ['/admin/danismanlik', '/admin/danismanlik/mesajlar', '/admin/e-bulten']) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const row = page.locator('main table tbody tr').first();
      const labels = await row
        .locator('td[data-label]')
        .evaluateAll((cells) =>
          cells.filter((c) => (c as HTMLElement).offsetParent !== null).map((c) => getComputedStyle(c, '::before').content),
        );
      expect(labels.length, path).toBeGreaterThan(0);
      for (const label of labels) expect(label, path).not.toBe('none');
      // Letter-by-letter wrapping shows as a box narrower than a few characters and many lines tall.
      const email = row.getByText(LONG_EMAIL).first();
      const box = (await email.boundingBox())!;
      expect(box.width, path).toBeGreaterThan(200);
      expect(box.height, path).toBeLessThan(80);
    }
  });

  it('reaches every tab from the tab bar by scrolling it, not the page', async () => {
    await page.goto(server.url + '/admin', { waitUntil: 'networkidle' });
    const settings = page.getByRole('navigation').getByRole('link', { name: 'Ayarlar' });
    await settings.scrollIntoViewIfNeeded();
    const box = (await settings.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    await settings.click();
    await page.waitForURL(/\/admin\/ayarlar$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  });

  it('opens the editors as dialogs that fit the screen, with their save button in reach', async () => {
    for (const path of ['/admin/projeler', '/admin/icerik', '/admin/sayfalar']) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page
        .locator('main')
        .getByRole('link', { name: /^Yeni/ })
        .or(page.locator('main').getByRole('button', { name: /^Yeni/ }))
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(WIDTH);
      expect(box.y + box.height, path).toBeLessThanOrEqual(812);
      // The save button is on screen, or reached by scrolling the dialog (never the page behind it).
      const button = dialog.getByRole('button', { name: /Kaydet|Oluştur/ }).last();
      await button.scrollIntoViewIfNeeded();
      const save = (await button.boundingBox())!;
      expect(save.y + save.height, path).toBeLessThanOrEqual(812);
      expect(save.x + save.width, path).toBeLessThanOrEqual(WIDTH);
      await page.keyboard.press('Escape');
    }
  });

  it('has no accessibility violations on any tab, at 375 px and at 1440 px', async () => {
    try {
      for (const width of [WIDTH, 1440]) {
        await page.setViewportSize({ width, height: width === WIDTH ? 812 : 900 });
        for (const path of TABS) {
          await page.goto(server.url + path, { waitUntil: 'networkidle' });
          const violations = await axeViolations(page);
          expect(violations, `${path} at ${width} px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
        }
      }
    } finally {
      await page.setViewportSize({ width: WIDTH, height: 812 });
    }
  }, 240_000);
});
