import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachEngine } from '../helpers/test-db';
import { freePort } from '../helpers/server';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { MAX_ATTEMPTS, claimDueMail, enqueueMail, processDueMail, startMailWorker, wakeMailWorker } from '~/server/mail/queue.server';
import { saveSettings, getSettings } from '~/domain/settings/settings.server';
import { consultationSchema } from '~/domain/consultations/schema';
import { contactSchema } from '~/domain/tickets/schema';
import { createConsultationRequest } from '~/domain/consultations/requests.server';
import { createContactTicket } from '~/domain/tickets/contact.server';
import { toDate } from '~/server/db/values';
import { subscribe } from '~/domain/newsletter/subscribers.server';
import { AlreadySubscribedError } from '~/lib/errors';

const STAFF = 'staff@example.com';
const original = config();
let dataDir: string;

function useSmtp(url: string | undefined) {
  closeMailTransport();
  setConfig(parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMTP_URL: url, MAIL_RETRY_BASE_SECONDS: '0.2' }));
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-int-'));
  useSmtp(undefined);
});
afterAll(() => {
  closeMailTransport();
  setConfig(original);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const consultation = consultationSchema('tr').parse({
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 123 45 67',
  service_description: 'Şirketimiz için bir mobil uygulama geliştirmek istiyoruz.',
});

describeEachEngine('public forms: storage and staff notification', (ctx) => {
  let peer: SmtpPeer | undefined;

  beforeAll(async () => {
    await saveSettings({ contact_email: STAFF });
  });
  afterEach(async () => {
    // Close pooled SMTP connections first: the peer waits for open connections when closing.
    closeMailTransport();
    await peer?.close();
    peer = undefined;
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
    // Each test's visitor gets their confirmation (one a day per mailbox).
    await ctx.db.kysely.deleteFrom('visitor_mail_limits').execute();
  });

  it('stores a consultation request and queues its notification in the same transaction', async () => {
    expect((await getSettings()).contact_email).toBe(STAFF);
    const id = await createConsultationRequest(consultation, 'tr');
    const row = await ctx.db.kysely.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '05321234567',
      language: 'tr',
    });
    const mail = await ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'consultation').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'consultation', to_address: STAFF, reply_to: 'ayse@example.com', status: 'pending' });
    expect(mail.subject).toBe('Yeni danışmanlık talebi: Ayşe Yılmaz');
    expect(mail.text_body).toContain('Şirketimiz için bir mobil uygulama geliştirmek istiyoruz.');
    expect(mail.text_body).toContain('05321234567');
  });

  it('stores nothing when the notification cannot be queued (one transaction)', async () => {
    const before = await ctx.db.kysely
      .selectFrom('consultation_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await sql`drop table mail_queue`.execute(ctx.db.kysely).catch(() => {});
    try {
      await expect(createConsultationRequest(consultation, 'en')).rejects.toThrow();
      const after = await ctx.db.kysely
        .selectFrom('consultation_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      // Recreate the table as migrations 001 and 016 do.
      const t = ctx.kind === 'postgres' ? 'timestamptz' : 'text';
      await sql
        .raw(
          `create table mail_queue (id text primary key, kind text not null, to_address text not null, subject text not null, text_body text not null, html_body text, reply_to text, audience text, status text not null default 'pending', attempts integer not null default 0, next_attempt_at ${t} not null, claimed_at ${t}, last_error text, created_at ${t} not null, sent_at ${t})`,
        )
        .execute(ctx.db.kysely);
    }
  });

  it('stores a contact message as the spec §3 support ticket (name joined, subject, phone line first)', async () => {
    const input = contactSchema('en').parse({
      firstName: ' John ',
      lastName: 'Smith',
      email: 'john@example.com',
      phone: '+90 555 111 22 33',
      message: 'Hello,\nI would like a quote.',
    });
    const id = await createContactTicket(input, 'en');
    const row = await ctx.db.kysely.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'John Smith',
      email: 'john@example.com',
      subject: 'Contact form: John Smith',
      message: 'Phone: +905551112233\n\nHello,\nI would like a quote.',
      status: 'open',
      language: 'en',
    });
    const tr = contactSchema('tr').parse({
      firstName: 'Ali',
      lastName: 'Veli',
      email: 'ali@example.com',
      phone: '05551112233',
      message: 'Merhaba',
    });
    const trId = await createContactTicket(tr, 'tr');
    const trRow = await ctx.db.kysely.selectFrom('support_tickets').selectAll().where('id', '=', trId).executeTakeFirstOrThrow();
    expect(trRow.subject).toBe('İletişim formu: Ali Veli');
    expect(trRow.message).toBe('Telefon: 05551112233\n\nMerhaba');
    const mails = await ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'contact').execute();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.reply_to).sort()).toEqual(['ali@example.com', 'john@example.com']);
  });

  it('newsletter: creates, refuses an active duplicate, reactivates a removed subscriber with a new consent record', async () => {
    expect(await subscribe({ email: ' Back@Example.com', language: 'tr', sourcePage: '/hakkimizda' })).toBe('created');
    const first = await ctx.db.kysely
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'back@example.com')
      .executeTakeFirstOrThrow();
    await expect(subscribe({ email: 'BACK@example.com ', language: 'en' })).rejects.toBeInstanceOf(AlreadySubscribedError);
    await ctx.db.kysely.updateTable('newsletter_subscribers').set({ is_active: false }).where('id', '=', first.id).execute();
    await new Promise((r) => setTimeout(r, 5));
    expect(await subscribe({ email: 'back@example.com', language: 'en', sourcePage: '/en-blog' })).toBe('reactivated');
    const again = await ctx.db.kysely.selectFrom('newsletter_subscribers').selectAll().where('email', '=', 'back@example.com').execute();
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: first.id, language: 'en', source_page: '/en-blog' });
    expect(toDate(again[0]!.created_at).getTime()).toBe(toDate(first.created_at).getTime());
    expect(toDate(again[0]!.consent_at).getTime()).toBeGreaterThan(toDate(first.consent_at).getTime());
    expect(!!Number(again[0]!.is_active) || again[0]!.is_active === true).toBe(true);
  });

  it('sends queued mail to a real SMTP peer with the details and Reply-To the visitor', async () => {
    peer = await startSmtpPeer();
    useSmtp(peer.url);
    await createConsultationRequest(consultation, 'tr');
    const r = await processDueMail();
    // The staff notification and the visitor's confirmation.
    expect(r).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    const mail = (await peer.waitFor(2)).find((m) => m.to.includes(STAFF));
    expect(mail!.to).toEqual([STAFF]);
    expect(mail!.subject).toBe('Yeni danışmanlık talebi: Ayşe Yılmaz');
    expect(mail!.headers['reply-to']).toContain('ayse@example.com');
    expect(mail!.text).toContain('Şirketimiz için bir mobil uygulama geliştirmek istiyoruz.');
    expect(mail!.text).toContain('ayse@example.com');
    expect(mail!.text).toContain('05321234567');
    const row = await ctx.db.kysely.selectFrom('mail_queue').selectAll().where('kind', '=', 'consultation').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
  });

  it('retries with exponential backoff while the peer is down, then sends once it is back', async () => {
    const port = await freePort();
    useSmtp(`smtp://127.0.0.1:${port}`);
    await enqueueMail({ kind: 'test', to: STAFF, subject: 'Backoff', text: 'body' });
    const first = await processDueMail();
    expect(first).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const row1 = await ctx.db.kysely.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(row1.status).toBe('pending');
    expect(row1.attempts).toBe(1);
    expect(row1.last_error).toBeTruthy();
    // Not due before its backoff has passed.
    expect(await claimDueMail(10, new Date(toDate(row1.next_attempt_at).getTime() - 1))).toHaveLength(0);
    // The second failure waits twice as long as the first.
    await ctx.db.kysely
      .updateTable('mail_queue')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    const t0 = Date.now();
    await processDueMail();
    const row2 = await ctx.db.kysely.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(row2.attempts).toBe(2);
    expect(toDate(row2.next_attempt_at).getTime() - t0).toBeGreaterThanOrEqual(400 - 50);

    peer = await startSmtpPeer({ port });
    const stop = await startMailWorker({ pollMs: 200 });
    try {
      const [mail] = await peer.waitFor(1);
      expect(mail!.subject).toBe('Backoff');
    } finally {
      await stop();
    }
    const row3 = await ctx.db.kysely.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(row3.status).toBe('sent');
    expect(peer.received).toHaveLength(1);
  });

  it('marks a permanently rejected mail failed without retrying', async () => {
    peer = await startSmtpPeer({ rejectWith: 550 });
    useSmtp(peer.url);
    await enqueueMail({ kind: 'test', to: STAFF, subject: 'Rejected', text: 'body' });
    expect(await processDueMail()).toMatchObject({ claimed: 1, failed: 1, retried: 0 });
    const row = await ctx.db.kysely.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('rejected');
    expect(await claimDueMail()).toHaveLength(0);
  });

  it('gives up after the maximum number of temporary failures', async () => {
    const port = await freePort();
    useSmtp(`smtp://127.0.0.1:${port}`);
    await enqueueMail({ kind: 'test', to: STAFF, subject: 'Give up', text: 'body' });
    await ctx.db.kysely
      .updateTable('mail_queue')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    expect(await processDueMail()).toMatchObject({ claimed: 1, failed: 1 });
    expect((await ctx.db.kysely.selectFrom('mail_queue').select('status').executeTakeFirstOrThrow()).status).toBe('failed');
  });

  it('hands each due mail to exactly one of several concurrent claimers', async () => {
    for (let i = 0; i < 30; i++) await enqueueMail({ kind: 'test', to: STAFF, subject: `m${i}`, text: 'body' });
    const batches = await Promise.all([claimDueMail(10), claimDueMail(10), claimDueMail(10), claimDueMail(10)]);
    const ids = batches.flat().map((r) => r.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimDueMail(10)).toHaveLength(0);
    // A claim left behind by a dead instance is taken over after it goes stale.
    expect(await claimDueMail(50, new Date(Date.now() + 11 * 60 * 1000))).toHaveLength(30);
  });

  it('the worker sends at once when woken after an enqueue', async () => {
    peer = await startSmtpPeer();
    useSmtp(peer.url);
    const stop = await startMailWorker({ pollMs: 60_000 });
    try {
      await createContactTicket(
        contactSchema('tr').parse({
          firstName: 'Can',
          lastName: 'Demir',
          email: 'can@example.com',
          phone: '5321234567',
          message: 'Acil <b>teklif</b>',
        }),
        'tr',
      );
      wakeMailWorker();
      const [mail] = await peer.waitFor(1);
      expect(mail!.subject).toBe('Yeni iletişim mesajı: Can Demir');
      expect(mail!.text).toContain('Acil <b>teklif</b>');
      expect(mail!.headers['content-type']).toContain('text/plain');
    } finally {
      await stop();
    }
  });
});

describeEachEngine('staff notification without a sending server', () => {
  it('is refused as not configured (temporary: the queue holds it) and no file stands in for delivery', async () => {
    useSmtp(undefined);
    const { sendMail, isTemporaryMailError, MailNotConfiguredError } = await import('~/server/mail/transport.server');
    const err = await sendMail({ to: STAFF, subject: 'Nowhere', text: 'x' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MailNotConfiguredError);
    expect(isTemporaryMailError(err)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
  });
});
