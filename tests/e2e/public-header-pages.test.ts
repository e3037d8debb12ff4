import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { HEADER_PAGES_INLINE_BUDGET, headerPagesFitInline } from '~/components/layout/header-pages';
import { gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { adminHeaders, createAdminSession } from '../helpers/admin-session';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * The desktop header with the static pages staff place in it (Sayfalar → "Üst menüde göster"):
 * with none to three such pages (and the career link), in Turkish and English, at 1024, 1152,
 * 1280 and 1440 px, the bar stays one row within the window, nothing overlaps, and every
 * page is either a link of the bar or in the "More" / "Daha fazla" disclosure, which opens
 * without JavaScript, with the scripts blocked, and once hydrated (keyboard, Escape, a click
 * elsewhere and a navigation close it).
 */
let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = createAdminSession(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TestPage {
  tr: { title: string; slug: string };
  en: { title: string; slug: string };
}

/** Ordered so that one page fits beside the links from 1280 px and two or three do not. */
const PAGES: TestPage[] = [
  { tr: { title: 'Basın', slug: 'basin' }, en: { title: 'Press', slug: 'press' } },
  {
    tr: { title: 'Kişisel Verilerin Korunması', slug: 'kisisel-verilerin-korunmasi' },
    en: { title: 'Personal Data Protection Notice', slug: 'personal-data-protection-notice' },
  },
  {
    tr: { title: 'Sürdürülebilirlik Politikası', slug: 'surdurulebilirlik-politikasi' },
    en: { title: 'Corporate Sustainability Policy', slug: 'corporate-sustainability-policy' },
  },
];

const HOME = { tr: '/', en: '/en-home' } as const;
const WIDTHS = [1024, 1152, 1280, 1440];

/** Creates a published page through the admin's form action, as the pages manager does. */
async function createPage(p: TestPage, opts: { header?: boolean; careers?: boolean } = {}) {
  const body = new URLSearchParams({
    intent: 'save',
    status: 'published',
    title_tr: p.tr.title,
    slug_tr: p.tr.slug,
    content_tr: `## ${p.tr.title}\n\nMetin.`,
    meta_description_tr: '',
    title_en: p.en.title,
    slug_en: p.en.slug,
    content_en: `## ${p.en.title}\n\nText.`,
    meta_description_en: '',
  });
  if (opts.header) body.set('in_header', 'on');
  if (opts.careers) body.set('is_careers', 'on');
  const r = await fetch(`${server.url}/admin/sayfalar`, {
    method: 'POST',
    headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(r.status).toBe(200);
  // The public pages show it (the save drops the page cache).
  await expect.poll(async () => (await (await fetch(server.url + '/en-home')).text()).includes(`/en-page/${p.en.slug}`)).toBe(true);
}

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };

/** Checks the desktop bar at this width: one row, in the window, nothing overlapping, every header page reachable. */
async function checkBar(page: Page, lang: 'tr' | 'en', width: number, pages: TestPage[], careers: boolean) {
  const at = `${lang} ${width}px ${pages.length} pages${careers ? ' + careers' : ''}`;
  const t = catalog[lang].common.nav;
  await page.setViewportSize({ width, height: 800 });
  await page.goto(server.url + HOME[lang]);
  const bar = page.locator('#site-header > div').first();
  const nav = page.getByRole('navigation', { name: t.mainLabel });
  expect(await nav.isVisible(), at).toBe(true);

  // No horizontal overflow, the bar one row of 64 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(width);
  expect((await bar.boundingBox())!.height, at).toBe(64);

  // Its three parts (brand, links, actions) side by side, in the window, none squeezing the company name.
  const parts = (await bar.evaluate((row) =>
    [...row.children].map((c) => JSON.parse(JSON.stringify(c.getBoundingClientRect())) as Box),
  )) as Box[];
  expect(parts.length, at).toBe(3);
  for (const [i, box] of parts.entries()) {
    expect(box.left, `${at}: part ${i}`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${at}: part ${i}`).toBeLessThanOrEqual(width);
    if (i > 0) expect(box.left, `${at}: part ${i} overlaps`).toBeGreaterThanOrEqual(parts[i - 1]!.right);
  }
  expect(
    await bar
      .locator('a')
      .first()
      .locator('span.truncate')
      .evaluate((s) => s.scrollWidth <= s.clientWidth),
    `${at}: name cut`,
  ).toBe(true);

  // Every link and button of the bar on one line (a wrapped title would be twice as tall).
  const items = (await bar.evaluate((row) =>
    [...row.querySelectorAll('a, summary, button')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('details:not([open]) > ul, [popover]'))
      .map((el) => ({ text: (el as HTMLElement).innerText, box: JSON.parse(JSON.stringify(el.getBoundingClientRect())) as Box })),
  )) as Array<{ text: string; box: Box }>;
  for (const { text, box } of items) {
    expect(box.height, `${at}: "${text}" on more than one line`).toBeLessThanOrEqual(44);
    expect(box.left, `${at}: "${text}"`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${at}: "${text}"`).toBeLessThanOrEqual(width);
  }

  // The career link is always a link of the bar.
  if (careers) expect(await nav.getByRole('link', { name: t.careers, exact: true }).isVisible(), at).toBe(true);

  // Each header page: a visible link of the bar, or in "More".
  const more = nav.locator('summary', { hasText: t.more });
  const inline = width >= 1280 && headerPagesFitInline(pages.map((p) => p[lang].title));
  expect(await more.isVisible(), `${at}: More`).toBe(pages.length > 0 && !inline);
  if (inline) {
    for (const p of pages) expect(await nav.getByRole('link', { name: p[lang].title }).isVisible(), at).toBe(true);
  } else if (pages.length > 0) {
    for (const p of pages) expect(await nav.getByRole('link', { name: p[lang].title }).isVisible(), at).toBe(false);
    await more.click();
    for (const p of pages) {
      const link = nav.getByRole('link', { name: p[lang].title });
      expect(await link.isVisible(), `${at}: ${p[lang].title} in More`).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x, at).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, at).toBeLessThanOrEqual(width);
      expect(box.y + box.height, at).toBeLessThanOrEqual(800);
      expect(await link.getAttribute('href'), at).toBe(lang === 'tr' ? `/sayfa/${p.tr.slug}` : `/en-page/${p.en.slug}`);
    }
  }
}

describe('the desktop header with 0 to 3 header pages', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // The layout is the server's HTML and CSS: the same before hydration and without JavaScript.
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the budget keeps one short title beside the links and sends long ones to "More"', () => {
    expect(headerPagesFitInline([])).toBe(true);
    expect(headerPagesFitInline(['Basın'])).toBe(true);
    expect(headerPagesFitInline([PAGES[0]!.en.title, PAGES[1]!.en.title])).toBe(false);
    expect(headerPagesFitInline(['x'.repeat(HEADER_PAGES_INLINE_BUDGET)])).toBe(false);
  });

  // One state of the site per test (each one adds to the previous): 8 page loads each.
  const placed: TestPage[] = [];
  const checkAll = async (careers: boolean) => {
    for (const lang of ['tr', 'en'] as const) for (const width of WIDTHS) await checkBar(page, lang, width, placed, careers);
  };

  it('fits at every width in both languages with no header page and no careers page', async () => {
    await checkAll(false);
  });

  it('... with a careers page (the career link in the bar)', async () => {
    await createPage({ tr: { title: 'Kariyer', slug: 'kariyer' }, en: { title: 'Careers', slug: 'careers' } }, { careers: true });
    await checkAll(true);
  });

  for (const [i, p] of PAGES.entries()) {
    it(`... with ${i + 1} header page${i ? 's' : ''} ("${p.en.title}" added)`, async () => {
      await createPage(p, { header: true });
      placed.push(p);
      await checkAll(true);
    });
  }

  it('without JavaScript a page in "More" opens', async () => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(server.url + '/en-about');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.locator('summary', { hasText: 'More' }).click();
    await nav.getByRole('link', { name: PAGES[2]!.en.title }).click();
    await page.waitForURL(`${server.url}/en-page/${PAGES[2]!.en.slug}`);
    expect(await page.locator('main h1').innerText()).toBe(PAGES[2]!.en.title);
    // Its page open, "More" is marked as where the visitor is.
    const more = nav.locator('summary', { hasText: 'More' });
    expect(await more.evaluate((s) => getComputedStyle(s).color)).toBe('rgb(255, 255, 255)');
    expect(await nav.getByRole('link', { name: PAGES[2]!.en.title, includeHidden: true }).getAttribute('aria-current')).toBe('page');
  });

  it('at 375 px the mobile menu lists every header page', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(server.url + '/hakkimizda');
    await page.locator('#mobile-menu-button').click();
    const menu = page.locator('#mobile-menu');
    for (const p of PAGES) expect(await menu.getByRole('link', { name: p.tr.title }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe('"More" with the scripts blocked and once hydrated', () => {
  it('opens before the scripts have loaded', async () => {
    const context = await browser.newContext({ viewport: { width: 1152, height: 800 } });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(server.url + '/hakkimizda');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.locator('summary', { hasText: 'Daha fazla' }).click();
    await nav.getByRole('link', { name: PAGES[1]!.tr.title }).click();
    await page.waitForURL(`${server.url}/sayfa/${PAGES[1]!.tr.slug}`);
    await context.close();
  });

  it('once hydrated: keyboard, Escape, a click elsewhere and a navigation close it', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/en-services');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const more = nav.locator('summary', { hasText: 'More' });
    const details = nav.locator('details');
    const isOpen = () => details.evaluate((d) => (d as HTMLDetailsElement).open);

    // Keyboard: Enter opens, Tab reaches the pages, Escape closes with the focus back on "More".
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(PAGES[0]!.en.title);
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

    // A click elsewhere closes it.
    await more.click();
    expect(await isOpen()).toBe(true);
    await page.locator('main h1').click();
    expect(await isOpen()).toBe(false);

    // A page chosen from it opens by client navigation; it closes.
    await more.click();
    await nav.getByRole('link', { name: PAGES[0]!.en.title }).click();
    await page.waitForURL(`${server.url}/en-page/${PAGES[0]!.en.slug}`);
    await page.locator('main h1', { hasText: PAGES[0]!.en.title }).waitFor();
    await expect.poll(isOpen).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
