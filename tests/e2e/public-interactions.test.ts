import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { openSiteDb } from '../helpers/public-site';

/**
 * The public website's behaviour in a real browser: language toggle (with and
 * without JavaScript), mobile menu, projects search and filter, footer anchors,
 * scroll to top, and which projects the database shows where.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  // Before any page is rendered (pages are cached): FunVest is hidden, QuakeSafe is not featured,
  // and a second AI project with a demo and code link and six technologies is added.
  const db = openSiteDb(server.dataDir);
  try {
    db.prepare(`update projects set is_active = 0 where title_tr = 'FunVest'`).run();
    db.prepare(`update projects set is_featured = 0 where title_tr = 'QuakeSafe'`).run();
    const now = new Date().toISOString();
    db.prepare(
      `insert into projects (id, title_tr, title_en, description_tr, description_en, short_description_tr, short_description_en, category, status, icon,
         is_active, is_featured, features_tr, features_en, tech_stack, technologies, image_url, image_alt_tr, image_alt_en, demo_url, github_url, project_url,
         users_text, rating, release_date, version, priority, created_at, updated_at)
       values ('p-vision', 'Görüntü Analizi', 'Vision Lab', 'Açıklama', 'Description', 'Kısa açıklama', 'Short description', 'ai', 'research', 'Brain',
         1, 1, ?, ?, ?, ?, null, null, null, 'https://demo.example.com', 'https://github.com/example/vision', null, null, null, null, '1.0.0', 95, ?, ?)`,
    ).run(
      JSON.stringify(['Nesne tanıma', 'Yüz bulanıklaştırma', 'Etiketleme', 'Dördüncü özellik']),
      JSON.stringify(['Object detection', 'Face blurring', 'Labelling', 'Fourth feature']),
      '[]',
      JSON.stringify(['Python', 'OpenCV', 'PyTorch', 'ONNX', 'Rust', 'WebGPU']),
      now,
      now,
    );
  } finally {
    db.close();
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('projects from the database', () => {
  it('home shows featured, visible projects by priority; the projects page every visible one', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(server.url + '/');
    const featured = page.getByRole('region', { name: 'Geliştirdiğimiz Ürünler' });
    expect(await featured.locator('article h3').allInnerTexts()).toEqual(['Görüntü Analizi', 'FunAI']);
    await page.goto(server.url + '/projeler');
    expect(await page.locator('main article h3').allInnerTexts()).toEqual(['Görüntü Analizi', 'FunAI', 'QuakeSafe']);
    await context.close();
  });

  it('cards show the status badge, first 3 features, first 4 technologies plus "+N", demo and code links only when set', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(server.url + '/en-projects');
    const vision = page.locator('article#goruntu-analizi');
    expect(await vision.locator('h3').innerText()).toBe('Vision Lab');
    const badge = (article: string) => page.locator(`article#${article} span.ring-inset`);
    expect(await badge('goruntu-analizi').textContent()).toBe('Status: R&D');
    expect(await badge('goruntu-analizi').getAttribute('class')).toContain('violet');
    // The card's first three (the "Details" disclosure, closed, lists them all).
    expect(await vision.locator('ul li:has(svg.lucide-check):visible').allInnerTexts()).toEqual([
      'Object detection',
      'Face blurring',
      'Labelling',
    ]);
    const techItems = await vision.locator('ul li.rounded-md').allInnerTexts();
    expect(techItems.slice(0, 4)).toEqual(['Python', 'OpenCV', 'PyTorch', 'ONNX']);
    expect(techItems[4]).toContain('+2');
    expect(await vision.getByRole('link', { name: /Live Demo/ }).getAttribute('href')).toBe('https://demo.example.com');
    expect(await vision.getByRole('link', { name: /Source Code/ }).getAttribute('href')).toBe('https://github.com/example/vision');
    const funai = page.locator('article#funai');
    expect(await badge('funai').textContent()).toBe('Status: Active');
    expect(await badge('funai').getAttribute('class')).toContain('emerald');
    expect(await funai.getByRole('link').count()).toBe(0);
    expect(await badge('quakesafe').textContent()).toBe('Status: Beta');
    expect(await badge('quakesafe').getAttribute('class')).toContain('sky');
    // Per-category statistics, built from the data.
    const stats = page.getByRole('region', { name: 'Projects by Category' });
    expect(await stats.locator('dt').allInnerTexts()).toEqual(['Total Projects', 'Artificial Intelligence', 'IoT & Smart Systems']);
    await context.close();
  });

  it('filters instantly with JavaScript and keeps the address in step', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/projeler');
    const titles = () => page.locator('main article h3').allInnerTexts();
    await page.getByRole('searchbox', { name: 'Projelerde ara' }).fill('pytorch');
    expect(await titles()).toEqual(['Görüntü Analizi', 'FunAI']);
    expect(page.url()).toBe(`${server.url}/projeler?q=pytorch`);
    await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'IoT & Akıllı Sistemler' }).click();
    expect(await page.getByText('Aradığınız kriterlere uygun proje bulunamadı.').isVisible()).toBe(true);
    expect(page.url()).toBe(`${server.url}/projeler?q=pytorch&category=iot`);
    await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
    expect(await titles()).toEqual(['Görüntü Analizi', 'FunAI', 'QuakeSafe']);
    // Turkish letters and dotted/dotless i are folded: "goruntu" finds "Görüntü", "AI" finds "FunAI".
    await page.getByRole('searchbox').fill('goruntu');
    expect(await titles()).toEqual(['Görüntü Analizi']);
    await page.getByRole('searchbox').fill('AI');
    expect(await titles()).toContain('FunAI');
    await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Yapay Zeka' }).click();
    expect(
      await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Yapay Zeka' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('filters through GET query parameters without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + '/en-projects');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('earthquake');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=earthquake/);
    await expect.poll(() => page.locator('main article h3').allInnerTexts()).toEqual(['QuakeSafe']);
    await page.goto(server.url + '/en-projects?category=ai&q=nothing-like-this');
    expect(await page.getByText('No projects match your search criteria.').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'All' }).click();
    await page.waitForURL(/q=nothing-like-this$/);
    await context.close();
  });
});

describe('header', () => {
  it('language toggle: goes to the twin page, stores the choice, and / then opens the English home', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/hakkimizda');
    const toggle = page.getByRole('link', { name: 'Switch to English' });
    expect(await toggle.innerText()).toBe('EN');
    await toggle.click();
    await page.waitForURL(server.url + '/en-about');
    // The URL changes as the navigation commits; the new page renders just after.
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: 5000 });
    expect(await page.locator('h1').innerText()).toBe('A Team That Creates Value With Technology');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    // A returning visitor: / sends them to the English home.
    const fresh = await context.newPage();
    await fresh.goto(server.url + '/');
    expect(fresh.url()).toBe(server.url + '/en-home');
    // Back to Turkish.
    await page.getByRole('link', { name: 'Türkçeye geç' }).click();
    await page.waitForURL(server.url + '/hakkimizda');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('tr');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('language toggle works without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + '/hizmetler');
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await page.waitForURL(server.url + '/en-services');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await context.close();
  });

  it('highlights the active link', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(server.url + '/en-projects');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('links navigate on the client once hydrated (no new document), the active link follows, Back returns, Ctrl+click opens a tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/');
    // A value on the window survives a client-side navigation, not a document load.
    await page.evaluate(() => ((window as unknown as { kept: number }).kept = 42));
    const kept = () => page.evaluate(() => (window as unknown as { kept?: number }).kept);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('link', { name: 'Projeler' }).click();
    await page.waitForURL(server.url + '/projeler');
    await page.waitForFunction(() => document.title.startsWith('Projeler'));
    expect(await kept()).toBe(42);
    expect(await nav.getByRole('link', { name: 'Projeler' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Hakkımızda' }).getAttribute('aria-current')).toBeNull();
    // A footer link with a fragment: the page and its anchor.
    await page.locator('footer').getByRole('link', { name: 'Web Geliştirme' }).click();
    await page.waitForURL(/\/hizmetler#/);
    expect(await kept()).toBe(42);
    await page.goBack();
    await page.waitForURL(server.url + '/projeler');
    expect(await kept()).toBe(42);
    // With Ctrl the browser opens its own tab; this page stays.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      nav.getByRole('link', { name: 'Blog' }).click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(server.url + '/blog');
    expect(page.url()).toBe(server.url + '/projeler');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('after a client-side navigation the head and the language are those of the new page as the server renders it', async () => {
    // The head's elements are hydrated in place and then updated on navigation: each must stay the
    // element it was (a canonical link must not take over the stylesheet's or the icon's place).
    const headOf = (page: Page) =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('title, meta, link:not([rel="modulepreload"])')]
          .map((e) => e.outerHTML.replace(/ nonce="[^"]*"/, ''))
          .sort(),
      );
    // React DOM keeps the image preloads it hoisted into the head for the pages before (React's own behaviour, harmless).
    const imagePreloadsAside = (head: string[]) => head.filter((e) => !e.startsWith('<link rel="preload" as="image"'));
    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const served = await fresh.newPage();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await newPage(context);
    // From the home page (whose hero image the server preloads in the head) and from the
    // documentation (whose tabs have a style of their own), to a page without either.
    for (const [from, link] of [
      ['/', 'Projeler'],
      ['/dokumantasyon', 'Projeler'],
      ['/projeler', 'Hakkımızda'],
    ] as const) {
      await gotoHydrated(page, server.url + from);
      await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname !== from);
      await served.goto(page.url());
      await page.waitForFunction((title) => document.title === title, await served.title());
      expect(imagePreloadsAside(await headOf(page))).toEqual(imagePreloadsAside(await headOf(served)));
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
    }

    await served.goto(server.url + '/en-about');
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await page.waitForURL(server.url + '/en-about');
    await page.waitForFunction((title) => document.title === title, await served.title());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await headOf(page)).toEqual(await headOf(served));
    expect(consoleErrors).toEqual([]);
    await fresh.close();
    await context.close();
  });

  it('mobile menu: opens and closes with the button, closes on Escape and when a link is chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/');
    const button = page.getByRole('button', { name: 'Menüyü aç' });
    const menu = page.locator('#mobile-menu');
    expect(await button.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false);

    await button.click();
    expect(await menu.isVisible()).toBe(true);
    const close = page.getByRole('button', { name: 'Menüyü kapat' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect((await menu.getByRole('navigation').getByRole('link').allInnerTexts()).slice(0, 5)).toEqual([
      'Hakkımızda',
      'Hizmetler',
      'Projeler',
      'Blog',
      'İletişim',
    ]);
    expect(await menu.getByRole('link', { name: 'Teklif Alın' }).getAttribute('href')).toBe('/danismanlik-talebi');
    await close.click();
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');

    await page.mouse.wheel(0, 1500);
    await button.click();
    await menu.getByRole('link', { name: 'Hizmetler' }).click();
    await page.waitForURL(server.url + '/hizmetler');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
  // Without JavaScript and before hydration: tests/e2e/public-no-js.test.ts.
});

describe('footer', () => {
  it('links to the in-page anchors of the services and projects pages, and #live-support scrolls to the top', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const { page, consoleErrors } = await newPage(context);
    await gotoHydrated(page, server.url + '/');
    const footer = page.locator('footer');
    const services = await footer
      .getByRole('navigation')
      .locator('a[href^="/hizmetler#"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(services).toEqual([
      '/hizmetler#yapay-zeka',
      '/hizmetler#web-gelistirme',
      '/hizmetler#mobil-uygulamalar',
      '/hizmetler#akilli-sistemler',
      '/hizmetler#yazilim-hizmetleri',
    ]);
    const projects = await footer.locator('a[href^="/projeler#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // FunVest is hidden (beforeAll): the footer leaves out a link to a project no longer on the site (ADR 026).
    expect(projects).toEqual(['/projeler#funai', '/projeler#quakesafe']);

    await footer.getByRole('link', { name: 'Mobil Uygulamalar' }).click();
    await page.waitForURL(server.url + '/hizmetler#mobil-uygulamalar');
    await page.waitForFunction(() => {
      const r = document.getElementById('mobil-uygulamalar')?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < 200;
    });

    await page.locator('footer').getByRole('link', { name: 'Canlı Destek' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(page.url()).toBe(server.url + '/hizmetler#mobil-uygulamalar');

    await gotoHydrated(page, server.url + '/en-home');
    const en = await page
      .locator('footer nav')
      .locator('a[href*="#"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(en).toEqual([
      '/en-services#ai',
      '/en-services#web',
      '/en-services#mobile',
      '/en-services#smart',
      '/en-services#software',
      '/en-projects#funai',
      '/en-projects#quakesafe',
      '#live-support',
    ]);
    for (const id of ['ai', 'web', 'mobile', 'smart', 'software']) {
      await page.goto(server.url + '/en-services');
      expect(await page.locator(`article#${id}`).count(), id).toBe(1);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows contact details and social links from the settings, and the newsletter form', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(server.url + '/en-contact');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe('mailto:info@example.com');
    expect(await footer.innerText()).toContain('Diyarbakir, Turkey');
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} FunTech`);
    for (const name of ['LinkedIn', 'X (Twitter)', 'Instagram', 'GitHub', 'YouTube']) {
      expect(await footer.getByRole('link', { name }).count(), name).toBe(1);
    }
    expect(await footer.locator('input[type="email"]').count()).toBe(1);
    await context.close();
  });
});
