import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, gotoHydrated, launchBrowser, newPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { createTestDatabase, ENGINES, type TestDatabase } from '../helpers/test-db';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * Site texts (Metinler) in a real browser. With PostgreSQL
 * (TEST_DATABASE_URL), two instances share one database: the admin edits on
 * the first and the public pages are read from the second, whose page cache
 * must be dropped by the NOTIFY; without it, one SQLite instance. The Turkish
 * answer of an FAQ entry and the starting price of web development change and
 * show on the public pages at once; the English side is flagged; revert and
 * reset; a broken placeholder is refused and nothing is stored; the preview
 * shows unsaved texts to the admin only; axe and screenshots at 1440 and 375 px.
 */
const kind = ENGINES.includes('postgres') ? 'postgres' : 'sqlite';

describe(`site texts (Metinler) [${kind}${kind === 'postgres' ? ', two instances' : ''}]`, () => {
  let db: TestDatabase | undefined;
  let admin: RunningServer;
  let reader: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    if (kind === 'postgres') db = await createTestDatabase('postgres', { migrate: false });
    const env = db ? { DATABASE_URL: db.databaseUrl } : {};
    [admin, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
    reader = db ? await startServer({ env }) : admin;
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (db) {
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
      await context.addCookies([{ name: 'admin_session', value: token, url: admin.url, httpOnly: true, sameSite: 'Lax' }]);
    } else {
      await loginAsAdmin(context, admin);
    }
    ({ page, consoleErrors } = await newPage(context));
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    if (reader !== admin) await reader?.stop();
    await admin?.stop();
    await db?.drop();
  });

  /** A public page as a visitor gets it from the second instance (no cookie: its page cache may answer). */
  const publicHtml = async (p: string) => (await fetch(reader.url + p)).text();
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
  const card = (key: string) => page.locator(`[data-text-key="${key}"]`);
  /** Scrolls the window to a card's top (after the shell has kept its active tab in view). */
  async function scrollToCard(key: string) {
    const top = await card(key).evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 16);
    await page.waitForTimeout(300);
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, top);
  }

  it('changes the Turkish answer of an FAQ entry and the web price: both public at once; English flagged', async () => {
    // Fill the second instance's page cache first: the change must drop it.
    expect(await publicHtml('/sss')).toContain('Evet. E-posta ve telefonla teknik destek veriyoruz');
    expect(await publicHtml('/hizmetler')).toContain('15.000+ TL');

    await gotoHydrated(page, admin.url + '/admin/metinler?sayfa=sss');
    const faq = card('faq.items');
    const answer = faq.locator('[data-lang="tr"] li').nth(2).getByLabel('Yanıt');
    await answer.fill('Evet, 7/24 izliyor ve e-postayla hemen yanıtlıyoruz.');
    await faq.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Metinler kaydedildi');
    expect(await publicHtml('/sss')).toContain('Evet, 7/24 izliyor ve e-postayla hemen yanıtlıyoruz.');
    expect(await publicHtml('/en-faq')).toContain('Yes. We provide technical support by email and phone');

    await gotoHydrated(page, admin.url + '/admin/metinler?sayfa=hizmetler');
    const price = card('services.items.web.price');
    await price.getByLabel('Türkçe').fill('17.500+ TL');
    await price.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Metinler kaydedildi');
    await price.getByText('İngilizce, Türkçe değiştiğinden beri güncellenmedi').waitFor();
    await price.getByLabel('Türkçe').fill('18.000+ TL');
    await price.getByRole('button', { name: 'Kaydet' }).click();
    await price.getByRole('button', { name: 'Kaydet' }).waitFor();
    await expect.poll(async () => (await publicHtml('/hizmetler')).includes('18.000+ TL'), { timeout: 10_000 }).toBe(true);
    expect(await publicHtml('/en-services')).toContain('From 15,000 TL');
    // One fact, one text: the home page's web card shows the same price, and the editor says so.
    expect(await publicHtml('/')).toContain('18.000+ TL');
    expect(await publicHtml('/en-home')).toContain('From 15,000 TL');
    expect(await price.locator('[data-shown-on]').innerText()).toContain('Ana Sayfa');
    // The activity log names the page and the text in words, not by the code key.
    const auditHtml = await (
      await fetch(admin.url + '/admin/etkinlik', {
        headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).text();
    expect(auditHtml).toContain('Site metni güncellendi: Hizmetler → Web Geliştirme başlangıç fiyatı');
    expect(auditHtml).not.toContain('güncellendi: services.items.web.price');

    // The translation filter lists the two entries changed in Turkish only.
    await gotoHydrated(page, admin.url + '/admin/metinler?eksik=1');
    expect(await page.locator('[data-text-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-text-key')))).toEqual([
      'services.items.web.price',
      'faq.items',
    ]);
    expect(await page.locator('[data-stale="en"]').count()).toBe(2);
  });

  it('revert restores the previous text, reset the default', async () => {
    await gotoHydrated(page, admin.url + '/admin/metinler?sayfa=hizmetler');
    const price = card('services.items.web.price');
    await price.getByText('Geçmiş').click();
    await price.locator('[data-history]').first().getByRole('button', { name: 'Geri al' }).click();
    await toast('Önceki metin geri getirildi');
    await expect.poll(async () => (await publicHtml('/hizmetler')).includes('17.500+ TL'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => price.getByLabel('Türkçe').inputValue()).toBe('17.500+ TL');

    await price.getByRole('button', { name: 'Varsayılana dön' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Varsayılana dön' }).click();
    await toast('Varsayılan metne dönüldü');
    await expect.poll(async () => (await publicHtml('/hizmetler')).includes('15.000+ TL'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => price.getByText('İngilizce, Türkçe değiştiğinden beri güncellenmedi').count()).toBe(0);
  });

  it('a broken placeholder is refused with a clear message, and nothing is stored', async () => {
    await gotoHydrated(page, admin.url + '/admin/metinler?q=son%20g%C3%BCncelleme');
    const entry = card('legal.lastUpdated');
    await entry.getByLabel('Türkçe').fill('Son güncelleme: dün');
    await entry.getByRole('button', { name: 'Kaydet' }).click();
    await entry.getByRole('alert').filter({ hasText: 'Yer tutucu silinmiş: {date}' }).waitFor();
    expect(await entry.getByLabel('Türkçe').getAttribute('aria-invalid')).toBe('true');
    // The server refuses it too (the same rule), whatever the browser does.
    const cookies = await context.cookies(admin.url);
    const form = new URLSearchParams({ intent: 'save', key: 'legal.lastUpdated', value_tr: 'Son güncelleme: dün' });
    const res = await fetch(admin.url + '/admin/metinler.data', {
      method: 'POST',
      headers: {
        cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        origin: admin.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    });
    expect(await res.text()).toContain('Yer tutucu silinmiş');
    await gotoHydrated(page, admin.url + '/admin/metinler?q=son%20g%C3%BCncelleme');
    expect(await card('legal.lastUpdated').getByText('Değiştirildi').count()).toBe(0);
    expect(await publicHtml('/gizlilik')).toContain('Son güncelleme:');
  });

  it('preview: the unsaved text on the public page, for the admin only (noindex, not cached); axe and screenshots', async () => {
    await gotoHydrated(page, admin.url + '/admin/metinler?sayfa=sss');
    const faq = card('faq.items');
    await faq.locator('[data-lang="tr"] li').first().getByLabel('Soru').fill('Önizleme sorusu?');
    const [preview] = await Promise.all([context.waitForEvent('page'), faq.getByRole('button', { name: 'Türkçe önizle' }).click()]);
    await preview.waitForLoadState('load');
    expect(preview.url()).toContain('/sss?onizleme=');
    const cookies = await context.cookies(admin.url);
    const response = await fetch(preview.url(), { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('Önizleme sorusu?');
    await preview.getByText('Önizleme sorusu?').waitFor();
    await preview.getByText('Önizleme: kaydedilmemiş metinler').waitFor();
    expect(await preview.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
    // Without the session the same address shows the saved texts.
    expect(await (await fetch(reader.url + new URL(preview.url()).pathname + new URL(preview.url()).search)).text()).not.toContain(
      'Önizleme sorusu?',
    );
    await preview.close();
    expect(await publicHtml('/sss')).not.toContain('Önizleme sorusu?');

    await gotoHydrated(page, admin.url + '/admin/metinler?sayfa=sss');
    expect(await axeViolations(page)).toEqual([]);
    // The FAQ list (changed in Turkish only: flagged) in view.
    await scrollToCard('faq.items');
    await page.screenshot({ path: path.join(SHOTS, 'admin-texts-1440.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, admin.url + '/admin/metinler?sayfa=hizmetler');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await scrollToCard('services.items.web.price');
    await page.screenshot({ path: path.join(SHOTS, 'admin-texts-375.png') });
    expect(consoleErrors).toEqual([]);
  });
});
