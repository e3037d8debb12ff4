import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { config, setConfig } from '~/server/config.server';
import { resetSealKeyForTests } from '~/server/crypto/sealed.server';
import { processDueMail } from '~/server/mail/queue.server';
import { MAIL_PASSWORD_KEY, MAIL_SERVER_KEY, readStoredMailServer } from '~/server/mail/server-settings.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { mailAction } from '~/domain/mail/admin.server';
import { actionOf } from '../helpers/admin-action';

const runMailIntent = actionOf(mailAction);
import { setAdminPassword } from '~/domain/auth/password.server';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { configureMailTest } from '../helpers/mail-config';

/**
 * The saved SMTP password belongs to the saved server (security review, medium 1): a test send
 * or a save that points anywhere else with the password field empty never sends it. A real SMTP
 * peer plays the attacker's host and records every AUTH it is offered. A changed server also
 * needs the person's own password (re-authentication, audited when wrong); test sends and
 * server changes are in the audit log. And an owner-typed host that is not a mail server (an
 * SSH banner here) is answered with a plain sentence: its banner is never shown.
 */

const original = config();
const PASSWORD = 'Saved-Smtp-Pass-0042';
const USER = 'mailer@acme.example';
const ADMIN_PASSWORD = 'panel-sifresi-2026-x';
const IP = '198.51.100.23';
const session = { id: 'sess-server-change-01', accountId: null, email: 'owner@acme.example', name: null };
let dataDir: string;
let legit: SmtpPeer;
let attacker: SmtpPeer;

function useEnv() {
  configureMailTest(dataDir);
}

function form(values: Record<string, string | undefined>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) f.set(k, v);
  return f;
}

const mailForm = (port: number, over: Record<string, string | undefined> = {}) =>
  form({
    intent: 'save',
    preset: 'other',
    host: '127.0.0.1',
    port: String(port),
    security: 'none',
    user: USER,
    password: '',
    from_name: 'Acme',
    from_address: USER,
    reply_to: '',
    notify_to: 'talepler@acme.example',
    test_to: 'owner@acme.example',
    ...over,
  });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-server-change-'));
  legit = await startSmtpPeer({ auth: { user: USER, pass: PASSWORD } });
  // The attacker's host asks for a password too, so that a client would offer one.
  attacker = await startSmtpPeer({ auth: { user: USER, pass: 'typed-for-the-new-host' } });
  useEnv();
});
afterAll(async () => {
  closeMailTransport();
  await legit.close();
  await attacker.close();
  setConfig(original);
  resetSealKeyForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeEachEngine('the saved SMTP password stays with the saved server', (ctx) => {
  const audit = async (action: string) =>
    (await ctx.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').execute()).map((r) => ({
      summary: r.summary,
      ip: r.ip,
      entity_id: r.entity_id,
    }));

  beforeEach(async () => {
    useEnv();
    legit.received.length = 0;
    legit.auths.length = 0;
    attacker.received.length = 0;
    attacker.auths.length = 0;
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
    await ctx.db.kysely.deleteFrom('audit_log').execute();
    await ctx.db.kysely.deleteFrom('login_attempts').execute();
    await ctx.db.kysely.deleteFrom('settings').where('key', 'in', [MAIL_SERVER_KEY, MAIL_PASSWORD_KEY]).execute();
    await setAdminPassword(ADMIN_PASSWORD);
    // The owner's set-up: the company's server and its password.
    expect(await runMailIntent(mailForm(legit.port, { password: PASSWORD }), session, IP)).toMatchObject({ ok: true });
  });

  it('a test send to another port with the password field empty never offers the saved password there', async () => {
    // The review's request: intent=test, another port, empty password field (with or without the person's password).
    for (const reauth of [{}, { currentPassword: ADMIN_PASSWORD }]) {
      const r = await runMailIntent(mailForm(attacker.port, { intent: 'test', ...reauth }), session, IP);
      expect(r).toMatchObject({ ok: false, errors: { password: expect.stringContaining('şifreyi yeniden yazın') } });
    }
    // Another security mode or user name on the same host is another server too.
    const other = await runMailIntent(mailForm(legit.port, { intent: 'test', user: 'someone@acme.example' }), session, IP);
    expect(other).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
    expect(attacker.auths).toEqual([]);
    expect(legit.auths).toEqual([]);
    expect(attacker.received).toEqual([]);

    // The saved server itself still works with the field empty.
    const same = await runMailIntent(mailForm(legit.port, { intent: 'test' }), session, IP);
    expect(same).toMatchObject({ ok: true, test: { ok: true } });
    expect(legit.auths).toEqual([{ username: USER, password: PASSWORD }]);
  });

  it('a test send to another server needs a typed password and the person’s own; it is audited with the server', async () => {
    const typed = 'typed-for-the-new-host';
    const noProof = await runMailIntent(mailForm(attacker.port, { intent: 'test', password: typed }), session, IP);
    expect(noProof).toMatchObject({ ok: false, errors: { reauth: expect.any(String) } });
    const wrongProof = await runMailIntent(
      mailForm(attacker.port, { intent: 'test', password: typed, currentPassword: 'not-the-panel-password' }),
      session,
      IP,
    );
    expect(wrongProof).toMatchObject({ ok: false, errors: { reauth: expect.stringContaining('doğru değil') } });
    expect(attacker.auths).toEqual([]);
    // The wrong answer is in the audit log, with the address (item 8).
    const failed = await audit('reauth_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.ip).toBe(IP);
    expect(failed[0]!.summary).toContain('2 deneme hakkı kaldı');

    const ok = await runMailIntent(
      mailForm(attacker.port, { intent: 'test', password: typed, currentPassword: ADMIN_PASSWORD }),
      session,
      IP,
    );
    expect(ok).toMatchObject({ ok: true, test: { ok: true } });
    expect(attacker.auths).toEqual([{ username: USER, password: typed }]);
    const tests = await audit('test_send');
    expect(tests.at(-1)!.summary).toContain(`127.0.0.1:${attacker.port}`);
    // A test send saves nothing: the saved server is unchanged.
    expect((await readStoredMailServer())!.port).toBe(legit.port);
  });

  it('"Save" with a new server and an empty password keeps nothing: refused, and the saved server still sends', async () => {
    const refused = await runMailIntent(mailForm(attacker.port, { currentPassword: ADMIN_PASSWORD }), session, IP);
    expect(refused).toMatchObject({ ok: false, errors: { password: expect.stringContaining('şifreyi yeniden yazın') } });
    expect((await readStoredMailServer())!.port).toBe(legit.port);

    // Typed password, no proof: refused too.
    const noProof = await runMailIntent(mailForm(attacker.port, { password: 'typed-for-the-new-host' }), session, IP);
    expect(noProof).toMatchObject({ ok: false, errors: { reauth: expect.any(String) } });
    expect((await readStoredMailServer())!.port).toBe(legit.port);

    // Mail still leaves through the saved server with its password.
    await createConsultationRequest(
      {
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@musteri.example',
        phone: '+90 532 000 00 00',
        service_description: 'Bir mobil uygulama için teklif istiyoruz.',
        kvkk_consent: true,
      } as never,
      'tr',
    );
    await processDueMail();
    await legit.waitFor(1);
    expect(attacker.auths).toEqual([]);
  });

  it('a server change with the password typed again and the person’s password is saved and audited; the old password is gone', async () => {
    const typed = 'typed-for-the-new-host';
    const saved = await runMailIntent(mailForm(attacker.port, { password: typed, currentPassword: ADMIN_PASSWORD }), session, IP);
    expect(saved).toMatchObject({ ok: true });
    const changes = (await audit('update')).filter((e) => e.entity_id === 'mail_server');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.summary).toBe(`E-posta sunucusu değişti: 127.0.0.1:${legit.port} → 127.0.0.1:${attacker.port}`);

    // Back to the old server with the field empty: the old password is not there to be used.
    const back = await runMailIntent(mailForm(legit.port, { intent: 'test', currentPassword: ADMIN_PASSWORD }), session, IP);
    expect(back).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
    expect(legit.auths).toEqual([]);
  });
});

describeEachEngine('an owner-typed host that is not a mail server', () => {
  it('an SSH banner is answered with a plain sentence; the banner is never shown', async () => {
    const banner = 'SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5 internal-build-host-7';
    const ssh = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.write(`${banner}\r\n`);
    });
    await new Promise<void>((r) => ssh.listen(0, '127.0.0.1', () => r()));
    const port = (ssh.address() as net.AddressInfo).port;
    // No server saved yet (a fresh set-up's test send), so no re-authentication is asked.
    try {
      useEnv();
      const r = await runMailIntent(mailForm(port, { intent: 'test', user: '', test_to: 'owner@acme.example' }), session, IP).catch(
        (err: unknown) => ({ thrown: err }),
      );
      expect(r).toMatchObject({ ok: false, test: { ok: false, detail: '' } });
      const text = JSON.stringify(r);
      expect(text).not.toContain('SSH');
      expect(text).not.toContain('internal-build-host');
      expect(text).toContain('e-posta sunucusu değil');
    } finally {
      await new Promise<void>((r) => ssh.close(() => r()));
    }
  });
});
