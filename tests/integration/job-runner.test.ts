import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { nowIso, toDate, toNumber } from '~/server/db/values';
import { JobRunner, backoffMs } from '~/server/jobs/runner.server';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('backoffMs', () => {
  it('doubles per attempt from the base, up to its cap (one hour by default)', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, { baseMs: 1000 }))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffMs(0, { baseMs: 1000 })).toBe(1000);
    expect(backoffMs(30, { baseMs: 5000 })).toBe(60 * 60 * 1000);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, { baseMs: 100, capMs: 300 }))).toEqual([100, 200, 300, 300]);
  });

  it('adds at most min(1 s, delay / 4) of jitter', () => {
    for (let i = 0; i < 200; i++) {
      const small = backoffMs(1, { baseMs: 400, jitter: true });
      expect(small).toBeGreaterThanOrEqual(400);
      expect(small).toBeLessThan(500);
      const large = backoffMs(3, { baseMs: 10_000, jitter: true });
      expect(large).toBeGreaterThanOrEqual(40_000);
      expect(large).toBeLessThan(41_000);
    }
  });
});

describeEachEngine('job runner', (ctx) => {
  const campaignId = randomUUID();

  /** A runner over campaign_deliveries (a table with claimed_by) for one owner. */
  function deliveries(owner: string, opts: { leaseMs?: number; maxAttempts?: number } = {}) {
    return new JobRunner({
      table: 'campaign_deliveries',
      columns: ['email'],
      owner,
      leaseMs: opts.leaseMs ?? 60_000,
      backoff: { baseMs: 1000 },
      maxAttempts: opts.maxAttempts ?? 3,
    });
  }

  /** A runner over mail_queue (no owner column). */
  function mail(leaseMs = 60_000) {
    return new JobRunner({ table: 'mail_queue', columns: ['subject'], leaseMs, backoff: { baseMs: 1000 }, maxAttempts: 3 });
  }

  async function addDeliveries(n: number): Promise<string[]> {
    const now = nowIso();
    const rows = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      campaign_id: campaignId,
      subscriber_id: null,
      email: `user${i}@example.org`,
      language: 'tr',
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await ctx.db.kysely
        .insertInto('campaign_deliveries')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    return rows.map((r) => r.id);
  }

  async function addMail(n: number): Promise<void> {
    const now = nowIso();
    for (let i = 0; i < n; i++) {
      await ctx.db.kysely
        .insertInto('mail_queue')
        .values({
          id: randomUUID(),
          kind: 'test',
          to_address: 'staff@example.org',
          subject: `m${i}`,
          text_body: 'body',
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
    }
  }

  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('campaign_deliveries').execute();
    await ctx.db.kysely.deleteFrom('mail_queue').execute();
    await ctx.db.kysely.deleteFrom('campaigns').execute();
    await ctx.db.kysely
      .insertInto('campaigns')
      .values({
        id: campaignId,
        subject_tr: 's',
        content_tr: 'c',
        subject_en: null,
        content_en: null,
        status: 'sending',
        is_test: false,
        test_email: null,
        recipient_count: 0,
        sent_count: 0,
        failed_count: 0,
        skipped_count: 0,
        send_to_all: true,
        base_url: null,
        created_at: nowIso(),
        started_at: null,
        finished_at: null,
      })
      .execute();
  });

  it('a batch claim never returns more than the batch size, even with many claims at once', async () => {
    await addDeliveries(200);
    const runner = deliveries('a');
    const batches = await Promise.all(Array.from({ length: 12 }, () => runner.claim(7)));
    for (const b of batches) expect(b.length).toBeLessThanOrEqual(7);
    const ids = batches.flat().map((r) => r.id);
    expect(ids).toHaveLength(84);
    expect(new Set(ids).size).toBe(84);
    const sending = await ctx.db.kysely.selectFrom('campaign_deliveries').select('id').where('status', '=', 'sending').execute();
    expect(sending).toHaveLength(84);

    await addMail(30);
    const mails = await Promise.all(Array.from({ length: 6 }, () => mail().claim(4)));
    for (const b of mails) expect(b.length).toBeLessThanOrEqual(4);
    expect(mails.flat()).toHaveLength(24);
    expect(mails.flat()[0]).toMatchObject({ attempts: 1, subject: expect.stringMatching(/^m\d+$/) });
  });

  it(`two runners racing with 20 claim loops each claim every row exactly once [${ctx.kind}]`, async () => {
    await addDeliveries(500);
    const claimedBy = new Map<string, string[]>();
    const loop = async (runner: JobRunner<'campaign_deliveries', 'email'>, owner: string) => {
      for (;;) {
        const rows = await runner.claim(5);
        if (rows.length === 0) return;
        for (const r of rows) claimedBy.set(r.id, [...(claimedBy.get(r.id) ?? []), owner]);
      }
    };
    const a = deliveries('a');
    const b = deliveries('b');
    await Promise.all([...Array.from({ length: 20 }, () => loop(a, 'a')), ...Array.from({ length: 20 }, () => loop(b, 'b'))]);
    expect(claimedBy.size).toBe(500);
    expect([...claimedBy.values()].every((owners) => owners.length === 1)).toBe(true);
    expect(a.held.size + b.held.size).toBe(500);
    const rows = await ctx.db.kysely.selectFrom('campaign_deliveries').select(['id', 'status', 'claimed_by', 'attempts']).execute();
    for (const r of rows) {
      expect(r.status).toBe('sending');
      expect(toNumber(r.attempts)).toBe(1);
      expect(r.claimed_by).toBe(claimedBy.get(r.id)![0]);
    }
    expect(new Set(rows.map((r) => r.claimed_by))).toEqual(new Set(['a', 'b']));
  });

  it('an expired lease is claimed again by another runner, and the first one can no longer record an outcome', async () => {
    await addDeliveries(5);
    const dead = deliveries('dead', { leaseMs: 200 });
    expect(await dead.claim(10)).toHaveLength(5);
    const survivor = deliveries('survivor', { leaseMs: 200 });
    expect(await survivor.claim(10)).toHaveLength(0);
    await sleep(250);
    const taken = await survivor.claim(10);
    expect(taken).toHaveLength(5);
    expect(taken.every((r) => r.attempts === 2)).toBe(true);
    expect(await dead.finish(taken[0]!.id, 'sent')).toBe(false);
    expect(await survivor.finish(taken[0]!.id, 'sent', { sent_at: nowIso() })).toBe(true);
    const rows = await ctx.db.kysely.selectFrom('campaign_deliveries').select(['status', 'claimed_by']).execute();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(rows.every((r) => r.claimed_by === 'survivor')).toBe(true);

    // Without an owner column (mail_queue), the lease alone decides.
    await addMail(3);
    expect(await mail(200).claim(10)).toHaveLength(3);
    expect(await mail(200).claim(10)).toHaveLength(0);
    await sleep(250);
    expect(await mail(200).claim(10)).toHaveLength(3);
  });

  it('renew keeps a lease alive, by hand and by the heartbeat', async () => {
    await addDeliveries(2);
    const holder = deliveries('holder', { leaseMs: 400 });
    const other = deliveries('other', { leaseMs: 400 });
    expect(await holder.claim(2)).toHaveLength(2);
    await sleep(250);
    expect(await holder.renew()).toBe(2);
    await sleep(250);
    // 500 ms after the claim, but only 250 ms after the renewal: still held.
    expect(await other.claim(10)).toHaveLength(0);

    holder.startHeartbeat(100);
    try {
      await sleep(700);
      expect(await other.claim(10)).toHaveLength(0);
    } finally {
      holder.stopHeartbeat();
    }
    await sleep(450);
    const taken = await other.claim(10);
    expect(taken).toHaveLength(2);
    expect(await holder.renew()).toBe(0);
  });

  it('fail backs off a temporary failure (doubling) until the attempts run out; release hands claims back uncounted', async () => {
    const [id] = await addDeliveries(1);
    const runner = deliveries('a', { maxAttempts: 3 });
    const row = async () => ctx.db.kysely.selectFrom('campaign_deliveries').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    const due = async () => {
      await ctx.db.kysely
        .updateTable('campaign_deliveries')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute();
    };

    for (const [attempt, delay] of [
      [1, 1000],
      [2, 2000],
    ] as const) {
      const [job] = await runner.claim(1);
      expect(job!.attempts).toBe(attempt);
      const t0 = Date.now();
      const at = await runner.fail(job!, '451 try later', true);
      expect(at!.getTime() - t0).toBeGreaterThanOrEqual(delay);
      expect(at!.getTime() - t0).toBeLessThan(delay + 200);
      const r = await row();
      expect(r).toMatchObject({ status: 'pending', claimed_by: null, claimed_at: null, last_error: '451 try later' });
      expect(toDate(r.next_attempt_at).getTime()).toBe(at!.getTime());
      expect(await runner.claim(1)).toHaveLength(0);
      await due();
    }
    const [last] = await runner.claim(1);
    expect(await runner.fail(last!, '451 try later', true)).toBeUndefined();
    expect(await row()).toMatchObject({ status: 'failed', claimed_by: 'a' });

    // A permanent failure is final at once; release gives the attempt back.
    await ctx.db.kysely.updateTable('campaign_deliveries').set({ status: 'pending', attempts: 0 }).execute();
    const [again] = await runner.claim(1);
    await runner.release([again!.id]);
    expect(await row()).toMatchObject({ status: 'pending', claimed_by: null });
    expect(toNumber((await row()).attempts)).toBe(0);
    const [permanent] = await runner.claim(1);
    expect(await runner.fail(permanent!, '550 no such user', false)).toBeUndefined();
    expect((await row()).status).toBe('failed');
    await expect(mail().release()).rejects.toThrow(/owner/);
  });

  it('release() hands back every claim of its owner and no other', async () => {
    await addDeliveries(6);
    const a = deliveries('a');
    const b = deliveries('b');
    await a.claim(4);
    await b.claim(2);
    await a.release();
    expect(a.held.size).toBe(0);
    const rows = await ctx.db.kysely.selectFrom('campaign_deliveries').select(['status', 'claimed_by']).execute();
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(4);
    expect(rows.filter((r) => r.status === 'sending' && r.claimed_by === 'b')).toHaveLength(2);
    expect((await a.nextDueAt())?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
