import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * The controls a visitor may touch in the first seconds work before the scripts have loaded
 * (public pages hydrate after the first paint) and without JavaScript: the mobile menu (an HTML
 * popover), its links and its "get a quote" link, the language toggle, the consultation button
 * (a link to the consultation page), the FAQ accordion (<details>). Two ways to be without
 * scripts: JavaScript disabled, and JavaScript on with every script of the site blocked (the
 * page as it is before hydration). Once hydrated, the menu closes on navigation.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MOBILE = { width: 375, height: 812 };

/** A page with no scripts of the site running: JavaScript disabled, or the site's scripts blocked. */
async function scriptless(mode: 'disabled' | 'blocked'): Promise<{ context: BrowserContext; page: Page; blocked: string[] }> {
  const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: mode === 'blocked' });
  const page = await context.newPage();
  const blocked: string[] = [];
  if (mode === 'blocked') {
    await page.route('**/assets/*.js', (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
  }
  return { context, page, blocked };
}

const isOpen = (page: Page) => page.locator('#mobile-menu').evaluate((m) => m.matches(':popover-open'));

for (const mode of ['disabled', 'blocked'] as const) {
  describe(`without scripts (${mode === 'disabled' ? 'JavaScript disabled' : 'scripts blocked'})`, () => {
    it('the mobile menu opens at 375 px, its links navigate, and it closes with the button and Escape', async () => {
      const { context, page, blocked } = await scriptless(mode);
      await page.goto(server.url + '/hakkimizda');
      const button = page.locator('#mobile-menu-button');
      const menu = page.locator('#mobile-menu');
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-label')).toBe('Menüyü aç');
      expect(await button.getAttribute('aria-controls')).toBe('mobile-menu');
      expect(await menu.isVisible()).toBe(false);

      await button.click();
      expect(await isOpen(page)).toBe(true);
      expect(await menu.getByRole('link').allInnerTexts()).toEqual([
        'Hakkımızda',
        'Hizmetler',
        'Projeler',
        'Blog',
        'İletişim',
        'Teklif Alın',
      ]);
      // The open menu sits under the header, not over it, and the close icon shows.
      const headerBottom = await page.locator('#site-header').evaluate((h) => h.getBoundingClientRect().bottom);
      expect(await menu.evaluate((m) => m.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
      expect(await button.locator('svg.lucide-x').isVisible()).toBe(true);
      expect(await button.locator('svg.lucide-menu').isVisible()).toBe(false);

      // The button closes it again; so does Escape.
      await button.click();
      expect(await isOpen(page)).toBe(false);
      await button.click();
      await page.keyboard.press('Escape');
      expect(await isOpen(page)).toBe(false);

      await button.click();
      await menu.getByRole('link', { name: 'Hizmetler' }).click();
      await page.waitForURL(server.url + '/hizmetler');
      expect(await page.locator('h1').isVisible()).toBe(true);
      expect(await isOpen(page)).toBe(false);
      if (mode === 'blocked') expect(blocked.length).toBeGreaterThan(0);
      await context.close();
    });

    it('the menu is usable with the keyboard', async () => {
      const { context, page } = await scriptless(mode);
      await page.goto(server.url + '/en-about');
      // Skip link, logo, language toggle, then the menu button.
      const order: string[] = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || ''));
      }
      expect(order).toEqual(['Skip to content', 'FunTech', 'TR', 'mobile-menu-button']);
      // Visible focus: the focus ring is drawn.
      expect(await page.locator('#mobile-menu-button').evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      expect(await isOpen(page)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(server.url + '/en-services');
      await context.close();
    });

    it('"Get a Quote" in the menu and the consultation button are links to the consultation page', async () => {
      const { context, page } = await scriptless(mode);
      await page.goto(server.url + '/en-home');
      await page.locator('#mobile-menu-button').click();
      const quote = page.locator('#mobile-menu').getByRole('link', { name: 'Get a Quote' });
      expect(await quote.getAttribute('href')).toBe('/en-consultation');
      await quote.click();
      await page.waitForURL(server.url + '/en-consultation');
      expect(await page.locator('main form input[name="email"]').count()).toBe(1);

      await page.goto(server.url + '/hizmetler');
      const card = page.locator('article#web-gelistirme');
      await card.getByRole('link', { name: 'Teklif Alın — Web Geliştirme' }).click();
      await page.waitForURL(server.url + '/danismanlik-talebi');
      await context.close();
    });

    it('the language toggle and the FAQ accordion work', async () => {
      const { context, page } = await scriptless(mode);
      await page.goto(server.url + '/sss');
      const first = page.locator('details').first();
      expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await first.locator('summary').click();
      expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await first.locator('p').isVisible()).toBe(true);
      // One open at a time (the <details> share a name).
      const second = page.locator('details').nth(1);
      await second.locator('summary').click();
      expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);

      await page.getByRole('link', { name: 'Switch to English' }).click();
      await page.waitForURL(server.url + '/en-faq');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    });
  });
}

describe('tablet width', () => {
  it('at 768 px the menu button and its "Get a Quote" are there (the row of links and the header button start at 1024 px)', async () => {
    for (const [width, menu] of [
      [768, true],
      [1024, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 1024 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(server.url + '/en-services');
      expect(await page.locator('#mobile-menu-button').isVisible(), `${width}`).toBe(menu);
      expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible(), `${width}`).toBe(!menu);
      if (menu) {
        await page.locator('#mobile-menu-button').click();
        expect(await page.locator('#mobile-menu').getByRole('link', { name: 'Get a Quote' }).isVisible()).toBe(true);
      } else {
        expect(await page.locator('#site-header > div').getByRole('link', { name: 'Get a Quote' }).isVisible()).toBe(true);
      }
      await context.close();
    }
  });
});

describe('once hydrated', () => {
  it('the mobile menu mirrors its state, closes on navigation and keeps Escape and focus right', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/');
    const button = page.locator('#mobile-menu-button');
    const menu = page.locator('#mobile-menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await isOpen(page)).toBe(true);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Menüyü kapat');

    await menu.getByRole('link', { name: 'Projeler' }).click();
    await page.waitForURL(server.url + '/projeler');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Projeler'));
    // A client-side navigation: the page was not reloaded, the menu closed itself.
    expect(await isOpen(page)).toBe(false);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-label')).toBe('Menüyü aç');

    // Escape closes it and the focus stays on (or returns to) the button.
    await button.click();
    await menu.getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mobile-menu-button');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a menu opened before hydration is still open, and closes on navigation, after it', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const { page, consoleErrors } = await newPage(context);
    // Hold the scripts back, open the menu, then let them run.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '/en-home', { waitUntil: 'commit' });
    await page.locator('#mobile-menu-button').click();
    expect(await isOpen(page)).toBe(true);
    release();
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__reactProps')), null, { timeout: 20_000 });
    expect(await isOpen(page)).toBe(true);
    await expect.poll(() => page.locator('#mobile-menu-button').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(server.url + '/en-contact');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('"Get a Quote" opens the consultation dialog from the header and from the mobile menu (both languages)', async () => {
    const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, consoleErrors } = await newPage(wide);
    await gotoHydrated(page, server.url + '/');
    const header = page.locator('#site-header');
    const quote = header.getByRole('link', { name: 'Teklif Alın' }).first();
    expect(await quote.isVisible()).toBe(true);
    expect(await quote.getAttribute('href')).toBe('/danismanlik-talebi');
    await quote.click();
    const dialog = page.getByRole('dialog', { name: 'Ücretsiz Danışmanlık Talebi' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(server.url + '/');
    expect(consoleErrors).toEqual([]);
    await wide.close();

    const narrow = await browser.newContext({ viewport: MOBILE });
    const m = await newPage(narrow);
    await gotoHydrated(m.page, server.url + '/en-services');
    await m.page.locator('#mobile-menu-button').click();
    await m.page.locator('#mobile-menu').getByRole('link', { name: 'Get a Quote' }).click();
    const enDialog = m.page.getByRole('dialog', { name: 'Free Consultation Request' });
    await enDialog.waitFor();
    // The menu closed so the dialog is not under it; the dialog's fields take input.
    expect(await isOpen(m.page)).toBe(false);
    await enDialog.getByLabel('Email').first().fill('visitor@example.org');
    await m.page.keyboard.press('Escape');
    await enDialog.waitFor({ state: 'detached' });
    expect(await m.page.evaluate(() => document.activeElement?.id)).toBe('mobile-menu-button');
    expect(m.consoleErrors).toEqual([]);
    await narrow.close();
  });
});
