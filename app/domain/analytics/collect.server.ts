import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isbot } from 'isbot';
import { db as defaultDb } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { logger } from '~/server/logger.server';
import { startOfZonedDay, zonedDayKey } from '~/lib/calendar';
import { langFromPath } from '~/i18n/lang';
import { getSettings } from '../settings/settings.server';
import { campaignOf, deviceOf, referrerOf } from './classify';
import { EVENT_KINDS, type Goal } from './constants';

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

export interface RecorderOptions {
  db?: () => Kysely<Database>;
  now?: () => number;
  /** Whether analytics are on (the `analytics_enabled` setting). */
  enabled?: () => Promise<boolean>;
  /** A flush starts as soon as this many events wait. */
  batchSize?: number;
  intervalMs?: number;
  /** Events kept in memory at most (when the database is away); more are dropped. */
  maxBuffered?: number;
}

type Row = Database['analytics_events'];
type Db = Kysely<Database>;

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
      const d = getDb();
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
export async function purgeSalts(d: Db, today: string): Promise<void> {
  await d.deleteFrom('analytics_salt').where('day', '<', today).execute();
}

export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\0${site}\0${ip}\0${userAgent}`).digest('base64url').slice(0, 16);
}

const GOAL_KINDS: Record<Goal, number> = {
  consultation: EVENT_KINDS.consultation,
  contact: EVENT_KINDS.contact,
  newsletter: EVENT_KINDS.newsletter,
};

/** The row of an event (without its visitor hash). */
export function toRow(e: PendingEvent, day: string): Omit<Row, 'visitor'> & { bot: boolean } {
  const bot = isbot(e.userAgent);
  const base = { day, path: e.path.slice(0, 300), lang: langFromPath(e.path), device: deviceOf(e.userAgent), bot };
  if (e.kind === 'view' || e.kind === 'beacon') {
    const from = e.kind === 'view' ? referrerOf(e.referer, e.ownHosts ?? []) : ({ internal: true } as const);
    const entry = !from.internal;
    const tags = e.kind === 'view' && entry ? campaignOf(e.query ?? '') : { source: null, campaign: null };
    return {
      ...base,
      kind: bot ? EVENT_KINDS.bot : EVENT_KINDS.view,
      entry: entry ? 1 : 0,
      referrer: from.internal ? null : from.host,
      utm_source: tags.source,
      utm_campaign: tags.campaign,
    };
  }
  return { ...base, kind: GOAL_KINDS[e.kind], entry: 0, referrer: null, utm_source: null, utm_campaign: null };
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
    const rows: Row[] = [];
    for (const e of batch) {
      const day = dayOf(e.at);
      const row = toRow(e, day);
      // Bots are counted, not told apart. A view whose day is over (and its salt gone) counts as a visitor of its own.
      const salt = row.bot ? undefined : await salts.saltFor(day);
      const visitor = row.bot ? '' : visitorHash(salt ?? randomBytes(16).toString('hex'), e.site, e.ip, e.userAgent);
      const { bot: _bot, ...stored } = row;
      rows.push({ ...stored, visitor });
    }
    salts.forgetBefore(dayOf(now()));
    const d = getDb();
    // One statement per 500 rows (10 values each), within both engines' parameter limits.
    for (let i = 0; i < rows.length; i += 500)
      await d
        .insertInto('analytics_events')
        .values(rows.slice(i, i + 500))
        .execute();
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

let shared: Recorder | undefined;

/** The process's recorder (started by startAnalytics in rollup.server.ts). */
export function recorder(): Recorder {
  shared ??= createRecorder();
  return shared;
}
