import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from '../helpers/server';
import { until } from '../helpers/wait';
import { hashPassword } from '~/domain/auth/password.server';
import { base32Encode, totpCode, totpStep } from '~/domain/auth/totp.server';
import { isInternalAddress } from '~/server/http/client-ip.server';
import { checkRow } from '~/site/backup/rows.server';

/**
 * The sign-in hardening (ADR 022), on the HTTP surface of the production server (each test reproduces
 * the request of the security review and failed before the fix; docs/decisions/022-staff-sign-in-hardening.md):
 * client addresses, TRUST_PROXY=true, a lockout strangers cannot turn into a denial of service,
 * re-authentication before second factors change, server-made TOTP secrets, the audit log's
 * accuracy, and the owner traps (two-factor requirement, passkey set-up, invitation without JavaScript).
 */

const CONTACT = { firstName: 'Ali', lastName: 'Veli', email: 'ali@example.com', phone: '05321234567', message: 'Merhaba' };

/** A non-loopback, non-private address of this machine: a client using it reaches the server "directly from the internet". */
const directAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal && !isInternalAddress(i.address))?.address;

function flashOf(res: Response): string | undefined {
  const c = res.headers.getSetCookie().find((v) => v.startsWith('admin_flash='));
  return c ? decodeURIComponent(c.split(';')[0]!.slice('admin_flash='.length)) : undefined;
}

function sessionOf(res: Response): string | undefined {
  const c = res.headers.getSetCookie().find((v) => v.startsWith('admin_session=') && !v.startsWith('admin_session=;'));
  const value = c?.split(';')[0]!.slice('admin_session='.length);
  return value || undefined;
}

async function login(base: string, fields: Record<string, string>, opts: { ip?: string; cookie?: string } = {}) {
  return fetch(`${base}/admin/giris`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...(opts.cookie ? { cookie: `admin_session=${opts.cookie}` } : {}),
    },
    body: new URLSearchParams({ redirectTo: '/admin', ...fields }),
  });
}

/** An admin action as a form post (React Router's .data endpoint, as the browser's fetcher sends it). */
async function act(server: RunningServer, p: string, token: string, fields: Record<string, string>, ip = '198.51.100.99') {
  const res = await fetch(`${server.url}${p}.data`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      cookie: `admin_session=${token}`,
      'x-forwarded-for': ip,
    },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, text: await res.text() };
}

describe('client address [sqlite]', () => {
  it('TRUST_PROXY=true is refused at start with one line naming what to give instead', async () => {
    const child = spawn(process.execPath, ['bin/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', TRUST_PROXY: 'true', DATA_DIR: os.tmpdir(), PORT: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('TRUST_PROXY');
    expect(lines[0]).toContain('number of proxies');
    expect(lines[0]).toContain('addresses');
  });

  describe.skipIf(!directAddress)(
    `TRUST_PROXY=1, a client reaching the server directly (${directAddress ?? 'no such address here'})`,
    () => {
      let server: RunningServer;
      let base = '';
      beforeAll(async () => {
        server = await startServer({ env: { TRUST_PROXY: '1', HOST: '0.0.0.0', ALLOWED_HOSTS: `localhost,127.0.0.1,${directAddress}` } });
        base = `http://${directAddress}:${server.port}`;
      });
      afterAll(async () => {
        await server?.stop();
      });

      it('8 wrong shared-password guesses with a different X-Forwarded-For each still lock after the 3rd', async () => {
        const flashes: (string | undefined)[] = [];
        for (let i = 0; i < 8; i++) flashes.push(flashOf(await login(base, { password: `wrong-${i}` }, { ip: `203.0.113.${i + 1}` })));
        expect(flashes.slice(0, 3)).toEqual(['wrong:2', 'wrong:1', 'locked-now']);
        for (const f of flashes.slice(3)) expect(f).toMatch(/^locked:\d+$/);
        // The right password is refused too while the lock runs.
        expect(flashOf(await login(base, { password: TEST_ADMIN_PASSWORD }, { ip: '198.51.100.1' }))).toMatch(/^locked:/);
      });

      it('15 contact-form posts with a different X-Forwarded-For each: the 11th and later are rate-limited', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 15; i++) {
          const res = await fetch(`${base}/iletisim`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${100 + i}` },
            body: new URLSearchParams({ ...CONTACT, email: `direct${i}@example.com` }),
          });
          statuses.push(res.status);
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
      });
    },
  );

  describe('TRUST_PROXY=1 behind a proxy on loopback', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ env: { TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('a forwarded value that is not an IP address is never the client address: the lock and the audit log use the socket’s', async () => {
      const flashes: (string | undefined)[] = [];
      for (const junk of ['<not-an-ip> x', '<script>', 'unknown', '1.2.3.4.5']) {
        flashes.push(flashOf(await login(server.url, { password: 'wrong-guess' }, { ip: junk })));
      }
      expect(flashes).toEqual(['wrong:2', 'wrong:1', 'locked-now', expect.stringMatching(/^locked:/)]);
      const sqlite = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
      try {
        const ips = sqlite.prepare('select ip from audit_log where ip is not null').all() as { ip: string }[];
        expect(ips.length).toBeGreaterThan(0);
        expect(new Set(ips.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
        const keys = sqlite.prepare('select ip from login_attempts').all() as { ip: string }[];
        expect(keys.map((k) => k.ip)).toEqual(['127.0.0.1']);
      } finally {
        sqlite.close();
      }
    });
  });

  it('the restore accepts only valid addresses in audit_log.ip', () => {
    const row = (ip: string | null) => ({
      id: randomUUID(),
      at: '2026-11-27T10:00:00.000Z',
      actor_account_id: null,
      actor_name: 'Anonim',
      action: 'login_failed',
      entity_type: 'session',
      entity_id: null,
      summary: 'Yanlış şifreyle giriş denendi',
      ip,
    });
    for (const ok of ['203.0.113.7', '2001:db8::1', null])
      expect(() => checkRow('audit_log', row(ok), 0, new Date().toISOString())).not.toThrow();
    for (const bad of ['<not-an-ip> x', 'unknown', '1.2.3.4.5', 'a'.repeat(50)])
      expect(() => checkRow('audit_log', row(bad), 0, new Date().toISOString()), bad).toThrow();
  });
});

describe('staff sign-in [sqlite]', () => {
  let server: RunningServer;
  let sqlite: Database.Database;
  const OWNER_PASSWORD = 'mavi-kalem-yaz-2026';
  const secret = base32Encode(randomBytes(20));
  let ownerId = '';

  /** A current TOTP code; the server's record of the last accepted step is cleared first, so the same step may serve again here. */
  const freshCode = () => {
    sqlite.prepare('update admin_accounts set totp_last_step = null where id = ?').run(ownerId);
    return totpCode(secret, totpStep());
  };

  async function account(email: string, opts: { role?: 'owner' | 'editor'; password?: string; totp?: string | null } = {}) {
    const id = randomUUID();
    const now = new Date().toISOString();
    sqlite
      .prepare(
        `insert into admin_accounts (id, email, name, role, status, password_hash, totp_secret, totp_last_step, created_at, updated_at, last_login_at)
         values (?, ?, ?, ?, 'active', ?, ?, null, ?, ?, null)`,
      )
      .run(
        id,
        email,
        email.split('@')[0],
        opts.role ?? 'owner',
        await hashPassword(opts.password ?? OWNER_PASSWORD),
        opts.totp ?? null,
        now,
        now,
      );
    return id;
  }

  /** Signs in with password and (when the account has TOTP) a code; returns the session token. */
  async function signIn(email: string, ip: string, password = OWNER_PASSWORD): Promise<string> {
    const first = await login(server.url, { email, password }, { ip });
    const token = sessionOf(first);
    expect(token, `password step: ${flashOf(first)}`).toBeTruthy();
    const hasTotp = !!(
      sqlite.prepare('select totp_secret from admin_accounts where email = ?').get(email) as { totp_secret: string | null }
    ).totp_secret;
    if (!hasTotp) return token!;
    const second = await login(server.url, { intent: 'code', code: freshCode() }, { ip, cookie: token });
    const full = sessionOf(second);
    expect(full, `code step: ${flashOf(second)}`).toBeTruthy();
    return full!;
  }

  const audit = (action: string) =>
    sqlite.prepare('select entity_id, summary, ip, actor_name from audit_log where action = ? order by at').all(action) as {
      entity_id: string | null;
      summary: string;
      ip: string | null;
      actor_name: string;
    }[];

  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    sqlite = new Database(path.join(server.dataDir, 'site.db'));
    sqlite.pragma('busy_timeout = 5000');
    ownerId = await account('owner@example.com', { totp: secret });
  });
  afterAll(async () => {
    sqlite?.close();
    await server?.stop();
  });

  it('a stranger’s wrong passwords from many addresses do not lock the owner out; the locks are in the audit log', async () => {
    // The review: 3 wrong passwords for the owner's e-mail from any address, then "locked: 60" for the owner everywhere.
    const flashes: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++)
      flashes.push(flashOf(await login(server.url, { email: 'owner@example.com', password: `guess-${i}` }, { ip: '203.0.113.66' })));
    expect(flashes).toEqual(['wrong:2', 'wrong:1', 'locked-now']);
    // The account is under guard now: each fresh address gets one answer, then that address is shut out for this account.
    for (let i = 0; i < 5; i++) {
      const ip = `203.0.113.${70 + i}`;
      // Locked for this account only: the answer also offers the unlock by e-mail (unlock-by-mail.test.ts).
      expect(flashOf(await login(server.url, { email: 'owner@example.com', password: `guess-x${i}` }, { ip }))).toBe('locked-pair:now');
      expect(flashOf(await login(server.url, { email: 'owner@example.com', password: OWNER_PASSWORD }, { ip }))).toMatch(
        /^locked-pair:\d+$/,
      );
    }
    // The owner, from their own address, with the right password and a current code: signed in.
    const token = await signIn('owner@example.com', '198.51.100.7');
    const page = await fetch(`${server.url}/admin/hesabim`, { headers: { cookie: `admin_session=${token}` } });
    expect(page.status).toBe(200);

    const locks = audit('lockout').map((r) => r.entity_id);
    expect(locks).toContain('203.0.113.66');
    expect(locks).toContain('account:owner@example.com');
    expect(locks).toContain('account:owner@example.com|203.0.113.70');
    const guard = audit('lockout').find((r) => r.entity_id === 'account:owner@example.com')!;
    expect(guard.summary).toContain('yalnızca henüz yanlış denemeyen adresler');
  });

  it('a wrong second-factor code is logged as such, not as a wrong password', async () => {
    // (The previous test's guard on the account would turn this one wrong code into a lock of the address: a fresh start.)
    sqlite.prepare('delete from login_attempts').run();
    const first = await login(server.url, { email: 'owner@example.com', password: OWNER_PASSWORD }, { ip: '198.51.100.8' });
    const pending = sessionOf(first)!;
    const before = audit('login_failed').length;
    // A code five steps (2.5 minutes) ahead: outside the accepted window.
    const res = await login(
      server.url,
      { intent: 'code', code: totpCode(secret, totpStep() + 5) },
      { ip: '198.51.100.8', cookie: pending },
    );
    expect(flashOf(res)).toBe('code-wrong:2');
    const wrongCodes = audit('second_factor_failed');
    expect(wrongCodes).toHaveLength(1);
    expect(wrongCodes[0]!.summary).toContain('Yanlış doğrulama koduyla');
    expect(wrongCodes[0]!.ip).toBe('198.51.100.8');
    expect(audit('login_failed')).toHaveLength(before);
  });

  it('second factors change only with the password or a current code; totp-enable ignores a secret chosen by the client', async () => {
    const token = await signIn('owner@example.com', '198.51.100.9');
    const row = () => sqlite.prepare('select totp_secret from admin_accounts where id = ?').get(ownerId) as { totp_secret: string | null };
    const codes = () =>
      (sqlite.prepare('select count(*) n from admin_recovery_codes where account_id = ?').get(ownerId) as { n: number }).n;

    // With only a session: refused, nothing changes.
    const off = await act(server, '/admin/hesabim', token, { intent: 'totp-disable' });
    expect(off.text).toContain('şu anki şifrenizi ya da güncel bir kodu');
    expect(row().totp_secret).toBe(secret);
    const newCodes = await act(server, '/admin/hesabim', token, { intent: 'recovery-codes' });
    expect(newCodes.text).not.toMatch(/[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}/);
    const wrong = await act(server, '/admin/hesabim', token, { intent: 'recovery-codes', currentPassword: 'not-my-password' });
    expect(wrong.text).toContain('Şifre ya da kod doğru değil');

    // With the password: new recovery codes.
    const withPassword = await act(server, '/admin/hesabim', token, { intent: 'recovery-codes', currentPassword: OWNER_PASSWORD });
    expect(withPassword.text).toMatch(/[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}/);
    expect(codes()).toBe(10);
    // With a current code: TOTP off.
    const offWithCode = await act(server, '/admin/hesabim', token, { intent: 'totp-disable', currentCode: freshCode() });
    expect(offWithCode.text).toContain('İki adımlı doğrulama kapatıldı');
    expect(row().totp_secret).toBeNull();

    // Turning it on again: a secret in the form is ignored; the code must match the one the server showed.
    const chosen = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const forged = await act(server, '/admin/hesabim', token, {
      intent: 'totp-enable',
      secret: chosen,
      code: totpCode(chosen, totpStep()),
      currentPassword: OWNER_PASSWORD,
    });
    expect(forged.text).toContain('Kod doğru değil');
    expect(row().totp_secret).toBeNull();
    // The account page shows the server's key (and its QR code); that key's code turns TOTP on (with the password).
    const page = await (await fetch(`${server.url}/admin/hesabim`, { headers: { cookie: `admin_session=${token}` } })).text();
    const shown = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, '');
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    expect(page).toContain('data:image/svg+xml;base64,');
    const noProof = await act(server, '/admin/hesabim', token, { intent: 'totp-enable', code: totpCode(shown, totpStep()) });
    expect(noProof.text).toContain('şu anki şifrenizi ya da güncel bir kodu');
    const on = await act(server, '/admin/hesabim', token, {
      intent: 'totp-enable',
      code: totpCode(shown, totpStep()),
      currentPassword: OWNER_PASSWORD,
    });
    expect(on.text).toContain('İki adımlı doğrulama açıldı');
    expect(row().totp_secret).toBe(shown);
    // The stored set-up secret is sealed, never plain.
    const setups = sqlite.prepare('select totp_setup from sessions where totp_setup is not null').all() as { totp_setup: string }[];
    for (const s of setups) expect(s.totp_setup).toMatch(/^v1:/);
    // Back to the test's own secret for the next tests.
    sqlite.prepare('update admin_accounts set totp_secret = ?, totp_last_step = null where id = ?').run(secret, ownerId);
  });

  it('ending a session that does not exist logs nothing; ending a real one logs one entry', async () => {
    const token = await signIn('owner@example.com', '198.51.100.10');
    const other = await signIn('owner@example.com', '198.51.100.11');
    const before = audit('logout').length;
    const bogus = await act(server, '/admin/hesabim', token, { intent: 'end-session', handle: '0123456789abcdef' });
    expect(bogus.text).toContain('Bu oturum artık açık değil');
    expect(audit('logout')).toHaveLength(before);
    const handle = createHash('sha256').update(other).digest('hex').slice(0, 16);
    const real = await act(server, '/admin/hesabim', token, { intent: 'end-session', handle });
    expect(real.text).toContain('Oturum kapatıldı');
    expect(audit('logout')).toHaveLength(before + 1);
  });

  it('two-factor required: the owner is refused without their own; a person without one can still set up a passkey', async () => {
    const bareOwner = await account('bare-owner@example.com');
    const bareToken = await signIn('bare-owner@example.com', '198.51.100.12');
    const refused = await act(server, '/admin/ayarlar/kullanicilar', bareToken, { intent: 'require-2fa', value: 'on' });
    expect(refused.text).toContain('Önce kendiniz için iki adımlı doğrulamayı kurun');
    expect(sqlite.prepare("select count(*) n from admin_credentials where id = 'require-two-factor'").get()).toEqual({ n: 0 });
    // The owner with TOTP switches it on.
    const token = await signIn('owner@example.com', '198.51.100.13');
    const on = await act(server, '/admin/ayarlar/kullanicilar', token, { intent: 'require-2fa', value: 'on' });
    expect(on.text).toContain('herkes için zorunlu');

    // The person without a second factor: Hesabım opens, the rest does not, the passkey set-up answers (no 403 two-factor-required).
    const editorId = await account('editor@example.com', { role: 'editor', password: 'yesil-defter-2026' });
    const editor = await signIn('editor@example.com', '198.51.100.14', 'yesil-defter-2026');
    const headers = {
      cookie: `admin_session=${editor}`,
      origin: server.url,
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.14',
    };
    const elsewhere = await fetch(`${server.url}/admin/projeler`, { headers, redirect: 'manual' });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toBe('/admin/hesabim');
    expect((await fetch(`${server.url}/admin/hesabim`, { headers })).status).toBe(200);
    const noProof = await fetch(`${server.url}/admin/hesabim/gecis-anahtari`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ step: 'options' }),
    });
    expect(noProof.status).toBe(403);
    expect(await noProof.json()).toEqual({ ok: false, error: 'reauth-missing' });
    const options = await fetch(`${server.url}/admin/hesabim/gecis-anahtari`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ step: 'options', currentPassword: 'yesil-defter-2026' }),
    });
    expect(options.status).toBe(200);
    const json = (await options.json()) as { challenge?: string; user?: { name?: string } };
    expect(json.challenge).toBeTruthy();
    expect(json.user?.name).toBe('editor@example.com');
    expect(editorId).toBeTruthy();
    expect(bareOwner).toBeTruthy();
    await act(server, '/admin/ayarlar/kullanicilar', token, { intent: 'require-2fa', value: 'off' });
  });

  it('an invitation accepted without JavaScript answers 200 with the done page, and is in the audit log', async () => {
    const token = await signIn('owner@example.com', '198.51.100.15');
    const invited = await act(server, '/admin/ayarlar/kullanicilar', token, {
      intent: 'invite',
      name: 'Deniz Davetli',
      email: 'invited@example.com',
      role: 'editor',
    });
    const link = /\/admin\/davet\?t=[\w-]+/.exec(invited.text)![0];
    // A plain HTML form post, as a browser without JavaScript sends it; the redirect followed as a browser does.
    const post = await fetch(`${server.url}${link}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ username: 'invited@example.com', password: 'turuncu-kedi-2026' }),
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/admin/davet');
    const flash = post.headers
      .getSetCookie()
      .find((c) => c.startsWith('admin_flash='))!
      .split(';')[0]!;
    const done = await fetch(`${server.url}/admin/davet`, { headers: { cookie: flash } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Şifreniz kaydedildi');
    // Without the one-shot mark, the bare page says nothing was done.
    const bare = await fetch(`${server.url}/admin/davet`);
    expect(bare.status).toBe(404);
    expect(await bare.text()).not.toContain('Şifreniz kaydedildi');

    const accepted = audit('accept');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.actor_name).toBe('Deniz Davetli');
    expect(accepted[0]!.summary).toContain('daveti kabul edildi');
    const row = sqlite.prepare("select status from admin_accounts where email = 'invited@example.com'").get() as { status: string };
    expect(row.status).toBe('active');
  });

  it('a wrong answer at re-authentication is in the audit log under the person, with the address', async () => {
    sqlite.prepare('delete from login_attempts').run();
    const token = await signIn('owner@example.com', '198.51.100.16');
    const before = audit('reauth_failed').length;
    const wrong = await act(
      server,
      '/admin/hesabim',
      token,
      { intent: 'totp-disable', currentPassword: 'not-my-password' },
      '198.51.100.17',
    );
    expect(wrong.text).toContain('Şifre ya da kod doğru değil');
    const entries = audit('reauth_failed');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ ip: '198.51.100.17', actor_name: 'owner' });
    expect(entries.at(-1)!.summary).toContain('deneme hakkı kaldı');
    sqlite.prepare('delete from login_attempts').run();
  });

  it('a recovery-code sign-in is logged and audited as such; the person and the other owners get a mail', async () => {
    sqlite.prepare('delete from login_attempts').run();
    await account('co-owner@example.com', { password: 'mor-silgi-cizgi-2026' });
    const token = await signIn('owner@example.com', '198.51.100.18');
    const made = await act(server, '/admin/hesabim', token, { intent: 'recovery-codes', currentPassword: OWNER_PASSWORD });
    const code = /[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}/.exec(made.text)![0];
    const logins = audit('login').length;
    sqlite.prepare("delete from mail_queue where kind = 'recovery-sign-in'").run();

    const first = await login(server.url, { email: 'owner@example.com', password: OWNER_PASSWORD }, { ip: '198.51.100.19' });
    const second = await login(server.url, { intent: 'code', code }, { ip: '198.51.100.19', cookie: sessionOf(first) });
    expect(sessionOf(second), `code step: ${flashOf(second)}`).toBeTruthy();

    const recovery = audit('login_recovery');
    expect(recovery).toHaveLength(1);
    expect(recovery[0]).toMatchObject({ ip: '198.51.100.19', actor_name: 'owner' });
    expect(recovery[0]!.summary).toBe('Kurtarma koduyla giriş yapıldı');
    // Not also a plain sign-in.
    expect(audit('login')).toHaveLength(logins);
    // The server's log is read from its output as it comes.
    await until(() => server.logs().includes('admin login with a recovery code'), 10_000, 'the recovery sign-in log line');

    const mails = sqlite
      .prepare("select to_address, subject, text_body from mail_queue where kind = 'recovery-sign-in' order by to_address")
      .all() as { to_address: string; subject: string; text_body: string }[];
    expect(mails.map((m) => m.to_address)).toEqual(expect.arrayContaining(['co-owner@example.com', 'owner@example.com']));
    const own = mails.find((m) => m.to_address === 'owner@example.com')!;
    expect(own.subject).toBe('Hesabınıza kurtarma koduyla giriş yapıldı');
    expect(own.text_body).toContain('198.51.100.19');
    expect(own.text_body).toContain('Kullanılmamış kurtarma kodu sayısı: 9');
    const co = mails.find((m) => m.to_address === 'co-owner@example.com')!;
    expect(co.subject).toBe('Bir hesaba kurtarma koduyla giriş yapıldı');
    expect(co.text_body).toContain('owner@example.com');
    // The recovery code itself is in no mail.
    expect(JSON.stringify(mails)).not.toContain(code);
  });
});
