import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';
import { closeAdminBrowser, openAdminBrowser } from '../helpers/admin-browser';
import { FORM_PAGE_PATHS, PAGE_IDS, PAGES } from '~/i18n/routes';

/**
 * No dead ends after the samples go, from a fresh start and only the admin: the checklist lists
 * the sample blog post; naming the founder brings back no sample line on the about page (either
 * language); after "Tüm örnek içeriği kaldır" (no project, no post left) no public page of the
 * route table or the sitemap, in either language, links to the empty projects or blog page, and
 * the sitemap does not list them.
 */
const EMPTY = ['/projeler', '/en-projects', '/blog', '/en-blog'];
const FOUNDER_SAMPLE = [
  'Kurucu ve CEO',
  '2025’ten beri şirketimizde',
  'Şirketin teknik vizyonunu',
  'Founder and CEO',
  'With the company since 2025',
  'Leads the technical vision',
];

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openAdminBrowser());
});

afterAll(() => closeAdminBrowser(browser, server));

const sampleRows = () =>
  page.locator('[data-testid="launch-checklist"] li[data-item^="sample."]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));

/** The about page's text as a visitor reads it. */
async function aboutText(p: Page, path: string) {
  await p.goto(server.url + path);
  return p.locator('main').innerText();
}

describe('no dead ends', () => {
  it('the checklist lists the sample blog post', async () => {
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    expect(await sampleRows()).toEqual(
      expect.arrayContaining([expect.stringContaining('Örnek içerik: Blog: Yapay zekâyı işinize katmanın beş adımı')]),
    );
    expect(
      await page
        .locator('[data-item^="sample.post:"]')
        .getByRole('button', { name: /Örnek içeriği kaldır/ })
        .count(),
    ).toBe(1);
  });

  it('naming the founder (as the checklist asks) adds no sample text to the about page', async () => {
    const visitor = await browser.newPage();
    try {
      // A fresh install shows the spec's sample card (listed by the checklist).
      expect(await aboutText(visitor, '/hakkimizda')).toContain('Kurucu ve CEO');

      await page.goto(`${server.url}/admin/ayarlar#founder_name`);
      await waitForHydration(page);
      await page.getByLabel('Kurucu adı').fill('Ayşe Yılmaz');
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await page.getByText('Ayarlar kaydedildi.').first().waitFor();

      for (const path of ['/hakkimizda', '/en-about']) {
        const text = await aboutText(visitor, path);
        expect(text, path).toContain('Ayşe Yılmaz');
        for (const sample of FOUNDER_SAMPLE) expect(text, `${path}: ${sample}`).not.toContain(sample);
      }
      // No longer sample, so not listed; the checklist's own founder item is done too.
      await page.goto(`${server.url}/admin`);
      await waitForHydration(page);
      expect(await page.locator('[data-item="sample.about.founder"]').count()).toBe(0);
      expect(await page.locator('[data-item="founder_name"]').count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('after "remove all", no page in either language links to the empty projects or blog page', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('remove-all-samples').click();
    await page.getByTestId('remove-all-samples').waitFor({ state: 'detached' });
    expect(await sampleRows()).toEqual([]);

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const p of EMPTY) expect(listed).not.toContain(p);
    expect(listed).toContain('/hakkimizda');

    // Every screen of the route table (removed pages answer 404 with quick links), the forms' pages and the sitemap.
    const paths = new Set<string>([
      ...PAGE_IDS.flatMap((id) => [PAGES[id].tr, PAGES[id].en]),
      ...Object.values(FORM_PAGE_PATHS).flatMap((p) => [p.tr, p.en]),
      ...listed,
      '/bu-sayfa-yok',
      '/en-missing-page',
    ]);
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      for (const ctx of [visitor, phone]) {
        const v = await ctx.newPage();
        for (const p of paths) {
          // The empty pages themselves still answer (a bookmark); only links to them are checked.
          if (EMPTY.includes(p)) continue;
          const res = await v.goto(server.url + p);
          expect([200, 404], p).toContain(res?.status());
          await waitForHydration(v);
          const hrefs = await v.locator('a[href]').evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).href));
          const dead = hrefs.filter((h) => {
            const u = new URL(h);
            return u.origin === new URL(v.url()).origin && EMPTY.includes(u.pathname.replace(/\/+$/, ''));
          });
          expect(dead, `${p} links to an empty section`).toEqual([]);
        }
      }
      // The empty pages still answer for a bookmark, without an error.
      for (const p of EMPTY) expect((await fetch(server.url + p)).status, p).toBe(200);
    } finally {
      await visitor.close();
      await phone.close();
    }
  });
});
