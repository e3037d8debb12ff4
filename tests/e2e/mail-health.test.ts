import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from '../helpers/browser';
import { createAccountSession } from '../helpers/admin-session';
import { insertSubscribers, startCampaignServer } from '../helpers/campaign-server';
import { freePort, type RunningServer } from '../helpers/server';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { until } from '../helpers/wait';
import { SCREENSHOTS_DIR as SHOTS } from '../helpers/screenshots';

/**
 * Mail health in the browser (issue acceptance): with the mail server down, a
 * visitor's consultation request is "received" (not "sent"), and the
 * dashboard, Ayarlar → E-posta and the running campaign say that mail cannot
 * reach the server, with the reason and what to do; the e-mail log lists each
 * message with its reason. With the server back, every message leaves once
 * and the log says so. Screenshots of the log and the dashboard's notice at
 * 1440 and 375 px go to the screenshots folder (tests/helpers/screenshots.ts).
 */

const OWNER = 'sahip@example.com';
const VISITOR = 'zeynep.kaya@example.org';
const REASON = 'E-posta sunucusuna ulaşılamıyor: bağlantı reddedildi ya da kesildi.';

let server: RunningServer;
let browser: Browser;
let owner: BrowserContext;
let port: number;
let peer: SmtpPeer | undefined;

function db() {
  return new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
}

function rows<T>(query: string): T[] {
  const d = db();
  try {
    return d.prepare(query).all() as T[];
  } finally {
    d.close();
  }
}

async function session(role: 'owner' | 'editor', email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const { token } = createAccountSession(server, { email, role });
  await context.addCookies([{ name: 'admin_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  port = await freePort(); // nothing listens here yet: the mail server is down
  [server, browser] = await Promise.all([
    // A known site address (PUBLIC_URL, the server's own): campaigns are sent only with one.
    startCampaignServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_SECONDS: '1', CAMPAIGN_RATE_PER_SECOND: '0' } }),
    launchBrowser(),
  ]);
  insertSubscribers(server, 1);
  owner = await session('owner', OWNER, 1440);
});

afterAll(async () => {
  await owner?.close();
  await browser?.close();
  await server?.stop();
  await peer?.close();
});

describe('mail health with the mail server down, then back', () => {
  it('tells the visitor "received", shows the failure with its reason on every screen, then sends each message once', async () => {
    // A visitor's consultation request (the form page works without JavaScript).
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const v = await visitor.newPage();
    await v.goto(`${server.url}/danismanlik-talebi`);
    const form = v.locator('form:has(textarea[name=service_description])');
    await form.locator('input[name=name]').fill('Zeynep');
    await form.locator('input[name=surname]').fill('Kaya');
    await form.locator('input[name=email]').fill(VISITOR);
    await form.locator('input[name=phone]').fill('0505 123 45 67');
    await form.locator('textarea[name=service_description]').fill('E-ticaret sitemiz için bir mobil uygulama istiyoruz.');
    await form.locator('button[type=submit]').click();
    await v.getByText('Danışmanlık talebiniz alındı. En kısa sürede size dönüş yapacağız.').waitFor();
    await expect(v.getByText('gönderildi').count()).resolves.toBe(0);
    await visitor.close();

    // The owner starts a campaign.
    const { page, consoleErrors } = await newPage(owner);
    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    const tr = page.getByTestId('campaign-tr');
    await tr.locator('input[name=subject_tr]').fill('Kasım bülteni');
    await tr.locator('textarea[name=content_tr]').fill('Yeni **ürünümüz** yayında.');
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /aboneye gönder/ })
      .click();
    await page.getByText('Kampanya 1 alıcı için kuyruğa alındı.').waitFor();

    // The event: each queue made an attempt and kept the server's answer.
    await until(
      () =>
        rows<{ n: number }>("select count(*) n from mail_queue where status = 'pending' and last_error is not null")[0]!.n === 2 &&
        rows<{ n: number }>("select count(*) n from campaign_deliveries where status = 'pending' and last_error is not null")[0]!.n === 1,
      60_000,
      'a failed attempt of the two queued mails and the campaign e-mail',
    );

    // The campaign: why it waits, not a bare "%0".
    await page.reload();
    const wait = page.getByTestId('campaign-wait');
    await wait.waitFor();
    await expect(wait.textContent()).resolves.toContain(REASON);
    await expect(page.getByTestId('campaign-history-wait').textContent()).resolves.toBe(REASON);
    await page.screenshot({ path: path.join(os.tmpdir(), 'mail-health-campaign-1440.png'), fullPage: true });
    await expect(page.getByTestId('mail-health').getAttribute('data-problem')).resolves.toBe('failing');
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard.
    await page.goto(`${server.url}/admin`);
    const notice = page.getByTestId('mail-health');
    await expect(notice.getByRole('heading').textContent()).resolves.toBe('E-postalar gönderilemiyor');
    await expect(notice.getByTestId('mail-health-reason').textContent()).resolves.toBe(REASON);
    await expect(notice.textContent()).resolves.toContain('“Test e-postası gönder”');
    await notice.locator('summary').click();
    await expect(notice.textContent()).resolves.toContain('ECONNREFUSED');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-mail-failed-1440.png') });

    // Ayarlar → E-posta: not green.
    await page.goto(`${server.url}/admin/ayarlar/eposta`);
    await expect(page.getByTestId('mail-health').getByTestId('mail-health-reason').textContent()).resolves.toBe(REASON);
    await expect(page.getByTestId('mail-state').getAttribute('class')).resolves.toContain('amber');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(os.tmpdir(), 'mail-health-settings-1440.png') });

    // The e-mail log: each message, its kind and reason; addresses for the owner.
    await page.getByRole('navigation', { name: 'E-posta bölümleri' }).getByRole('link', { name: 'Gönderim günlüğü' }).click();
    await page.waitForURL(/\/admin\/ayarlar\/eposta\/gunluk$/);
    const logRows = page.getByTestId('mail-log-row');
    // The URL changes before React has drawn the new page: wait for its rows.
    await logRows.first().waitFor();
    await expect(logRows.count()).resolves.toBe(3);
    const text = await page.locator('table').textContent();
    for (const t of [
      VISITOR,
      'reader0@example.org',
      'Danışmanlık talebi bildirimi',
      'Danışmanlık talebi onayı (ziyaretçiye)',
      'Bülten kampanyası',
      REASON,
    ]) {
      expect(text).toContain(t);
    }
    await expect(page.locator('[data-testid=mail-log-row][data-status=waiting]').count()).resolves.toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-mail-log-1440.png'), fullPage: true });

    // At 375 px.
    const phone = await session('owner', 'sahip2@example.com', 375);
    const p = await phone.newPage();
    await p.goto(`${server.url}/admin/ayarlar/eposta/gunluk`);
    await noSidewaysScroll(p, 375);
    expect(await axeViolations(p)).toEqual([]);
    await p.screenshot({ path: path.join(SHOTS, 'admin-mail-log-375.png'), fullPage: true });
    await p.goto(`${server.url}/admin`);
    await noSidewaysScroll(p, 375);
    await p.getByTestId('mail-health').locator('summary').click();
    await p.screenshot({ path: path.join(SHOTS, 'admin-dashboard-mail-failed-375.png') });
    await phone.close();

    // An editor: the plain words and who to tell; no server answer, no log (it holds addresses).
    const editor = await session('editor', 'editor@example.com', 1440);
    const e = await editor.newPage();
    await e.goto(`${server.url}/admin`);
    const editorNotice = e.getByTestId('mail-health');
    await expect(editorNotice.getByTestId('mail-health-reason').textContent()).resolves.toBe(REASON);
    await expect(editorNotice.textContent()).resolves.toContain('site sahibi');
    await expect(editorNotice.locator('details').count()).resolves.toBe(0);
    await expect(editorNotice.getByRole('link').count()).resolves.toBe(0);
    const refused = await e.goto(`${server.url}/admin/ayarlar/eposta/gunluk`);
    expect(refused?.status()).toBe(403);
    await editor.close();

    // The mail server comes back: every message leaves, once.
    peer = await startSmtpPeer({ port });
    await until(
      () =>
        rows<{ n: number }>("select count(*) n from mail_queue where status = 'sent'")[0]!.n === 2 &&
        rows<{ n: number }>("select count(*) n from campaign_deliveries where status = 'sent'")[0]!.n === 1,
      120_000,
      'every message sent',
    );
    await page.reload();
    await expect(page.locator('[data-testid=mail-log-row][data-status=sent]').count()).resolves.toBe(3);
    await expect(page.getByTestId('mail-health').count()).resolves.toBe(0);
    const to = peer.received.flatMap((m) => m.to).sort();
    expect(to).toEqual(['info@example.com', 'reader0@example.org', VISITOR].sort());

    await page.goto(`${server.url}/admin`);
    await expect(page.getByTestId('mail-health').count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('"Tekrar dene" sends a refused message again through the queue, once', async () => {
    // The server now refuses every message for good.
    peer!.rejectWith(554);
    const res = await fetch(`${server.url}/iletisim`, {
      method: 'POST',
      body: new URLSearchParams({
        firstName: 'Mehmet',
        lastName: 'Öztürk',
        email: 'mehmet@example.org',
        phone: '0555 444 33 22',
        message: 'Teklif rica ediyorum.',
      }),
    });
    expect(res.status).toBe(200);
    // Two mails: the staff notification and the visitor's confirmation.
    await until(
      () => rows("select id from mail_queue where kind in ('contact', 'contact-confirmation') and status = 'failed'").length === 2,
      60_000,
      'the refused messages',
    );

    const { page, consoleErrors } = await newPage(owner);
    await page.goto(`${server.url}/admin`);
    await expect(page.getByTestId('mail-health').getByRole('heading').textContent()).resolves.toBe('Son 24 saatte 2 e-posta gönderilemedi');
    await page.goto(`${server.url}/admin/ayarlar/eposta/gunluk?durum=failed`);
    await page.getByTestId('mail-log-row').first().waitFor();
    await expect(page.getByTestId('mail-log-row').count()).resolves.toBe(2);
    const row = page.getByTestId('mail-log-row').filter({ hasText: 'İletişim mesajı bildirimi' });
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toContain('İletişim mesajı bildirimi');
    await expect(row.getByText('Gönderilemedi').count()).resolves.toBe(1);

    // Back to a server that accepts: the retry goes through the queue and the worker sends it.
    peer!.rejectWith(undefined);
    peer!.received.length = 0;
    await row.getByRole('button', { name: 'info@example.com adresine giden e-postayı tekrar dene' }).click();
    await page.getByText('E-posta yeniden gönderim sırasına alındı.').waitFor();
    await peer!.waitFor(1);
    await until(() => rows("select id from mail_queue where kind = 'contact' and status = 'sent'").length === 1, 30_000, 'the row sent');
    expect(peer!.received.map((m) => m.subject)).toEqual(['Yeni iletişim mesajı: Mehmet Öztürk']);
    // The retry is in the audit log.
    const audit = rows<{ action: string; entity_type: string }>("select action, entity_type from audit_log where action = 'retry'");
    expect(audit).toEqual([{ action: 'retry', entity_type: 'email' }]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
