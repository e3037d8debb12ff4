import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { loginAsAdmin } from '../helpers/admin-session';

/**
 * The leads' and subscribers' "CSV olarak indir" links, used as staff would: after filtering the
 * list, the downloaded file starts with a UTF-8 BOM, separates fields with `;` and holds only the
 * rows the filter shows.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let sqlite: Database.Database;
let ip = 1;

const post = (p: string, fields: Record<string, string>) =>
  fetch(server.url + p, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `192.0.2.${ip++}` },
    redirect: 'manual',
  });

/** Clicks the page's export link and reads the file: the raw bytes and its lines after the BOM. */
async function download() {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV olarak indir' }).click()]);
  const bytes = fs.readFileSync((await file.path())!);
  return {
    bytes,
    lines: bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
  };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: '1' } }), launchBrowser()]);
  sqlite = new Database(path.join(server.dataDir, 'site.db'));
  sqlite.pragma('busy_timeout = 5000');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await loginAsAdmin(context, server);
  ({ page } = await newPage(context));
});

afterAll(async () => {
  sqlite?.close();
  await browser?.close();
  await server?.stop();
});

describe('CSV export of a filtered list', () => {
  it('the leads CSV follows the status filter', async () => {
    for (const name of ['Ayşe', 'Mehmet'])
      expect(
        (
          await post('/danismanlik-talebi', {
            name,
            surname: 'Yılmaz',
            email: `${name === 'Ayşe' ? 'ayse' : 'mehmet'}@example.com`,
            phone: '0532 123 45 67',
            service_description: 'Kurumsal web sitemizi yenilemek istiyoruz, blog da olsun.',
          })
        ).status,
      ).toBe(200);
    sqlite.prepare("update consultation_requests set status = 'won' where name = 'Mehmet'").run();

    await page.goto(`${server.url}/admin/danismanlik`);
    await waitForHydration(page);
    const all = await download();
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(all.lines[0]).toBe('Ad;Soyad;Email;Telefon;Hizmet Açıklaması;Dil;Tarih;Hizmet;Durum;İlgilenen;İç not');
    expect(all.lines).toHaveLength(3);

    await page.getByRole('button', { name: 'Kazanıldı (1)' }).click();
    await page.waitForURL(/status=won/);
    // The URL changes before React has drawn the filtered list: wait for the link it draws.
    await page.locator('a[href="/admin/danismanlik/talepler.csv?status=won"]', { hasText: 'CSV olarak indir' }).waitFor();
    const won = await download();
    expect(won.lines).toHaveLength(2);
    expect(won.lines[1]).toMatch(/^Mehmet;Yılmaz;mehmet@example\.com;05321234567;.*;Kazanıldı;;$/);
  });

  it('the subscribers CSV follows the search and the status filter', async () => {
    for (const email of ['okur1@example.com', 'okur2@example.com', 'baska@firma.com.tr'])
      expect((await post('/e-bulten', { email, source: '/' })).status).toBe(200);
    sqlite.prepare("update newsletter_subscribers set is_active = 0 where email = 'okur2@example.com'").run();

    await page.goto(`${server.url}/admin/e-bulten?q=okur&status=active`);
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'CSV olarak indir' }).getAttribute('href')).toBe(
      '/admin/e-bulten/newsletter-subscribers.csv?q=okur&status=active',
    );
    const csv = await download();
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.lines[0]).toBe('Email;Durum;Abonelik Tarihi');
    expect(csv.lines.slice(1).map((l) => l.split(';').slice(0, 2).join(';'))).toEqual(['okur1@example.com;Aktif']);
  });
});
