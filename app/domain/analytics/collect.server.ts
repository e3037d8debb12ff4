import { hash, randomBytes } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { isbot } from 'isbot';
import { getDb as defaultDb } from '~/server/db/index.server';
import type { Db } from '~/server/db/engine.server';
import type { Database } from '~/server/db/schema';
import { logger } from '~/server/logger.server';
import { startOfZonedDay, zonedDayKey } from '~/lib/calendar';
import { langFromPath } from '~/i18n/lang';
import { getSettings } from '../settings/index.server';
import { campaignOf, deviceOf, referrerOf } from './classify';
import { EVENT_KINDS, type Goal } from './constants';
import { createDailyLimits, type Limits } from './limits.server';
import { singleton } from '~/server/singleton.server';

/**
 * Collection: page views and conversions are handed in by the HTTP layer
 * (`record`), kept in memory for at most a second (or 500 of them) and
 * written in one insert. Recording costs a request one array push; the
 * parsing and hashing happen at the flush, off the request.
 *
 * The visitor of a view is a hash of the day's random salt, the site, the
 * client address and the user agent, cut to 96 bits. The salt lives in
 * `analytics_salt` for its day only (every instance reads the same one, so
 * a visitor is one visitor across instances); once the day rolls over the
 * row is deleted and nothing can link that day's hashes to an address or to
 * another day. Addresses and user agents are never written anywhere.
 */

/** A view or conversion as handed in: request facts, held in memory until the next flush (≤ 1 s). */
export interface PendingEvent {
  /** When it happened (ms). */
  at: number;
  kind: 'view' | 'beacon' | Goal;
  /** The canonical path (a conversion: the page the form was sent from). */
  path: string;
  ip: string;
  userAgent: string;
  /** What identifies the site in the visitor hash (its origin). */
  site: string;
  /** Server views: the Referer header and the hosts that count as this site. */
  referer?: string;
  ownHosts?: readonly string[];
  /** Server views: the query string (campaign tags). */
  query?: string;
}

/** What a row says of an event besides its day, its visitor and its number of views. */
type RowShape = Omit<Row, 'day' | 'visitor' | 'views'> & { bot: boolean };

export interface RecorderOptions {
  db?: () => Db;
  now?: () => number;
  /** Whether analytics are on (the `analytics_enabled` setting). */
  enabled?: () => Promise<boolean>;
  /** A flush starts as soon as this many events wait. */
  batchSize?: number;
  intervalMs?: number;
  /** Events kept in memory at most (when the database is away); more are dropped. */
  maxBuffered?: number;
  /** Caps per visitor, address and day (limits.server.ts). */
  limits?: Limits;
}

/** The user agent of the one visitor that an address's browsers beyond the cap count as. */
const OVERFLOW_AGENT = '\u0000further browsers';

type Row = Database['analytics_events'];

/** The YYYY-MM-DD of an instant in Europe/Istanbul, remembering the current day's bounds. */
function dayKeyCache() {
  let from = 0;
  let to = 0;
  let key = '';
  return (ms: number) => {
    if (ms >= from && ms < to) return key;
    const d = new Date(ms);
    from = +startOfZonedDay(d);
    to = +startOfZonedDay(d, 1);
    key = zonedDayKey(d);
    return key;
  };
}

/**
 * The current day's salt, shared by every instance through the database: created at random by
 * whichever instance needs it first (insert-if-absent), earlier days' salts deleted at the same
 * time. A day other than today gets no salt (undefined): it is gone.
 */
export function createSaltStore(opts: { db?: () => Db; now?: () => number } = {}) {
  const getDb = opts.db ?? defaultDb;
  const now = opts.now ?? Date.now;
  const dayOf = dayKeyCache();
  let current: { day: string; salt: string } | undefined;
  return {
    async saltFor(day: string): Promise<string | undefined> {
      if (current?.day === day) return current.salt;
      if (day !== dayOf(now())) return undefined;
      const d = getDb().kysely;
      await purgeSalts(d, day);
      await d
        .insertInto('analytics_salt')
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await d.selectFrom('analytics_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      current = { day, salt: row.salt };
      return row.salt;
    },
    /** Forgets a salt of a day that is over (the row is deleted by purgeSalts). */
    forgetBefore(day: string) {
      if (current && current.day < day) current = undefined;
    },
  };
}

/** Deletes every salt of a day before `today`. */
export async function purgeSalts(d: Kysely<Database>, today: string): Promise<void> {
  await d.deleteFrom('analytics_salt').where('day', '<', today).execute();
}

export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  // One-shot, with no Hash object: cheaper than a look-up in a map of the day's visitors.
  return hash('sha256', `${salt}\0${site}\0${ip}\0${userAgent}`, 'base64url').slice(0, 16);
}

/** Bot or not and device class per user agent, remembered (the same few browsers make most views; isbot is one large pattern). */
const agents = new Map<string, { bot: boolean; device: ReturnType<typeof deviceOf> }>();
function agentOf(userAgent: string) {
  let a = agents.get(userAgent);
  if (!a) {
    if (agents.size >= 2000) agents.clear();
    agents.set(userAgent, (a = { bot: isbot(userAgent), device: deviceOf(userAgent) }));
  }
  return a;
}

const GOAL_KINDS: Record<Goal, number> = {
  consultation: EVENT_KINDS.consultation,
  contact: EVENT_KINDS.contact,
  newsletter: EVENT_KINDS.newsletter,
};

/** The row of an event (without its visitor hash). */
export function toRow(e: PendingEvent, day: string): Omit<Row, 'visitor'> & { bot: boolean } {
  return { day, ...rowShape(e), views: 1 };
}

/** The facts of an event's row that depend neither on its address nor on its time. */
function rowShape(e: Omit<PendingEvent, 'at' | 'ip'>): RowShape {
  const { bot, device } = agentOf(e.userAgent);
  const path = e.path.length > 300 ? e.path.slice(0, 300) : e.path;
  const lang = langFromPath(path);
  if (e.kind !== 'view' && e.kind !== 'beacon') {
    return { kind: GOAL_KINDS[e.kind], path, entry: 0, referrer: null, utm_source: null, utm_campaign: null, lang, device, bot };
  }
  const from = e.kind === 'view' ? referrerOf(e.referer, e.ownHosts ?? []) : ({ internal: true } as const);
  const tags = !from.internal && e.query ? campaignOf(e.query) : undefined;
  return {
    kind: bot ? EVENT_KINDS.bot : EVENT_KINDS.view,
    path,
    entry: from.internal ? 0 : 1,
    referrer: from.internal ? null : from.host,
    utm_source: tags?.source ?? null,
    utm_campaign: tags?.campaign ?? null,
    lang,
    device,
    bot,
  };
}

const COLUMNS = ['day', 'kind', 'visitor', 'path', 'entry', 'referrer', 'utm_source', 'utm_campaign', 'lang', 'device', 'views'] as const;

/**
 * Identical rows of a batch as one row with their number in `views` (migration 013): the same
 * visitor reloading a page, a bot hammering a URL. Every figure sums `views`.
 */
export function foldRows(rows: Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const r of rows) {
    // \u0001 cannot occur in any field (paths and hosts are URL-encoded); null is \u0002.
    const key = `${r.day}\u0001${r.kind}\u0001${r.visitor}\u0001${r.path}\u0001${r.entry}\u0001${r.referrer ?? '\u0002'}\u0001${r.utm_source ?? '\u0002'}\u0001${r.utm_campaign ?? '\u0002'}\u0001${r.lang}\u0001${r.device}`;
    const seen = byKey.get(key);
    if (seen) seen.views += r.views;
    else byKey.set(key, r);
  }
  return byKey.size === rows.length ? rows : [...byKey.values()];
}

const INSERT_HEAD = `insert into analytics_events (${COLUMNS.join(', ')}) values `;
const sqliteInserts = new Map<number, string>();
/** The SQLite statement for `n` rows (only 100, 10 and 1 are used: a handful of prepared statements). */
function sqliteInsert(n: number): string {
  let text = sqliteInserts.get(n);
  if (!text)
    sqliteInserts.set(
      n,
      (text =
        INSERT_HEAD +
        Array<string>(n)
          .fill(`(${COLUMNS.map(() => '?').join(', ')})`)
          .join(', ')),
    );
  return text;
}

/**
 * Writes events without the query builder (which would cost more than the database): on SQLite
 * prepared multi-row inserts of 100, 10 and 1 rows; on PostgreSQL one statement per 5,000 rows
 * carrying them as a JSON parameter.
 */
export async function insertEvents(d: Db, rows: Row[]): Promise<void> {
  if (d.kind === 'sqlite') {
    // One transaction per flush: one commit (and WAL sync) instead of one per statement.
    await d.kysely.transaction().execute(async (trx) => {
      let i = 0;
      while (i < rows.length) {
        const n = rows.length - i >= 100 ? 100 : rows.length - i >= 10 ? 10 : 1;
        const params: unknown[] = [];
        for (let j = i; j < i + n; j++) for (const c of COLUMNS) params.push(rows[j]![c]);
        await trx.executeQuery(CompiledQuery.raw(sqliteInsert(n), params));
        i += n;
      }
    });
    return;
  }
  for (let i = 0; i < rows.length; i += 5000) {
    const json = JSON.stringify(rows.slice(i, i + 5000).map((r) => COLUMNS.map((c) => r[c])));
    await sql`insert into analytics_events (day, kind, visitor, path, entry, referrer, utm_source, utm_campaign, lang, device, views)
      select r->>0, (r->>1)::int, r->>2, r->>3, (r->>4)::int, r->>5, r->>6, r->>7, r->>8, r->>9, (r->>10)::int
      from jsonb_array_elements(${json}::jsonb) as r`.execute(d.kysely);
  }
}

export function createRecorder(opts: RecorderOptions = {}) {
  const getDb = opts.db ?? defaultDb;
  const now = opts.now ?? Date.now;
  const enabled = opts.enabled ?? (async () => (await getSettings()).analytics_enabled);
  const batchSize = opts.batchSize ?? 500;
  const intervalMs = opts.intervalMs ?? 1000;
  const maxBuffered = opts.maxBuffered ?? 20_000;
  const salts = createSaltStore({ db: getDb, now });
  const dayOf = dayKeyCache();
  const limits = createDailyLimits(opts.limits);
  let buffer: PendingEvent[] = [];
  // Known from the last flush: while analytics are off, nothing is even buffered.
  let on = true;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;
  // A flush for a full batch is waiting to run (one is enough: it takes the whole buffer).
  let queued = false;

  const write = async (batch: PendingEvent[]) => {
    on = await enabled();
    if (!on || !batch.length) return;
    // The salts of the batch's days first (one look-up per day), then the rows without waiting.
    const days = batch.map((e) => dayOf(e.at));
    const saltOf = new Map<string, string | undefined>();
    for (const day of new Set(days)) saltOf.set(day, await salts.saltFor(day));
    const rows: Row[] = [];
    for (let i = 0; i < batch.length; i++) {
      const e = batch[i]!;
      const day = days[i]!;
      const row = toRow(e, day) as Row & { bot: boolean };
      // A view whose day is over (and its salt gone) counts as a visitor of its own.
      const salt = saltOf.get(day);
      let visitor = salt
        ? visitorHash(salt, e.site, e.ip, e.userAgent)
        : visitorHash(randomBytes(16).toString('hex'), e.site, e.ip, e.userAgent);
      if (e.kind === 'view' || e.kind === 'beacon') {
        // Bots too: a bot's views are capped like a visitor's (limits.server.ts).
        const counted = limits.visitor(day, e.ip, visitor, () => (salt ? visitorHash(salt, e.site, e.ip, OVERFLOW_AGENT) : visitor));
        if (counted === undefined) continue;
        visitor = counted;
      }
      // Bots are counted, not told apart.
      row.visitor = row.bot ? '' : visitor;
      row.path = limits.value(day, 'path', row.path);
      if (row.referrer !== null) row.referrer = limits.value(day, 'referrer', row.referrer);
      if (row.utm_source !== null) row.utm_source = limits.value(day, 'utm_source', row.utm_source);
      if (row.utm_campaign !== null) row.utm_campaign = limits.value(day, 'utm_campaign', row.utm_campaign);
      rows.push(row);
    }
    salts.forgetBefore(dayOf(now()));
    if (rows.length) await insertEvents(getDb(), foldRows(rows));
  };

  const flushOnce = async () => {
    queued = false;
    const batch = buffer;
    buffer = [];
    try {
      await write(batch);
    } catch (err) {
      // The database is away: keep the events for the next flush (bounded).
      const room = Math.max(0, maxBuffered - buffer.length);
      buffer = batch.slice(0, room).concat(buffer);
      logger().warn({ err, waiting: buffer.length }, 'analytics: events could not be written; retrying');
    }
  };

  /** Writes what is waiting; flushes never overlap. */
  const flush = (): Promise<void> => {
    running = running.then(flushOnce);
    return running;
  };

  return {
    record(e: PendingEvent) {
      if (!on) return;
      if (buffer.length >= maxBuffered) {
        if (dropped++ % 1000 === 0) logger().warn({ dropped }, 'analytics: buffer full, views dropped');
        return;
      }
      buffer.push(e);
      if (buffer.length >= batchSize && !queued) {
        queued = true;
        void flush();
      }
    },
    flush,
    /** Flushes every `intervalMs` (also when nothing waits: that re-reads whether analytics are on). */
    start() {
      timer ??= setInterval(() => void flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    pending: () => buffer.length,
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

/** The process's recorder (started by startAnalytics in rollup.server.ts). */
export const recorder = singleton('analytics recorder', createRecorder);
