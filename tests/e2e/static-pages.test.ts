import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-db';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * Static pages from the admin in a real browser, on both engines: one page
 * with two translations and a place in the header or footer, the careers
 * page behind the header's career link, hreflang and the language toggle
 * between translations, Markdown rendered (headings, lists, links) and
 * script attempts shown as text.
 */

const XSS_TR = [
  '## Kişisel verileriniz',
  '',
  'Verilerinizi **yalnızca** şu amaçlarla işleriz:',
  '',
  '- Teklif hazırlamak',
  '- Destek vermek',
  '',
  '1. Başvuru',
  '2. Yanıt',
  '',
  'Ayrıntılar için [iletişim sayfamıza](/iletisim) veya [KVKK metnine](https://www.kvkk.gov.tr) bakın.',
  '',
  '<script>window.__xss = 1</script>',
  '',
  '<img src=x onerror="window.__xss = 2">',
  '',
  '[tıklayın](javascript:window.__xss=3) [veri](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
].join('\n');

const CONTENT_EN = [
  '## Your personal data',
  '',
  'We process your data **only** to:',
  '',
  '- prepare a quote',
  '- give support',
  '',
  'See our [contact page](/en-contact).',
].join('\n');

/** The admin session of loginAsAdmin, written into the server's PostgreSQL database. */
async function loginOnPostgres(db: TestDatabase, context: BrowserContext, url: string) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.db.kysely
    .insertInto('sessions')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 8 * 3600_000).toISOString(),
      ip: '127.0.0.1',
      user_agent: 'e2e',
    })
    .execute();
  await context.addCookies([{ name: 'admin_session', value: token, url, httpOnly: true, sameSite: 'Lax' }]);
}

for (const kind of ENGINES) {
  describe(`static pages [${kind}]`, () => {
    let db: TestDatabase | undefined;
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let consoleErrors: string[];

    beforeAll(async () => {
      if (kind === 'postgres') db = await createTestDatabase('postgres', { migrate: false });
      [server, browser] = await Promise.all([startServer({ env: db ? { DATABASE_URL: db.databaseUrl } : {} }), launchBrowser()]);
      context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      if (db) await loginOnPostgres(db, context, server.url);
      else await loginAsAdmin(context, server);
      ({ page, consoleErrors } = await newPage(context));
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.stop();
      await db?.drop();
    });

    async function toast(text: string) {
      await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
    }

    /**
     * Ticks a checkbox of the open editor. On a loaded machine a click can land while the
     * dialog re-renders (the answer to the previous save arriving); check() then reports that
     * the state did not change, and the tick is tried again.
     */
    async function tick(label: string, checked = true) {
      const box = page.getByRole('dialog').getByLabel(label);
      for (let attempt = 1; ; attempt++) {
        try {
          await box.setChecked(checked, { timeout: 5_000 });
          return;
        } catch (err) {
          if (attempt === 3) throw err;
        }
      }
    }

    async function fillTranslation(tab: 'Türkçe' | 'İngilizce', v: { title: string; slug?: string; meta?: string; content: string }) {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: tab }).click();
      const panel = dialog.getByRole('tabpanel');
      await panel.getByLabel('Başlık').fill(v.title);
      if (v.slug) await panel.getByLabel('Slug').fill(v.slug);
      if (v.meta) await panel.getByLabel('Meta açıklama').fill(v.meta);
      await panel.getByLabel('İçerik (Markdown)').fill(v.content);
    }

    it('the editor: both languages, the real addresses in the slug hints, placement; the page is saved as one page', async () => {
      await gotoHydrated(page, server.url + '/admin/sayfalar');
      await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
      const dialog = page.getByRole('dialog');
      await fillTranslation('Türkçe', { title: 'KVKK Aydınlatma Metni', meta: 'Kişisel verilerin işlenmesi.', content: XSS_TR });
      expect(await dialog.getByTestId('page-url-tr').textContent()).toBe(`${server.url}/sayfa/kvkk-aydinlatma-metni`);
      await fillTranslation('İngilizce', { title: 'Privacy Notice', content: CONTENT_EN });
      expect(await dialog.getByTestId('page-url-en').textContent()).toBe(`${server.url}/en-page/privacy-notice`);
      // the Markdown preview renders the list, with scripts as text
      await dialog.getByRole('tab', { name: 'Türkçe' }).click();
      await dialog.getByTestId('preview-tr').locator('li', { hasText: 'Teklif hazırlamak' }).waitFor();
      await dialog.getByLabel('Durum').selectOption('published');
      await tick('Üst menüde göster');
      await tick('Alt bilgide göster');
      await page.screenshot({ path: path.join(SHOTS, 'admin-page-editor-1440.png') });
      await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await toast('Sayfa oluşturuldu.');
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByTestId('page-row').filter({ hasText: 'KVKK Aydınlatma Metni' });
      await row.getByText('Privacy Notice').waitFor();
      await row.getByText('Üst menü').waitFor();
      expect(await page.getByTestId('page-row').count()).toBe(1);
    });

    it('a half-filled English translation is refused on its own tab, which opens with the error', async () => {
      await page.getByRole('button', { name: 'Yeni Sayfa' }).click();
      const dialog = page.getByRole('dialog');
      await fillTranslation('Türkçe', { title: 'Kariyer', content: '## Açık pozisyonlar\n\n- Yazılım geliştirici' });
      await dialog.getByRole('tab', { name: 'İngilizce' }).click();
      await dialog.getByRole('tabpanel').getByLabel('Başlık').fill('Careers');
      await dialog.getByRole('tab', { name: 'Türkçe' }).click();
      await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await dialog.getByRole('tabpanel').getByText('İçerik zorunludur.').waitFor();
      expect(await dialog.getByRole('tab', { selected: true }).textContent()).toContain('İngilizce');
      await dialog.getByRole('tabpanel').getByLabel('İçerik (Markdown)').fill('## Open positions\n\n- Software developer');
      await dialog.getByLabel('Durum').selectOption('published');
      await tick('Kariyer sayfası');
      await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await toast('Sayfa oluşturuldu.');
      await dialog.waitFor({ state: 'detached' });
    });

    it('Turkish page: Markdown rendered, scripts as text, hreflang to the English translation, links in header and footer', async () => {
      const r = await fetch(server.url + '/sayfa/kvkk-aydinlatma-metni');
      expect(r.status).toBe(200);
      const html = await r.text();
      expect(html).toContain('<h2>Kişisel verileriniz</h2>');
      expect(html).toMatch(/<ul>\s*<li>Teklif hazırlamak<\/li>/);
      expect(html).toMatch(/<ol>\s*<li>Başvuru<\/li>/);
      expect(html).toContain('<a href="/iletisim">iletişim sayfamıza</a>');
      expect(html).toContain('<a href="https://www.kvkk.gov.tr" rel="noopener noreferrer nofollow">KVKK metnine</a>');
      expect(html).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt;');
      expect(html).not.toContain('<script>window.__xss');
      expect(html).not.toMatch(/<img[^>]*onerror/);
      expect(html).not.toMatch(/href="(javascript|data):/i);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${server.url}/en-page/privacy-notice"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="tr" href="${server.url}/sayfa/kvkk-aydinlatma-metni"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${server.url}/sayfa/kvkk-aydinlatma-metni"/>`);

      await gotoHydrated(page, server.url + '/sayfa/kvkk-aydinlatma-metni');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('main h1').textContent()).toBe('KVKK Aydınlatma Metni');
      const header = page.getByRole('navigation', { name: 'Ana menü' });
      expect(await header.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).getAttribute('href')).toBe('/sayfa/kvkk-aydinlatma-metni');
      expect(await header.getByRole('link', { name: 'Kariyer' }).getAttribute('href')).toBe('/sayfa/kariyer');
      const footer = page.locator('footer');
      expect(await footer.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).getAttribute('href')).toBe('/sayfa/kvkk-aydinlatma-metni');
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'static-page-tr-1440.png'), fullPage: true });
    });

    it('the language toggle goes to the translation; the English page has the English links only', async () => {
      await gotoHydrated(page, server.url + '/sayfa/kvkk-aydinlatma-metni');
      const toggle = page.locator('header a[hreflang="en"]');
      expect(await toggle.getAttribute('href')).toBe('/lang/en?to=%2Fen-page%2Fprivacy-notice');
      await toggle.click();
      await page.waitForURL(server.url + '/en-page/privacy-notice');
      await page.locator('main h1', { hasText: 'Privacy Notice' }).waitFor();
      const header = page.getByRole('navigation', { name: 'Main menu' });
      expect(await header.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe('/en-page/privacy-notice');
      expect(await header.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/en-page/careers');
      expect(await page.locator('footer').getByRole('link', { name: 'Privacy Notice' }).count()).toBe(1);
      const text = await page.locator('body').innerText();
      for (const turkish of ['KVKK Aydınlatma', 'Kariyer', 'Kişisel']) expect(text).not.toContain(turkish);
      // and back
      await page.locator('header a[hreflang="tr"]').click();
      await page.waitForURL(server.url + '/sayfa/kvkk-aydinlatma-metni');
      await page.goto(server.url + '/en-page/privacy-notice');
      await page.screenshot({ path: path.join(SHOTS, 'static-page-en-1440.png'), fullPage: true });
    });

    it('at 375 px: the mobile menu lists the pages and the career link in each language', async () => {
      const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const { page: p, consoleErrors: errors } = await newPage(phone);
      for (const [url, links, shot] of [
        ['/sayfa/kvkk-aydinlatma-metni', ['KVKK Aydınlatma Metni', 'Kariyer'], 'static-page-tr-375.png'],
        ['/en-page/privacy-notice', ['Privacy Notice', 'Careers'], 'static-page-en-375.png'],
      ] as const) {
        await gotoHydrated(p, server.url + url);
        await p.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
        await p.locator('#mobile-menu-button').click();
        const menu = p.locator('#mobile-menu');
        for (const name of links) await menu.getByRole('link', { name }).waitFor();
        await p.screenshot({ path: path.join(SHOTS, shot.replace('.png', '-menu.png')) });
        expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await phone.close();
    });

    it('the sitemap lists both translations with alternates', async () => {
      const xml = await (await fetch(server.url + '/sitemap.xml')).text();
      for (const loc of ['/sayfa/kvkk-aydinlatma-metni', '/en-page/privacy-notice', '/sayfa/kariyer', '/en-page/careers']) {
        expect(xml).toContain(`<loc>${server.url}${loc}</loc>`);
      }
      expect(xml).toContain(`hreflang="en" href="${server.url}/en-page/careers"`);
    });

    it('placement changes in the admin show on the site: out of the header, careers unmarked → no career link', async () => {
      await gotoHydrated(page, server.url + '/admin/sayfalar');
      // the editor at 375 px: the top of the dialog (language tabs, title, slug with its address)
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'KVKK Aydınlatma Metni sayfasını düzenle' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('page-url-tr').waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'admin-page-editor-375.png') });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1440, height: 900 });
      expect(await dialog.getByLabel('Üst menüde göster').isChecked()).toBe(true);
      await tick('Üst menüde göster', false);
      await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await toast('Sayfa güncellendi.');
      await page.getByRole('button', { name: 'Kariyer sayfasını düzenle' }).click();
      await tick('Kariyer sayfası', false);
      await page.getByRole('dialog').getByRole('button', { name: 'Kaydet', exact: true }).click();
      await toast('Sayfa güncellendi.');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await gotoHydrated(page, server.url + '/');
      const header = page.getByRole('navigation', { name: 'Ana menü' });
      expect(await header.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).count()).toBe(0);
      expect(await header.getByRole('link', { name: 'Kariyer' }).count()).toBe(0);
      expect(await page.locator('footer').getByRole('link', { name: 'KVKK Aydınlatma Metni' }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    });
  });
}

fs.mkdirSync(SHOTS, { recursive: true });
