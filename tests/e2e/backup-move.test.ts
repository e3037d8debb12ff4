import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { adminHeaders, createAdminSession } from '../helpers/admin-session';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * Moving to a new server through the admin, as an owner would: instance A has its mail set up
 * (a real SMTP peer that asks for a password) and its address confirmed; its "Yedeği indir"
 * archive is restored on a fresh instance B. The preview names every setting (no "Diğer ayar"),
 * the mail server and the address; another mail server needs the current password; after the
 * restore the launch checklist asks only for the mail password, and once typed the test send
 * from Ayarlar → E-posta reaches the peer. Screenshots of the preview and the checklist at 1440
 * and 375 px go to the screenshots folder (tests/helpers/screenshots.ts).
 */
const USER = 'mailer@acme.example';
const PASSWORD = 'Move-Mail-Pass!73';
const ADDRESS = 'https://www.acme.example';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-move-e2e-'));
let a: RunningServer;
let b: RunningServer;
let browser: Browser;
let peer: SmtpPeer;
let archive: string;
let tokenB: string;

function post(server: RunningServer, token: string, p: string, fields: Record<string, string>) {
  return fetch(server.url + p, {
    method: 'POST',
    headers: { ...adminHeaders(server, token), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

async function ownerOnB(width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'admin_session', value: tokenB, url: b.url, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

beforeAll(async () => {
  peer = await startSmtpPeer({ auth: { user: USER, pass: PASSWORD } });
  [a, b, browser] = await Promise.all([startServer(), startServer(), launchBrowser()]);
  const tokenA = createAdminSession(a);
  tokenB = createAdminSession(b);
  const saved = await post(a, tokenA, '/admin/ayarlar/eposta', {
    intent: 'save',
    preset: 'other',
    host: '127.0.0.1',
    port: String(peer.port),
    security: 'none',
    user: USER,
    password: PASSWORD,
    from_name: 'Acme Yazılım',
    from_address: 'bildirim@acme.example',
    reply_to: 'iletisim@acme.example',
    notify_to: 'talepler@acme.example',
  });
  expect(saved.status).toBe(200);
  expect((await post(a, tokenA, '/admin/ayarlar/sistem', { intent: 'site-address', site_address: ADDRESS })).status).toBe(200);
  const r = await fetch(a.url + '/admin/ayarlar/yedek', { headers: adminHeaders(a, tokenA) });
  expect(r.status).toBe(200);
  archive = path.join(tmp, 'backup.tar.gz');
  fs.writeFileSync(archive, Buffer.from(await r.arrayBuffer()));
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await peer?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('moving servers: backup on A, restore on B through the admin', () => {
  it('the file hint names the archive the backup makes', async () => {
    const context = await ownerOnB();
    const { page } = await newPage(context);
    await page.goto(b.url + '/admin/ayarlar/sistem');
    const hint = await page.getByText('Yedek arşivi (.tar.gz)').first().innerText();
    expect(hint).toContain('.tar.gz');
    expect(hint).not.toMatch(/^\.json/);
    await context.close();
  });

  it('the preview names every setting, the mail server and the address; the restore needs the current password', async () => {
    const context = await ownerOnB();
    const { page, consoleErrors } = await newPage(context);
    await page.goto(b.url + '/admin/ayarlar/sistem');
    await waitForHydration(page);
    await page.getByLabel('Yedek dosyası').setInputFiles(archive);
    await page.getByRole('button', { name: 'Yedeği incele' }).click();
    const preview = page.getByTestId('restore-preview');
    await preview.waitFor();
    const settings = await preview.getByTestId('restore-settings').innerText();
    expect(settings).toContain('E-posta gönderimi (sunucu, kullanıcı adı, gönderen)');
    expect(settings).toContain('Site adresi');
    expect(settings).not.toContain('Diğer ayar');
    expect(await preview.getByTestId('restore-mail-server').innerText()).toBe(`127.0.0.1:${peer.port} · Yok (yalnızca yerel sunucu)`);
    const mail = await preview.getByTestId('restore-mail').innerText();
    expect(mail).toContain(USER);
    expect(mail).toContain('bildirim@acme.example');
    expect(mail).toContain('Şu anki sunucu: yok');
    expect(await preview.getByTestId('restore-address-value').innerText()).toBe(ADDRESS);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-restore-move-preview-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(SHOTS, 'admin-restore-move-preview-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Without the proof: refused, nothing changed, the preview stays.
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bu yedek sitenin e-posta sunucusunu değiştiriyor' }).waitFor();
    await preview.getByLabel('Şu anki şifre').fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByTestId('restore-done').waitFor();
    // The way on: the password alone, on the dashboard's checklist.
    await page.getByTestId('restore-done-mail').getByRole('link', { name: 'E-posta şifresini gir' }).click();
    await page.waitForURL(b.url + '/admin');
    await page.getByTestId('mail-password-form').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the checklist then asks only for the mail password; once typed, the test send reaches the server', async () => {
    const context = await ownerOnB();
    const { page, consoleErrors } = await newPage(context);
    await page.goto(b.url + '/admin');
    await waitForHydration(page);
    const item = page.locator('[data-item="smtp"]');
    await item.getByTestId('mail-password-form').waitFor();
    expect(await item.innerText()).toContain(
      `E-posta sunucusu kayıtlı (127.0.0.1, kullanıcı adı ${USER}); yalnızca e-posta şifresi eksik.`,
    );
    // One field: the password.
    expect(await item.locator('input:not([type=hidden])').count()).toBe(1);
    // The checklist is long (the sample claims): the screen around the item.
    const centre = () => item.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await centre();
    await page.screenshot({ path: path.join(SHOTS, 'admin-checklist-mail-password-1440.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await centre();
    await page.screenshot({ path: path.join(SHOTS, 'admin-checklist-mail-password-375.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    await item.getByLabel('E-posta şifresi').fill(PASSWORD);
    await item.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect.poll(() => page.locator('[data-item="smtp"]').count()).toBe(0);

    await page.goto(b.url + '/admin/ayarlar/eposta');
    await waitForHydration(page);
    const form = page.getByTestId('mail-settings');
    expect(await page.getByTestId('mail-state').getAttribute('data-state')).toBe('admin');
    expect(await form.getByLabel('Sunucu adresi').inputValue()).toBe('127.0.0.1');
    expect(await form.getByLabel('Kullanıcı adı').inputValue()).toBe(USER);
    expect(await form.getByLabel('Gönderen adresi').inputValue()).toBe('bildirim@acme.example');
    await form.getByLabel('Gönderilecek adres').fill('sahip@acme.example');
    const before = peer.received.length;
    await form.getByRole('button', { name: 'Test e-postası gönder' }).click();
    const result = page.getByTestId('mail-test-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    const received = await peer.waitFor(before + 1);
    expect(received.at(-1)!.to).toEqual(['sahip@acme.example']);
    expect(peer.auths.at(-1)).toEqual({ username: USER, password: PASSWORD });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
