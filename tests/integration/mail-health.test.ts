import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { freePort } from '../helpers/server';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { until } from '../helpers/wait';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { db } from '~/server/db/index.server';
import { iso, nowIso, toNumber } from '~/server/db/values';
import { classifyStoredError, mailErrorDetail } from '~/server/mail/errors';
import { closeMailTransport } from '~/server/mail/transport.server';
import { forgetMailRoute, mailRoute } from '~/server/mail/server-settings.server';
import { enqueueMail, processDueMail, routeSecret } from '~/server/mail/queue.server';
import { campaignSchema } from '~/domain/campaigns/schema';
import { queueCampaign } from '~/domain/campaigns/jobs.server';
import { CampaignWorker } from '~/domain/campaigns/worker.server';
import { campaignWaitReasons, mailHealth, mailHealthFor } from '~/domain/mail/health.server';
import { listMailLog, retryMessage } from '~/domain/mail/log.server';

/**
 * Mail health: with the mail server down, a queued notification and a
 * campaign show the failure with the server's reason (health, the log, the
 * campaign's wait reason); mail that waits too long without an attempt is
 * told too; once the server is back every message leaves once and the log
 * says "sent"; "Tekrar dene" puts a failed message back into its queue once.
 */

const original = config();
let port: number;
let peer: SmtpPeer | undefined;

function useSmtp(url: string | undefined) {
  closeMailTransport();
  forgetMailRoute();
  setConfig(
    parseConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: os.tmpdir(),
      DATABASE_URL: undefined,
      SMTP_URL: url,
      // Campaign links need the site's known address.
      PUBLIC_URL: 'https://www.example.com',
      MAIL_FROM: 'Site <site@example.com>',
      MAIL_RETRY_BASE_SECONDS: '0.1',
      CAMPAIGN_RATE_PER_SECOND: '0',
    }),
  );
}

async function serverUp(opts: { rejectWith?: number } = {}) {
  peer = await startSmtpPeer({ port, ...opts });
  closeMailTransport();
}
async function serverDown() {
  closeMailTransport();
  await peer?.close();
  peer = undefined;
}

beforeAll(async () => {
  port = await freePort();
  useSmtp(`smtp://127.0.0.1:${port}`);
});
afterAll(async () => {
  await serverDown();
  setConfig(original);
});

const worker = () => new CampaignWorker({ ratePerSecond: 0, backoffBaseMs: 20, pollMs: 20, leaseMs: 60_000 });

async function addSubscribers(emails: string[]) {
  const now = nowIso();
  await db()
    .insertInto('newsletter_subscribers')
    .values(
      emails.map((email) => ({
        id: randomUUID(),
        email,
        is_active: true,
        language: 'tr',
        source_page: '/',
        consent_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

const bulletin = () =>
  campaignSchema().parse({
    subject_tr: 'Kasım bülteni',
    content_tr: 'Merhaba',
    subject_en: '',
    content_en: '',
    test_email: '',
    send_to_all: true,
  });

describe('classifyStoredError', () => {
  it.each([
    ['ESOCKET · CONN · connect ECONNREFUSED 127.0.0.1:2525', 'connection'],
    ['EAUTH · AUTH PLAIN · 535 Invalid username or password', 'auth'],
    ['EENVELOPE · RCPT TO · 550 5.1.1 <x@example.org>: mailbox unavailable', 'recipient'],
    ['ETIMEDOUT · CONN · Connection timeout', 'timeout'],
    ['EDNS · CONN · getaddrinfo ENOTFOUND smtp.nowhere.example', 'host'],
    ['EINVALIDRECIPIENT · not sent: the recipient "a, b" is not a single valid e-mail address', 'recipient'],
    // Stored before the code and command were kept: the words alone.
    ['connect ECONNREFUSED 127.0.0.1:2525', 'connection'],
    ['550 5.1.1 <x@example.org>: mailbox unavailable', 'other'],
    [null, 'other'],
  ] as const)('%j → %s', (text, reason) => {
    expect(classifyStoredError(text)).toBe(reason);
  });

  it('the stored answer never carries the password of the route', () => {
    expect(routeSecret({ kind: 'env', url: 'smtp://user:s%40cret-pw@mail.example:587', from: 'x' })).toBe('s@cret-pw');
    expect(mailErrorDetail({ code: 'EAUTH', response: '535 rejected s@cret-pw for user' }, 's@cret-pw')).not.toContain('s@cret-pw');
  });
});

describeEachEngine('mail health and the e-mail log', () => {
  beforeEach(async () => {
    await serverDown();
    useSmtp(`smtp://127.0.0.1:${port}`);
    await db().deleteFrom('mail_queue').execute();
    await db().deleteFrom('campaign_deliveries').execute();
    await db().deleteFrom('campaigns').execute();
    await db().deleteFrom('newsletter_subscribers').execute();
  });

  it('server down: the notification and the campaign show "cannot reach the server"; back up: each message sent once', async () => {
    expect((await mailHealth()).problem).toBeNull();
    await enqueueMail({
      kind: 'consultation',
      to: 'staff@example.com',
      subject: 'Yeni danışmanlık talebi: Ada',
      text: 'x',
      audience: 'staff',
    });
    await enqueueMail({ kind: 'consultation-confirmation', to: 'ada@example.org', subject: 'Danışmanlık talebinizi aldık', text: 'y' });
    await addSubscribers(['s1@example.org', 's2@example.org']);
    const campaign = await queueCampaign(bulletin());

    expect(await processDueMail()).toMatchObject({ claimed: 2, retried: 2, sent: 0 });
    await worker().processBatch();

    const health = await mailHealth();
    expect(health).toMatchObject({ problem: 'failing', reason: 'connection', waiting: 4 });
    expect(health.detail).toContain('ECONNREFUSED');
    // Not an owner: the plain words, not the server's answer.
    expect((await mailHealthFor(false)).detail).toBeNull();
    const waits = await campaignWaitReasons([campaign.id], health);
    expect(waits[campaign.id]?.reason).toBe('connection');

    const log = await listMailLog({ filter: 'all', page: 1 });
    expect(log.total).toBe(4);
    const notification = log.rows.find((r) => r.kind === 'consultation')!;
    expect(notification).toMatchObject({
      status: 'waiting',
      retrying: true,
      reason: 'connection',
      canRetry: false,
      to: 'staff@example.com',
    });
    expect(
      log.rows
        .filter((r) => r.kind === 'campaign')
        .map((r) => r.to)
        .sort(),
    ).toEqual(['s1@example.org', 's2@example.org']);
    expect((await listMailLog({ filter: 'waiting', page: 1 })).total).toBe(4);
    expect((await listMailLog({ filter: 'sent', page: 1 })).total).toBe(0);

    await serverUp();
    // The two retries fall due a few milliseconds apart: count what each run sends.
    let sent = 0;
    await until(async () => (sent += (await processDueMail()).sent) === 2 || undefined, 20_000, 'the queued mail sent');
    await worker().drain();
    const received = await peer!.waitFor(4);
    const to = received.flatMap((m) => m.to).sort();
    expect(to).toEqual(['ada@example.org', 's1@example.org', 's2@example.org', 'staff@example.com']);

    const after = await listMailLog({ filter: 'sent', page: 1 });
    expect(after.total).toBe(4);
    expect(after.rows.every((r) => r.status === 'sent' && r.reason === null && r.sentAt)).toBe(true);
    expect((await mailHealth()).problem).toBeNull();
    const c = await db().selectFrom('campaigns').select(['status', 'sent_count']).where('id', '=', campaign.id).executeTakeFirstOrThrow();
    expect({ status: c.status, sent: toNumber(c.sent_count) }).toEqual({ status: 'completed', sent: 2 });
  });

  it('mail waiting longer than the limit with no attempt: "not set up" without a server, "stalled" with one', async () => {
    const id = await enqueueMail({ kind: 'contact', to: 'staff@example.com', subject: 'Yeni iletişim mesajı', text: 'x' });
    expect((await mailHealth()).problem).toBeNull(); // just queued: not yet a problem
    await db()
      .updateTable('mail_queue')
      .set({ created_at: iso(new Date(Date.now() - 6 * 60_000)) })
      .where('id', '=', id)
      .execute();
    expect(await mailHealth()).toMatchObject({ problem: 'waiting', reason: 'stalled', waiting: 1, waitedMinutes: 6 });
    useSmtp(undefined);
    expect((await mailRoute()).kind).toBe('none');
    expect(await mailHealth()).toMatchObject({ problem: 'waiting', reason: 'not-configured' });
  });

  it('"Tekrar dene": a refused notification goes back into the queue once and leaves when the server accepts', async () => {
    await serverUp({ rejectWith: 554 });
    const id = await enqueueMail({ kind: 'comment', to: 'staff@example.com', subject: 'Yeni yorum', text: 'x' });
    expect(await processDueMail()).toMatchObject({ failed: 1 });
    const failed = (await listMailLog({ filter: 'failed', page: 1 })).rows;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ id, status: 'failed', canRetry: true });
    expect(failed[0]!.detail).toContain('554');
    expect(await mailHealth()).toMatchObject({ problem: 'failed', failed: 1 });

    await serverDown();
    await serverUp();
    expect(await retryMessage('queue', id)).toBe(true);
    // A second click (or another owner) queues nothing more.
    expect(await retryMessage('queue', id)).toBe(false);
    expect((await listMailLog({ filter: 'waiting', page: 1 })).rows.map((r) => r.id)).toEqual([id]);
    expect(await processDueMail()).toMatchObject({ claimed: 1, sent: 1 });
    await peer!.waitFor(1);
    expect(peer!.received).toHaveLength(1);
    expect((await listMailLog({ filter: 'all', page: 1 })).rows[0]).toMatchObject({ id, status: 'sent' });
    expect((await mailHealth()).problem).toBeNull();
  });

  it('"Tekrar dene" on a failed campaign e-mail reopens the campaign for it and completes it again', async () => {
    await serverUp({ rejectWith: 554 });
    await addSubscribers(['only@example.org']);
    const campaign = await queueCampaign(bulletin());
    await worker().drain();
    const row = (await listMailLog({ filter: 'failed', page: 1 })).rows[0]!;
    expect(row).toMatchObject({ source: 'campaign', kind: 'campaign', to: 'only@example.org', subject: 'Kasım bülteni', canRetry: true });

    await serverDown();
    await serverUp();
    expect(await retryMessage('campaign', row.id)).toBe(true);
    expect(await retryMessage('campaign', row.id)).toBe(false);
    expect((await db().selectFrom('campaigns').select('status').where('id', '=', campaign.id).executeTakeFirstOrThrow()).status).toBe(
      'sending',
    );
    await worker().drain();
    await peer!.waitFor(1);
    const c = await db()
      .selectFrom('campaigns')
      .select(['status', 'sent_count', 'failed_count'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect({ status: c.status, sent: toNumber(c.sent_count), failed: toNumber(c.failed_count) }).toEqual({
      status: 'completed',
      sent: 1,
      failed: 0,
    });
    expect(peer!.received).toHaveLength(1);
  });

  it('paginates: 25 a page, newest first', async () => {
    const base = Date.now() - 60_000;
    for (let i = 0; i < 30; i++) {
      const id = await enqueueMail({ kind: 'contact', to: `p${i}@example.org`, subject: `S${i}`, text: 'x' });
      await db()
        .updateTable('mail_queue')
        .set({ status: 'sent', sent_at: iso(new Date(base + i * 1000)), created_at: iso(new Date(base + i * 1000)) })
        .where('id', '=', id)
        .execute();
    }
    const first = await listMailLog({ filter: 'all', page: 1 });
    const second = await listMailLog({ filter: 'all', page: 2 });
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.to).toBe('p29@example.org');
    expect(second.rows.map((r) => r.to)).toEqual([
      'p4@example.org',
      'p3@example.org',
      'p2@example.org',
      'p1@example.org',
      'p0@example.org',
    ]);
  });
});
