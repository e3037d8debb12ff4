import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { catalog } from '~/i18n/catalog';
import { gotoHydrated, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * The controls a visitor may touch in the first seconds work before the scripts have loaded
 * (public pages hydrate after the first paint) and without JavaScript: the mobile menu (an HTML
 * popover), its links and its "get a quote" link, the language toggle, the consultation button
 * (a link to the consultation page), the FAQ accordion (<details>), the documentation tabs (links
 * to their panels, shown by :target), in-page anchors, the project filters (a GET form and
 * links) and the newsletter, contact and consultation forms (plain posts). Two ways to be
 * without scripts: JavaScript disabled, and JavaScript on with every script of the site blocked
 * (the page as it is before hydration). Once hydrated, the same controls still work: the menu
 * closes on navigation, the documentation tabs are ARIA tabs (keyboard) that keep the address.
 * (The header's "More" disclosure: public-header-pages.test.ts.)
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A few form posts from one address in each mode: the rate limit is tested in forms-http.test.ts.
  server = await startServer({ env: { RATE_LIMIT_FORMS_PER_MINUTE: '1000' } });
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

const TAB_KEYS = ['tutorials', 'sdk', 'examples'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** The documentation page's tabs: which panels show, which tab link has the selected look, where the tab row is. */
function docTabs(page: Page, lang: 'tr' | 'en') {
  const t = catalog[lang].docs;
  const panel = (key: TabKey) => page.locator(`[data-tab-panel="${t.tabs.anchors[key]}"]`);
  const link = (key: TabKey) => page.locator(`[data-tab-trigger="${t.tabs.anchors[key]}"]`);
  return {
    t,
    panel,
    link,
    /** The keys of the panels on screen. */
    async shown(): Promise<TabKey[]> {
      const out: TabKey[] = [];
      for (const key of TAB_KEYS) if (await panel(key).isVisible()) out.push(key);
      return out;
    },
    /** The keys of the tab links drawn as selected (white background; poll it: the colour fades in). */
    async looksSelected(): Promise<TabKey[]> {
      const out: TabKey[] = [];
      for (const key of TAB_KEYS) {
        if ((await link(key).evaluate((a) => getComputedStyle(a).backgroundColor)) === 'rgb(255, 255, 255)') out.push(key);
      }
      return out;
    },
    /** The tab row is on screen, below the fixed header. */
    async rowInView(): Promise<boolean> {
      const headerBottom = await page.locator('#site-header').evaluate((h) => h.getBoundingClientRect().bottom);
      const row = await link('tutorials').evaluate((a) => a.parentElement!.getBoundingClientRect());
      const height = await page.evaluate(() => window.innerHeight);
      return row.top >= headerBottom - 1 && row.bottom <= height;
    },
  };
}

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

    it('the documentation tabs are links that show their panel; a link to a tab opens it; back goes to the previous tab', async () => {
      for (const lang of ['tr', 'en'] as const) {
        const { context, page } = await scriptless(mode);
        const path = lang === 'tr' ? '/dokumantasyon' : '/en-documentation';
        await page.goto(server.url + path);
        const d = docTabs(page, lang);
        // Plain links until the page hydrates (no tab roles that would promise arrow keys).
        expect(await page.locator('[role="tab"], [role="tablist"], [role="tabpanel"]').count()).toBe(0);
        expect(await d.link('sdk').getAttribute('href')).toBe(`#${d.t.tabs.anchors.sdk}`);
        expect(await d.shown()).toEqual(['tutorials']);
        await expect.poll(() => d.looksSelected()).toEqual(['tutorials']);

        await d.link('sdk').click();
        await page.waitForURL(`${server.url}${path}#${d.t.tabs.anchors.sdk}`);
        expect(await d.shown()).toEqual(['sdk']);
        await expect.poll(() => d.looksSelected()).toEqual(['sdk']);
        expect(await d.panel('sdk').innerText()).toContain(d.t.sdk.technologies[0]!);
        await expect.poll(() => d.rowInView()).toBe(true);

        // With the keyboard: the links are in the tab order, Enter follows one.
        await d.link('examples').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(`${server.url}${path}#${d.t.tabs.anchors.examples}`);
        expect(await d.shown()).toEqual(['examples']);
        await expect.poll(() => d.looksSelected()).toEqual(['examples']);

        await page.goBack();
        await page.waitForURL(`${server.url}${path}#${d.t.tabs.anchors.sdk}`);
        expect(await d.shown()).toEqual(['sdk']);

        // A shared link to a tab.
        await page.goto(`${server.url}${path}#${d.t.tabs.anchors.examples}`);
        expect(await d.shown()).toEqual(['examples']);
        await expect.poll(() => d.looksSelected()).toEqual(['examples']);
        expect(await d.panel('examples').innerText()).toContain(d.t.examples.items[0]!.title);
        await expect.poll(() => d.rowInView()).toBe(true);

        // The hero's quick start jumps to the first guide; the tabs keep their default.
        await page.goto(server.url + path);
        await page.getByRole('link', { name: d.t.hero.quickStart }).click();
        await page.waitForURL(`${server.url}${path}#${d.t.guides.items[0]!.anchor}`);
        await expect.poll(() => page.locator(`#${d.t.guides.items[0]!.anchor}`).evaluate((el) => el.matches(':target'))).toBe(true);
        expect(await d.shown()).toEqual(['tutorials']);
        await context.close();
      }
    });

    it("the footer's live-support link scrolls back to the top", async () => {
      const { context, page } = await scriptless(mode);
      await page.goto(server.url + '/en-contact');
      const link = page.locator('footer').getByRole('link', { name: catalog.en.footer.support.liveSupport });
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await link.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await context.close();
    });

    it('the project filters: the search is a GET form, the categories are links', async () => {
      const { context, page } = await scriptless(mode);
      await page.goto(server.url + '/projeler');
      await page.getByRole('searchbox').fill('deprem');
      await page.getByRole('button', { name: catalog.tr.projects.search.submit }).click();
      await page.waitForURL(/\/projeler\?q=deprem$/);
      expect(await page.locator('main article h3').allInnerTexts()).toEqual(['QuakeSafe']);
      await page
        .getByRole('navigation', { name: catalog.tr.projects.search.categoryLabel })
        .getByRole('link', { name: 'Yapay Zeka' })
        .click();
      await page.waitForURL(/category=/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('deprem');
      expect(await page.getByText(catalog.tr.projects.noMatch).isVisible()).toBe(true);
      await context.close();
    });

    it('the newsletter, contact and consultation forms post without scripts and show the answer', async () => {
      const unique = `${mode}-${Date.now().toString(36)}`;
      const { context, page } = await scriptless(mode);
      const f = catalog.en.forms;
      const notice = (title: string, text: string) =>
        page.locator('main').locator('[role=alert], [role=status]').filter({ hasText: title }).filter({ hasText: text }).first();

      // The newsletter in the footer posts to the newsletter page, which answers.
      await page.goto(server.url + '/en-about');
      const footer = page.locator('footer form');
      await footer.getByLabel(f.newsletter.label, { exact: true }).fill(`news-${unique}@example.com`);
      await footer.getByRole('button', { name: f.newsletter.submit }).click();
      await page.waitForURL(server.url + '/en-newsletter');
      await notice(f.newsletter.successTitle, f.newsletter.success).waitFor();

      await page.goto(server.url + '/en-contact');
      const contact = page.locator('main form');
      await contact.getByLabel(f.contact.firstName, { exact: true }).fill('Jane');
      await contact.getByLabel(f.contact.lastName, { exact: true }).fill('Doe');
      await contact.getByLabel(f.contact.email, { exact: true }).fill(`contact-${unique}@example.com`);
      await contact.getByLabel(f.contact.phone, { exact: true }).fill('+90 555 123 45 67');
      await contact.getByLabel(f.contact.message, { exact: true }).fill('A question about a project.');
      await contact.getByRole('button', { name: f.contact.submit }).click();
      await notice(f.contact.successTitle, f.contact.success).waitFor();
      expect(page.url()).toBe(server.url + '/en-contact');

      await page.goto(server.url + '/en-consultation');
      const consult = page.locator('main form');
      const c = f.consultation;
      await consult.getByLabel(c.name, { exact: true }).fill('Jane');
      await consult.getByLabel(c.surname, { exact: true }).fill('Doe');
      await consult.getByLabel(c.email, { exact: true }).fill(`consult-${unique}@example.com`);
      await consult.getByLabel(c.phone, { exact: true }).fill('0532 123 45 67');
      await consult.getByLabel(c.serviceDescription, { exact: true }).fill('We would like a new company website.');
      await consult.getByRole('button', { name: c.submit }).click();
      await notice(c.successTitle, c.success).waitFor();
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
    await waitForHydration(page);
    expect(await isOpen(page)).toBe(true);
    await expect.poll(() => page.locator('#mobile-menu-button').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(server.url + '/en-contact');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the documentation tabs become ARIA tabs: click, arrow keys, Home/End, Space; the address follows; a link to a tab opens it', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const path = lang === 'tr' ? '/dokumantasyon' : '/en-documentation';
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const { page, consoleErrors } = await newPage(context);
      await gotoHydrated(page, server.url + path);
      const d = docTabs(page, lang);
      const list = page.getByRole('tablist', { name: d.t.tabs.label });
      await list.waitFor();
      const tab = (key: TabKey) => list.getByRole('tab', { name: d.t.tabs[key] });
      const selected = () => list.locator('[role="tab"][aria-selected="true"]').innerText();
      expect(await list.getByRole('tab').count()).toBe(3);
      expect(await selected()).toBe(d.t.tabs.tutorials);
      expect(await page.getByRole('tabpanel').count()).toBe(1);
      expect(await d.shown()).toEqual(['tutorials']);
      expect(await tab('tutorials').getAttribute('tabindex')).toBe('0');
      expect(await tab('sdk').getAttribute('tabindex')).toBe('-1');

      // A click selects without a jump; the address carries the tab.
      await d.panel('tutorials').scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await tab('sdk').click();
      await expect.poll(selected).toBe(d.t.tabs.sdk);
      expect(page.url()).toBe(`${server.url}${path}#${d.t.tabs.anchors.sdk}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await d.shown()).toEqual(['sdk']);
      await expect.poll(() => d.looksSelected()).toEqual(['sdk']);
      expect(await page.getByRole('tabpanel', { name: d.t.tabs.sdk }).isVisible()).toBe(true);

      // The keyboard: arrows wrap around, Home and End, focus selects.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
      await page.keyboard.press('ArrowRight');
      await expect.poll(selected).toBe(d.t.tabs.examples);
      await page.keyboard.press('ArrowRight');
      await expect.poll(selected).toBe(d.t.tabs.tutorials);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(selected).toBe(d.t.tabs.examples);
      expect(page.url()).toBe(`${server.url}${path}#${d.t.tabs.anchors.examples}`);
      await page.keyboard.press('Home');
      await expect.poll(selected).toBe(d.t.tabs.tutorials);
      await page.keyboard.press('End');
      await expect.poll(selected).toBe(d.t.tabs.examples);
      expect(await d.shown()).toEqual(['examples']);
      // Space on a tab selects it and does not scroll the page.
      const at = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      expect(await selected()).toBe(d.t.tabs.examples);
      expect(await page.evaluate(() => window.scrollY)).toBe(at);
      // Tab leaves the row for the panel.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

      // A link to a tab, opened after hydration too; a fragment that names something else leaves the tabs alone.
      await gotoHydrated(page, `${server.url}${path}#${d.t.tabs.anchors.sdk}`);
      await expect.poll(selected).toBe(d.t.tabs.sdk);
      expect(await d.shown()).toEqual(['sdk']);
      await page.getByRole('link', { name: d.t.hero.quickStart }).click();
      await page.waitForURL(`${server.url}${path}#${d.t.guides.items[0]!.anchor}`);
      expect(await selected()).toBe(d.t.tabs.sdk);
      // Back and forward reach the tabs too.
      await page.goBack();
      await page.waitForURL(`${server.url}${path}#${d.t.tabs.anchors.sdk}`);
      await page.evaluate((hash) => (window.location.hash = hash), d.t.tabs.anchors.examples);
      await expect.poll(selected).toBe(d.t.tabs.examples);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('a tab chosen before hydration stays chosen after it, and nothing moves', async () => {
    // Reduced motion: the jump to the panel is immediate (no smooth scrolling still under way when measured).
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const { page, consoleErrors } = await newPage(context);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '/en-documentation', { waitUntil: 'domcontentloaded' });
    const d = docTabs(page, 'en');
    await d.link('examples').click();
    // 'commit': the page's `load` waits for the held scripts when their preloads are in the head (the stock build).
    await page.waitForURL(`${server.url}/en-documentation#examples`, { waitUntil: 'commit' });
    expect(await d.shown()).toEqual(['examples']);
    await expect.poll(() => d.rowInView()).toBe(true);
    // Where the tab row and the panel are, in one go.
    const box = () =>
      d
        .panel('examples')
        .evaluate((panel) =>
          JSON.stringify([
            document.querySelector('[data-tab-trigger]')!.parentElement!.getBoundingClientRect(),
            panel.getBoundingClientRect(),
          ]),
        );
    await expect.poll(() => d.looksSelected()).toEqual(['examples']);
    const before = await box();
    release();
    await waitForHydration(page);
    await page.getByRole('tab', { name: d.t.tabs.examples, selected: true }).waitFor();
    expect(await d.shown()).toEqual(['examples']);
    expect(await box()).toEqual(before);
    expect(await d.looksSelected()).toEqual(['examples']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the FAQ accordion and the language toggle still work once hydrated', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/en-faq');
    const first = page.locator('main details').first();
    await first.locator('summary').click();
    expect(await first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await page.locator('main details').nth(1).locator('summary').press('Enter');
    await expect
      .poll(() =>
        page
          .locator('main details')
          .nth(1)
          .evaluate((el) => (el as HTMLDetailsElement).open),
      )
      .toBe(true);
    expect(await first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await page.getByRole('link', { name: 'Türkçeye geç' }).click();
    await page.waitForURL(server.url + '/sss');
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
    // Radix gives the focus back in a timer after the dialog has gone.
    await expect.poll(() => m.page.evaluate(() => document.activeElement?.id)).toBe('mobile-menu-button');
    expect(m.consoleErrors).toEqual([]);
    await narrow.close();
  });
});
