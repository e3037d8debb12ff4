import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { insertPosts } from '../helpers/public-site';

/**
 * The blog's RSS feeds, read by a feed parser library as a reader's app would:
 * one per language, the newest 20 published posts with their address in that
 * language, date, excerpt, tags and image; announced in the head of every page.
 */
let server: RunningServer;

const HOSTILE = 'Kaçış <script>alert(1)</script> & "tırnak" ]]> \u0007son';

beforeAll(async () => {
  server = await startServer();
  const posts = Array.from({ length: 24 }, (_, i) => ({
    slug: `yazi-${i + 1}`,
    titleTr: i === 23 ? HOSTILE : `Yazı ${i + 1}`,
    titleEn: `Post ${i + 1}`,
    published: true,
    publishDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    tags: ['yapay zeka'],
  }));
  insertPosts(server.dataDir, [...posts, { slug: 'taslak', titleTr: 'Taslak', titleEn: 'Draft', published: false, publishDate: null }]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function feed(path: string) {
  const r = await fetch(server.url + path);
  expect(r.status, path).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  return { text: await r.clone().text(), feed: parseFeed(await r.text()) };
}

describe('blog feeds', () => {
  it('Turkish: the newest 20 published posts, newest first, with Turkish addresses, dates and excerpts', async () => {
    const { feed: f } = await feed('/blog/rss.xml');
    expect(f.meta.type).toBe('rss');
    expect(f.language).toBe('tr');
    expect(f.url).toBe(server.url + '/blog');
    expect(f.self).toBe(server.url + '/blog/rss.xml');
    expect(f.items).toHaveLength(20);
    // First the seeded post (published at the first start), then the samples from 24 January down.
    expect(f.items[0]!.url).toBe(server.url + '/blog/yapay-zekayi-isinize-katmanin-bes-adimi');
    expect(f.items[1]!.title).toBe(HOSTILE.replace('\u0007', ''));
    expect(f.items[1]!.url).toBe(server.url + '/blog/yazi-24');
    expect(f.items[1]!.published?.toISOString()).toBe('2026-01-24T00:00:00.000Z');
    expect(f.items[2]!.description).toBe('Yazı 23 özeti');
    expect(f.items[2]!.categories.map((c) => c.label)).toEqual(['yapay zeka']);
    expect(f.items.map((i) => i.title)).not.toContain('Taslak');
    expect(f.items.at(-1)!.title).toBe('Yazı 6');
  });

  it('English: English titles and English addresses', async () => {
    const { feed: f } = await feed('/en-blog/rss.xml');
    expect(f.language).toBe('en');
    expect(f.url).toBe(server.url + '/en-blog');
    expect(f.items[0]!.url).toBe(server.url + '/en-blog/five-steps-to-bring-ai-into-your-business');
    expect(f.items[2]!.title).toBe('Post 23');
    expect(f.items[2]!.url).toBe(server.url + '/en-blog/yazi-23');
    expect(f.items[2]!.description).toBe('Summary of Post 23');
  });

  it('escapes what a post title holds (no markup, no control characters)', async () => {
    const { text } = await feed('/blog/rss.xml');
    expect(text).not.toContain('<script>');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;tırnak&quot; ]]&gt;');
    expect(text).not.toContain('\u0007');
  });

  it('carries the post image and is announced in the head of the pages of its language', async () => {
    const { feed: f } = await feed('/en-blog/rss.xml');
    const image = f.items[0]!.media.find((m) => m.type === 'image');
    expect(image?.url).toMatch(new RegExp(`^${server.url}/uploads/.+\\.webp(\\?|$)`));
    const response = await fetch(image!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    for (const [path, href] of [
      ['/', '/blog/rss.xml'],
      ['/hakkimizda', '/blog/rss.xml'],
      ['/en-home', '/en-blog/rss.xml'],
      ['/en-blog', '/en-blog/rss.xml'],
    ] as const) {
      const html = await (await fetch(server.url + path)).text();
      expect(html, path).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" title="[^"]+ Blog" href="${server.url}${href.replace(/\./g, '\\.')}"`,
        ),
      );
    }
  });
});
