import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';
import { openSiteDb } from '../helpers/public-site';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * The automatic backup settings on the system tab, in a real browser: the status, the form's
 * checks (the same schema as the server), saving a bucket with its secret (never sent back),
 * "Şimdi yedekle" writing an archive, the dashboard's line; screenshots at 1440 and 375 px
 * into the screenshots folder (tests/helpers/screenshots.ts).
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('automatic backup settings', () => {
  it('checks the form, saves the bucket with its secret write-only, runs a backup now; the dashboard shows it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await loginAsAdmin(context, server);
    const { page, consoleErrors } = await newPage(context);
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await waitForHydration(page);
    const section = page.locator('form').filter({ has: page.locator('input[name="intent"][value="backup-schedule"]') });
    await expect(page.getByText('Henüz başarılı bir yedek yok.').first().isVisible()).resolves.toBe(true);
    // A bucket without its details: refused on the page, with each field's reason.
    await section.getByLabel('Yedeklerin bir kopyasını dış depolama alanına gönder').check();
    await section.getByLabel('Hizmet adresi').fill('ftp://depo');
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await section.getByText('Hizmet adresi http:// veya https:// ile başlamalı.').waitFor();
    await section.getByLabel('Hizmet adresi').fill('https://s3.example.com');
    await section.getByLabel('Depo (bucket) adı').fill('sirket-yedek');
    await section.getByLabel('Erişim anahtarı').fill('AKIAEXAMPLE');
    await section.getByLabel('Gizli anahtar').fill('super-secret-value-123');
    await section.getByLabel('Saklanacak günlük yedek sayısı').fill('10');
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Otomatik yedekleme ayarları kaydedildi.' }).waitFor();
    const db = openSiteDb(server.dataDir);
    const stored = db.prepare("select value from settings where key = '_backup_bucket_secret'").get() as { value: string };
    db.close();
    expect(stored.value).not.toContain('super-secret-value-123');
    // Reloaded: the secret is said to be saved, never shown.
    await page.reload();
    await waitForHydration(page);
    const html = await page.content();
    expect(html).not.toContain('super-secret-value-123');
    expect(html).not.toContain(JSON.parse(stored.value) as string);
    await section.getByText('Kayıtlı bir gizli anahtar var.').waitFor();
    await expect(section.getByLabel('Saklanacak günlük yedek sayısı').inputValue()).resolves.toBe('10');

    // Another service address: the screen says the secret must be typed again and asks who is here; a save without it is refused.
    expect(await section.getByTestId('bucket-changed').count()).toBe(0);
    await section.getByLabel('Hizmet adresi').fill('http://127.0.0.1:2222');
    await section.getByTestId('bucket-changed').getByText('gizli anahtarı yeniden yazın').waitFor();
    await section.getByTestId('bucket-reauth').waitFor();
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await section.getByText('Depo bilgileri değiştiği için gizli anahtarı yeniden yazın').first().waitFor();
    await page.reload();
    await waitForHydration(page);
    await expect(section.getByLabel('Hizmet adresi').inputValue()).resolves.toBe('https://s3.example.com');

    // "Şimdi yedekle": the archive is written; the bucket at s3.example.com cannot be reached, and the page says so.
    await page.getByRole('button', { name: 'Şimdi yedekle' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'dış depolama alanına gönderilemedi' }).waitFor({ timeout: 60_000 });
    const archives = fs.readdirSync(path.join(server.dataDir, 'backups'));
    expect(archives.filter((n) => n.endsWith('.tar.gz'))).toHaveLength(1);
    await page.reload();
    await waitForHydration(page);
    await page
      .getByTestId('backup-status')
      .getByText(/Son deneme|dış depolama alanına gönderilemedi/)
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.getByRole('heading', { name: 'Otomatik yedekleme' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'admin-backup-settings-1440.png'), fullPage: true });

    await page.goto(server.url + '/admin');
    await waitForHydration(page);
    const line = page.getByTestId('dashboard-backups');
    await line.getByText('Yedekler dış depolama alanına gönderilemiyor.').waitFor();
    await expect(line.innerText()).resolves.toMatch(/Son başarılı yedek: .+ \(\d/);
    await page.getByTestId('launch-checklist').getByText('Son 48 saatte başarılı bir yedek alınmadı').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works at 375 px (nothing wider than the screen)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await loginAsAdmin(context, server);
    const { page } = await newPage(context);
    await page.goto(server.url + '/admin/ayarlar/sistem');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Otomatik yedekleme' }).scrollIntoViewIfNeeded();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="backup-status"], form *')]
        .filter((el) => el.getBoundingClientRect().right > 376 && !el.closest('.sr-only, .overflow-x-auto'))
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(wide).toEqual([]);
    const box = await page.getByTestId('backup-status').boundingBox();
    await page.screenshot({
      path: path.join(SHOTS, 'admin-backup-settings-375.png'),
      clip: { x: 0, y: Math.max(0, box!.y - 120), width: 375, height: 1400 },
      fullPage: true,
    });
    await context.close();
  });
});
