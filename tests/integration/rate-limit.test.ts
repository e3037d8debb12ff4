import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createRateLimiter } from '~/server/http/rate-limit.server';
import { clientKey } from '~/server/http/client-ip.server';

describeEachEngine('shared rate limit', (ctx) => {
  const MIN = 60_000;
  const t0 = 1_000 * MIN; // the start of a window

  it('allows `limit` hits per window and key, then refuses', async () => {
    const rl = createRateLimiter({ limit: 3, windowMs: MIN });
    const hits = [];
    for (let i = 0; i < 5; i++) hits.push(await rl.hit('a', t0 + i));
    expect(hits).toEqual([true, true, true, false, false]);
    expect(await rl.hit('b', t0 + 10)).toBe(true);
  });

  it('weighs the previous window by its overlap (a sliding window), and forgets it after two', async () => {
    const rl = createRateLimiter({ limit: 4, windowMs: MIN });
    for (let i = 0; i < 4; i++) expect(await rl.hit('c', t0 + i)).toBe(true);
    // Early in the next window most of the previous one still counts: 4 × 0.9 + 1 > 4.
    expect(await rl.hit('c', t0 + MIN + 0.1 * MIN)).toBe(false);
    // Two windows later nothing is left.
    expect(await rl.hit('c', t0 + 3 * MIN)).toBe(true);
  });

  it('is one count for every limiter on the same database (every instance)', async () => {
    const a = createRateLimiter({ limit: 10, windowMs: MIN });
    const b = createRateLimiter({ limit: 10, windowMs: MIN });
    // Later than the tests above: a limiter's sweep (not awaited) drops rows of windows before its
    // previous one, and the test above ended three windows after t0.
    const t = t0 + 10 * MIN;
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => (i % 2 ? a : b).hit('shared', t + 100)));
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('stores a hash of the key, never the client address', async () => {
    const rl = createRateLimiter({ limit: 10, windowMs: MIN });
    await rl.hit('form|newsletter|203.0.113.7', t0 + 20 * MIN);
    const rows = await ctx.db.kysely.selectFrom('rate_limits').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('form rate-limit key', () => {
  it('is one key per IPv4 client in any spelling, and per /64 for IPv6', () => {
    expect(clientKey('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(clientKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});
