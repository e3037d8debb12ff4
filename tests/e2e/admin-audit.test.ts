import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';

/**
 * Etkinlik (the audit log) in a real browser: a real login, a
 * project edit, a setting change and a failed login from another browser
 * (another address) all appear with the right person and action; the filter
 * works; the CSV downloads; axe finds nothing at 1440 and 375 px.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function toast(text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

async function login(p: Page, password: string) {
  await p.goto(server.url + '/admin');
  await p.getByLabel('Şifre').fill(password);
  await p.getByRole('button', { name: 'Giriş Yap' }).click();
}

const rows = () => page.locator('[data-testid="audit-row"]');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: '1' } }), launchBrowser()]);
  context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.10' },
  });
  ({ page } = await newPage(context));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('Etkinlik', () => {
  it('shows a login, a project edit, a setting change and a failed login with the right person; filters; CSV; axe', async () => {
    await login(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Çıkış Yap' }).waitFor();

    // Edit a project (the first one's English title).
    await page.goto(server.url + '/admin/projeler');
    await page
      .getByRole('link', { name: /projesini düzenle$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const title = dialog.getByLabel('Başlık (İngilizce) *', { exact: true });
    await title.fill(`${await title.inputValue()} X`);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast('Proje güncellendi!');

    // Change a setting.
    await page.goto(server.url + '/admin/ayarlar');
    await page.getByLabel('Şirket / site adı').fill('Denetim Teknoloji');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await toast('Ayarlar kaydedildi.');

    // A failed login from another browser at another address.
    const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });
    const otherPage = await other.newPage();
    await login(otherPage, 'yanlis-sifre-1');
    await otherPage.getByText('Şifre yanlış. 2 deneme hakkınız kaldı.').waitFor();
    await other.close();

    await page.goto(server.url + '/admin/etkinlik');
    await page.getByRole('heading', { name: 'Etkinlik', level: 2 }).waitFor();
    const texts = await rows().allInnerTexts();
    // Newest first: failed login, settings, project, login.
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('Oturumsuz ziyaretçi');
    expect(texts[0]).toContain('198.51.100.23');
    expect(texts[0]).toContain('Başarısız giriş');
    expect(texts[1]).toMatch(/Ayarlar güncellendi: site adı/);
    expect(texts[2]).toMatch(/Proje güncellendi: başlık \(İngilizce\)/);
    expect(texts[3]).toContain('Giriş');
    expect(texts[3]).toContain('192.0.2.10');
    const person = /Yönetici \(oturum [0-9a-f]{6}\)/.exec(texts[3]!)?.[0];
    expect(person).toBeTruthy();
    for (const t of texts.slice(1)) expect(t).toContain(person);
    expect(await rows().nth(2).getByRole('link', { name: 'Proje kaydını aç' }).getAttribute('href')).toMatch(/^\/admin\/projeler\?edit=/);
    expect(await axeViolations(page)).toEqual([]);

    // Filter by record type, then by person.
    await page.getByLabel('Kayıt türü').selectOption('project');
    await page.getByRole('button', { name: 'Süz' }).click();
    await page.waitForURL(/tur=project/);
    await expect.poll(() => rows().count()).toBe(1);
    await page.getByLabel('Kayıt türü').selectOption('');
    await page.getByLabel('Kişi').selectOption(person!);
    await page.getByRole('button', { name: 'Süz' }).click();
    await page.waitForURL(/kisi=/);
    await expect.poll(() => rows().count()).toBe(3);

    // The CSV takes the same filter.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV olarak indir' }).click()]);
    expect(download.suggestedFilename()).toBe('etkinlik.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Zaman');

    // A phone: cards, nothing wider than the screen, axe clean.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(server.url + '/admin/etkinlik');
    await rows().first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
