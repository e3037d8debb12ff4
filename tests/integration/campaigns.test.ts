import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { startCampaignPeer, unsubscribeLink, type CampaignPeer } from '../helpers/campaign-smtp';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { closeMailTransport } from '~/server/mail/transport.server';
import { db } from '~/server/db/index.server';
import { nowIso, toBool, toNumber } from '~/server/db/values';
import { getSettings } from '~/domain/settings/settings.server';
import { campaignDraftSchema, campaignSchema, type CampaignInput } from '~/domain/campaigns/schema';
import { deleteCampaignDraft, getCampaignDraft, listCampaignDrafts, saveCampaignDraft } from '~/domain/campaigns/drafts.server';
import {
  cancelCampaign,
  failedDeliveries,
  listCampaigns,
  NoRecipientsError,
  NoSiteAddressError,
  queueCampaign,
  sendTestCampaign,
} from '~/domain/campaigns/jobs.server';
import { inspectUnsubscribeToken } from '~/domain/newsletter/unsubscribe.server';
import { unsubscribeByToken } from '~/domain/campaigns/unsubscribe.server';
import { CampaignWorker } from '~/domain/campaigns/worker.server';
import { signUnsubscribeToken, TOKEN_SECRET_KEY, verifyUnsubscribeToken } from '~/domain/newsletter/tokens.server';

const BASE = 'https://www.example.com';
let peer: CampaignPeer;

beforeAll(async () => {
  peer = await startCampaignPeer();
  setConfig(
    parseConfig({
      ...process.env,
      DATABASE_URL: undefined,
      SESSION_SECRET: undefined,
      // Every link in a campaign names the site's known address (mailLink).
      PUBLIC_URL: BASE,
      DATA_DIR: os.tmpdir(),
      SMTP_URL: peer.url,
      MAIL_FROM: 'FunTech <news@example.com>',
      CAMPAIGN_RATE_PER_SECOND: '0',
      LOG_LEVEL: 'silent',
    }),
  );
});

afterAll(async () => {
  closeMailTransport();
  await peer.close();
});

function campaign(
  values: Partial<Record<'subject_tr' | 'content_tr' | 'subject_en' | 'content_en', string>>,
  sendToAll = true,
): CampaignInput {
  return campaignSchema().parse({
    subject_tr: '',
    content_tr: '',
    subject_en: '',
    content_en: '',
    test_email: '',
    send_to_all: sendToAll,
    ...values,
  });
}

const BOTH = {
  subject_tr: 'Ekim bülteni: yenilikler',
  content_tr: '# Merhaba\n\nYeni **özellikler** yayında. [Blog](https://www.example.com/blog)',
  subject_en: 'October newsletter: news',
  content_en: '# Hello\n\nNew **features** are live. [Blog](https://www.example.com/en-blog)',
};

/** Inserts subscribers: every `enEvery`-th is English; `inactive` more that must never receive anything. */
async function addSubscribers(n: number, opts: { enEvery?: number; inactive?: number; prefix?: string } = {}) {
  const now = nowIso();
  const rows = Array.from({ length: n + (opts.inactive ?? 0) }, (_, i) => ({
    id: randomUUID(),
    email: `${opts.prefix ?? 'user'}${i}@example.org`,
    is_active: i < n,
    language: opts.enEvery && i % opts.enEvery === 0 ? 'en' : 'tr',
    source_page: '/',
    consent_at: now,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db()
      .insertInto('newsletter_subscribers')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows;
}

function worker(opts: ConstructorParameters<typeof CampaignWorker>[0] = {}) {
  return new CampaignWorker({ ratePerSecond: 0, backoffBaseMs: 20, pollMs: 20, leaseMs: 60_000, ...opts });
}

async function campaignRow(id: string) {
  return db().selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachEngine('campaigns', (ctx) => {
  beforeEach(async () => {
    await db().deleteFrom('campaign_deliveries').execute();
    await db().deleteFrom('campaigns').execute();
    await db().deleteFrom('newsletter_subscribers').execute();
    peer.reset();
  });

  it('sends a campaign to 500 subscribers: one message each, in their language, with RFC 8058 headers and a working link', async () => {
    const subs = await addSubscribers(500, { enEvery: 5, inactive: 7 });
    const queued = await queueCampaign(campaign(BOTH));
    expect(queued.recipients).toBe(500);
    const rows = await db().selectFrom('campaign_deliveries').select(['status', 'language']).where('campaign_id', '=', queued.id).execute();
    expect(rows).toHaveLength(500);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);

    await worker().drain();

    expect(peer.total()).toBe(500);
    expect(peer.accepted.size).toBe(500);
    expect([...peer.accepted.values()].every((n) => n === 1)).toBe(true);
    const byEmail = new Map(subs.map((s) => [s.email, s]));
    for (const m of peer.messages) {
      const sub = byEmail.get(m.to)!;
      expect(toBool(sub.is_active)).toBe(true);
      expect(m.subject).toBe(sub.language === 'en' ? BOTH.subject_en : BOTH.subject_tr);
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(m.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/www\.example\.com\/(abonelik-iptal|en-unsubscribe)\?token=[^>]+>, <mailto:[^>]+\?subject=unsubscribe>$/,
      );
      const link = unsubscribeLink(m);
      expect(link.startsWith(`${BASE}${sub.language === 'en' ? '/en-unsubscribe' : '/abonelik-iptal'}?token=`)).toBe(true);
      expect(m.html).toContain(link.replace(/&/g, '&amp;'));
      expect(m.text).toContain(link);
      expect(m.html).toContain('FunTech');
      expect(m.html).toContain(sub.language === 'en' ? '<strong>features</strong>' : '<strong>özellikler</strong>');
      expect(m.text).toContain(sub.language === 'en' ? 'New features are live.' : 'Yeni özellikler yayında.');
      // The token names this subscriber and nobody else.
      const token = new URL(link).searchParams.get('token');
      expect(await verifyUnsubscribeToken(token)).toBe(sub.id);
    }
    const c = await campaignRow(queued.id);
    expect(c.status).toBe('completed');
    expect(toNumber(c.sent_count)).toBe(500);
    expect(toNumber(c.failed_count)).toBe(0);
    expect(c.finished_at).not.toBeNull();

    // The link works: looking does nothing, the POST unsubscribes.
    const first = peer.messages[0]!;
    const token = new URL(unsubscribeLink(first)).searchParams.get('token');
    expect((await inspectUnsubscribeToken(token)).state).toBe('active');
    expect((await inspectUnsubscribeToken(token)).state).toBe('active');
    expect((await unsubscribeByToken(token)).state).toBe('inactive');
    const after = await db()
      .selectFrom('newsletter_subscribers')
      .select('is_active')
      .where('email', '=', first.to)
      .executeTakeFirstOrThrow();
    expect(toBool(after.is_active)).toBe(false);
  });

  it('a campaign in one language goes to everyone in that language, or only to that language without sendToAll', async () => {
    await addSubscribers(20, { enEvery: 4 });
    const all = await queueCampaign(campaign({ subject_en: 'English only', content_en: 'Hello' }));
    expect(all.recipients).toBe(20);
    await worker().drain();
    expect(peer.messages).toHaveLength(20);
    expect(
      peer.messages.every((m) => m.subject === 'English only' && (m.headers['list-unsubscribe'] ?? '').includes('/en-unsubscribe?')),
    ).toBe(true);

    peer.reset();
    const onlyEn = await queueCampaign(campaign({ subject_en: 'English readers', content_en: 'Hi' }, false));
    expect(onlyEn.recipients).toBe(5);
    const onlyTr = await queueCampaign(campaign({ subject_tr: 'Türkçe okurlar', content_tr: 'Selam' }, false));
    expect(onlyTr.recipients).toBe(15);
    await worker().drain();
    expect(peer.messages.filter((m) => m.subject === 'English readers')).toHaveLength(5);
    expect(peer.messages.filter((m) => m.subject === 'Türkçe okurlar')).toHaveLength(15);
  });

  it('the test e-mail goes only to its address and stores nothing', async () => {
    await addSubscribers(10);
    const sent = await sendTestCampaign(campaign(BOTH), 'tester@example.net');
    expect(sent).toBe(2);
    await peer.waitFor(2, 5000);
    expect(peer.messages.map((m) => m.to)).toEqual(['tester@example.net', 'tester@example.net']);
    expect(new Set(peer.messages.map((m) => m.subject))).toEqual(new Set([`[Test] ${BOTH.subject_tr}`, `[Test] ${BOTH.subject_en}`]));
    expect(await db().selectFrom('campaigns').select('id').execute()).toHaveLength(0);
    expect(await db().selectFrom('campaign_deliveries').select('id').execute()).toHaveLength(0);
  });

  it('is idempotent per request id, and refuses a campaign without recipients', async () => {
    await addSubscribers(3);
    const id = randomUUID();
    const a = await queueCampaign(campaign(BOTH), { id });
    const b = await queueCampaign(campaign(BOTH), { id });
    expect(a).toMatchObject({ recipients: 3, duplicate: false });
    expect(b).toMatchObject({ recipients: 3, duplicate: true });
    expect(await db().selectFrom('campaign_deliveries').select('id').execute()).toHaveLength(3);

    await db().updateTable('newsletter_subscribers').set({ is_active: false }).execute();
    await expect(queueCampaign(campaign(BOTH))).rejects.toBeInstanceOf(NoRecipientsError);
    expect(await db().selectFrom('campaigns').select('id').execute()).toHaveLength(1);
  });

  it('without a known site address nothing is queued or sent; queued deliveries wait until an address is known again', async () => {
    await addSubscribers(3);
    const queued = await queueCampaign(campaign(BOTH));
    const withAddress = config();
    // A restart without PUBLIC_URL and no address confirmed: no link could be built.
    setConfig({ ...withAddress, PUBLIC_URL: undefined });
    try {
      await expect(queueCampaign(campaign(BOTH))).rejects.toBeInstanceOf(NoSiteAddressError);
      await expect(sendTestCampaign(campaign(BOTH), 'tester@example.net')).rejects.toBeInstanceOf(NoSiteAddressError);
      const worker = new CampaignWorker({ ratePerSecond: 0, pollMs: 20 });
      expect(await worker.processBatch()).toBe(0);
      const rows = await db().selectFrom('campaign_deliveries').select('status').where('campaign_id', '=', queued.id).execute();
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
      expect(peer.total()).toBe(0);
    } finally {
      setConfig(withAddress);
    }
    await new CampaignWorker({ ratePerSecond: 0, pollMs: 20 }).drain();
    expect(peer.total()).toBe(3);
    for (const m of peer.messages) expect(unsubscribeLink(m).startsWith(`${BASE}/`)).toBe(true);
  });

  it('a draft is saved half written, reopened, updated in place, never sent by the worker, and sent once on request', async () => {
    await addSubscribers(4, { enEvery: 2 });
    const half = campaignDraftSchema().parse({
      subject_tr: 'Kasım bülteni',
      content_tr: '',
      subject_en: '',
      content_en: '',
      test_email: '',
      send_to_all: false,
    });
    const id = await saveCampaignDraft(half);
    expect(await listCampaigns()).toEqual([]);
    expect((await listCampaignDrafts()).map((d) => [d.id, d.subject_tr, d.languages])).toEqual([[id, 'Kasım bülteni', []]]);

    // Saving again updates the same draft; an unknown or sent id makes a new one instead of touching anything else.
    const full = campaignDraftSchema().parse({ ...BOTH, test_email: 'Test@Example.com', send_to_all: false });
    expect(await saveCampaignDraft(full, id)).toBe(id);
    const reopened = await getCampaignDraft(id);
    expect(reopened).toMatchObject({ ...BOTH, test_email: 'test@example.com', send_to_all: false, languages: ['tr', 'en'] });
    expect(await listCampaignDrafts()).toHaveLength(1);

    await worker().drain();
    expect(peer.total()).toBe(0);
    expect(await db().selectFrom('campaign_deliveries').select('id').execute()).toHaveLength(0);

    const sent = await queueCampaign(campaign(BOTH), { draftId: id });
    expect(sent.recipients).toBe(4);
    expect(await getCampaignDraft(id)).toBeUndefined();
    expect(await listCampaignDrafts()).toEqual([]);
    await worker().drain();
    expect(peer.total()).toBe(4);
    // A sent campaign is not a draft: it can be neither overwritten nor deleted as one.
    const other = await saveCampaignDraft(half, sent.id);
    expect(other).not.toBe(sent.id);
    expect(await deleteCampaignDraft(sent.id)).toBe(false);
    expect((await campaignRow(sent.id)).status).toBe('completed');
    expect(await deleteCampaignDraft(other)).toBe(true);
    expect(await deleteCampaignDraft(other)).toBe(false);
  });

  it('a draft needs at least one word and keeps the campaign length and address rules', () => {
    const empty = { subject_tr: ' ', content_tr: '', subject_en: '', content_en: '', test_email: '', send_to_all: true };
    expect(campaignDraftSchema().safeParse(empty).success).toBe(false);
    expect(campaignDraftSchema().safeParse({ ...empty, subject_tr: 'x'.repeat(201) }).success).toBe(false);
    expect(campaignDraftSchema().safeParse({ ...empty, content_en: 'Hello', test_email: 'not an address' }).success).toBe(false);
    expect(campaignDraftSchema().safeParse({ ...empty, content_en: 'Hello' }).success).toBe(true);
  });

  it('a subscriber who unsubscribes mid-campaign receives nothing more', async () => {
    const subs = await addSubscribers(30);
    const queued = await queueCampaign(campaign(BOTH));
    const w = worker({ batchSize: 10 });
    expect(await w.processBatch()).toBe(10);
    // Two pending ones unsubscribe through their link; one more is removed by the admin (soft delete).
    const sentTo = new Set(peer.messages.map((m) => m.to));
    const pending = subs.filter((s) => !sentTo.has(s.email));
    await unsubscribeByToken(await signUnsubscribeToken(pending[0]!.id));
    await unsubscribeByToken(await signUnsubscribeToken(pending[1]!.id));
    await db()
      .updateTable('newsletter_subscribers')
      .set({ is_active: false, updated_at: nowIso() })
      .where('id', '=', pending[2]!.id)
      .execute();
    await w.drain();
    expect(peer.total()).toBe(27);
    for (const s of pending.slice(0, 3)) expect(peer.accepted.get(s.email)).toBeUndefined();
    const c = await campaignRow(queued.id);
    expect(c.status).toBe('completed');
    expect(toNumber(c.sent_count)).toBe(27);
    expect(toNumber(c.skipped_count)).toBe(3);
  });

  it('retries temporary SMTP rejections with backoff until delivered, and records permanent ones as failed', async () => {
    await addSubscribers(12);
    peer.behaviour = (rcpt, attempt) => {
      if (rcpt === 'user1@example.org' || rcpt === 'user2@example.org') return attempt <= 2 ? 451 : 'accept';
      if (rcpt === 'user3@example.org') return 550;
      return 'accept';
    };
    const queued = await queueCampaign(campaign(BOTH));
    await worker().drain();
    expect(peer.total()).toBe(11);
    expect(peer.accepted.get('user1@example.org')).toBe(1);
    expect(peer.attempts.get('user1@example.org')).toBe(3);
    expect(peer.accepted.get('user3@example.org')).toBeUndefined();
    expect(peer.attempts.get('user3@example.org')).toBe(1);
    const rows = await db().selectFrom('campaign_deliveries').selectAll().where('campaign_id', '=', queued.id).execute();
    const retried = rows.find((r) => r.email === 'user1@example.org')!;
    expect(retried.status).toBe('sent');
    expect(toNumber(retried.attempts)).toBe(3);
    const failed = rows.find((r) => r.email === 'user3@example.org')!;
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toMatch(/550/);
    const c = await campaignRow(queued.id);
    expect(c.status).toBe('completed');
    expect([toNumber(c.sent_count), toNumber(c.failed_count)]).toEqual([11, 1]);
    const shown = await failedDeliveries([queued.id]);
    expect(shown[queued.id]).toEqual([{ email: 'user3@example.org', error: expect.stringMatching(/550/) }]);
    const [listed] = await listCampaigns();
    expect(listed).toMatchObject({ recipientCount: 12, sentCount: 11, failedCount: 1, remaining: 0, status: 'completed' });
  });

  it('gives up after the maximum attempts of temporary errors', async () => {
    await addSubscribers(2);
    peer.behaviour = (rcpt) => (rcpt === 'user0@example.org' ? 452 : 'accept');
    const queued = await queueCampaign(campaign(BOTH));
    await worker({ maxAttempts: 3, backoffBaseMs: 5 }).drain();
    const row = await db().selectFrom('campaign_deliveries').selectAll().where('email', '=', 'user0@example.org').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(toNumber(row.attempts)).toBe(3);
    expect(peer.attempts.get('user0@example.org')).toBe(3);
    expect((await campaignRow(queued.id)).status).toBe('completed');
  });

  it("retries a crashed worker's claims after the lease expires, exactly once", async () => {
    await addSubscribers(15);
    const queued = await queueCampaign(campaign(BOTH));
    const crashed = worker({ workerId: 'crashed' });
    const claimed = await crashed.claim(10); // ...and dies before sending anything
    expect(claimed).toHaveLength(10);
    const survivor = worker({ leaseMs: 300 });
    // The live claims are not taken; the other 5 are sent.
    expect(await survivor.processBatch()).toBe(5);
    expect(peer.total()).toBe(5);
    await new Promise((r) => setTimeout(r, 350));
    await survivor.drain();
    expect(peer.total()).toBe(15);
    expect([...peer.accepted.values()].every((n) => n === 1)).toBe(true);
    expect((await campaignRow(queued.id)).status).toBe('completed');
  });

  it('a stopped worker hands its claims back and another resumes the job', async () => {
    await addSubscribers(60);
    const queued = await queueCampaign(campaign(BOTH));
    const first = worker({ ratePerSecond: 200, batchSize: 40 });
    first.start();
    await peer.waitFor(10, 10_000);
    await first.stop();
    const open = await db().selectFrom('campaign_deliveries').select('id').where('status', '=', 'sending').execute();
    expect(open).toHaveLength(0);
    expect(peer.total()).toBeLessThan(60);
    await worker().drain();
    expect(peer.total()).toBe(60);
    expect([...peer.accepted.values()].every((n) => n === 1)).toBe(true);
    expect((await campaignRow(queued.id)).status).toBe('completed');
  });

  it(`two workers claiming concurrently deliver each message exactly once [${ctx.kind}]`, async () => {
    await addSubscribers(300, { enEvery: 3 });
    const queued = await queueCampaign(campaign(BOTH));
    const a = worker({ workerId: 'a', batchSize: 15, concurrency: 4 });
    const b = worker({ workerId: 'b', batchSize: 15, concurrency: 4 });
    await Promise.all([a.drain(), b.drain()]);
    expect(peer.total()).toBe(300);
    expect(peer.accepted.size).toBe(300);
    expect([...peer.accepted.values()].every((n) => n === 1)).toBe(true);
    const rows = await db().selectFrom('campaign_deliveries').select(['status', 'claimed_by', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && toNumber(r.attempts) === 1)).toBe(true);
    // Both took part.
    expect(new Set(rows.map((r) => r.claimed_by))).toEqual(new Set(['a', 'b']));
    expect((await campaignRow(queued.id)).status).toBe('completed');
  });

  it('stopping a campaign skips what is still pending', async () => {
    await addSubscribers(20);
    const queued = await queueCampaign(campaign(BOTH));
    const w = worker({ batchSize: 5 });
    await w.processBatch();
    expect(await cancelCampaign(queued.id)).toBe(true);
    await w.drain();
    expect(peer.total()).toBe(5);
    const c = await campaignRow(queued.id);
    expect(c.status).toBe('cancelled');
    expect([toNumber(c.sent_count), toNumber(c.skipped_count)]).toEqual([5, 15]);
  });

  it('signs unguessable tokens with a secret stored once in the settings table, never exposed as a setting', async () => {
    const id = randomUUID();
    const token = await signUnsubscribeToken(id);
    expect(token.startsWith(`${id}.`)).toBe(true);
    expect(token.length).toBeGreaterThan(id.length + 40);
    expect(await verifyUnsubscribeToken(token)).toBe(id);
    const other = randomUUID();
    expect(await verifyUnsubscribeToken(`${other}.${token.split('.')[1]}`)).toBeUndefined();
    expect(await verifyUnsubscribeToken(`${token.slice(0, -2)}xx`)).toBeUndefined();
    expect(await verifyUnsubscribeToken('garbage')).toBeUndefined();
    expect(await verifyUnsubscribeToken(null)).toBeUndefined();
    expect((await inspectUnsubscribeToken('garbage')).state).toBe('invalid');
    expect((await unsubscribeByToken(`${other}.${token.split('.')[1]}`)).state).toBe('invalid');
    const rows = await db().selectFrom('settings').select('key').where('key', '=', TOKEN_SECRET_KEY).execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(await getSettings())).not.toContain(TOKEN_SECRET_KEY);
  });
});
