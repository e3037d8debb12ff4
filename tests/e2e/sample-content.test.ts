import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { SCREENSHOTS_DIR as SCREENSHOTS } from '../helpers/screenshots';

/**
 * Sample content (ADR 026), from a fresh start and only the
 * admin: the launch checklist lists the sample company's claims with a link to
 * edit each; "Tüm örnek içeriği kaldır" then leaves every public page of the
 * sitemap, in both languages, without those claims and without an empty
 * section, and the removed pages answer 404 and leave the menus.
 */
/** The claims, as visitors read them in either language. */
const CLAIMS = [
  /100\+/,
  /Mutlu Müşteri|Happy Clients/,
  /100[.,]000\+/,
  /Uygulama İndirmesi|App Downloads/,
  /Canlı Destek\s*Yakında|Live Support\s*Coming Soon/i,
  /Kilometre Taşlarımız|Our Milestones/,
  /FunAI|QuakeSafe|FunVest/,
  /Yatırımcı İlişkileri|Investor Relations/,
  // Inside sentences (ADR 029): downloads, the founding story, 7/24, "yakında", free support, delivery weeks, prices.
  /indirme|downloads/i,
  /2020|5 yılı|5\+|more than 5 years/,
  /7\/24|24\/7/,
  /yakında|coming soon/i,
  /ücretsiz destek|free support|1 yıl|1 year/i,
  /2-12 (hafta|weeks)/,
  /\d{2}[.,]000\+? TL/,
];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await loginAsAdmin(context, server);
  ({ page } = await newPage(context));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sampleRows = () =>
  page.locator('[data-testid="launch-checklist"] li[data-item^="sample."]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));

describe('sample content', () => {
  it('the checklist lists the sample claims, each with a link to edit it', async () => {
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    const rows = await sampleRows();
    for (const claim of [
      'Örnek içerik: 100+ Mutlu Müşteri',
      'Örnek içerik: 100.000+ Uygulama İndirmesi',
      'Örnek içerik: Canlı Destek – Yakında',
      'Örnek içerik: FunAI',
      'Örnek içerik: Hizmetler – mobil uygulamalar: “100.000+ indirmeye ulaşan uygulama deneyimi”',
      'Örnek içerik: Hakkımızda – tanıtım',
      'Örnek içerik: SSS – teknik destek',
      'Örnek içerik: Destek – arama motoru açıklaması',
      'Örnek içerik: Hizmetler ve anasayfa: başlangıç fiyatları',
    ])
      expect(rows.some((r) => r.includes(claim))).toBe(true);
    const clients = page.locator('[data-item="sample.home.stats.clients"]');
    expect(await clients.getByRole('link', { name: 'Düzenle' }).getAttribute('href')).toBe('/admin/metinler?q=home.stats.clients');
    expect(await clients.getByRole('button', { name: /Örnek içeriği kaldır/ }).count()).toBe(1);
    expect(await page.locator('[data-item="sample.prose.faq.support"]').getByRole('link', { name: 'Düzenle' }).getAttribute('href')).toBe(
      '/admin/metinler?q=faq.items',
    );
    await page.locator('[data-item="sample.home.stats.clients"]').scrollIntoViewIfNeeded();
    await page.getByTestId('launch-checklist').screenshot({ path: path.join(SCREENSHOTS, 'admin-checklist-sample-1440.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('launch-checklist').screenshot({ path: path.join(SCREENSHOTS, 'admin-checklist-sample-375.png') });
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  it('one item is removed on its own', async () => {
    await page
      .locator('[data-item="sample.about.facts.founded"]')
      .getByRole('button', { name: /Örnek içeriği kaldır/ })
      .click();
    await page.locator('[data-item="sample.about.facts.founded"]').waitFor({ state: 'detached' });
    expect((await sampleRows()).length).toBeGreaterThan(5);
  });

  it('"remove all" leaves every public page in both languages without the claims and without empty sections', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('remove-all-samples').click();
    await page.getByTestId('remove-all-samples').waitFor({ state: 'detached' });
    expect(await sampleRows()).toEqual([]);

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/en-home', '/hakkimizda', '/en-about', '/destek', '/en-support']));
    expect(paths).not.toContain('/yatirimcilar');
    expect(paths).not.toContain('/en-documentation');

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await visitor.newPage();
    try {
      for (const p of paths) {
        const res = await v.goto(`${server.url}${p}`);
        expect(res?.status(), p).toBe(200);
        const text = await v.locator('body').innerText();
        // What search engines and link previews read, too.
        const meta = await v
          .locator('head meta[name="description"], head meta[property^="og:"], head meta[name^="twitter:"], head title')
          .evaluateAll((els) => els.map((e) => e.getAttribute('content') ?? e.textContent ?? '').join('\n'));
        for (const claim of CLAIMS) {
          expect(text, `${p}: ${claim}`).not.toMatch(claim);
          expect(meta, `${p} (head): ${claim}`).not.toMatch(claim);
        }
        // No section, list or figure row left without content.
        const empty = await v
          .locator('main')
          .evaluate((main) =>
            [...main.querySelectorAll('section, ul, ol, dl')]
              .filter((el) => (el as HTMLElement).innerText.trim() === '' || (el.matches('ul, ol, dl') && el.children.length === 0))
              .map((el) => el.outerHTML.slice(0, 120)),
          );
        expect(empty, p).toEqual([]);
        // The menus drop the removed pages.
        for (const gone of ['/yatirimcilar', '/en-investors', '/dokumantasyon', '/en-documentation'])
          expect(await v.locator(`a[href="${gone}"]`).count(), `${p} links ${gone}`).toBe(0);
      }
      for (const gone of ['/yatirimcilar', '/en-investors', '/dokumantasyon', '/en-documentation'])
        expect((await v.goto(`${server.url}${gone}`))?.status(), gone).toBe(404);
    } finally {
      await visitor.close();
    }
  });
});
