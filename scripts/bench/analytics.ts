// npm run bench -- analytics: 1 million page views over 30 days on each engine: storage size and dashboard query time.
//
// For SQLite (a fresh file) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server,
// for PostgreSQL (a fresh database, dropped afterwards): migrates, writes 1,000,000 raw page views
// (plus 1,000 form submissions) spread over the last 30 days — 60 pages, 300,000 visitors, 20
// referring sites, campaign tags on 5 %, 70 % Turkish, three device classes — rolls every day up,
// then prints the size of the analytics tables (goal < 200 MB) and the time of the dashboard's and
// the Analitik view's queries (median of 20 runs; goal < 200 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openPostgres, openSqlite, type Db } from '../../app/server/db/engine.server';
import { migrateToLatest } from '../../app/server/db/migrate.server';
import { setDb } from '../../app/server/db/index.server';
import {
  visitorHash,
  rollUpDay,
  analyticsReport,
  dashboardAnalytics,
  dayOffset,
  EVENT_KINDS,
} from '../../app/domain/analytics/index.server';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const DAYS = 30;
const now = new Date();
const days = Array.from({ length: DAYS }, (_, i) => dayOffset(now, i - (DAYS - 1)));
const PAGES = [
  '/',
  '/en-home',
  '/hakkimizda',
  '/en-about',
  '/hizmetler',
  '/en-services',
  '/projeler',
  '/en-projects',
  '/blog',
  '/en-blog',
  '/iletisim',
  '/en-contact',
  '/sss',
  '/en-faq',
  '/destek',
  '/en-support',
  '/danismanlik-talebi',
  '/en-consultation',
  ...Array.from({ length: 42 }, (_, i) => (i % 2 ? `/en-blog/post-${i}` : `/blog/yazi-${i}`)),
];
const HOSTS = [
  'google.com',
  'bing.com',
  'linkedin.com',
  'x.com',
  'github.com',
  'duckduckgo.com',
  'facebook.com',
  'instagram.com',
  'youtube.com',
  'yandex.com.tr',
  'news.ycombinator.com',
  'reddit.com',
  'medium.com',
  'dev.to',
  't.co',
  'webtekno.com',
  'shiftdelete.net',
  'chatgpt.com',
  'ekşisözlük.com',
  'mail.google.com',
];

// A small deterministic generator, so both engines get the same rows.
let seed = 19;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() ** 1.6 * list.length)]!;

type Row = [string, number, string, string, number, string | null, string | null, string | null, string, string];

function* generate(batch: number): Generator<Row[]> {
  seed = 19;
  const salts = new Map(days.map((d) => [d, randomBytes(32).toString('base64url')]));
  let rows: Row[] = [];
  const total = VIEWS + 1000;
  for (let i = 0; i < total; i++) {
    const day = days[Math.floor((i / total) * DAYS)]!;
    const visitor = visitorHash(salts.get(day)!, 'https://example.com', `10.${Math.floor(rand() * 300_000)}`, 'Mozilla/5.0');
    const path = pick(PAGES);
    const entry = rand() < 0.4 ? 1 : 0;
    const referrer = entry && rand() < 0.6 ? pick(HOSTS) : null;
    const tagged = entry && rand() < 0.05;
    const kind = i < VIEWS ? EVENT_KINDS.view : [EVENT_KINDS.consultation, EVENT_KINDS.contact, EVENT_KINDS.newsletter][i % 3]!;
    const device = rand() < 0.6 ? 'd' : rand() < 0.9 ? 'm' : 't';
    rows.push([
      day,
      kind,
      visitor,
      path,
      entry,
      referrer,
      tagged ? pick(['newsletter', 'linkedin', 'google']) : null,
      tagged ? `kampanya-${Math.floor(rand() * 5)}` : null,
      path.startsWith('/en-') ? 'en' : 'tr',
      device,
    ]);
    if (rows.length === batch) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length) yield rows;
}

const COLUMNS = ['day', 'kind', 'visitor', 'path', 'entry', 'referrer', 'utm_source', 'utm_campaign', 'lang', 'device'];

async function fill(d: Db, file?: string) {
  if (d.kind === 'sqlite') {
    const raw = new SQLite(file!);
    const insert = raw.prepare(`insert into analytics_events (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
    const many = raw.transaction((rows: Row[]) => {
      for (const r of rows) insert.run(...r);
    });
    for (const rows of generate(50_000)) many(rows);
    raw.close();
    return;
  }
  const types = ['text', 'int', 'text', 'text', 'int', 'text', 'text', 'text', 'text', 'text'];
  for (const rows of generate(20_000)) {
    const arrays = COLUMNS.map((_, c) => rows.map((r) => r[c]));
    await d.pool!.query(
      `insert into analytics_events (${COLUMNS.join(', ')}) select * from unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`,
      arrays,
    );
  }
}

async function size(d: Db, file?: string): Promise<{ raw: number; daily: number; total: number }> {
  if (d.kind === 'sqlite') {
    const raw = new SQLite(file!);
    raw.pragma('wal_checkpoint(TRUNCATE)');
    let perTable: Record<string, number> = {};
    try {
      const rows = raw.prepare('select name, sum(pgsize) bytes from dbstat group by name').all() as Array<{ name: string; bytes: number }>;
      perTable = Object.fromEntries(rows.map((r) => [r.name, r.bytes]));
    } catch {
      /* no dbstat: the file size below */
    }
    raw.close();
    const fileBytes = fs.statSync(file!).size;
    const rawBytes = (perTable.analytics_events ?? 0) + (perTable.analytics_events_day_idx ?? 0);
    const dailyBytes =
      (perTable.analytics_daily ?? 0) + (perTable.analytics_daily_dim_day_idx ?? 0) + (perTable.sqlite_autoindex_analytics_daily_1 ?? 0);
    return { raw: rawBytes || fileBytes, daily: dailyBytes, total: fileBytes };
  }
  const q = async (t: string) => Number((await sql<{ n: string }>`select pg_total_relation_size(${t}) n`.execute(d.kysely)).rows[0]!.n);
  const raw = await q('analytics_events');
  const daily = await q('analytics_daily');
  return { raw, daily, total: raw + daily + (await q('analytics_salt')) };
}

async function median(work: () => Promise<unknown>, runs = 20): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

async function bench(d: Db, label: string, file?: string) {
  await migrateToLatest(d);
  setDb(d);
  let t0 = performance.now();
  await fill(d, file);
  const fillS = (performance.now() - t0) / 1000;
  t0 = performance.now();
  for (const day of days) await rollUpDay(d, day);
  const rollS = (performance.now() - t0) / 1000;
  if (d.kind === 'postgres') await sql`analyze`.execute(d.kysely);
  const s = await size(d, file);
  const mb = (b: number) => (b / 1e6).toFixed(1);
  const dashboard = await median(() => dashboardAnalytics(now));
  const view30 = await median(() => analyticsReport(days[0]!, days[DAYS - 1]!));
  const view12m = await median(() => analyticsReport(dayOffset(now, -364), days[DAYS - 1]!, { by: 'month' }));
  const oneDay = await median(() => rollUpDay(d, days[DAYS - 1]!), 3);
  console.log(
    `${label.padEnd(10)} ${(VIEWS / 1e6).toFixed(2)} M views: raw events ${mb(s.raw)} MB, daily figures ${mb(s.daily)} MB, total ${mb(s.total)} MB` +
      ` | dashboard ${dashboard.toFixed(1)} ms, Analitik 30 days ${view30.toFixed(1)} ms, 12 months ${view12m.toFixed(1)} ms` +
      ` | one day's roll-up ${oneDay.toFixed(0)} ms | written in ${fillS.toFixed(1)} s, 30 days rolled up in ${rollS.toFixed(1)} s`,
  );
  setDb(undefined);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
try {
  const file = path.join(tmp, 'site.db');
  const sqlite = openSqlite(file);
  await bench(sqlite, 'sqlite', file);
  await sqlite.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `bench_analytics_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const postgres = openPostgres(u.toString(), 5);
    try {
      await bench(postgres, 'postgresql', undefined);
    } finally {
      await postgres.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('postgresql: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
