import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { until } from '../helpers/wait';
import { launchBrowser, newPage, waitForHydration } from '../helpers/browser';
import { hashPassword } from '~/domain/auth/password.server';
import { base32Encode, totpCode, totpStep } from '~/domain/auth/totp.server';

/**
 * "Kilidi e-postayla aç" on the production server with a real SMTP peer (set-up as
 * sign-in-hardening.test.ts): a stranger puts the owner's account under guard, the owner's one
 * typo locks their own address for the account; the login answer offers the unlock, the mail
 * arrives with a link on the known site address, opening it changes nothing, the confirm button
 * (from the owner's address) lifts the lock, and the owner signs in with password and code.
 */
const OWNER = 'owner@example.com';
const PASSWORD = 'mavi-kalem-yaz-2026';
const HOME = '198.51.100.7';
const STRANGER = '203.0.113.66';
const SITE = 'https://site.example';

function flashOf(res: Response): string | undefined {
  const c = res.headers.getSetCookie().find((v) => v.startsWith('admin_flash='));
  return c ? decodeURIComponent(c.split(';')[0]!.slice('admin_flash='.length)) : undefined;
}

function sessionOf(res: Response): string | undefined {
  const c = res.headers.getSetCookie().find((v) => v.startsWith('admin_session=') && !v.startsWith('admin_session=;'));
  return c?.split(';')[0]!.slice('admin_session='.length) || undefined;
}

describe('unlock by e-mail [sqlite]', () => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let sqlite: Database.Database;
  const secret = base32Encode(randomBytes(20));

  async function addOwner(email: string) {
    const now = new Date().toISOString();
    sqlite
      .prepare(
        `insert into admin_accounts (id, email, name, role, status, password_hash, totp_secret, totp_last_step, created_at, updated_at, last_login_at)
         values (?, ?, 'Owner', 'owner', 'active', ?, ?, null, ?, ?, null)`,
      )
      .run(randomUUID(), email, await hashPassword(PASSWORD), secret, now, now);
  }

  const post = (p: string, fields: Record<string, string>, ip: string, cookie?: string) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie: `admin_session=${cookie}` } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const login = (fields: Record<string, string>, ip: string, cookie?: string) =>
    post('/admin/giris', { redirectTo: '/admin', ...fields }, ip, cookie);
  const pairLock = () =>
    sqlite.prepare('select locked_until from login_attempts where ip = ?').get(`account:${OWNER}|${HOME}`) as
      { locked_until: string | null } | undefined;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServer({ env: { TRUST_PROXY: '1', SMTP_URL: peer.url, PUBLIC_URL: SITE } });
    sqlite = new Database(path.join(server.dataDir, 'site.db'));
    sqlite.pragma('busy_timeout = 5000');
    await addOwner(OWNER);
  });
  afterAll(async () => {
    sqlite?.close();
    await server?.stop();
    await peer?.close();
  });

  it('lock under guard, ask for the link, open it, confirm, sign in', async () => {
    // A stranger's three wrong passwords put the account under guard.
    for (let i = 0; i < 3; i++) await login({ email: OWNER, password: `guess-${i}` }, STRANGER);
    // The owner's one typo locks their own address for the account; the answer offers the unlock.
    expect(flashOf(await login({ email: OWNER, password: 'mavi-kalem-yaz-2025' }, HOME))).toBe('locked-pair:now');
    expect(flashOf(await login({ email: OWNER, password: PASSWORD }, HOME))).toMatch(/^locked-pair:\d+$/);
    // The stranger's address is locked as an address: no offer there.
    expect(flashOf(await login({ email: OWNER, password: PASSWORD }, STRANGER))).toMatch(/^locked:\d+$/);

    // An unknown account gets the same answer and no mail.
    expect(flashOf(await login({ intent: 'unlock-request', email: 'nobody@example.com' }, HOME))).toBe('unlock-sent');
    expect(flashOf(await login({ intent: 'unlock-request', email: OWNER }, HOME))).toBe('unlock-sent');
    // Asked again at once: the same answer, still one mail.
    expect(flashOf(await login({ intent: 'unlock-request', email: OWNER }, HOME))).toBe('unlock-sent');
    const [mail] = await peer.waitFor(1);
    expect(mail!.to).toEqual([OWNER]);
    expect(mail!.text).toContain(HOME);
    const link = /https:\/\/site\.example\/admin\/kilit-ac\?t=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeTruthy();
    const queued = sqlite.prepare("select to_address from mail_queue where kind = 'staff-unlock'").all() as { to_address: string }[];
    expect(queued).toEqual([{ to_address: OWNER }]);
    const token = new URL(link!).searchParams.get('t')!;
    const stored = JSON.stringify(sqlite.prepare('select * from staff_unlock_links').all());
    expect(stored).not.toContain(token);
    const pathAndQuery = link!.slice(SITE.length);

    // Opening the link (a person, or a mail scanner) changes nothing: a confirm button.
    const page = await fetch(`${server.url}${pathAndQuery}`, { headers: { 'x-forwarded-for': HOME } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Kilidi kaldır');
    expect(new Date(pairLock()!.locked_until!).getTime()).toBeGreaterThan(Date.now());

    // Confirmed from another address: refused, the lock stays.
    expect((await post(pathAndQuery, {}, STRANGER)).status).toBe(403);
    expect(new Date(pairLock()!.locked_until!).getTime()).toBeGreaterThan(Date.now());

    // Confirmed from the owner's address: lifted (no session is made), and the link is used up.
    const confirm = await post(pathAndQuery, {}, HOME);
    expect(confirm.status).toBe(303);
    expect(sessionOf(confirm)).toBeUndefined();
    expect(pairLock()).toBeUndefined();
    expect((await post(pathAndQuery, {}, HOME)).status).toBe(404);

    // The owner signs in normally: password, then the code.
    const first = await login({ email: OWNER, password: PASSWORD }, HOME);
    const pending = sessionOf(first);
    expect(pending, flashOf(first)).toBeTruthy();
    const second = await login({ intent: 'code', code: totpCode(secret, totpStep()) }, HOME, pending);
    const token2 = sessionOf(second);
    expect(token2, flashOf(second)).toBeTruthy();
    expect((await fetch(`${server.url}/admin/hesabim`, { headers: { cookie: `admin_session=${token2}` } })).status).toBe(200);

    const audit = sqlite.prepare("select action, entity_id, ip from audit_log where action in ('unlock_requested', 'unlock')").all();
    expect(audit).toEqual([
      { action: 'unlock_requested', entity_id: `account:${OWNER}|${HOME}`, ip: HOME },
      { action: 'unlock', entity_id: `account:${OWNER}|${HOME}`, ip: null },
    ]);
  });

  it('in the browser: the login screen offers the unlock, the link page asks before it acts, then the sign-in works', async () => {
    const email = 'browser-owner@example.com';
    const home = '198.51.100.20';
    await addOwner(email);
    for (let i = 0; i < 3; i++) await login({ email, password: `guess-${i}` }, '203.0.113.80');
    const browser = await launchBrowser();
    try {
      const ctx = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': home } });
      const { page, consoleErrors } = await newPage(ctx);
      await page.goto(server.url + '/admin');
      await waitForHydration(page);
      await page.getByLabel('E-posta').fill(email);
      await page.getByLabel('Şifre').fill('a-typo-in-the-password');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('heading', { name: 'Bu adresten bu hesaba giriş kilitlendi' }).waitFor();
      await page.getByLabel('E-posta').fill(email);
      await page.getByRole('button', { name: 'Kilidi e-postayla aç' }).click();
      await page.getByText('hesabın e-posta adresine bir bağlantı gönderdik').waitFor();

      const mail = await until(() => peer.received.find((m) => m.to.includes(email)), 20_000, 'the unlock mail');
      const link = /https:\/\/site\.example\/admin\/kilit-ac\?t=[A-Za-z0-9_-]+/.exec(mail.text)![0];
      await page.goto(server.url + link.slice(SITE.length));
      await page.getByRole('button', { name: 'Kilidi kaldır' }).click();
      await page.getByText('Kilit kaldırıldı. Şimdi giriş yapabilirsiniz.').waitFor();
      await page.getByRole('link', { name: 'Giriş ekranına git' }).click();
      await waitForHydration(page);
      await page.getByLabel('E-posta').fill(email);
      await page.getByLabel('Şifre').fill(PASSWORD);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByLabel('Kod', { exact: true }).fill(totpCode(secret, totpStep()));
      await page.getByRole('button', { name: 'Doğrula' }).click();
      await page
        .getByRole('link', { name: /Hesabım/ })
        .first()
        .waitFor();
      // The login screen is the admin layout's 401 answer: those are expected, nothing else is.
      const errors = consoleErrors.filter((e) => !e.includes('status of 401'));
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
