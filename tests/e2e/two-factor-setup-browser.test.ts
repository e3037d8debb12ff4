import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { renderSVG } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { hashPassword } from '~/domain/auth/password.server';
import { totpCode, totpStep } from '~/domain/auth/totp.server';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * In a real browser: the TOTP set-up shows a QR code made on the server (the very
 * SVG uqr makes of the `otpauth://` link beside it, which names the key shown); the recovery
 * codes' Copy, Download and Print buttons do what they say; an invitation accepted with
 * JavaScript off answers 200 with the done page. Screenshots at 1440 and 375 px go to
 * the screenshots folder (tests/helpers/screenshots.ts).
 */
const PASSWORD = 'mor-semsiye-2026';

describe('two-factor set-up and invitation in the browser [sqlite]', () => {
  let server: RunningServer;
  let browser: Browser;
  let sqlite: Database.Database;
  const contexts: BrowserContext[] = [];

  async function signedInPage(width: number, email: string): Promise<Page> {
    const ctx = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${width === 375 ? 37 : 14}` },
    });
    contexts.push(ctx);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const { page } = await newPage(ctx);
    await page.goto(server.url + '/admin');
    await waitForHydration(page);
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page
      .getByRole('link', { name: /Hesabım/ })
      .first()
      .waitFor();
    return page;
  }

  async function owner(email: string) {
    const now = new Date().toISOString();
    sqlite
      .prepare(
        `insert into admin_accounts (id, email, name, role, status, password_hash, totp_secret, totp_last_step, created_at, updated_at, last_login_at)
         values (?, ?, ?, 'owner', 'active', ?, null, null, ?, ?, null)`,
      )
      .run(randomUUID(), email, 'Selin Sahip', await hashPassword(PASSWORD), now, now);
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: '1' } }), launchBrowser()]);
    sqlite = new Database(path.join(server.dataDir, 'site.db'));
    sqlite.pragma('busy_timeout = 5000');
    await owner('selin@example.com');
    await owner('selin-mobile@example.com');
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close().catch(() => {});
    sqlite?.close();
    await browser?.close();
    await server?.stop();
  });

  for (const width of [1440, 375])
    it(`TOTP set-up shows the server's QR code beside the key; recovery codes copy, download and print (${width} px)`, async () => {
      const page = await signedInPage(width, width === 375 ? 'selin-mobile@example.com' : 'selin@example.com');
      await page.goto(server.url + '/admin/hesabim');
      await waitForHydration(page);
      await page.getByText('Doğrulama uygulamasını bağla').click();
      const qr = page.getByTestId('totp-qr');
      await qr.waitFor();
      // The QR code is the SVG the server made of the otpauth link on the page, which carries the key shown.
      const key = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      const uri = (await page.locator('a[href^="otpauth://"]').getAttribute('href'))!;
      expect(new URL(uri).searchParams.get('secret')).toBe(key);
      const src = (await qr.getAttribute('src'))!;
      expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(Buffer.from(src.split(',')[1]!, 'base64').toString()).toBe(renderSVG(uri, { ecc: 'M', border: 2 }));
      // Drawn, and large enough to scan (200 CSS px).
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = (await qr.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(200);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `totp-setup-${width}.png`), fullPage: true });

      await page.getByTestId('totp-enable-reauth').getByLabel('Şu anki şifre').fill(PASSWORD);
      await page.getByLabel('Kod', { exact: true }).fill(totpCode(key, totpStep()));
      await page.getByRole('button', { name: 'Kodu doğrula ve aç' }).click();
      const list = page.getByTestId('recovery-codes');
      await list.waitFor();
      const codes = (await list.locator('li').allTextContents()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      await page.screenshot({ path: path.join(SHOTS, `recovery-codes-${width}.png`), fullPage: true });

      // Copy: the clipboard holds the ten codes.
      await page.getByRole('button', { name: 'Kopyala' }).click();
      await page.getByText('Kurtarma kodları kopyalandı.').first().waitFor();
      expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(codes);

      // Download: a text file with every code.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Metin dosyası olarak indir' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('kurtarma-kodlari.txt');
      const text = fs.readFileSync((await download.path())!, 'utf8');
      for (const c of codes) expect(text).toContain(c);
      expect(text).toContain('Yönetim paneli kurtarma kodları');

      // Print: the browser's print is asked for, and the printed page shows only the codes.
      await page.evaluate(() => {
        const w = window as unknown as { printed: number };
        w.printed = 0;
        window.print = () => {
          w.printed++;
        };
      });
      await page.getByRole('button', { name: 'Yazdır' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      const visibility = await page.evaluate(() => ({
        codes: getComputedStyle(document.querySelector('[data-testid=recovery-codes] li')!).visibility,
        heading: getComputedStyle(document.querySelector('h1')!).visibility,
        password: getComputedStyle(document.querySelector('input[name=newPassword]')!).visibility,
      }));
      expect(visibility).toEqual({ codes: 'visible', heading: 'hidden', password: 'hidden' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await page.emulateMedia({ media: 'screen' });
      expect(await page.evaluate(() => document.body.dataset.printing ?? null)).toBeNull();
    });

  it('an invitation accepted with JavaScript off: 200 and the done page', async () => {
    const token = randomBytes(24).toString('base64url');
    const id = randomUUID();
    const now = new Date();
    sqlite
      .prepare(
        `insert into admin_accounts (id, email, name, role, status, password_hash, totp_secret, totp_last_step, created_at, updated_at, last_login_at)
         values (?, 'nojs@example.com', 'Nur Yeni', 'editor', 'invited', null, null, null, ?, ?, null)`,
      )
      .run(id, now.toISOString(), now.toISOString());
    sqlite
      .prepare('insert into admin_invitations (id, account_id, created_at, expires_at) values (?, ?, ?, ?)')
      .run(createHash('sha256').update(token).digest('hex'), id, now.toISOString(), new Date(now.getTime() + 3600_000).toISOString());

    const ctx = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.50' } });
    contexts.push(ctx);
    const page = await ctx.newPage();
    const first = await page.goto(`${server.url}/admin/davet?t=${token}`);
    expect(first?.status()).toBe(200);
    await page.getByLabel('Yeni şifre').fill('lacivert-kupa-2026');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/davet' && r.request().method() === 'GET'),
      page.getByRole('button', { name: 'Şifreyi kaydet' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.getByText('Şifreniz kaydedildi').waitFor();
    expect(await page.getByRole('link', { name: 'Giriş ekranına git' }).getAttribute('href')).toBe('/admin');
    const row = sqlite.prepare('select status from admin_accounts where id = ?').get(id) as { status: string };
    expect(row.status).toBe('active');
    // A reload of the done page does not claim it again (the mark was used once).
    const again = await page.reload();
    expect(again?.status()).toBe(404);
  });
});
