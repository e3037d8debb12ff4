import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createAdminSession } from '../helpers/admin-session';
import { launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { insertPosts } from '../helpers/public-site';
import { WORDS_PER_MINUTE } from '~/domain/blog/reading-time';

/**
 * Reading time and social cards, as a visitor and a link preview see them:
 * every post page names an og:image / twitter:image that is an absolute URL answering
 * with an image (the post's picture, or its generated card with the title in that
 * language), and the blog list and the post show the reading time in each language.
 */
let server: RunningServer;
let token: string;
let browser: Browser;
let context: BrowserContext;
let post: { id: string; slug: string; slugEn: string };

const TITLE_TR = 'Kart <b>Başlık</b> & "tırnak" İı Şş Ğğ';
const TITLE_EN = 'Card <b>Title</b> & "quotes"';
const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(' ');

async function act(body: object): Promise<string> {
  const r = await fetch(`${server.url}/admin/icerik.data`, {
    method: 'POST',
    headers: { ...adminHeaders(server, token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(r.status).toBe(200);
  return r.text();
}

function values(titleTr: string) {
  return {
    title_tr: titleTr,
    title_en: TITLE_EN,
    excerpt_tr: '',
    excerpt_en: '',
    // Three minutes in each language (the link's address is not read).
    content_tr: `## Giriş\n\n${words(WORDS_PER_MINUTE.tr * 3 - 2, 'kelime')}\n\n[bağlantı](https://example.com/${'a'.repeat(500)})`,
    content_en: `## Intro\n\n${words(WORDS_PER_MINUTE.en * 3 - 1, 'word')}`,
    image_url: '',
    image_alt_tr: '',
    image_alt_en: '',
    category: 'technology',
    tags: [],
    tags_en: [],
    is_published: true,
    is_featured: false,
    author: '',
    publish_date: '',
    slug: '',
    slug_en: '',
  };
}

function readPost(): { id: string; slug: string; slugEn: string } {
  const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
  try {
    const r = db.prepare('select id, slug, slug_en from blog_posts where title_en = ? and image_url is null').get(TITLE_EN) as {
      id: string;
      slug: string;
      slug_en: string;
    };
    return { id: r.id, slug: r.slug, slugEn: r.slug_en };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  token = createAdminSession(server);
  expect(await act({ intent: 'save', id: null, values: values(TITLE_TR) })).toContain('Blog yazısı eklendi!');
  post = readPost();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's head meta tags by property or name. */
async function metaTags(pathname: string): Promise<Map<string, string>> {
  const r = await fetch(server.url + pathname);
  expect(r.status, pathname).toBe(200);
  const html = await r.text();
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) tags.set(m[1]!, decode(m[2]!));
  return tags;
}

async function fetchImage(url: string) {
  const r = await fetch(url);
  expect(r.status, url).toBe(200);
  const type = r.headers.get('content-type') ?? '';
  expect(type, url).toMatch(/^image\/(png|jpeg|webp)$/);
  const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
  return { type, width: meta.width, height: meta.height };
}

describe('social cards', () => {
  it('a post without a picture: its generated card per language, absolute, 1200×630 PNG, large Twitter card', async () => {
    const urls: string[] = [];
    for (const pathname of [`/blog/${post.slug}`, `/en-blog/${post.slugEn}`]) {
      const tags = await metaTags(pathname);
      const image = tags.get('og:image')!;
      expect(image, pathname).toMatch(new RegExp(`^${server.url}/uploads/social-cards/[a-f0-9]{16}-(tr|en)-[a-f0-9]{16}\\.png$`));
      expect(tags.get('twitter:image')).toBe(image);
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
      expect(tags.get('og:image:alt')).toBe(pathname.startsWith('/en-') ? TITLE_EN : TITLE_TR);
      expect(await fetchImage(image)).toEqual({ type: 'image/png', width: 1200, height: 630 });
      urls.push(image);
    }
    // Each language has its own card.
    expect(urls[0]).not.toBe(urls[1]);
  });

  it('a new title gives a new card; the old one is gone', async () => {
    const before = (await metaTags(`/blog/${post.slug}`)).get('og:image')!;
    const enBefore = (await metaTags(`/en-blog/${post.slugEn}`)).get('og:image')!;
    expect(
      await act({ intent: 'save', id: post.id, values: { ...values('Yeni başlık: ğüşiöç'), slug: post.slug, slug_en: post.slugEn } }),
    ).toContain('Blog yazısı güncellendi!');
    const after = (await metaTags(`/blog/${post.slug}`)).get('og:image')!;
    expect(after).not.toBe(before);
    expect(await fetchImage(after)).toMatchObject({ type: 'image/png', width: 1200 });
    expect((await fetch(before)).status).toBe(404);
    // The English title did not change: neither did its card.
    expect((await metaTags(`/en-blog/${post.slugEn}`)).get('og:image')).toBe(enBefore);
  });

  it('the seeded post with a picture: a JPEG of its picture (networks that show no WebP), absolute, in both languages', async () => {
    for (const pathname of ['/blog/yapay-zekayi-isinize-katmanin-bes-adimi', '/en-blog/five-steps-to-bring-ai-into-your-business']) {
      const tags = await metaTags(pathname);
      const image = tags.get('og:image')!;
      expect(image, pathname).toMatch(new RegExp(`^${server.url}/uploads/renditions/\\d+-[a-f0-9]+-og\\.jpg$`));
      expect(tags.get('twitter:image')).toBe(image);
      const img = await fetchImage(image);
      expect(img.type).toBe('image/jpeg');
      expect(tags.get('og:image:width')).toBe(String(img.width));
    }
  });
});

describe('cards of posts written straight into the database (seed, restore while stopped, import)', () => {
  it('are drawn when the server starts', async () => {
    insertPosts(server.dataDir, [
      { slug: 'dogrudan-yazilan', titleTr: 'Doğrudan yazılan', titleEn: 'Written directly', published: true, publishDate: null },
    ]);
    // Nothing has drawn it yet.
    const before = (await metaTags('/blog/dogrudan-yazilan')).get('og:image')!;
    expect((await fetch(before)).status).toBe(404);
    await server.stop();
    server = await startServer({ dataDir: server.dataDir });
    token = createAdminSession(server);
    for (const pathname of ['/blog/dogrudan-yazilan', '/en-blog/dogrudan-yazilan']) {
      const image = (await metaTags(pathname)).get('og:image')!;
      expect(image).toMatch(new RegExp(`^${server.url}/uploads/social-cards/`));
      expect(await fetchImage(image)).toEqual({ type: 'image/png', width: 1200, height: 630 });
    }
  });
});

describe('reading time', () => {
  async function visibleText(pathname: string): Promise<{ text: string; sr: string[] }> {
    const { page } = await newPage(context);
    try {
      const r = await page.goto(server.url + pathname);
      expect(r?.status(), pathname).toBe(200);
      const text = await page.locator('main').innerText();
      const sr = await page.locator('main .sr-only').allInnerTexts();
      return { text, sr };
    } finally {
      await page.close();
    }
  }

  it('the Turkish list and post: "3 dk okuma", read out as "Okuma süresi: 3 dakika"', async () => {
    const list = await visibleText('/blog');
    expect(list.text).toContain('3 dk okuma');
    expect(list.sr).toContain('Okuma süresi: 3 dakika');
    const page = await visibleText(`/blog/${post.slug}`);
    expect(page.text).toContain('3 dk okuma');
    expect(page.sr).toEqual(expect.arrayContaining(['Okuma süresi', '3 dakika']));
  });

  it('the English list and post: "3 min read", read out as "3 minutes"; the short seeded post "1 minute"; no Turkish', async () => {
    const list = await visibleText('/en-blog');
    expect(list.text).toContain('3 min read');
    expect(list.sr).toContain('Reading time: 3 minutes');
    // The seeded post is shorter than a minute and a half.
    expect(list.text).toContain('1 min read');
    expect(list.sr).toContain('Reading time: 1 minute');
    expect(list.text).not.toMatch(/dk okuma|dakika|süresi/);
    const page = await visibleText(`/en-blog/${post.slugEn}`);
    expect(page.text).toContain('3 min read');
    expect(page.sr).toEqual(expect.arrayContaining(['Reading time', '3 minutes']));
    expect(page.text).not.toMatch(/dk okuma|dakika|süresi/);
  });
});
