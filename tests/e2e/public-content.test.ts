import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { LOCALES, TIME_ZONE, type Lang } from '~/i18n/lang';
import { PAGES } from '~/i18n/routes';
import { DEFAULT_SETTINGS } from '~/domain/settings/schema';
import { axeViolations, gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

/** The static content screens (spec §2) and the h1 each shows, from the catalogue. */
const CONTENT_PAGES = ['support', 'faq', 'documentation', 'privacy', 'terms', 'investors', 'partners'] as const;
type ContentPage = (typeof CONTENT_PAGES)[number];

function heading(page: ContentPage, lang: Lang): string {
  const t = catalog[lang];
  switch (page) {
    case 'support':
      return t.support.hero.title;
    case 'faq':
      return t.faq.hero.title;
    case 'documentation':
      return t.docs.hero.title;
    case 'privacy':
      return t.legal.privacy.title;
    case 'terms':
      return t.legal.terms.title;
    case 'investors':
      return t.corporate.investors.title;
    case 'partners':
      return t.corporate.partners.title;
  }
}

const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;

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

async function open(context: BrowserContext, path: string, { js = true } = {}) {
  const { page, consoleErrors } = await newPage(context);
  const response = js ? await gotoHydrated(page, server.url + path) : await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return { page, consoleErrors, status: response?.status() };
}

describe('content pages in both languages', () => {
  for (const id of CONTENT_PAGES) {
    for (const lang of ['tr', 'en'] as const) {
      const path = PAGES[id][lang];
      it(`${path}: 200, one h1 from the catalogue, no console errors, no axe violations at 1440 and 375 px`, async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        try {
          const { page, consoleErrors, status } = await open(context, path);
          expect(status).toBe(200);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          await expect.poll(() => page.locator('h1').allInnerTexts()).toEqual([heading(id, lang)]);
          expect(await page.title()).not.toBe('');
          expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
          if (lang === 'en') {
            const text = await page.locator('main').innerText();
            expect(text.match(new RegExp(`.{0,30}${TURKISH_LETTERS.source}.{0,30}`, 'g'))).toBeNull();
          }
          expect(await axeViolations(page)).toEqual([]);
          await page.setViewportSize({ width: 375, height: 812 });
          expect(await axeViolations(page)).toEqual([]);
          // No horizontal overflow on a small phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
          expect(consoleErrors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('support page', () => {
  it('has a disabled live-support card (no button), a mailto link to the support e-mail and a link to the documentation', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const context = await browser.newContext();
      try {
        const { page } = await open(context, PAGES.support[lang]);
        const t = catalog[lang].support;
        const live = page.locator('li', { has: page.getByRole('heading', { name: t.channels.live.title }) });
        await expect.poll(() => live.innerText()).toContain(t.channels.live.status);
        expect(await live.locator('button, a').count()).toBe(0);
        expect(await page.getByRole('link', { name: t.channels.email.action }).getAttribute('href')).toBe(
          `mailto:${DEFAULT_SETTINGS.support_email}`,
        );
        expect(await page.getByRole('link', { name: t.channels.docs.action }).getAttribute('href')).toBe(PAGES.documentation[lang]);
        const hours = page.getByRole('region', { name: t.hours.title });
        expect(await hours.innerText()).toContain(t.hours.emailValue);
        expect(await hours.innerText()).toContain(t.hours.liveValue);
      } finally {
        await context.close();
      }
    }
  });
});

describe('legal pages', () => {
  it("show numbered sections, today's date as 'last updated' and the contact e-mail from the settings", async () => {
    const context = await browser.newContext();
    try {
      for (const lang of ['tr', 'en'] as const) {
        const today = new Intl.DateTimeFormat(LOCALES[lang], {
          timeZone: TIME_ZONE,
          year: 'numeric',
          month: 'long',
          day: 'numeric',
        }).format(new Date());
        for (const [id, numbered] of [
          // Six, plus the visitor statistics section while analytics is on (the default).
          ['privacy', 7],
          ['terms', 7],
        ] as const) {
          const { page } = await open(context, PAGES[id][lang]);
          expect(await page.locator('main time').innerText()).toBe(today);
          const titles = await page.locator('main h2').allInnerTexts();
          const numberedTitles = titles.filter((h) => /^\d+\.\s/.test(h));
          expect(numberedTitles.map((h) => h.split('.')[0])).toEqual(Array.from({ length: numbered }, (_, i) => String(i + 1)));
          expect(await page.locator(`main a[href="mailto:${DEFAULT_SETTINGS.contact_email}"]`).count()).toBeGreaterThanOrEqual(1);
          await page.close();
        }
      }
      const { page } = await open(context, PAGES.privacy.en);
      // The cookies section names exactly the site's two cookies (the statistics section names utm_ parameters, not cookies).
      const cookieSection = page.locator('main section').filter({ has: page.getByRole('heading', { name: /^\d+\. Cookies$/ }) });
      const cookies = await cookieSection.locator('code').allInnerTexts();
      expect(cookies).toEqual(['lang', 'admin_session']);
    } finally {
      await context.close();
    }
  });
});

describe('FAQ accordion', () => {
  let context: BrowserContext;
  let page: Page;
  const t = catalog.en.faq;
  const openCount = () => page.locator('main details[open]').count();
  const isOpen = (i: number) =>
    page
      .locator('main details')
      .nth(i)
      .evaluate((d) => (d as HTMLDetailsElement).open);

  beforeAll(async () => {
    context = await browser.newContext();
    ({ page } = await open(context, PAGES.faq.en));
  });
  afterAll(async () => {
    await context.close();
  });

  it('lists the seven questions, all closed, with FAQPage JSON-LD', async () => {
    expect(await page.locator('main summary').allInnerTexts()).toEqual(t.items.map((i) => i.question));
    expect(await openCount()).toBe(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = ld.map((s) => JSON.parse(s) as { '@type': string; mainEntity?: unknown[] }).find((j) => j['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(7);
  });

  it('opens one at a time and collapses on a second click', async () => {
    const first = page.locator('main summary').nth(0);
    const second = page.locator('main summary').nth(1);
    await first.click();
    await expect.poll(() => isOpen(0)).toBe(true);
    await expect.poll(() => page.getByText(t.items[0]!.answer).isVisible()).toBe(true);
    await second.click();
    await expect.poll(() => isOpen(1)).toBe(true);
    await expect.poll(() => isOpen(0)).toBe(false);
    expect(await openCount()).toBe(1);
    await second.click();
    await expect.poll(openCount).toBe(0);
    expect(await page.getByText(t.items[1]!.answer).isVisible()).toBe(false);
  });

  it('works with the keyboard (Enter and Space)', async () => {
    const third = page.locator('main summary').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(2)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(2)).toBe(false);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.items[3]!.question);
    await page.keyboard.press(' ');
    await expect.poll(() => isOpen(3)).toBe(true);
    expect(await openCount()).toBe(1);
  });
});

describe('documentation tabs', () => {
  let context: BrowserContext;
  let page: Page;
  const t = catalog.en.docs;
  const visiblePanels = () => page.locator('[role="tabpanel"]:visible').count();
  const selected = () => page.locator('[role="tab"][aria-selected="true"]').innerText();

  beforeAll(async () => {
    context = await browser.newContext();
    ({ page } = await open(context, PAGES.documentation.en));
  });
  afterAll(async () => {
    await context.close();
  });

  it('shows tutorials by default with the spec durations and levels', async () => {
    expect(await selected()).toBe(t.tabs.tutorials);
    expect(await visiblePanels()).toBe(1);
    const panel = page.locator('[role="tabpanel"]:visible');
    const text = await panel.innerText();
    for (const s of ['60 min', '90 min', '45 min', t.levels.intermediate, t.levels.advanced, ...t.tutorials.items.map((i) => i.title)]) {
      expect(text).toContain(s);
    }
  });

  it('switches tabs by click and by arrow keys', async () => {
    await page.getByRole('tab', { name: t.tabs.sdk }).click();
    await expect.poll(selected).toBe(t.tabs.sdk);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await expect.poll(visiblePanels).toBe(1);
    const sdk = await page.locator('[role="tabpanel"]:visible').innerText();
    for (const tech of t.sdk.technologies) expect(sdk).toContain(tech);
    expect(sdk.split(t.sdk.expert).length - 1).toBe(6);
    // Radix moves focus (and with it the selection) on the next tick: poll.
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe(t.tabs.examples);
    expect(await page.locator('[role="tabpanel"]:visible').innerText()).toContain(t.examples.items[3]!.title);
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe(t.tabs.tutorials);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe(t.tabs.examples);
    expect(await visiblePanels()).toBe(1);
  });

  it('has a Quick Start link to the Getting Started guide and guide cards with levels', async () => {
    const quick = page.getByRole('link', { name: t.hero.quickStart });
    expect(await quick.getAttribute('href')).toBe(`#${t.guides.items[0]!.anchor}`);
    await quick.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#getting-started');
    const card = page.locator('#getting-started');
    expect(await card.innerText()).toContain('5 min');
    expect(await card.innerText()).toContain(t.levels.beginner);
    // The help block leads to the support page (the original's dead "community forum" button is not rendered).
    expect(await page.getByRole('link', { name: t.help.support }).getAttribute('href')).toBe(PAGES.support.en);
  });
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await context.close();
  });

  it('the FAQ answers can be opened and read', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const { page } = await open(context, PAGES.faq[lang], { js: false });
      const items = catalog[lang].faq.items;
      // In the HTML, and reachable: each summary opens its answer natively.
      for (const [i, item] of items.entries()) {
        expect(await page.locator('main details').nth(i).locator('p').textContent()).toBe(item.answer);
      }
      await page.locator('main summary').nth(4).click();
      expect(await page.getByText(items[4]!.answer).isVisible()).toBe(true);
      await page.close();
    }
  });

  it('every documentation tab panel is one link away, each with its heading', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const t = catalog[lang].docs;
      const { page } = await open(context, PAGES.documentation[lang], { js: false });
      // The tabs are in-page links; the first panel shows until one is followed (more in public-no-js.test.ts).
      expect(await page.locator('[role="tablist"]').count()).toBe(0);
      const panels = [
        { key: 'tutorials', title: t.tutorials.title, text: t.tutorials.items[2]!.title },
        { key: 'sdk', title: t.sdk.title, text: t.sdk.backend.title },
        { key: 'examples', title: t.examples.title, text: t.examples.items[0]!.title },
      ] as const;
      for (const { key, title, text } of panels) {
        if (key !== 'tutorials') await page.getByRole('link', { name: t.tabs[key], exact: true }).click();
        await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: title, level: 3 }).isVisible()).toBe(true);
      }
      await page.close();
    }
  });
});
