import { describe, expect, it } from 'vitest';
import { lastUpdatedFor } from '~/components/sections/last-updated';

describe("legal pages' 'last updated' date", () => {
  // 22:30 UTC on 1 March is already 2 March in Istanbul (UTC+3).
  const lateEvening = new Date('2026-03-01T22:30:00Z');

  it('is the Istanbul calendar day, in Turkish on Turkish paths', () => {
    expect(lastUpdatedFor(new Request('http://x/gizlilik'), lateEvening)).toEqual({ iso: '2026-03-02', text: '2 Mart 2026' });
  });

  it('is formatted en-GB on English paths (also for data requests)', () => {
    expect(lastUpdatedFor(new Request('http://x/en-terms'), lateEvening)).toEqual({ iso: '2026-03-02', text: '2 March 2026' });
    expect(lastUpdatedFor(new Request('http://x/en-privacy.data'), lateEvening).text).toBe('2 March 2026');
  });
});
