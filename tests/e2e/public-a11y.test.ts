import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { axeViolations, gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { PUBLIC_PATHS, insertPosts } from '../helpers/public-site';

/** axe-core finds no violations on any public page, in both languages, at desktop width and at 375 px. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  insertPosts(server.dataDir, [
    {
      slug: 'erisilebilirlik',
      titleTr: 'Erişilebilirlik',
      titleEn: 'Accessibility',
      published: true,
      publishDate: '2026-05-01T09:00:00.000Z',
      tags: ['a11y'],
    },
  ]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const EXTRA = ['/blog/erisilebilirlik', '/en-blog/erisilebilirlik', '/xyz', '/en-xyz', '/projeler?q=zzz'];
const PATHS = [...PUBLIC_PATHS.map((p) => p.path), ...EXTRA];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 812 },
]) {
  describe(`axe-core, ${viewport.name}`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const path of PATHS) {
      it(path, async () => {
        const { page } = await newPage(context);
        try {
          await gotoHydrated(page, server.url + path);
          expect(await axeViolations(page)).toEqual([]);
          // Nothing overflows sideways (a sign of a broken layout at this width).
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        } finally {
          await page.close();
        }
      });
    }
  });
}

describe('axe-core, open mobile menu', () => {
  it('has no violations with the stacked menu open at 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const { page } = await newPage(context);
    await gotoHydrated(page, server.url + '/en-home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
