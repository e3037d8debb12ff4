import { startOfZonedDay, startOfZonedMonth, zonedDayKey } from '~/lib/calendar';

/** The Analitik view's periods: the last 7 or 30 days, the last 12 months (by month), or a date range. */
export const RANGES = ['7d', '30d', '12m', 'custom'] as const;
export type RangeId = (typeof RANGES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 400;

function isDay(v: string | null): v is string {
  if (!v || !DAY.test(v)) return false;
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(+d) && d.toISOString().startsWith(v);
}

/**
 * The period a query string asks for (`?range=7d|30d|12m`, or `?range=custom&from=…&to=…`),
 * checked: a custom range must be two real days, in order, at most 400 days long, not after
 * today. Anything else falls back to the last 30 days (`invalid` says so).
 */
export function parseRange(params: URLSearchParams, now = new Date()) {
  const today = zonedDayKey(now);
  const asked = params.get('range') ?? '30d';
  const id: RangeId = (RANGES as readonly string[]).includes(asked) ? (asked as RangeId) : '30d';
  const last = (days: number) => ({
    id,
    from: zonedDayKey(startOfZonedDay(now, -(days - 1))),
    to: today,
    by: 'day' as const,
    invalid: false,
  });
  if (id === '7d') return last(7);
  if (id === '12m') return { id, from: zonedDayKey(startOfZonedMonth(now, -11)), to: today, by: 'month' as const, invalid: false };
  if (id === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to) && from <= to && to <= today) {
      const days = (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000 + 1;
      if (days <= MAX_DAYS) return { id, from, to, by: days > 62 ? ('month' as const) : ('day' as const), invalid: false };
    }
    return { ...last(30), id: '30d' as RangeId, invalid: true };
  }
  return { ...last(30), invalid: asked !== '30d' };
}
