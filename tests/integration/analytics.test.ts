import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { openPostgres, type Db } from '~/server/db/engine.server';
import { createRecorder, createSaltStore, type PendingEvent } from '~/domain/analytics/collect.server';
import { analyticsTick, purgeRawEvents, rollUpDay, ROLLUP_BATCH } from '~/domain/analytics/rollup.server';
import { OTHER, VALUES_PER_DAY, VIEWS_PER_VISITOR, VISITORS_PER_ADDRESS } from '~/domain/analytics/limits.server';
import { analyticsReport, dashboardAnalytics } from '~/domain/analytics/report.server';
import { saveSettings } from '~/domain/settings/settings.server';
import { createBackup, parseBackup, restoreBackup } from '~/site/backup/backup.server';
import { zonedDayKey } from '~/lib/calendar';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SITE = 'http://127.0.0.1:3000';
const OWN = ['127.0.0.1:3000'];

/** Noon in Istanbul of a day (a stable instant inside it). */
const noon = (day: string) => Date.parse(`${day}T09:00:00Z`);

function view(over: Partial<PendingEvent> = {}): PendingEvent {
  return { at: noon('2026-11-20'), kind: 'view', path: '/', ip: '203.0.113.1', userAgent: CHROME, site: SITE, ownHosts: OWN, ...over };
}

async function rows(d: Db, table: 'analytics_events' | 'analytics_salt' | 'analytics_daily') {
  return d.kysely.selectFrom(table).selectAll().execute();
}

async function clear(d: Db) {
  for (const t of ['analytics_events', 'analytics_salt', 'analytics_daily'] as const) await d.kysely.deleteFrom(t).execute();
}

describeEachEngine('visitor analytics', (ctx) => {
  const day = '2026-11-20';
  // The recorder's clock: the salt of a day is only made while it is that day.
  const clock = { now: noon(day) };

  it('counts one visitor per address and browser a day, pages, entries, referrers, campaign tags, languages and devices', async () => {
    await clear(ctx.db);
    const rec = createRecorder({ db: () => ctx.db, now: () => clock.now, enabled: async () => true });
    // A visit from Google with campaign tags: the home page, then two pages by clicks (one server view, one beacon).
    rec.record(view({ path: '/', referer: 'https://www.google.com/search?q=x', query: '?utm_source=Newsletter&utm_campaign=kasim&x=1' }));
    rec.record(view({ path: '/hakkimizda', referer: `${SITE}/` }));
    rec.record(view({ kind: 'beacon', path: '/hizmetler' }));
    // Another visitor (other address) on a phone, reading English, typed in.
    rec.record(view({ path: '/en-about', ip: '198.51.100.7', userAgent: IPHONE }));
    // A crawler: counted as a bot, not a visitor.
    rec.record(view({ path: '/', userAgent: GOOGLEBOT, ip: '66.249.66.1' }));
    // A consultation request sent from the services page.
    rec.record({ at: noon(day), kind: 'consultation', path: '/hizmetler', ip: '203.0.113.1', userAgent: CHROME, site: SITE });
    await rec.flush();

    const stored = await rows(ctx.db, 'analytics_events');
    expect(stored).toHaveLength(6);
    // No address or user agent is stored anywhere in the row.
    for (const r of stored) expect(JSON.stringify(r)).not.toMatch(/203\.0\.113|198\.51|Mozilla|Googlebot/);

    expect(await rollUpDay(ctx.db, day)).toBe(true);
    const r = await analyticsReport(day, day);
    expect(r.totals).toEqual({ views: 4, visitors: 2, bots: 1, entries: 2 });
    expect(r.series).toEqual([{ key: day, views: 4, visitors: 2 }]);
    expect(r.pages.map((p) => [p.value, p.views])).toEqual([
      ['/', 1],
      ['/en-about', 1],
      ['/hakkimizda', 1],
      ['/hizmetler', 1],
    ]);
    expect(r.entries.map((p) => p.value).sort()).toEqual(['/', '/en-about']);
    expect(r.referrers).toEqual([
      { value: '', views: 1, visitors: 1 },
      { value: 'google.com', views: 1, visitors: 1 },
    ]);
    expect(r.utmSources).toEqual([{ value: 'newsletter', views: 1, visitors: 1 }]);
    expect(r.utmCampaigns).toEqual([{ value: 'kasim', views: 1, visitors: 1 }]);
    expect(r.langs).toEqual([
      { value: 'tr', views: 3, visitors: 1 },
      { value: 'en', views: 1, visitors: 1 },
    ]);
    expect(r.devices.map((x) => [x.value, x.views])).toEqual([
      ['d', 3],
      ['m', 1],
    ]);
    const consultation = r.goals.find((g) => g.goal === 'consultation')!;
    expect(consultation).toMatchObject({ count: 1, visitors: 1, pages: [{ value: '/hizmetler', views: 1, visitors: 1 }] });

    // Rolling a day up again gives the same figures (a day is recomputed whole).
    await rollUpDay(ctx.db, day);
    expect((await analyticsReport(day, day)).totals).toEqual(r.totals);
  });

  it('identical events of a flush are stored once with their number, and every figure counts each of them', async () => {
    await clear(ctx.db);
    clock.now = noon(day);
    const rec = createRecorder({ db: () => ctx.db, now: () => clock.now, enabled: async () => true });
    // (kind 0: a view, 1: a bot's view.) One reader reloads the home page five times, then opens another page; a crawler fetches / three times.
    for (let i = 0; i < 5; i++) rec.record(view({ path: '/', referer: 'https://www.google.com/' }));
    rec.record(view({ path: '/hakkimizda', referer: `${SITE}/` }));
    for (let i = 0; i < 3; i++) rec.record(view({ path: '/', userAgent: GOOGLEBOT, ip: '66.249.66.1' }));
    // The same reader on another address is another visitor: never folded into the first.
    rec.record(view({ path: '/', ip: '198.51.100.9', referer: 'https://www.google.com/' }));
    await rec.flush();

    const stored = await rows(ctx.db, 'analytics_events');
    expect(stored.map((r) => [r.path, r.kind, Number(r.views)]).sort()).toEqual(
      [
        ['/', 0, 5],
        ['/', 0, 1],
        ['/hakkimizda', 0, 1],
        ['/', 1, 3],
      ].sort(),
    );
    expect(await rollUpDay(ctx.db, day)).toBe(true);
    const r = await analyticsReport(day, day);
    expect(r.totals).toEqual({ views: 7, visitors: 2, bots: 3, entries: 6 });
    expect(r.pages.map((p) => [p.value, p.views, p.visitors])).toEqual([
      ['/', 6, 2],
      ['/hakkimizda', 1, 1],
    ]);
    expect(r.referrers).toEqual([{ value: 'google.com', views: 6, visitors: 2 }]);
  });

  it('with analytics_enabled off nothing is stored, and nothing is buffered while it stays off', async () => {
    await clear(ctx.db);
    await saveSettings({ analytics_enabled: false });
    try {
      const rec = createRecorder({ db: () => ctx.db, now: () => clock.now });
      rec.record(view());
      await rec.flush();
      rec.record(view({ path: '/hakkimizda' }));
      expect(rec.pending()).toBe(0);
      await rec.flush();
      expect(await rows(ctx.db, 'analytics_events')).toEqual([]);
      expect(await rows(ctx.db, 'analytics_salt')).toEqual([]);
    } finally {
      await saveSettings({ analytics_enabled: true });
    }
  });

  it('the salt of a day is not readable from the database once the day has rolled over', async () => {
    await clear(ctx.db);
    const salts = createSaltStore({ db: () => ctx.db, now: () => clock.now });
    clock.now = noon('2026-11-20');
    const first = await salts.saltFor('2026-11-20');
    expect(first).toMatch(/^[\w-]{40,}$/);
    // A second instance on the same database agrees on the day's salt.
    const other = createSaltStore({ db: () => ctx.db, now: () => clock.now });
    expect(await other.saltFor('2026-11-20')).toBe(first);
    expect(await rows(ctx.db, 'analytics_salt')).toEqual([{ day: '2026-11-20', salt: first }]);

    // Midnight passes with no traffic: the upkeep deletes it.
    clock.now = Date.parse('2026-11-20T21:00:30Z'); // 00:00:30 on the 21st in Istanbul
    await analyticsTick(ctx.db, new Date(clock.now));
    expect(await rows(ctx.db, 'analytics_salt')).toEqual([]);
    // The next view of the new day gets a new salt; yesterday's is gone and cannot be made again.
    const second = await salts.saltFor('2026-11-21');
    expect(second).not.toBe(first);
    expect(await salts.saltFor('2026-11-20')).toBeUndefined();
    const all = JSON.stringify([
      await rows(ctx.db, 'analytics_salt'),
      await rows(ctx.db, 'analytics_events'),
      await rows(ctx.db, 'analytics_daily'),
    ]);
    expect(all).not.toContain(first!);
    expect(await rows(ctx.db, 'analytics_salt')).toEqual([{ day: '2026-11-21', salt: second }]);
    clock.now = noon(day);
  });

  it('two instances flushing and rolling up at once lose and double nothing', async () => {
    await clear(ctx.db);
    // PostgreSQL: two connection pools, as two servers have. SQLite is one process's file: one connection, two recorders.
    const pg = ctx.kind === 'postgres';
    const instances = pg ? [openPostgres(ctx.test.databaseUrl!, 5), openPostgres(ctx.test.databaseUrl!, 5)] : [ctx.db, ctx.db];
    try {
      const recorders = instances.map((d) =>
        createRecorder({ db: () => d, now: () => clock.now, enabled: async () => true, batchSize: 10_000 }),
      );
      const PER = 1500;
      const paths = ['/', '/hakkimizda', '/hizmetler', '/blog', '/en-home'];
      // Each instance sees 1500 views of 300 visitors (5 pages each); the visitors of the two sets overlap by half.
      recorders.forEach((rec, i) => {
        for (let n = 0; n < PER; n++) {
          const visitor = i * 150 + Math.floor(n / 5);
          rec.record(
            view({
              path: paths[n % 5]!,
              ip: `10.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
              referer: n % 5 ? `${SITE}/` : undefined,
            }),
          );
        }
      });
      // Both flush at once, while both roll the day up, several times over.
      await Promise.all([
        recorders[0]!.flush(),
        recorders[1]!.flush(),
        rollUpDay(instances[0]!, day),
        rollUpDay(instances[1]!, day),
        rollUpDay(instances[0]!, day),
        rollUpDay(instances[1]!, day),
      ]);
      await Promise.all([rollUpDay(instances[0]!, day), rollUpDay(instances[1]!, day)]);
      const r = await analyticsReport(day, day);
      expect(r.totals.views).toBe(2 * PER);
      expect(r.totals.visitors).toBe(450);
      expect(r.totals.entries).toBe(600);
      expect(r.pages.map((p) => p.views)).toEqual([600, 600, 600, 600, 600]);
      const daily = await rows(ctx.db, 'analytics_daily');
      expect(new Set(daily.map((x) => x.id)).size).toBe(daily.length);
    } finally {
      if (pg) for (const d of instances) await d.close();
    }
  });

  it('keeps raw events at most 30 days; the dashboard reads the daily figures', async () => {
    await clear(ctx.db);
    const now = new Date(noon('2026-11-20'));
    const rec = createRecorder({ db: () => ctx.db, now: () => +now, enabled: async () => true });
    for (const d of ['2026-10-01', '2026-10-21', '2026-10-22', '2026-11-20']) rec.record(view({ at: noon(d) }));
    await rec.flush();
    for (const d of ['2026-10-01', '2026-10-21', '2026-10-22', '2026-11-20']) await rollUpDay(ctx.db, d);
    await purgeRawEvents(ctx.db, now, 30);
    expect((await rows(ctx.db, 'analytics_events')).map((r) => r.day).sort()).toEqual(['2026-10-22', '2026-11-20']);
    // The figures of purged days stay (a day without raw events is never rolled up again).
    expect(await rollUpDay(ctx.db, '2026-10-01')).toBe(false);
    expect((await analyticsReport('2026-10-01', '2026-10-01')).totals.views).toBe(1);
    const dash = await dashboardAnalytics(now);
    expect(dash.today).toEqual({ views: 1, visitors: 1 });
    expect(dash.last30).toEqual({ views: 2, visitors: 2 });
    expect(dash.series).toHaveLength(30);
    expect(zonedDayKey(now)).toBe('2026-11-20');
  });

  it('the daily figures are in backups and come back on restore; a backup without them still restores', async () => {
    const backup = await createBackup();
    expect(backup.tables.analytics_daily.length).toBeGreaterThan(0);
    const before = await analyticsReport('2026-10-01', '2026-11-20');
    await ctx.db.kysely.deleteFrom('analytics_daily').execute();
    await restoreBackup(backup);
    expect(await analyticsReport('2026-10-01', '2026-11-20')).toEqual(before);
    const older = structuredClone(backup) as { tables: Record<string, unknown> };
    delete older.tables.analytics_daily;
    // Read from the file's text too (the admin's restore streams the file through the same reader).
    await restoreBackup(await parseBackup(JSON.stringify(older)));
    expect(await rows(ctx.db, 'analytics_daily')).toEqual([]);
    // A row whose id does not match its day, dimension and value is refused.
    const bad = structuredClone(backup);
    bad.tables.analytics_daily[0]!.id = 'x';
    await expect(restoreBackup(bad)).rejects.toThrow();
  });
});

describeEachEngine('visitor analytics caps', (ctx) => {
  const day = '2026-11-21';
  const clock = { now: noon(day) };

  it('3,000 views with a new User-Agent, Referer and utm_* each make at most the capped visitors, rows and values', async () => {
    await clear(ctx.db);
    const rec = createRecorder({ db: () => ctx.db, now: () => clock.now, enabled: async () => true });
    for (let i = 0; i < 3000; i++) {
      rec.record(
        view({
          at: clock.now,
          path: '/',
          userAgent: `${CHROME} junk/${i}`,
          referer: `https://spam${i}.example/`,
          query: `?utm_source=s${i}&utm_campaign=c${i}`,
        }),
      );
    }
    await rec.flush();
    const stored = await rows(ctx.db, 'analytics_events');
    const visitors = new Set(stored.map((r) => r.visitor));
    const distinct = (k: 'utm_source' | 'utm_campaign' | 'referrer') => new Set(stored.map((r) => r[k])).size;
    // 50 browsers of the address, then one more visitor for all its further browsers, capped at 300 views.
    expect(visitors.size).toBe(VISITORS_PER_ADDRESS + 1);
    const views = stored.reduce((n, r) => n + Number(r.views), 0);
    expect(views).toBe(VISITORS_PER_ADDRESS + VIEWS_PER_VISITOR);
    expect(stored.length).toBeLessThanOrEqual(VISITORS_PER_ADDRESS + VIEWS_PER_VISITOR);
    // 200 values a day each, the rest stored as "other".
    for (const k of ['utm_source', 'utm_campaign', 'referrer'] as const) expect(distinct(k)).toBe(VALUES_PER_DAY + 1);
    expect(stored.filter((r) => r.utm_source === OTHER).length).toBeGreaterThan(0);

    await rollUpDay(ctx.db, day);
    const r = await analyticsReport(day, day);
    expect(r.totals.visitors).toBe(VISITORS_PER_ADDRESS + 1);
    expect(r.totals.views).toBe(VISITORS_PER_ADDRESS + VIEWS_PER_VISITOR);
    expect(r.utmSources.length).toBeLessThanOrEqual(200);
    expect(r.utmSources.filter((x) => x.value === OTHER)).toHaveLength(1);
    expect(r.referrers.filter((x) => x.value === OTHER)).toHaveLength(1);

    // A real visitor of another address is still counted that day.
    rec.record(view({ at: clock.now, path: '/hakkimizda', ip: '198.51.100.9', userAgent: IPHONE }));
    await rec.flush();
    await rollUpDay(ctx.db, day);
    expect((await analyticsReport(day, day)).totals.visitors).toBe(VISITORS_PER_ADDRESS + 2);
  });

  it('rolls a day up in reads of ROLLUP_BATCH rows on SQLite, giving the event loop a turn between them', async () => {
    await clear(ctx.db);
    const n = 5 * ROLLUP_BATCH;
    const raw = Array.from({ length: n }, (_, i) => ({
      day,
      kind: 0,
      visitor: `v${i % 700}`,
      path: `/p${i % 7}`,
      entry: i % 2,
      referrer: i % 2 ? `r${i % 3}.example` : null,
      utm_source: null,
      utm_campaign: null,
      lang: 'tr',
      device: 'd',
      views: 1,
    }));
    for (let i = 0; i < raw.length; i += 500)
      await ctx.db.kysely
        .insertInto('analytics_events')
        .values(raw.slice(i, i + 500))
        .execute();
    let turns = 0;
    let rolling = true;
    const spin = () => {
      if (!rolling) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await rollUpDay(ctx.db, day);
    rolling = false;
    const r = await analyticsReport(day, day);
    expect(r.totals).toEqual({ views: n, visitors: 700, bots: 0, entries: n / 2 });
    expect(r.pages).toHaveLength(7);
    // The old single aggregate per dimension gave no turn (a synchronous driver); batches give one each.
    if (ctx.kind === 'sqlite') expect(turns).toBeGreaterThanOrEqual(n / ROLLUP_BATCH);
  });
});

describe('visitor analytics: nothing is kept before the first flush', () => {
  it('records nothing in memory while the recorder knows analytics are off', async () => {
    let on = false;
    const rec = createRecorder({ db: () => undefined as never, enabled: async () => on });
    rec.record(view());
    await rec.flush();
    rec.record(view());
    expect(rec.pending()).toBe(0);
    on = true;
    await rec.flush(); // re-reads the setting
    rec.record(view());
    expect(rec.pending()).toBe(1);
  });
});
