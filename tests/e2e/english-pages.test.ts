import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { PUBLIC_PATHS, openSiteDb } from '../helpers/public-site';

/**
 * English without Turkish leftovers: every English public page, the
 * English blog list and a post with tags, rendered by the production build on
 * the first start's seeded content (projects with "1.000+" users, a bilingual
 * post with Turkish and English tags), show no Turkish-only letter and no
 * Turkish number format (1.000).
 *
 * What is read: the visible text and the texts a screen reader or a tooltip
 * gives (aria-label, alt, title, placeholder), and the page title. Allowed:
 * text inside an element marked lang="tr" (the language switch names the
 * Turkish site in Turkish). No proper noun is allowed: English texts write
 * Diyarbakir, and the address has its own English setting (address_en).
 * JSON-LD and other non-visible data are not read.
 */
const TURKISH_LETTERS = /[ğşıİçöüĞŞÇÖÜ]/;
const TURKISH_NUMBER = /\d\.\d{3}(?!\d)/;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

const POST = { tr: 'yapay-zekayi-isinize-katmanin-bes-adimi', en: 'five-steps-to-bring-ai-into-your-business' };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The English texts of a page (visible text, sr-only text, accessible names, title), without lang="tr" elements. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const other = [...document.querySelectorAll<HTMLElement>('[lang]:not([lang^="en"]):not(html)')];
    const inOther = (el: Element) => other.some((o) => o.contains(el));
    const out = [document.title];
    for (const el of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (inOther(el)) continue;
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    // innerText (laid-out text, with line breaks between blocks); sr-only text is rendered, so it counts.
    const saved = other.map((el) => el.style.display);
    for (const el of other) el.style.display = 'none';
    out.push(document.body.innerText);
    other.forEach((el, i) => (el.style.display = saved[i]!));
    return out;
  });
}

function leftovers(texts: string[]) {
  const words = texts.flatMap((t) => t.split(/\s+/));
  return {
    turkishLetters: [...new Set(words.filter((w) => TURKISH_LETTERS.test(w)))],
    turkishNumbers: [...new Set(words.filter((w) => TURKISH_NUMBER.test(w)))],
  };
}

describe('English pages show no Turkish leftovers', () => {
  const paths = [...PUBLIC_PATHS.filter((p) => p.lang === 'en').map((p) => p.path), `/en-blog/${POST.en}`];
  for (const path of paths) {
    it(path, async () => {
      const { page, consoleErrors } = await newPage(context);
      try {
        const res = await gotoHydrated(page, server.url + path);
        expect(res?.status()).toBe(200);
        expect(res?.url()).toBe(server.url + path);
        expect(leftovers(await pageTexts(page))).toEqual({ turkishLetters: [], turkishNumbers: [] });
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('the check is not vacuous: the Turkish pages do have such letters and numbers', async () => {
    const { page } = await newPage(context);
    try {
      await gotoHydrated(page, server.url + '/projeler');
      const found = leftovers(await pageTexts(page));
      expect(found.turkishLetters.length).toBeGreaterThan(0);
      expect(found.turkishNumbers).toContain('1.000+');
    } finally {
      await page.close();
    }
  });
});

describe('English forms of content', () => {
  it('the English blog post: English slug, category and tags; hreflang to each language’s slug', async () => {
    const { page } = await newPage(context);
    try {
      await gotoHydrated(page, `${server.url}/en-blog/${POST.en}`);
      const tags = await page.locator('article ul li').allTextContents();
      expect(tags).toEqual(['AI', 'MVP', 'Digital Transformation']);
      expect(await page.locator('article header').textContent()).toContain('Artificial Intelligence');
      expect(await page.getAttribute('link[rel="alternate"][hreflang="tr"]', 'href')).toBe(`${server.url}/blog/${POST.tr}`);
      expect(await page.getAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${server.url}/en-blog/${POST.en}`);
      // The language toggle leads straight to the other language's slug, not through a 301.
      expect(await page.locator(`header a[href="/lang/tr?to=${encodeURIComponent(`/blog/${POST.tr}`)}"]`).count()).toBeGreaterThan(0);
      // The Turkish page shows the Turkish tags.
      await gotoHydrated(page, `${server.url}/blog/${POST.tr}`);
      expect(await page.locator(`header a[href="/lang/en?to=${encodeURIComponent(`/en-blog/${POST.en}`)}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator('article ul li').allTextContents()).toEqual(['Yapay Zekâ', 'MVP', 'Dijital Dönüşüm']);
      // The English list links to the English slug.
      await gotoHydrated(page, `${server.url}/en-blog`);
      expect(await page.locator(`a[href="/en-blog/${POST.en}"]`).count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('each language’s slug under the other prefix answers 301 to the right address; the sitemap lists both', async () => {
    const toEn = await fetch(`${server.url}/en-blog/${POST.tr}`, { redirect: 'manual' });
    expect(toEn.status).toBe(301);
    expect(new URL(toEn.headers.get('location')!, server.url).pathname).toBe(`/en-blog/${POST.en}`);
    const toTr = await fetch(`${server.url}/blog/${POST.en}`, { redirect: 'manual' });
    expect(toTr.status).toBe(301);
    expect(new URL(toTr.headers.get('location')!, server.url).pathname).toBe(`/blog/${POST.tr}`);
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${server.url}/en-blog/${POST.en}</loc>`);
    expect(xml).toContain(`<loc>${server.url}/blog/${POST.tr}</loc>`);
    expect(xml).not.toContain(`/en-blog/${POST.tr}<`);
  });

  it('the English projects page writes numbers the English way and pluralises what a screen reader hears', async () => {
    const { page } = await newPage(context);
    try {
      await gotoHydrated(page, `${server.url}/en-projects`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('1,000+');
      expect(text).toContain('5,000+');
      // Seeded projects have 6 and 5 technologies; a card shows 4.
      expect(text).toContain('2 more technologies');
      expect(text).toContain('1 more technology');
      expect(text).not.toMatch(/\b1 more technologies\b|\b1 projects\b/);
      // Ratings with the language's decimal separator: 4.8 here, 4,8 on the Turkish page.
      expect(text).toContain('4.8');
      await gotoHydrated(page, `${server.url}/projeler`);
      const tr = (await page.locator('main').textContent()) ?? '';
      expect(tr).toContain('4,8');
      expect(tr).not.toMatch(/\b4\.8\b/);
    } finally {
      await page.close();
    }
  });
});

describe('about page timeline (setting `milestones`)', () => {
  it('shows the milestones as an ordered list in each language', async () => {
    const { page } = await newPage(context);
    try {
      await gotoHydrated(page, `${server.url}/en-about`);
      const timeline = page.locator('section[aria-labelledby="timeline-title"] ol > li');
      expect(await timeline.locator('time').allTextContents()).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
      expect(await timeline.last().textContent()).toContain('We found our company');
      await gotoHydrated(page, `${server.url}/hakkimizda`);
      expect(await timeline.last().textContent()).toContain('Şirketimizi kurduk');
    } finally {
      await page.close();
    }
  });

  it('staff add, reorder and remove rows in Ayarlar; the about page follows', async () => {
    const admin = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      await loginAsAdmin(admin, server);
      const { page, consoleErrors } = await newPage(admin);
      await gotoHydrated(page, `${server.url}/admin/ayarlar`);
      const editor = page.getByTestId('milestones-editor');
      await editor.getByRole('button', { name: 'Kilometre taşı ekle' }).click();
      const rows = editor.locator('ol > li');
      expect(await rows.count()).toBe(7);
      const last = rows.nth(6);
      // The new row's year has the focus.
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'milestones.6.year');
      await last.getByLabel('Yıl', { exact: true }).fill('2026');
      await last.getByLabel('Başlık (Türkçe)').fill('Yeni ofis');
      await last.getByLabel('Başlık (İngilizce)').fill('A new office');
      // Move 2026 above 2025, remove 2020.
      await editor.getByRole('button', { name: '7. kilometre taşını yukarı taşı' }).click();
      await editor.getByRole('button', { name: '1. kilometre taşını kaldır' }).click();
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await page.getByText('Ayarlar kaydedildi.').first().waitFor();

      const stored = openSiteDb(server.dataDir);
      const row = stored.prepare("select value from settings where key = 'milestones'").get() as { value: string };
      stored.close();
      expect((JSON.parse(row.value) as Array<{ year: number }>).map((m) => m.year)).toEqual([2021, 2022, 2023, 2024, 2026, 2025]);

      const { page: about } = await newPage(context);
      await gotoHydrated(about, `${server.url}/en-about`);
      const timeline = about.locator('section[aria-labelledby="timeline-title"] ol > li');
      expect(await timeline.locator('time').allTextContents()).toEqual(['2021', '2022', '2023', '2024', '2026', '2025']);
      expect(await timeline.nth(4).textContent()).toContain('A new office');

      // A bad year is refused with the field named.
      await gotoHydrated(page, `${server.url}/admin/ayarlar`);
      await editor.locator('ol > li').first().getByLabel('Yıl', { exact: true }).fill('20x1');
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await editor.getByText('Geçerli bir yıl giriniz (ör. 2025).').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
