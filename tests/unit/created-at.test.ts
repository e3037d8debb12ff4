import { describe, expect, it } from 'vitest';
import { createdAtIso } from '~/server/db/values';

describe('creation timestamps', () => {
  it('are strictly increasing even when many are taken in the same millisecond', () => {
    const stamps = Array.from({ length: 200 }, () => createdAtIso());
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]! > stamps[i - 1]!).toBe(true);
  });

  it('stay close to the clock', () => {
    const before = Date.now();
    const stamp = Date.parse(createdAtIso());
    expect(stamp).toBeGreaterThanOrEqual(before);
    // 200 calls above moved it at most 200 ms ahead of the clock.
    expect(stamp - before).toBeLessThan(1000);
  });
});
