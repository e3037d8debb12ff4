import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { PUBLIC_PATHS, expectedHeading, insertPosts, insertStaticPage, normalise, turkishWords } from '../helpers/public-site';
import { PAGE_IDS, PAGES, aliasesOf } from '~/i18n/routes';

/**
 * Every public page in both languages, in a real browser against the production
 * build: status, <html lang>, the h1, hreflang to the twin, canonical, social and
 * JSON-LD tags, no console errors, and no Turkish-only letters on English pages.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  insertPosts(server.dataDir, [
    {
      slug: 'yapay-zeka-rehberi',
      titleTr: 'Yapay Zeka Rehberi',
      titleEn: 'A Guide to AI',
      published: true,
      publishDate: '2026-03-02T09:00:00.000Z',
      category: 'ai',
      tags: ['yapay zeka'],
      oldSlugs: ['eski-yapay-zeka-rehberi'],
    },
    {
      slug: 'web-performansi',
      titleTr: 'Web Performansı',
      titleEn: 'Web Performance',
      published: true,
      publishDate: '2026-04-10T09:00:00.000Z',
    },
    { slug: 'taslak-yazi', titleTr: 'Taslak Yazı', titleEn: 'Draft Post', published: false, publishDate: null, oldSlugs: ['eski-taslak'] },
  ]);
  insertStaticPage(server.dataDir, { slug: 'kvkk-aydinlatma', language: 'tr', published: true });
  insertStaticPage(server.dataDir, { slug: 'draft-page', language: 'en', published: false });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('every public page, both languages', () => {
  for (const { id, lang, path, twin } of PUBLIC_PATHS) {
    it(`${path} (${id}, ${lang})`, async () => {
      const { page, consoleErrors } = await newPage(context);
      try {
        const res = await gotoHydrated(page, server.url + path);
        expect(res?.status()).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);

        const h1 = page.locator('h1');
        expect(await h1.count()).toBe(1);
        const heading = normalise(await h1.innerText());
        expect(heading.length).toBeGreaterThan(0);
        const expected = expectedHeading(id, lang);
        if (expected) expect(heading.toLocaleLowerCase(lang)).toBe(normalise(expected).toLocaleLowerCase(lang));

        const origin = server.url;
        const trPath = lang === 'tr' ? path : twin;
        const enPath = lang === 'en' ? path : twin;
        expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(origin + path);
        expect(await page.getAttribute('link[rel="alternate"][hreflang="tr"]', 'href')).toBe(origin + trPath);
        expect(await page.getAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(origin + enPath);
        expect(await page.getAttribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(origin + trPath);
        expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBeTruthy();
        expect(await page.getAttribute('meta[property="og:image"]', 'content')).toBe(`${origin}/og-image.png`);
        expect(await page.getAttribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
        expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd.map((j) => (JSON.parse(j) as { '@type': string })['@type'])).toContain('Organization');

        // The language toggle goes to the twin page.
        const toggle = page.locator(`header a[hreflang="${lang === 'tr' ? 'en' : 'tr'}"]`);
        expect(decodeURIComponent((await toggle.getAttribute('href')) ?? '')).toContain(`to=${twin}`);

        if (lang === 'en') {
          const text = await page.evaluate(() => document.body.innerText);
          expect(turkishWords(text), `Turkish-only letters on ${path}`).toEqual([]);
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('alternate readings and unknown paths', () => {
  it('answers 301 from every alternate reading to the canonical path', async () => {
    const aliases = PAGE_IDS.flatMap((id) => aliasesOf(id).map((a) => [a, PAGES[id].tr] as const));
    expect(aliases.map(([a]) => a).sort()).toEqual([
      '/anasayfa',
      '/is-ortaklarimiz',
      '/kullanim-kosullari',
      '/tr-blog',
      '/yatirimci-iliskileri',
    ]);
    for (const [alias, target] of aliases) {
      const r = await fetch(server.url + alias, { redirect: 'manual' });
      expect(r.status, alias).toBe(301);
      expect(new URL(r.headers.get('location')!, server.url).pathname).toBe(target);
    }
  });

  it('answers an unknown English path with status 404 and the English not-found screen', async () => {
    const r = await fetch(server.url + '/en-xyz');
    expect(r.status).toBe(404);
    const html = await r.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Go Home');
    expect(html).toContain('href="/en-home"');
    expect(html).not.toContain('Sayfa Bulunamadı');
  });

  it('answers an unknown Turkish path with status 404 and the Turkish not-found screen', async () => {
    const r = await fetch(server.url + '/xyz');
    expect(r.status).toBe(404);
    const html = await r.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('Sayfa Bulunamadı');
    expect(html).toContain('Ana Sayfaya Dön');
    // "Geri Dön" needs the browser's history: not in the HTML, so no button does nothing before the scripts run.
    expect(html).not.toContain('Geri Dön');
    expect(html).toContain('noindex');
  });

  it('renders the not-found screen in the browser with quick links and a working Go Back button', async () => {
    const { page, consoleErrors } = await newPage(context);
    try {
      await gotoHydrated(page, server.url + '/hizmetler');
      const res = await gotoHydrated(page, server.url + '/en-nothing-here');
      expect(res?.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Page Not Found');
      const quick = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
      expect(await quick.allInnerTexts()).toEqual(['About', 'Services', 'Projects', 'Contact']);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(server.url + '/hizmetler');
      // The 404 answer is logged by the browser as a failed resource; nothing else may fail.
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('blog', () => {
  it('lists published posts only, newest publish date first, in the page language', async () => {
    const tr = await (await fetch(server.url + '/blog')).text();
    expect(tr.indexOf('Web Performansı')).toBeGreaterThan(-1);
    expect(tr.indexOf('Web Performansı')).toBeLessThan(tr.indexOf('Yapay Zeka Rehberi'));
    expect(tr).not.toContain('Taslak Yazı');
    expect(tr).toContain('10 Nisan 2026');
    const en = await (await fetch(server.url + '/en-blog')).text();
    expect(en.indexOf('Web Performance')).toBeLessThan(en.indexOf('A Guide to AI'));
    expect(en).toContain('10 April 2026');
    expect(en).toContain('Artificial Intelligence');
  });

  it('shows a post with its Markdown rendered, BlogPosting JSON-LD and hreflang to its twin', async () => {
    const { page, consoleErrors } = await newPage(context);
    try {
      const res = await gotoHydrated(page, server.url + '/en-blog/yapay-zeka-rehberi');
      expect(res?.status()).toBe(200);
      expect(await page.locator('h1').innerText()).toBe('A Guide to AI');
      expect(await page.locator('.prose-post h2').innerText()).toBe('Introduction');
      expect(await page.locator('.prose-post strong').innerText()).toBe('bold');
      expect(await page.getAttribute('link[rel="alternate"][hreflang="tr"]', 'href')).toBe(server.url + '/blog/yapay-zeka-rehberi');
      expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (j) => JSON.parse(j) as Record<string, unknown>,
      );
      const posting = ld.find((j) => j['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: 'A Guide to AI', inLanguage: 'en', datePublished: '2026-03-02T09:00:00.000Z' });
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('answers 301 from an old slug to the current one, and 404 for drafts and unknown posts', async () => {
    const moved = await fetch(server.url + '/blog/eski-yapay-zeka-rehberi', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, server.url).pathname).toBe('/blog/yapay-zeka-rehberi');
    const movedEn = await fetch(server.url + '/en-blog/eski-yapay-zeka-rehberi', { redirect: 'manual' });
    expect(new URL(movedEn.headers.get('location')!, server.url).pathname).toBe('/en-blog/yapay-zeka-rehberi');

    for (const path of ['/blog/taslak-yazi', '/blog/eski-taslak', '/blog/yok-boyle-yazi']) {
      const r = await fetch(server.url + path);
      expect(r.status, path).toBe(404);
      expect(await r.text()).toContain('Sayfa Bulunamadı');
    }
    const en = await fetch(server.url + '/en-blog/no-such-post');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page Not Found');
  });
});

describe('sitemap and robots', () => {
  it('lists every public page in both languages with alternates, published posts and published static pages', async () => {
    const r = await fetch(server.url + '/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    const xml = await r.text();
    for (const { path } of PUBLIC_PATHS) expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${server.url}/en-about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/hakkimizda"/>`);
    expect(xml).toContain(`<loc>${server.url}/blog/yapay-zeka-rehberi</loc>`);
    expect(xml).toContain(`<loc>${server.url}/en-blog/web-performansi</loc>`);
    expect(xml).not.toContain('taslak-yazi');
    expect(xml).toContain(`<loc>${server.url}/sayfa/kvkk-aydinlatma</loc>`);
    expect(xml).not.toContain('draft-page');
    // The post the first start seeds, at its Turkish and its English address (slug_en).
    expect(xml).toContain(`<loc>${server.url}/blog/yapay-zekayi-isinize-katmanin-bes-adimi</loc>`);
    expect(xml).toContain(`<loc>${server.url}/en-blog/five-steps-to-bring-ai-into-your-business</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PATHS.length + 4 + 2 + 1);
  });

  it('disallows /admin in robots.txt and points to the sitemap', async () => {
    const r = await fetch(server.url + '/robots.txt');
    expect(r.status).toBe(200);
    const body = await r.text();
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe('language preference', () => {
  it('sends a returning English visitor from / to /en-home, but not a click from our own pages', async () => {
    const plain = await fetch(server.url + '/', { redirect: 'manual' });
    expect(plain.status).toBe(200);
    const english = await fetch(server.url + '/', { redirect: 'manual', headers: { Cookie: 'lang=en' } });
    expect(english.status).toBe(302);
    expect(english.headers.get('location')).toBe('/en-home');
    const turkish = await fetch(server.url + '/', { redirect: 'manual', headers: { Cookie: 'lang=tr' } });
    expect(turkish.status).toBe(200);
    const internal = await fetch(server.url + '/', {
      redirect: 'manual',
      headers: { Cookie: 'lang=en', Referer: `${server.url}/hakkimizda` },
    });
    expect(internal.status).toBe(200);
  });

  it('stores the choice through /lang/<code> without JavaScript and redirects only to our own paths', async () => {
    const r = await fetch(server.url + '/lang/en?to=%2Fen-services', { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/en-services');
    expect(r.headers.get('set-cookie')).toMatch(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const e = await fetch(server.url + `/lang/tr?to=${encodeURIComponent(evil)}`, { redirect: 'manual' });
      expect(e.headers.get('location'), evil).toBe('/');
    }
  });
});
