import { sql } from 'kysely';
import { db } from '~/server/db/index.server';
import { startOfZonedDay, zonedDayKey } from '~/lib/calendar';
import { GOALS, type AnalyticsReport, type Dim, type DimRow, type SeriesPoint } from './constants';

/**
 * What the dashboard and the Analitik view show, read from the daily figures
 * (analytics_daily; today's are at most ANALYTICS_ROLLUP_SECONDS old).
 * Visitors of a period are the sum of each day's visitors: a visitor is
 * recognisable for one day only, by design.
 */

/** Every day key from `from` to `to` (inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T12:00:00Z`);
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= end && out.length < 1000; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The day `days` days before (negative) or after the day of `now`, in Istanbul. */
export function dayOffset(now: Date, days: number): string {
  return zonedDayKey(startOfZonedDay(now, days));
}

async function totalsPerDay(from: string, to: string, dim: 'total' | 'bots' = 'total') {
  const rows = await db()
    .selectFrom('analytics_daily')
    .select(['day', 'views', 'visitors'])
    .where('dim', '=', dim)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Map(rows.map((r) => [r.day, { views: Number(r.views), visitors: Number(r.visitors) }]));
}

async function topValues(dim: Dim, from: string, to: string, limit: number): Promise<DimRow[]> {
  const rows = await db()
    .selectFrom('analytics_daily')
    .select(['value', sql<number>`sum(views)`.as('views'), sql<number>`sum(visitors)`.as('visitors')])
    .where('dim', '=', dim)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('value')
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('value')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ value: r.value, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** The figures of a period; `by: 'month'` sums the chart per calendar month. */
export async function analyticsReport(
  from: string,
  to: string,
  opts: { by?: 'day' | 'month'; limit?: number } = {},
): Promise<AnalyticsReport> {
  const limit = opts.limit ?? 10;
  const [perDay, bots, pages, entries, referrers, utmSources, utmCampaigns, langs, devices, goals, goalPages] = await Promise.all([
    totalsPerDay(from, to),
    totalsPerDay(from, to, 'bots'),
    topValues('page', from, to, limit),
    topValues('entry', from, to, limit),
    topValues('referrer', from, to, limit),
    topValues('utm_source', from, to, limit),
    topValues('utm_campaign', from, to, limit),
    topValues('lang', from, to, 5),
    topValues('device', from, to, 5),
    topValues('goal', from, to, GOALS.length),
    topValues('goal_page', from, to, 100),
  ]);
  const days = daysBetween(from, to);
  let series: SeriesPoint[] = days.map((key) => ({ key, views: perDay.get(key)?.views ?? 0, visitors: perDay.get(key)?.visitors ?? 0 }));
  if (opts.by === 'month') {
    const months = new Map<string, SeriesPoint>();
    for (const p of series) {
      const m = months.get(p.key.slice(0, 7)) ?? { key: p.key.slice(0, 7), views: 0, visitors: 0 };
      m.views += p.views;
      m.visitors += p.visitors;
      months.set(m.key, m);
    }
    series = [...months.values()];
  }
  const sum = (rows: Iterable<{ views: number; visitors: number }>, k: 'views' | 'visitors') => [...rows].reduce((a, r) => a + r[k], 0);
  return {
    from,
    to,
    totals: {
      views: sum(perDay.values(), 'views'),
      visitors: sum(perDay.values(), 'visitors'),
      bots: sum(bots.values(), 'views'),
      entries: sum(referrers, 'views'),
    },
    series,
    pages,
    entries,
    referrers,
    utmSources,
    utmCampaigns,
    langs,
    devices,
    goals: GOALS.map((goal) => {
      const g = goals.find((r) => r.value === goal);
      return {
        goal,
        count: g?.views ?? 0,
        visitors: g?.visitors ?? 0,
        pages: goalPages.filter((r) => r.value.startsWith(`${goal} `)).map((r) => ({ ...r, value: r.value.slice(goal.length + 1) })),
      };
    }),
  };
}

/** The dashboard's card: today, the last 30 days and their daily series. */
export async function dashboardAnalytics(now = new Date()) {
  const today = dayOffset(now, 0);
  const from = dayOffset(now, -29);
  const perDay = await totalsPerDay(from, today);
  const series = daysBetween(from, today).map((key) => ({
    key,
    views: perDay.get(key)?.views ?? 0,
    visitors: perDay.get(key)?.visitors ?? 0,
  }));
  return {
    today: { views: perDay.get(today)?.views ?? 0, visitors: perDay.get(today)?.visitors ?? 0 },
    last30: { views: series.reduce((a, p) => a + p.views, 0), visitors: series.reduce((a, p) => a + p.visitors, 0) },
    series,
  };
}

export type DashboardAnalytics = Awaited<ReturnType<typeof dashboardAnalytics>>;

/** The daily figures of a period for the CSV export, in batches (day, dimension, most viewed first). */
export async function* dailyRowsBatches(from: string, to: string, batchSize = 1000) {
  let after: string | undefined;
  for (;;) {
    let q = db()
      .selectFrom('analytics_daily')
      .select(['id', 'day', 'dim', 'value', 'views', 'visitors'])
      .where('day', '>=', from)
      .where('day', '<=', to);
    if (after !== undefined) q = q.where('id', '>', after);
    const rows = await q.orderBy('id').limit(batchSize).execute();
    if (!rows.length) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}
