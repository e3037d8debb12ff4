import { sql, type Kysely, type Transaction } from 'kysely';
import { getDb } from '~/server/db/index.server';
import type { Db } from '~/server/db/engine.server';
import type { Database } from '~/server/db/schema';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { startOfZonedDay, zonedDayKey } from '~/lib/calendar';
import { DIMS, EVENT_KINDS, GOALS, type Dim } from './constants';
import { purgeSalts, recorder } from './collect.server';
import { OTHER } from './limits.server';

/**
 * The daily roll-up: a day's raw events counted into `analytics_daily`, one
 * row per dimension value. A day is always recomputed whole from its raw rows
 * (delete the day's figures, insert the new ones) in one transaction; on
 * PostgreSQL an advisory lock per day makes concurrent roll-ups of the same
 * day by several instances run one after the other, so a day is never
 * counted twice or half. Days without raw rows are left as they are (figures
 * restored from a backup, days older than the raw retention).
 */

/** At most this many values per dimension and day are kept; the rest are summed into OTHER. */
export const MAX_VALUES_PER_DAY = 200;
export { OTHER };

type Trx = Transaction<Database> | Kysely<Database>;
interface Count {
  value: string;
  views: number;
  visitors: number;
}

const V = EVENT_KINDS.view;

async function counts(trx: Trx, day: string, dim: Dim): Promise<Count[]> {
  const e = trx.selectFrom('analytics_events').where('day', '=', day);
  const measure = [sql<number>`coalesce(sum(views), 0)`.as('views'), sql<number>`count(distinct visitor)`.as('visitors')] as const;
  const rows = (await (() => {
    switch (dim) {
      case 'total':
        return e
          .where('kind', '=', V)
          .select([sql<string>`''`.as('value'), ...measure])
          .execute();
      case 'bots':
        return e
          .where('kind', '=', EVENT_KINDS.bot)
          .select([sql<string>`''`.as('value'), sql<number>`coalesce(sum(views), 0)`.as('views'), sql<number>`0`.as('visitors')])
          .execute();
      case 'page':
      case 'lang':
      case 'device': {
        const col = dim === 'page' ? 'path' : dim;
        return e
          .where('kind', '=', V)
          .select([sql.ref<string>(col).as('value'), ...measure])
          .groupBy(col)
          .execute();
      }
      case 'entry':
        return e
          .where('kind', '=', V)
          .where('entry', '=', 1)
          .select([sql.ref<string>('path').as('value'), ...measure])
          .groupBy('path')
          .execute();
      case 'referrer':
        return e
          .where('kind', '=', V)
          .where('entry', '=', 1)
          .select([sql<string>`coalesce(referrer, '')`.as('value'), ...measure])
          .groupBy(sql`coalesce(referrer, '')`)
          .execute();
      case 'utm_source':
      case 'utm_campaign':
        return e
          .where('kind', '=', V)
          .where('entry', '=', 1)
          .where(dim, 'is not', null)
          .select([sql.ref<string>(dim).as('value'), ...measure])
          .groupBy(dim)
          .execute();
      case 'goal':
        return e
          .where('kind', '>=', EVENT_KINDS.consultation)
          .select([sql<string>`kind`.as('value'), ...measure])
          .groupBy('kind')
          .execute();
      case 'goal_page':
        return e
          .where('kind', '>=', EVENT_KINDS.consultation)
          .select([sql<string>`kind`.as('kind'), sql.ref<string>('path').as('value'), ...measure])
          .groupBy(['kind', 'path'])
          .execute();
    }
  })()) as Array<Record<string, unknown>>;
  const goalName = (kind: unknown) => GOALS.find((g) => EVENT_KINDS[g] === Number(kind)) ?? 'unknown';
  return rows.map((r) => {
    const row = r as { value?: unknown; views?: unknown; visitors?: unknown; kind?: unknown };
    const value =
      dim === 'goal' ? goalName(row.value) : dim === 'goal_page' ? `${goalName(row.kind)} ${String(row.value)}` : String(row.value ?? '');
    return { value, views: Number(row.views), visitors: Number(row.visitors) };
  });
}

/**
 * The top values, the rest summed into OTHER (its visitors are a sum: an upper bound). Raw rows
 * already stored as OTHER (over the collection's cap, limits.server.ts) go into it too.
 */
function capped(rows: Count[]): Count[] {
  const named = rows.filter((r) => r.value !== OTHER);
  const stored = rows.filter((r) => r.value === OTHER);
  if (named.length <= MAX_VALUES_PER_DAY && !stored.length) return rows;
  const sorted = named.sort((a, b) => b.views - a.views);
  const rest = sorted.slice(MAX_VALUES_PER_DAY - 1).concat(stored);
  const other = rest.reduce((a, r) => ({ value: OTHER, views: a.views + r.views, visitors: a.visitors + r.visitors }), {
    value: OTHER,
    views: 0,
    visitors: 0,
  });
  return [...sorted.slice(0, MAX_VALUES_PER_DAY - 1), other];
}

/** How many raw rows one read of the SQLite roll-up takes (about a millisecond each). */
export const ROLLUP_BATCH = 1000;

/**
 * A day's counts per dimension on SQLite, read in batches of ROLLUP_BATCH raw rows (by rowid,
 * along the day index) and counted here, the event loop free between batches. One aggregate
 * query over the day held the (synchronous) database for ~0.2 s per 33,000 views: every other
 * query of the process waited behind it.
 */
async function countsInBatches(d: Db, day: string): Promise<Map<Dim, Count[]>> {
  const acc = new Map<Dim, Map<string, { views: number; visitors: Set<string> }>>(DIMS.map((dim) => [dim, new Map()]));
  const add = (dim: Dim, value: string, views: number, visitor: string | undefined) => {
    const m = acc.get(dim)!;
    let c = m.get(value);
    if (!c) m.set(value, (c = { views: 0, visitors: new Set() }));
    c.views += views;
    if (visitor !== undefined) c.visitors.add(visitor);
  };
  add('total', '', 0, undefined);
  add('bots', '', 0, undefined);
  const goalName = (kind: number) => GOALS.find((g) => EVENT_KINDS[g] === kind) ?? 'unknown';
  type Raw = Omit<Database['analytics_events'], 'day'> & { rid: number };
  let after = 0;
  for (;;) {
    const { rows } = await sql<Raw>`select rowid as rid, kind, visitor, path, entry, referrer, utm_source, utm_campaign, lang, device, views
      from analytics_events where day = ${day} and rowid > ${after} order by rowid limit ${ROLLUP_BATCH}`.execute(d.kysely);
    for (const r of rows) {
      const kind = Number(r.kind);
      const views = Number(r.views);
      if (kind === V) {
        add('total', '', views, r.visitor);
        add('page', r.path, views, r.visitor);
        add('lang', r.lang, views, r.visitor);
        add('device', r.device, views, r.visitor);
        if (Number(r.entry) === 1) {
          add('entry', r.path, views, r.visitor);
          add('referrer', r.referrer ?? '', views, r.visitor);
          if (r.utm_source !== null) add('utm_source', r.utm_source, views, r.visitor);
          if (r.utm_campaign !== null) add('utm_campaign', r.utm_campaign, views, r.visitor);
        }
      } else if (kind === EVENT_KINDS.bot) {
        add('bots', '', views, undefined);
      } else if (kind >= EVENT_KINDS.consultation) {
        add('goal', goalName(kind), views, r.visitor);
        add('goal_page', `${goalName(kind)} ${r.path}`, views, r.visitor);
      }
    }
    if (rows.length < ROLLUP_BATCH) break;
    after = Number(rows[rows.length - 1]!.rid);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return new Map(
    [...acc].map(([dim, m]) => [dim, [...m].map(([value, c]) => ({ value, views: c.views, visitors: c.visitors.size }))] as const),
  );
}

/** The figures of a day as rows of analytics_daily. */
function dailyRows(day: string, found: Map<Dim, Count[]>): Database['analytics_daily'][] {
  const rows: Database['analytics_daily'][] = [];
  for (const dim of DIMS) {
    const all = found.get(dim) ?? [];
    const list = dim === 'total' || dim === 'bots' ? all : capped(all.filter((r) => r.views > 0));
    for (const r of list) {
      if (dim === 'bots' && r.views === 0) continue;
      rows.push({ id: `${day}|${dim}|${r.value}`, day, dim, value: r.value, views: r.views, visitors: r.visitors });
    }
  }
  return rows;
}

/** Replaces a day's figures (at most 11 dimensions × 200 values: a short write). */
async function writeDay(trx: Trx, day: string, rows: Database['analytics_daily'][]): Promise<void> {
  await trx.deleteFrom('analytics_daily').where('day', '=', day).execute();
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('analytics_daily')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Recomputes one day's figures from its raw events; false when the day has no raw events (nothing changed). */
export async function rollUpDay(d: Db, day: string): Promise<boolean> {
  if (d.kind === 'sqlite') {
    const any = await d.kysely.selectFrom('analytics_events').select('day').where('day', '=', day).limit(1).executeTakeFirst();
    if (!any) return false;
    const rows = dailyRows(day, await countsInBatches(d, day));
    await d.kysely.transaction().execute((trx) => writeDay(trx, day, rows));
    return true;
  }
  return d.kysely.transaction().execute(async (trx) => {
    // One roll-up of a day at a time across instances (released at commit).
    await sql`select pg_advisory_xact_lock(19, ${Number(day.replace(/-/g, ''))})`.execute(trx);
    const any = await trx.selectFrom('analytics_events').select('day').where('day', '=', day).limit(1).executeTakeFirst();
    if (!any) return false;
    const found = new Map<Dim, Count[]>();
    for (const dim of DIMS) found.set(dim, await counts(trx, day, dim));
    await writeDay(trx, day, dailyRows(day, found));
    return true;
  });
}

/** Deletes raw events of the days before the retention window (at most 30 days back, today included). */
export async function purgeRawEvents(d: Db, now: Date, keepDays = config().ANALYTICS_RETENTION_DAYS): Promise<void> {
  const oldestKept = zonedDayKey(startOfZonedDay(now, -(Math.min(30, Math.max(1, keepDays)) - 1)));
  await d.kysely.deleteFrom('analytics_events').where('day', '<', oldestKept).execute();
}

/** Days that have raw events but no figures yet (the server was down when they ended). */
async function daysMissingFigures(d: Db): Promise<string[]> {
  const raw = await d.kysely.selectFrom('analytics_events').select('day').distinct().execute();
  const done = new Set((await d.kysely.selectFrom('analytics_daily').select('day').where('dim', '=', 'total').execute()).map((r) => r.day));
  return raw.map((r) => r.day).filter((day) => !done.has(day));
}

/**
 * One round of upkeep: the salts of past days deleted, today's figures recomputed (and
 * yesterday's during the first two hours of the day, for views flushed after midnight),
 * raw events past their retention deleted.
 */
export async function analyticsTick(d: Db, now: Date): Promise<void> {
  const today = zonedDayKey(now);
  await purgeSalts(d.kysely, today);
  await rollUpDay(d, today);
  if (+now - +startOfZonedDay(now) < 2 * 3600_000) await rollUpDay(d, zonedDayKey(startOfZonedDay(now, -1)));
  await purgeRawEvents(d, now);
}

/**
 * The background service (app/web/startup.server.ts): the recorder's flush timer, the
 * catch-up of days that ended while no server ran, and the upkeep every
 * ANALYTICS_ROLLUP_SECONDS. Stopping flushes what is in memory.
 */
export async function startAnalytics(): Promise<() => Promise<void>> {
  const d = getDb();
  const rec = recorder();
  rec.start();
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();
  const run = (work: () => Promise<unknown>) => {
    busy = busy
      .then(async () => {
        if (!stopped) await work();
      })
      .catch((err: unknown) => logger().warn({ err }, 'analytics upkeep failed'));
    return busy;
  };
  void run(async () => {
    for (const day of await daysMissingFigures(d)) await rollUpDay(d, day);
  });
  // Every ANALYTICS_ROLLUP_SECONDS, but never more than 2 % of the time: a day's roll-up grows with its
  // views (~0.2 s for 33,000 on SQLite, where it holds other queries back), so after one that took
  // t the next waits at least 50 t.
  let timer: NodeJS.Timeout | undefined;
  const schedule = (lastMs: number) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        const t0 = performance.now();
        void run(() => analyticsTick(d, new Date())).then(() => schedule(performance.now() - t0));
      },
      Math.max(config().ANALYTICS_ROLLUP_SECONDS * 1000, lastMs * 50),
    );
    timer.unref();
  };
  schedule(0);
  return async () => {
    clearTimeout(timer);
    await rec.stop();
    // The last views of this instance into today's figures.
    await run(() => rollUpDay(d, zonedDayKey(new Date())));
    stopped = true;
    clearTimeout(timer);
    await busy;
  };
}
