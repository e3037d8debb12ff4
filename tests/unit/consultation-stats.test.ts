import { describe, expect, it } from 'vitest';
import { consultationStats, statPeriods } from '~/domain/consultations/stats';
import { startOfZonedDay, startOfZonedMonth, zonedDayKey, zonedMidnight } from '~/lib/calendar';

const at = (iso: string) => new Date(iso);

describe('calendar periods in Europe/Istanbul', () => {
  it('local midnight is 21:00 UTC the day before (UTC+3)', () => {
    expect(zonedMidnight(2026, 4, 1).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(zonedMidnight(2026, 1, 0).toISOString()).toBe('2025-12-30T21:00:00.000Z');
  });

  it('the month starts in Istanbul, not in UTC: 00:30 on 1 April local is already April', () => {
    const now = at('2026-03-31T21:30:00Z'); // 1 April 00:30 in Istanbul
    expect(startOfZonedMonth(now).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(startOfZonedMonth(now, -1).toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(zonedDayKey(now)).toBe('2026-04-01');
  });

  it('the last 7 days are today and the 6 days before, from local midnight', () => {
    const now = at('2026-03-03T10:00:00Z'); // 3 March 13:00 local
    expect(statPeriods(now).last7Start.toISOString()).toBe('2026-02-24T21:00:00.000Z'); // 25 Feb 00:00 local
    expect(startOfZonedDay(now, -29).toISOString()).toBe('2026-02-01T21:00:00.000Z'); // 2 Feb 00:00 local
  });

  it('counts calendar days, not 24-hour steps, in a zone with daylight saving', () => {
    const sunday = at('2026-03-29T12:00:00Z'); // clocks go forward in Berlin that night
    expect(startOfZonedDay(sunday, 0, 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfZonedDay(sunday, 1, 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(zonedMidnight(2026, 10, 26, 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('handles the year boundary', () => {
    const p = statPeriods(at('2026-01-01T05:00:00Z'));
    expect(p.monthStart.toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(p.previousMonthStart.toISOString()).toBe('2025-11-30T21:00:00.000Z');
    expect(p.last7Start.toISOString()).toBe('2025-12-25T21:00:00.000Z'); // 26 Dec 00:00 local
  });
});

describe('consultation statistics with fixed clocks', () => {
  // Requests around the April month boundary, in UTC (local = UTC+3).
  const requests = [
    at('2026-03-31T20:59:59Z'), // 31 March 23:59:59 local: March
    at('2026-03-31T21:00:00Z'), // 1 April 00:00 local: April
    at('2026-03-31T22:15:00Z'), // 1 April 01:15 local
    at('2026-03-25T21:00:00Z'), // 26 March 00:00 local
    at('2026-03-25T20:59:00Z'), // 25 March 23:59 local
    at('2026-02-10T09:00:00Z'), // February
  ];

  it('just after midnight on 1 April (local), only April requests count for the month', () => {
    const s = consultationStats(requests, at('2026-03-31T21:30:00Z'));
    expect(s).toEqual({ total: 6, thisMonth: 2, last7Days: 4 });
  });

  it('one minute before midnight on 31 March (local), the month is March', () => {
    const s = consultationStats(requests.slice(0, 1).concat(requests.slice(3)), at('2026-03-31T20:59:59.999Z'));
    // March requests: 31 Mar 23:59:59, 26 Mar, 25 Mar; last 7 days = 25 Mar 00:00 .. now
    expect(s).toEqual({ total: 4, thisMonth: 3, last7Days: 3 });
  });

  it('at 23:59 UTC on 31 March it is already April in Istanbul', () => {
    const s = consultationStats([at('2026-03-31T23:00:00Z'), at('2026-03-31T12:00:00Z')], at('2026-03-31T23:59:00Z'));
    expect(s.thisMonth).toBe(1);
    expect(s.last7Days).toBe(2);
  });

  it('in a new year, December requests are not this month', () => {
    const s = consultationStats([at('2025-12-31T20:00:00Z'), at('2025-12-31T21:00:00Z')], at('2026-01-01T00:00:00Z'));
    expect(s).toEqual({ total: 2, thisMonth: 1, last7Days: 2 });
  });

  it('an empty list gives zeros', () => {
    expect(consultationStats([], at('2026-06-15T12:00:00Z'))).toEqual({ total: 0, thisMonth: 0, last7Days: 0 });
  });
});
