import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { closeMailTransport, InvalidRecipientError, isTemporaryMailError, sendMail } from '~/server/mail/transport.server';
import { enqueueMail, processDueMail } from '~/server/mail/queue.server';
import { nowIso, toNumber } from '~/server/db/values';
import { campaignSchema } from '~/domain/campaigns/schema';
import { queueCampaign } from '~/domain/campaigns/jobs.server';
import { CampaignWorker } from '~/domain/campaigns/worker.server';

/**
 * Defence in depth against a multi-address recipient (and its backup twin): the
 * mail layer sends a message to exactly one address that passes the shared
 * e-mail rule; a multi-address or otherwise invalid `to` fails permanently
 * and nothing reaches the SMTP server.
 */

const original = config();
let dataDir: string;
let peer: SmtpPeer;

const HOSTILE = [
  'a@x.example, b@y.example, c@z.example',
  'a@x.example,b@y.example',
  'a@x.example;b@y.example',
  'Someone <a@x.example>, b@y.example',
  '"b@y.example" <a@x.example>',
  'client@example.com?bcc=attacker%40evil.example&body=hello',
  'a@x.example\r\nBcc: b@y.example',
  '',
];

function useSmtp(url: string | undefined) {
  closeMailTransport();
  setConfig(
    parseConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: url,
      DATABASE_URL: undefined,
      PUBLIC_URL: 'https://www.example.com',
    }),
  );
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-rcpt-'));
  peer = await startSmtpPeer();
  useSmtp(peer.url);
});
afterAll(async () => {
  closeMailTransport();
  await peer.close();
  setConfig(original);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  peer.received.length = 0;
});

describe('sendMail', () => {
  it.each(HOSTILE)('refuses the recipient %j permanently; nothing reaches the SMTP server', async (to) => {
    const err = await sendMail({ to, subject: 'x', text: 'y' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InvalidRecipientError);
    expect(isTemporaryMailError(err)).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(peer.received).toHaveLength(0);
  });

  it('sends a valid address to exactly that one recipient, and leaves out an invalid Reply-To', async () => {
    await sendMail({ to: ' staff@example.com ', subject: 'One', text: 'body', replyTo: 'a@x.example, b@y.example' });
    const [mail] = await peer.waitFor(1);
    expect(mail!.to).toEqual(['staff@example.com']);
    expect(mail!.headers.to).toBe('staff@example.com');
    expect(mail!.headers['reply-to']).toBeUndefined();
    await sendMail({ to: 'staff@example.com', subject: 'Two', text: 'body', replyTo: 'client@example.org' });
    const received = await peer.waitFor(2);
    expect(received[1]!.headers['reply-to']).toBe('client@example.org');
  });

  it('two first sends at once share one connection pool: neither closes the other mid-message', async () => {
    closeMailTransport(); // both sends below find no transport and make one
    await Promise.all([
      sendMail({ to: 'first@example.com', subject: 'First', text: 'body' }),
      sendMail({ to: 'second@example.com', subject: 'Second', text: 'body' }),
    ]);
    const received = await peer.waitFor(2);
    expect(received.map((m) => m.subject).sort()).toEqual(['First', 'Second']);
  });

  it('without a sending server, still refuses an invalid recipient first (and writes no file)', async () => {
    useSmtp(undefined);
    try {
      await expect(sendMail({ to: 'a@x.example, b@y.example', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(InvalidRecipientError);
      expect(fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')) : []).toEqual([]);
    } finally {
      useSmtp(peer.url);
    }
  });
});

describeEachEngine('mail queue and campaigns with a multi-address recipient', (ctx) => {
  it('a queued mail to "a, b, c" fails permanently at once (no retry), nothing is sent', async () => {
    await enqueueMail({ kind: 'test', to: 'a@x.example, b@y.example, c@z.example', subject: 'Multi', text: 'body' });
    expect(await processDueMail()).toMatchObject({ claimed: 1, sent: 0, retried: 0, failed: 1 });
    const row = await ctx.db.kysely.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('not a single valid e-mail address');
    expect(peer.received).toHaveLength(0);
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
  });

  it('a campaign delivery to a stored "a, b, c" address fails permanently; the other subscribers get one mail each', async () => {
    const now = nowIso();
    const sub = (email: string) => ({
      id: randomUUID(),
      email,
      is_active: true,
      language: 'tr',
      source_page: '/',
      consent_at: now,
      created_at: now,
      updated_at: now,
    });
    await ctx.db.kysely
      .insertInto('newsletter_subscribers')
      .values([sub('ok1@example.org'), sub('a@x.example, b@y.example, c@z.example'), sub('ok2@example.org')])
      .execute();
    const input = campaignSchema().parse({
      subject_tr: 'Bülten',
      content_tr: 'Merhaba',
      subject_en: '',
      content_en: '',
      test_email: '',
      send_to_all: true,
    });
    const queued = await queueCampaign(input);
    expect(queued.recipients).toBe(3);
    await new CampaignWorker({ ratePerSecond: 0, backoffBaseMs: 20, pollMs: 20, leaseMs: 60_000 }).drain();
    const deliveries = await ctx.db.kysely
      .selectFrom('campaign_deliveries')
      .select(['email', 'status', 'attempts', 'last_error'])
      .where('campaign_id', '=', queued.id)
      .orderBy('email')
      .execute();
    const bad = deliveries.find((d) => d.email.includes(','))!;
    expect(bad.status).toBe('failed');
    expect(toNumber(bad.attempts)).toBe(1);
    expect(bad.last_error).toContain('not a single valid e-mail address');
    expect(deliveries.filter((d) => d.status === 'sent')).toHaveLength(2);
    const received = await peer.waitFor(2);
    expect(received.flatMap((m) => m.to).sort()).toEqual(['ok1@example.org', 'ok2@example.org']);
    await new Promise((r) => setTimeout(r, 100));
    expect(peer.received).toHaveLength(2);
  });
});
