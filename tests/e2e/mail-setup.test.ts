import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { decodeWords, startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../helpers/smtp-peer';
import { insertSubscribers, query } from '../helpers/campaign-server';
import { until } from '../helpers/wait';
import { SCREENSHOTS_DIR as SCREENSHOTS } from '../helpers/screenshots';

/**
 * E-mail set-up from the admin, end to end: a fresh production
 * server with no mail variables; a consultation request made before the
 * set-up waits (the dashboard and the set-up screen count it; a campaign
 * cannot be started); the owner signs in with the shared password and, only
 * through Ayarlar → E-posta, sets up a real SMTP peer that asks for a password;
 * the test message arrives with the configured From and Reply-To; saving
 * releases the waiting notification exactly once, a new request reaches the
 * notification address, and a campaign to three subscribers reaches each once.
 * Then the grep: the SMTP password is in no HTML or `.data` response the
 * browser saw, no log line, no audit entry, no backup.
 */

const USER = 'bildirim@acme.example';
const PASSWORD = 'Gizli-SMTP-Sifre-7391';
const NOTIFY = 'talepler@acme.example';
const REPLY_TO = 'iletisim@acme.example';

describe('e-mail set-up from the admin (fresh start, only the admin)', () => {
  let peer: SmtpPeer;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  const bodies: Array<{ url: string; text: string }> = [];

  beforeAll(async () => {
    peer = await startSmtpPeer({ auth: { user: USER, pass: PASSWORD } });
    // A known site address (PUBLIC_URL): campaigns carry links to it, and without one none is sent.
    server = await startServer({
      env: { SMTP_URL: undefined, MAIL_FROM: undefined, LOG_LEVEL: 'debug', PUBLIC_URL: 'http://site.funtech.test' },
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    ({ page, consoleErrors } = await newPage(context));
    // Every document and single-fetch (.data) answer the browser receives, for the grep at the end.
    page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      if (!/text\/html|text\/x-script|application\/json|octet-stream/.test(type) && !r.url().includes('.data')) return;
      r.text().then(
        (text) => bodies.push({ url: r.url(), text }),
        () => {},
      );
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await peer?.close();
  });

  const to = (address: string) => peer.received.filter((m: ReceivedMail) => m.to.includes(address));

  function postConsultation(name: string) {
    return fetch(`${server.url}/en-consultation`, {
      method: 'POST',
      body: new URLSearchParams({
        name,
        surname: 'Müşteri',
        email: `${name.toLowerCase()}@musteri.example`,
        phone: '+90 532 765 43 21',
        service_description: 'We need a mobile application for our shops.',
      }),
      redirect: 'manual',
    });
  }

  it('before the set-up: a request waits, the dashboard counts it, a campaign cannot be started', async () => {
    expect((await postConsultation('Before')).status).toBe(200);
    expect(query<{ status: string }>(server, "select status from mail_queue where audience = 'staff'")).toEqual([{ status: 'pending' }]);

    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    await page.getByLabel('Şifre').fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByTestId('launch-checklist').waitFor();
    // The login screen itself answers 401 (the admin's rule for a page opened without a session); from here on, no errors.
    consoleErrors.length = 0;
    expect(await page.getByTestId('waiting-notifications').innerText()).toBe('1 bildirim e-postası gönderilmeyi bekliyor');

    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('[data-item="smtp"]').screenshot({ path: path.join(SCREENSHOTS, 'admin-dashboard-mail-waiting-1440.png') });

    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    await page.getByTestId('campaign-send-blocked').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-campaigns-no-mail-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-campaigns-no-mail-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });
    expect(await page.getByRole('button', { name: 'Gönder', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'E-posta gönderimini kur' }).first().getAttribute('href')).toBe('/admin/ayarlar/eposta');

    // Nothing left the queue, nothing pretended to.
    expect(query<{ status: string }>(server, "select status from mail_queue where audience = 'staff'")).toEqual([{ status: 'pending' }]);
    expect(fs.existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
    expect(peer.received).toHaveLength(0);
  });

  it('sets up e-mail in Ayarlar → E-posta; the test message arrives with the configured From and Reply-To', async () => {
    await page.goto(`${server.url}/admin/ayarlar/eposta`);
    await waitForHydration(page);
    const form = page.getByTestId('mail-settings');
    expect(await page.getByTestId('mail-state').getAttribute('data-state')).toBe('none');
    expect(await page.getByTestId('mail-waiting').innerText()).toBe('1 bildirim e-postası gönderilmeyi bekliyor');

    await form.getByLabel('E-posta sağlayıcısı').selectOption('google');
    expect(await form.getByLabel('Sunucu adresi').inputValue()).toBe('smtp.gmail.com');
    await form.getByLabel('E-posta sağlayıcısı').selectOption('other');
    await form.getByLabel('Sunucu adresi').fill('127.0.0.1');
    await form.getByLabel('Bağlantı noktası (port)').fill(String(peer.port));
    await form.getByLabel('Güvenlik').selectOption('none');
    await form.getByLabel('Kullanıcı adı').fill(USER);
    await form.getByLabel('Şifre').fill(PASSWORD);
    await form.getByRole('radio', { name: 'Başka bir ad' }).check();
    await form.getByRole('textbox', { name: 'Gönderen adı' }).fill('Acme Yazılım');
    await form.getByLabel('Gönderen adresi').fill(USER);
    await form.getByLabel('Yanıt adresi').fill(REPLY_TO);
    await form.getByLabel('Bildirimlerin gideceği adres').fill(NOTIFY);
    await form.getByLabel('Gönderilecek adres').fill('sahip@acme.example');

    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-mail-setup-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-mail-setup-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });

    await form.getByRole('button', { name: 'Test e-postası gönder' }).click();
    const result = page.getByTestId('mail-test-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    expect(await result.innerText()).toContain('Test e-postası sahip@acme.example adresine gönderildi');
    const [test] = await peer.waitFor(1);
    expect(test!.to).toEqual(['sahip@acme.example']);
    expect(decodeWords(test!.headers.from!)).toBe(`Acme Yazılım <${USER}>`);
    expect(test!.headers['reply-to']).toBe(REPLY_TO);
    // The test send saved nothing: the waiting notification is still waiting.
    expect(query<{ status: string }>(server, "select status from mail_queue where audience = 'staff'")).toEqual([{ status: 'pending' }]);
  });

  it('a wrong password is answered in plain Turkish, never a 500', async () => {
    const form = page.getByTestId('mail-settings');
    await form.getByLabel('Şifre').fill('yanlis-sifre');
    await form.getByRole('button', { name: 'Test e-postası gönder' }).click();
    await expect.poll(() => page.getByTestId('mail-test-result').getAttribute('data-ok')).toBe('false');
    expect(await page.getByTestId('mail-test-result').innerText()).toContain('Sunucu kullanıcı adını ya da şifreyi kabul etmedi');
    await form.getByLabel('Şifre').fill(PASSWORD);
  });

  it('saving releases the waiting notification exactly once; new requests reach the notification address', async () => {
    const form = page.getByTestId('mail-settings');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByTestId('mail-state').getAttribute('data-state')).toBe('admin');
    await until(() => to(NOTIFY).length === 1, 30_000, 'the waiting notification');
    const [waited] = to(NOTIFY);
    expect(waited!.subject).toContain('Before');
    expect(decodeWords(waited!.headers.from!)).toBe(`Acme Yazılım <${USER}>`);
    expect(waited!.headers['reply-to']).toBe('before@musteri.example');

    expect((await postConsultation('After')).status).toBe(200);
    await until(() => to(NOTIFY).length === 2, 30_000, 'the new notification');
    await until(
      () => query<{ n: number }>(server, "select count(*) as n from mail_queue where status <> 'sent'")[0]!.n === 0,
      30_000,
      'an empty queue',
    );
    expect(to(NOTIFY).map((m) => m.subject.includes('Before'))).toEqual([true, false]);
    // Staff mail only (each request also sends its visitor a confirmation).
    expect(
      query<{ status: string; attempts: number }>(
        server,
        "select status, attempts from mail_queue where audience = 'staff' order by created_at",
      ),
    ).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);

    // The saved screen: a password is saved (never shown), at both widths.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('mail-password').inputValue()).toBe('');
    expect(await page.getByText('Bir şifre kayıtlı.').count()).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-mail-saved-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-mail-saved-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  it('another server with the password field empty: the screen says to type it again; the saved password never goes there', async () => {
    // The attacker's host asks for a password, so a client would offer one; it records every AUTH.
    const attacker = await startSmtpPeer({ auth: { user: USER, pass: 'not-the-saved-one' } });
    const banner = 'SSH-2.0-OpenSSH_9.6p1 internal-build-host-7';
    const sockets = new Set<net.Socket>();
    const ssh = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.end(`${banner}\r\n`);
    });
    await new Promise<void>((r) => ssh.listen(0, '127.0.0.1', () => r()));
    try {
      await page.goto(`${server.url}/admin/ayarlar/eposta`);
      await waitForHydration(page);
      const form = page.getByTestId('mail-settings');
      expect(await page.getByTestId('mail-server-changed').count()).toBe(0);
      await form.getByLabel('Bağlantı noktası (port)').fill(String(attacker.port));
      // Plain Turkish, as soon as the server differs from the saved one.
      const notice = page.getByTestId('mail-server-changed');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Kayıtlı şifre yalnızca kayıtlı sunucuyla kullanılır');
      await page.getByTestId('mail-reauth').waitFor();
      await form.getByRole('button', { name: 'Test e-postası gönder' }).click();
      await page.getByText('Sunucu değiştiği için şifreyi yeniden yazın').first().waitFor();

      // The review's request without the browser: intent=test, another port, an empty password field.
      const cookies = await context.cookies(server.url);
      const post = await fetch(`${server.url}/admin/ayarlar/eposta.data`, {
        method: 'POST',
        headers: {
          cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
          origin: server.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          intent: 'test',
          preset: 'other',
          host: '127.0.0.1',
          port: String(attacker.port),
          security: 'none',
          user: USER,
          password: '',
          from_name: 'Acme Yazılım',
          from_address: USER,
          reply_to: REPLY_TO,
          notify_to: NOTIFY,
          test_to: 'sahip@acme.example',
          currentPassword: TEST_ADMIN_PASSWORD,
        }),
      });
      expect(post.status).toBe(200);
      expect(await post.text()).toContain('şifreyi yeniden yazın');
      expect(attacker.auths).toEqual([]);

      // A host that is not a mail server (an SSH banner): a plain sentence, nothing of what it sent.
      await form.getByLabel('Bağlantı noktası (port)').fill(String((ssh.address() as net.AddressInfo).port));
      await form.getByLabel('Kullanıcı adı').fill('');
      await form.getByLabel('Şu anki şifre').fill(TEST_ADMIN_PASSWORD);
      await form.getByRole('button', { name: 'Test e-postası gönder' }).click();
      const result = page.getByTestId('mail-test-result');
      await expect.poll(() => result.getAttribute('data-ok')).toBe('false');
      expect(await result.innerText()).toContain('bu bir e-posta sunucusu değil');
      expect(await page.content()).not.toContain('SSH-2.0');
      expect(await page.content()).not.toContain('internal-build-host');
      const tests = query<{ summary: string }>(server, "select summary from audit_log where action = 'test_send' order by at");
      expect(tests.at(-1)!.summary).toContain(`127.0.0.1:${(ssh.address() as net.AddressInfo).port}`);
      expect(attacker.auths).toEqual([]);
    } finally {
      await attacker.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((r) => ssh.close(() => r()));
    }
  });

  it('a campaign to three subscribers reaches each of them once', async () => {
    const subs = insertSubscribers(server, 3, { prefix: 'abone' });
    await page.goto(`${server.url}/admin/e-bulten/kampanyalar`);
    await waitForHydration(page);
    expect(await page.getByTestId('mail-not-configured').count()).toBe(0);
    // The owner writes and sends it in the admin: "Gönder", then the confirmation.
    await page.locator('input[name=subject_tr]').fill('Kasım bülteni');
    await page.locator('textarea[name=content_tr]').fill('Merhaba');
    expect(await page.getByTestId('campaign-recipients').textContent()).toBe('3 alıcı');
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '3 aboneye gönder' }).click();
    await page.getByText('Kampanya 3 alıcı için kuyruğa alındı.').waitFor();
    await until(() => subs.every((s) => to(s.email).length >= 1), 60_000, 'three campaign mails');
    await until(() => query<{ status: string }>(server, 'select status from campaigns')[0]?.status === 'completed', 30_000, 'completion');
    for (const s of subs) {
      expect(to(s.email)).toHaveLength(1);
      expect(decodeWords(to(s.email)[0]!.headers.from!)).toBe(`Acme Yazılım <${USER}>`);
    }
  });

  it('the SMTP password is in no HTML, .data response, log line, audit entry or backup', async () => {
    // Every admin screen that could carry it, once more.
    for (const p of ['/admin', '/admin/etkinlik', '/admin/ayarlar', '/admin/ayarlar/sistem', '/admin/ayarlar/eposta']) {
      await page.goto(server.url + p);
      await waitForHydration(page);
    }
    // A client-side navigation fetches the next page's data as `.data`.
    await page.getByRole('tab', { name: 'Sistem' }).click();
    await page.waitForURL(/\/admin\/ayarlar\/sistem$/);
    await page.getByRole('tab', { name: 'E-posta' }).click();
    await page.waitForURL(/\/admin\/ayarlar\/eposta$/);
    await page.getByTestId('mail-settings').waitFor();
    await until(() => bodies.some((b) => b.url.includes('eposta.data')), 10_000, 'a .data answer of the mail screen');

    expect(bodies.length).toBeGreaterThan(5);
    const leaks = bodies.filter((b) => b.text.includes(PASSWORD)).map((b) => b.url);
    expect(leaks).toEqual([]);
    expect(server.logs()).not.toContain(PASSWORD);
    expect(server.logs().length).toBeGreaterThan(0);

    const audit = query<{ summary: string }>(server, 'select * from audit_log');
    expect(audit.some((a) => a.summary.includes('e-posta şifresi'))).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);

    const cookies = await context.cookies(server.url);
    const backup = await fetch(`${server.url}/admin/ayarlar/yedek`, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(backup.status).toBe(200);
    const text = await backup.text();
    expect(text.length).toBeGreaterThan(1000);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('_mail_smtp_password');

    // Not even the database file holds it in plain text.
    expect(fs.readFileSync(path.join(server.dataDir, 'site.db')).includes(Buffer.from(PASSWORD))).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});
