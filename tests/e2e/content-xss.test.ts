import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { launchBrowser, newPage } from '../helpers/browser';
import { adminHeaders, createAdminSession } from '../helpers/admin-session';

/**
 * Stored XSS: script payloads in every text field of a
 * project and of a blog post, saved through the admin actions, render as text
 * on the public pages (both languages, list and detail) and in the admin
 * (lists, editors, Markdown preview). Nothing runs: no marker set, no dialog.
 */
const P = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=2">',
  svg: '"><svg onload="window.__xss=3">',
  style: "<style>body{display:none}</style><a href='javascript:window.__xss=4'>x</a>",
};
const payload = (field: string) => `${field} ${P.script} ${P.img} ${P.svg} ${P.style}`;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let token: string;
let slug: string;

async function act(route: string, body: object): Promise<string> {
  const r = await fetch(`${server.url}${route}.data`, {
    method: 'POST',
    headers: { ...adminHeaders(server, token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(r.status).toBe(200);
  return r.text();
}

beforeAll(async () => {
  server = await startServer();
  token = createAdminSession(server);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'admin_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);

  const form = new FormData();
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#223344' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${P.svg}.png`);
  const up = (await (
    await fetch(server.url + '/admin/upload', { method: 'POST', body: form, headers: adminHeaders(server, token) })
  ).json()) as {
    url: string;
  };

  const saved = await act('/admin/projeler', {
    intent: 'save',
    id: null,
    values: {
      title_tr: payload('title_tr'),
      title_en: payload('title_en'),
      short_description_tr: payload('short_tr'),
      short_description_en: payload('short_en'),
      description_tr: payload('description_tr'),
      description_en: payload('description_en'),
      category: 'ai',
      status: 'active',
      icon: 'Bot',
      is_active: true,
      is_featured: true,
      features_tr: [payload('feature_tr')],
      features_en: [payload('feature_en')],
      tech_stack: [payload('tech')],
      image_url: up.url,
      image_alt_tr: payload('alt_tr'),
      image_alt_en: payload('alt_en'),
      demo_url: '',
      github_url: '',
      project_url: '',
      users_text: `${P.script}`.slice(0, 60),
      rating: '',
      release_date: '',
      version: P.img.slice(0, 30),
      priority: '100',
    },
  });
  expect(saved).toContain('Proje eklendi!');

  const post = await act('/admin/icerik', {
    intent: 'save',
    id: null,
    values: {
      title_tr: payload('post_title_tr'),
      title_en: payload('post_title_en'),
      excerpt_tr: payload('excerpt_tr'),
      excerpt_en: payload('excerpt_en'),
      content_tr: `# Başlık\n\n${payload('content_tr')}\n\n[tıkla](javascript:window.__xss=5)\n\n![x](x" onerror="window.__xss=6)`,
      content_en: `# Title\n\n${payload('content_en')}\n\n<iframe src="javascript:window.__xss=7"></iframe>`,
      image_url: up.url,
      image_alt_tr: payload('post_alt_tr'),
      image_alt_en: payload('post_alt_en'),
      category: 'technology',
      tags: [P.script, '<b onmouseover=alert(1)>t</b>'],
      tags_en: [P.script, '<b onmouseover=alert(1)>en</b>'],
      is_published: true,
      is_featured: true,
      author: payload('author').slice(0, 120),
      publish_date: '',
      slug: '',
      slug_en: '',
    },
  });
  expect(post).toContain('Blog yazısı eklendi!');
  const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
  slug = (db.prepare("select slug from blog_posts where title_tr like 'post_title_tr%'").get() as { slug: string }).slug;
  db.close();
  expect(slug).toMatch(/^post-title-tr-script-window-xss-1-script/);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(url: string): Promise<{ page: Page; text: string; errors: string[] }> {
  const { page, consoleErrors } = await newPage(context);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const r = await page.goto(server.url + url);
  expect(r!.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: number }).__xss,
    injected: document.querySelectorAll('[onerror], [onload], iframe, body style, a[href^="javascript:"], svg[onload]').length,
    hidden: getComputedStyle(document.body).display === 'none',
  }));
  expect(state, url).toEqual({ xss: undefined, injected: 0, hidden: false });
  expect(dialogs, url).toEqual([]);
  const text = await page.locator('body').innerText();
  return { page, text, errors: consoleErrors };
}

describe('stored XSS payloads render as text', () => {
  it('on the public home, projects, blog and post pages in both languages', async () => {
    const home = await visit('/');
    expect(home.text).toContain(payload('title_tr'));
    expect(home.text).toContain(payload('short_tr'));
    expect(home.text).toContain(payload('feature_tr'));
    expect(home.text).toContain(payload('tech'));
    expect(await home.page.locator(`img[alt="${payload('alt_tr').replace(/"/g, '\\"')}"]`).count()).toBe(1);
    const enHome = await visit('/en-home');
    expect(enHome.text).toContain(payload('title_en'));
    expect(enHome.text).toContain(payload('feature_en'));
    expect((await visit('/projeler')).text).toContain(payload('title_tr'));
    expect((await visit('/en-projects')).text).toContain(payload('short_en'));

    const blog = await visit('/blog');
    expect(blog.text).toContain(payload('post_title_tr'));
    expect(blog.text).toContain(payload('excerpt_tr'));
    expect((await visit('/en-blog')).text).toContain(payload('post_title_en'));

    const post = await visit(`/blog/${slug}`);
    expect(post.text).toContain(payload('content_tr'));
    expect(post.text).toContain(P.script);
    expect(post.text).toContain('<b onmouseover=alert(1)>t</b>');
    expect(post.text).toContain(payload('author').slice(0, 120).trim());
    // The javascript: link is not a link; the broken image carries no handler.
    expect(await post.page.locator('a[href^="javascript"]').count()).toBe(0);
    const postEn = await visit(`/en-blog/${slug}`);
    expect(postEn.text).toContain(payload('content_en'));
    expect(postEn.text).toContain('<iframe src="javascript:window.__xss=7"></iframe>');
  });

  it('in the admin lists, editors and the Markdown preview', async () => {
    const projects = await visit('/admin/projeler');
    expect(projects.text).toContain(payload('title_tr'));
    const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
    const projectId = (db.prepare("select id from projects where title_tr like 'title_tr%'").get() as { id: string }).id;
    const postId = (db.prepare("select id from blog_posts where title_tr like 'post_title_tr%'").get() as { id: string }).id;
    db.close();

    const editor = await visit(`/admin/projeler?edit=${projectId}`);
    await expect(editor.page.getByLabel('Başlık (Türkçe) *', { exact: true }).inputValue()).resolves.toBe(payload('title_tr'));
    await editor.page.getByRole('tab', { name: /^İçerik/ }).click();
    await expect(editor.page.locator('[data-list="features_tr"] li').innerText()).resolves.toBe(payload('feature_tr'));

    const blog = await visit('/admin/icerik');
    expect(blog.text).toContain(payload('post_title_tr'));
    const postEditor = await visit(`/admin/icerik?edit=${postId}`);
    const preview = postEditor.page.locator('[data-testid="preview-tr"]');
    await preview.locator('h1').waitFor();
    await expect(preview.innerText()).resolves.toContain(payload('content_tr'));
    expect(await preview.locator('script, img[onerror], svg, a[href^="javascript"]').count()).toBe(0);
    await postEditor.page.waitForTimeout(300);
    expect(await postEditor.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    for (const v of [projects, editor, blog, postEditor]) expect(v.errors).toEqual([]);
  });

  it('refuses javascript: and other non-http links in project URLs', async () => {
    const answer = await act('/admin/projeler', {
      intent: 'save',
      id: null,
      values: {
        title_tr: 'Link',
        title_en: 'Link',
        short_description_tr: '',
        short_description_en: '',
        description_tr: 'd',
        description_en: 'd',
        category: 'ai',
        status: 'active',
        icon: 'Bot',
        is_active: true,
        is_featured: false,
        features_tr: [],
        features_en: [],
        tech_stack: [],
        image_url: 'javascript:alert(1)',
        image_alt_tr: '',
        image_alt_en: '',
        demo_url: 'javascript:alert(1)',
        github_url: 'data:text/html,<script>alert(1)</script>',
        project_url: 'https://ok.example/"><script>alert(1)</script>',
        users_text: '',
        rating: '',
        release_date: '',
        version: '',
        priority: '0',
      },
    });
    expect(answer).not.toContain('Proje eklendi!');
    expect(answer.match(/Geçerli bir adres girin/g)?.length).toBeGreaterThanOrEqual(1);
    const db = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
    expect(db.prepare("select count(*) as n from projects where title_tr = 'Link'").get()).toEqual({ n: 0 });
    db.close();
  });
});
