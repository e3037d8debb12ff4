import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { decodeWords, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { config, setConfig } from '~/server/config.server';
import { resetSealKeyForTests } from '~/server/crypto/sealed.server';
import { processDueMail, waitingMailCount } from '~/server/mail/queue.server';
import { classifyMailError } from '~/server/mail/errors';
import { mailRoute, MAIL_PASSWORD_KEY, MAIL_SERVER_KEY } from '~/server/mail/server-settings.server';
import { closeMailTransport, mailConfigured, sendTestMessage, smtpOptions } from '~/server/mail/transport.server';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { mailAction, mailSettingsView } from '~/domain/mail/admin.server';
import { actionOf } from '../helpers/admin-action';

const runMailIntent = actionOf(mailAction);
import { saveSettings } from '~/domain/settings/settings.server';
import { backupChunks } from '~/site/backup/backup.server';
import { configureMailTest } from '../helpers/mail-config';

/**
 * Ayarlar → E-posta (ADR 020) on both engines, against a real SMTP
 * peer that asks for a password: notifications queued before the set-up wait
 * (nothing claimed, nothing attempted) and leave exactly once after it, to the
 * notification address, with the configured From and Reply-To; the password is
 * stored sealed and appears in no view, audit entry or backup; the test send
 * answers in plain words for a wrong password, a TLS mismatch, a refused sender
 * and a server that never answers.
 */

const original = config();
const PASSWORD = 'S3cret-Mail-Pass!42';
const USER = 'mailer@acme.example';
let dataDir: string;
let peer: SmtpPeer;

function useEnv(extra: Record<string, string | undefined> = {}) {
  configureMailTest(dataDir, extra);
}

function form(values: Record<string, string | undefined>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) f.set(k, v);
  return f;
}

const IP = '198.51.100.7';
const session = { id: 'sess-mail-test-0001', accountId: null, email: 'owner@acme.example', name: null };

function setupForm(port: number, over: Record<string, string | undefined> = {}) {
  return form({
    intent: 'save',
    preset: 'other',
    host: '127.0.0.1',
    port: String(port),
    security: 'none',
    user: USER,
    password: PASSWORD,
    from_name: 'Acme Yazılım',
    from_address: 'mailer@acme.example',
    reply_to: 'iletisim@acme.example',
    notify_to: 'talepler@acme.example',
    ...over,
  });
}

const consultation = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@musteri.example',
  phone: '+90 532 000 00 00',
  service_description: 'Bir mobil uygulama için teklif istiyoruz.',
  kvkk_consent: true,
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-setup-'));
  peer = await startSmtpPeer({ auth: { user: USER, pass: PASSWORD }, refuseSender: 'stranger@acme.example' });
  useEnv();
});
afterAll(async () => {
  closeMailTransport();
  await peer.close();
  setConfig(original);
  resetSealKeyForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  peer.received.length = 0;
});

describeEachEngine('mail set-up from the admin', (ctx) => {
  /** A consultation request's staff notification (the visitor's own confirmation, is left out: these tests are about staff mail). */
  const request = async (input: typeof consultation = consultation) => {
    await createConsultationRequest(input as never, 'tr');
    await ctx.db.kysely
      .deleteFrom('mail_queue')
      .where((eb) => eb.or([eb('audience', 'is', null), eb('audience', '!=', 'staff')]))
      .execute();
  };

  beforeEach(async () => {
    useEnv();
    // One database per engine for the whole suite: each test starts with no set-up and an empty queue.
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
    await ctx.db.kysely
      .deleteFrom('settings')
      .where('key', 'in', [MAIL_SERVER_KEY, MAIL_PASSWORD_KEY, 'site_title', 'contact_email'])
      .execute();
    await saveSettings({});
  });

  it('holds notifications before the set-up, then delivers each exactly once to the notification address', async () => {
    expect(await mailConfigured()).toBe(false);
    await request();
    await request({ ...consultation, name: 'Mehmet' });
    // Nothing is claimed or attempted while no server is set up.
    expect(await processDueMail()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    const held = await ctx.db.kysely.selectFrom('mail_queue').select(['status', 'attempts', 'audience']).execute();
    expect(held).toEqual([
      { status: 'pending', attempts: 0, audience: 'staff' },
      { status: 'pending', attempts: 0, audience: 'staff' },
    ]);
    expect(await waitingMailCount('staff')).toBe(2);
    const before = await mailSettingsView(session);
    expect(before).toMatchObject({ state: 'none', waiting: 2, saved: false, password: { saved: false } });

    const saved = await runMailIntent(setupForm(peer.port), session, IP);
    expect(saved).toMatchObject({ ok: true });
    expect(saved.toast?.description).toContain('2');
    expect(await mailConfigured()).toBe(true);

    // Two workers' passes (as two instances would): each mail is claimed once.
    const [a, b] = await Promise.all([processDueMail(), processDueMail()]);
    expect(a.sent + b.sent).toBe(2);
    expect(await processDueMail()).toMatchObject({ claimed: 0 });
    const mails = await peer.waitFor(2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.to).toEqual(['talepler@acme.example']);
      expect(decodeWords(mail.headers.from!)).toBe('Acme Yazılım <mailer@acme.example>');
      expect(mail.headers['reply-to']).toBe('ayse@musteri.example');
    }
    expect(new Set(mails.map((m) => m.subject)).size).toBe(2);
    expect(await waitingMailCount('staff')).toBe(0);
  });

  it('stores the password sealed: never in the view, the audit log or a backup', async () => {
    expect(await runMailIntent(setupForm(peer.port), session, IP)).toMatchObject({ ok: true });
    const rows = await ctx.db.kysely
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'like', '\\_mail%' as never)
      .execute();
    const all = await ctx.db.kysely.selectFrom('settings').select(['key', 'value']).execute();
    const stored = JSON.stringify(all);
    expect(stored).not.toContain(PASSWORD);
    expect(all.map((r) => r.key)).toEqual(expect.arrayContaining([MAIL_SERVER_KEY, MAIL_PASSWORD_KEY]));
    expect(JSON.stringify(all.find((r) => r.key === MAIL_PASSWORD_KEY)?.value)).toContain('v1:');
    void rows;

    const view = await mailSettingsView(session);
    expect(JSON.stringify(view)).not.toContain(PASSWORD);
    expect(view).toMatchObject({ saved: true, state: 'admin', password: { saved: true, readable: true } });

    const audit = await ctx.db.kysely.selectFrom('audit_log').selectAll().execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(audit.at(-1)!.summary).toContain('e-posta şifresi');

    let backup = '';
    for await (const chunk of backupChunks()) backup += chunk;
    expect(backup).not.toContain(PASSWORD);
    expect(backup).not.toContain(MAIL_PASSWORD_KEY);
    // The set-up without its password travels (a move to a new server: tests/integration/backup-move.test.ts).
    expect(backup).toContain(MAIL_SERVER_KEY);

    // Saving again with the password field empty keeps the saved one (mail still leaves).
    expect(await runMailIntent(setupForm(peer.port, { password: '' }), session, IP)).toMatchObject({ ok: true });
    await request();
    expect(await processDueMail()).toMatchObject({ sent: 1 });
    await peer.waitFor(1);
  });

  it('a changed key makes the saved password unreadable: the screen says so and mail waits', async () => {
    expect(await runMailIntent(setupForm(peer.port), session, IP)).toMatchObject({ ok: true });
    useEnv({ SESSION_SECRET: 'another-session-secret-of-32-characters-or-more' });
    expect(await mailRoute()).toMatchObject({ kind: 'none', reason: 'password-unreadable' });
    expect((await mailSettingsView(session)).state).toBe('password-unreadable');
    await request();
    expect(await processDueMail()).toMatchObject({ claimed: 0 });
  });

  it('SMTP_URL and MAIL_FROM win over the stored set-up; the stored notification address still applies', async () => {
    expect(await runMailIntent(setupForm(1), session, IP)).toMatchObject({ ok: true });
    const plain = await startSmtpPeer();
    try {
      useEnv({ SMTP_URL: plain.url, MAIL_FROM: 'Env Sender <env@acme.example>' });
      const view = await mailSettingsView(session);
      expect(view).toMatchObject({ state: 'env', env: { server: true, sender: true } });
      await request();
      expect(await processDueMail()).toMatchObject({ sent: 1 });
      const [mail] = await plain.waitFor(1);
      expect(mail!.to).toEqual(['talepler@acme.example']);
      expect(mail!.headers.from).toBe('Env Sender <env@acme.example>');
    } finally {
      closeMailTransport();
      await plain.close();
    }
  });

  it('without a sender set anywhere, From is the company name and contact address, never example.com', async () => {
    const plain = await startSmtpPeer();
    try {
      await saveSettings({ site_title: 'Acme, Yazılım "A.Ş."', contact_email: 'merhaba@acme.example' });
      useEnv({ SMTP_URL: plain.url });
      await request();
      expect(await processDueMail()).toMatchObject({ sent: 1 });
      const [mail] = await plain.waitFor(1);
      const from = decodeWords(mail!.headers.from!);
      expect(from).toContain('<merhaba@acme.example>');
      expect(from).toContain('Acme');
      expect(from).not.toContain('example.com');
      expect(mail!.to).toEqual(['merhaba@acme.example']);
    } finally {
      closeMailTransport();
      await plain.close();
    }
  });

  it('the test send answers in plain words: accepted, wrong password, refused sender, TLS mismatch', async () => {
    const test = (over: Record<string, string | undefined>) =>
      runMailIntent(setupForm(peer.port, { intent: 'test', test_to: 'owner@acme.example', ...over }), session, IP);

    const ok = await test({});
    expect(ok).toMatchObject({ ok: true, test: { ok: true } });
    const [mail] = await peer.waitFor(1);
    expect(decodeWords(mail!.headers.from!)).toBe('Acme Yazılım <mailer@acme.example>');
    expect(mail!.headers['reply-to']).toBe('iletisim@acme.example');
    // A test send saves nothing.
    expect((await mailSettingsView(session)).saved).toBe(false);

    const wrong = await test({ password: 'not-the-password' });
    expect(wrong).toMatchObject({ ok: false, test: { ok: false } });
    expect(wrong.test!.message).toContain('şifreyi kabul etmedi');
    expect(wrong.test!.detail).toContain('535');
    expect(JSON.stringify(wrong)).not.toContain('not-the-password');

    const sender = await test({ from_address: 'stranger@acme.example' });
    expect(sender.test!.message).toContain('gönderen adresini reddetti');

    const tls = await test({ security: 'tls' });
    expect(tls.test!.message).toContain('Güvenli bağlantı kurulamadı');

    const starttls = await test({ security: 'starttls' });
    expect(starttls.test!.message).toContain('Güvenli bağlantı kurulamadı');

    const invalid = await test({ host: 'not a host', test_to: 'nope' });
    expect(invalid).toMatchObject({ ok: false, errors: { host: expect.any(String), test_to: expect.any(String) } });
  });
});

describe('a server that never answers', () => {
  it('is reported as "no answer" (the 15 s limit, shortened here)', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const server = {
        preset: 'other',
        host: '127.0.0.1',
        port,
        security: 'none' as const,
        user: '',
        from_name: '',
        from_address: 'a@acme.example',
        reply_to: '',
        notify_to: 'b@acme.example',
      };
      const err = await sendTestMessage(smtpOptions(server, undefined, 300), {
        to: 'b@acme.example',
        from: 'a@acme.example',
        subject: 's',
        text: 't',
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(classifyMailError(err)).toBe('timeout');
    } finally {
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });
});
