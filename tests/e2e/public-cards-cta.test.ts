import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { openSiteDb } from '../helpers/public-site';

/**
 * Project cards and calls to action on the public pages: one card design with or without a picture,
 * grids without a lone last card, the per-category statistics without empty gaps, "Details" where a
 * project has no demo or code link, a consultation action on every service card, the WhatsApp buttons
 * (contact page, footer) from the setting and hidden without it.
 */
let server: RunningServer;
let bare: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, bare] = await Promise.all([startServer(), startServer()]);
  // Before any page is rendered (pages are cached): four featured projects, one without a picture or links,
  // one with demo and code links.
  const db = openSiteDb(server.dataDir);
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      `insert into projects (id, title_tr, title_en, description_tr, description_en, short_description_tr, short_description_en, category, status, icon,
         is_active, is_featured, features_tr, features_en, tech_stack, technologies, image_url, image_alt_tr, image_alt_en, demo_url, github_url, project_url,
         users_text, rating, release_date, version, priority, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 'web', 'beta', 'Globe', 1, 1, ?, ?, '[]', ?, null, null, null, ?, ?, null, null, null, '2025-03-01', '2.1.0', ?, ?, ?)`,
    );
    insert.run(
      'p-atlas',
      'Atlas Portalı',
      'Atlas Portal',
      'Uzun açıklama: belediyeler için harita tabanlı başvuru portalı.',
      'Long description: a map-based application portal for municipalities.',
      'Harita tabanlı başvuru portalı',
      'Map-based application portal',
      JSON.stringify(['Harita', 'Başvuru', 'Bildirim', 'Raporlama']),
      JSON.stringify(['Map', 'Applications', 'Notifications', 'Reports']),
      JSON.stringify(['React', 'Node.js', 'PostGIS', 'Leaflet', 'Redis']),
      null,
      null,
      99,
      now,
      now,
    );
    insert.run(
      'p-orbit',
      'Orbit',
      'Orbit',
      'Orbit açıklaması',
      'Orbit description',
      'Kısa',
      'Short',
      '[]',
      '[]',
      '[]',
      'https://demo.example.org',
      'https://github.com/example/orbit',
      98,
      now,
      now,
    );
    const featured = (db.prepare('select count(*) as n from projects where is_featured = 1 and is_active = 1').get() as { n: number }).n;
    // Exactly four featured projects: the 2 x 2 case.
    if (featured > 4) {
      db.prepare(
        `update projects set is_featured = 0 where id in (select id from projects where is_featured = 1 and id not in ('p-atlas', 'p-orbit') order by priority asc limit ?)`,
      ).run(featured - 4);
    }
  } finally {
    db.close();
  }
  const b = openSiteDb(bare.dataDir);
  try {
    b.prepare(
      `insert into settings (key, value, updated_at) values ('whatsapp_number', '""', ?) on conflict(key) do update set value = '""'`,
    ).run(new Date().toISOString());
  } finally {
    b.close();
  }
  // Written behind the running server's back: restart it so no cached setting or page predates the change.
  await bare.stop();
  bare = await startServer({ dataDir: bare.dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), bare?.stop()]);
});

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (l: Locator): Promise<Box> => (await l.boundingBox())!;

/** Groups boxes into rows (same top) and returns, for each row, its left and right edge. */
function rows(boxes: Box[]): Array<{ left: number; right: number; count: number }> {
  const byTop = new Map<number, Box[]>();
  for (const b of boxes) {
    const key = [...byTop.keys()].find((k) => Math.abs(k - b.y) < 2) ?? b.y;
    byTop.set(key, [...(byTop.get(key) ?? []), b]);
  }
  return [...byTop.values()].map((r) => ({
    left: Math.min(...r.map((b) => b.x)),
    right: Math.max(...r.map((b) => b.x + b.width)),
    count: r.length,
  }));
}

async function expectFullRows(page: Page, items: Locator, container: Locator) {
  const c = await boxOf(container);
  const boxes = await Promise.all((await items.all()).map(boxOf));
  for (const row of rows(boxes)) {
    expect(Math.abs(row.left - c.x), 'row starts at the left edge').toBeLessThan(2);
    expect(Math.abs(row.right - (c.x + c.width)), 'row ends at the right edge').toBeLessThan(2);
  }
  return rows(boxes);
}

describe('project cards', () => {
  it('home: four featured projects as 2 x 2 at 1440 px, one per row at 375 px; pictureless cards get the drawn panel', async () => {
    for (const width of [1440, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const { page, consoleErrors } = await newPage(context);
      await page.goto(server.url + '/');
      const grid = page.getByRole('region', { name: 'Geliştirdiğimiz Ürünler' }).locator('ul').first();
      const cards = grid.locator(':scope > li');
      expect(await cards.count()).toBe(4);
      const r = await expectFullRows(page, cards, grid);
      expect(r.map((x) => x.count)).toEqual(width === 1440 ? [2, 2] : [1, 1, 1, 1]);
      // Every card starts with a 16:9 picture or the drawn panel, so their text lines up.
      for (const card of await grid.locator('article').all()) {
        expect((await card.locator('img').count()) + (await card.getByTestId('project-card-art').count())).toBe(1);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('"Details" when there is no demo or code link: on home a link to the card on the projects page (both languages)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page } = await newPage(context);
    await page.goto(server.url + '/');
    const atlas = page.locator('article', { has: page.getByRole('heading', { name: 'Atlas Portalı' }) });
    const details = atlas.getByRole('link', { name: 'Detaylar — Atlas Portalı' });
    expect(await details.getAttribute('href')).toBe('/projeler#atlas-portali');
    const orbit = page.locator('article', { has: page.getByRole('heading', { name: 'Orbit' }) });
    expect(await orbit.getByRole('link', { name: /Canlı Demo/ }).getAttribute('href')).toBe('https://demo.example.org');
    expect(await orbit.getByRole('link', { name: /Kaynak Kod/ }).getAttribute('href')).toBe('https://github.com/example/orbit');
    expect(await orbit.getByRole('link', { name: /Detaylar/ }).count()).toBe(0);
    await details.click();
    await page.waitForURL(server.url + '/projeler#atlas-portali');
    expect(await page.locator('article#atlas-portali').isVisible()).toBe(true);

    await page.goto(server.url + '/en-home');
    const en = page.locator('article', { has: page.getByRole('heading', { name: 'Atlas Portal' }) });
    expect(await en.getByRole('link', { name: 'Details — Atlas Portal' }).getAttribute('href')).toBe('/en-projects#atlas-portali');
    await context.close();
  });

  it('projects page: "Details" opens what the card leaves out, also without JavaScript (both languages)', async () => {
    for (const [js, path, label, text, all] of [
      [true, '/projeler', 'Detaylar', 'Uzun açıklama: belediyeler için harita tabanlı başvuru portalı.', 'Tüm teknolojiler'],
      [false, '/en-projects', 'Details', 'Long description: a map-based application portal for municipalities.', 'All technologies'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: js });
      const page = await context.newPage();
      await page.goto(server.url + path);
      const card = page.locator('article#atlas-portali');
      const summary = card.locator('summary');
      expect(await summary.innerText()).toContain(label);
      expect(await card.getByText(text).isVisible()).toBe(false);
      await summary.click();
      expect(await card.getByText(text).isVisible()).toBe(true);
      expect(await card.getByText(all).isVisible()).toBe(true);
      expect(await card.innerText()).toContain('React, Node.js, PostGIS, Leaflet, Redis');
      expect(await card.innerText()).toContain('2.1.0');
      await context.close();
    }
  });

  it('projects page: the card grid and the statistics row have no lone card and no empty gap', async () => {
    for (const width of [1440, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const { page } = await newPage(context);
      await page.goto(server.url + '/en-projects');
      const grid = page.locator('main ul:has(> li > article)');
      await expectFullRows(page, grid.locator(':scope > li'), grid);
      const stats = page.getByRole('region', { name: 'Projects by Category' }).locator('dl');
      const r = await expectFullRows(page, stats.locator(':scope > div'), stats);
      expect(r.length).toBeGreaterThan(0);
      await context.close();
    }
  });
});

describe('calls to action', () => {
  it('every service card has a consultation action, in both languages; so does the home service card', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(server.url + '/hizmetler');
    const cards = page.locator('main article[id]');
    expect(await cards.count()).toBe(5);
    for (const card of await cards.all()) {
      const title = await card.locator('h2').innerText();
      expect(await card.getByRole('link', { name: `Teklif Alın — ${title}` }).getAttribute('href')).toBe('/danismanlik-talebi');
    }
    await page.goto(server.url + '/en-services');
    for (const card of await page.locator('main article[id]').all()) {
      const title = await card.locator('h2').innerText();
      expect(await card.getByRole('link', { name: `Get a Quote — ${title}` }).getAttribute('href')).toBe('/en-consultation');
    }
    await page.goto(server.url + '/en-home');
    const service = page.locator('#services article');
    expect(await service.getByRole('link', { name: 'Get a Quote — Web Development' }).getAttribute('href')).toBe('/en-consultation');
    // The header's "Get a Quote" at desktop width.
    expect(await page.locator('#site-header').getByRole('link', { name: 'Get a Quote' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('WhatsApp button on the contact page and in the footer from the setting (both languages), none without a number', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    for (const [path, contactLabel, footerLabel] of [
      ['/iletisim', 'WhatsApp üzerinden yazın', 'WhatsApp ile yazın'],
      ['/en-contact', 'Write to us on WhatsApp', 'Message us on WhatsApp'],
    ] as const) {
      await page.goto(server.url + path);
      const button = page.getByTestId('contact-whatsapp');
      expect(await button.innerText()).toBe(contactLabel);
      expect(await button.getAttribute('href')).toBe('https://wa.me/905000000000');
      expect(await button.getAttribute('rel')).toBe('noopener noreferrer');
      const footer = page.getByTestId('footer-whatsapp');
      expect(await footer.innerText()).toBe(footerLabel);
      expect(await footer.getAttribute('href')).toBe('https://wa.me/905000000000');
    }
    await page.goto(bare.url + '/en-contact');
    expect(await page.locator('a[href^="https://wa.me/"]').count()).toBe(0);
    expect(await page.locator('footer').innerText()).not.toContain('WhatsApp');
    await context.close();
  });
});
