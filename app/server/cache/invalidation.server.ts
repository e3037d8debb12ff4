import type pg from 'pg';
import { sql } from 'kysely';
import { getDb } from '../db/index.server';
import type { Db } from '../db/engine.server';
import { logger } from '../logger.server';

/**
 * Content-change events. The page cache (rendered pages) and the confirmed
 * site address listen here. On PostgreSQL the event is also published with
 * NOTIFY so that every instance drops its caches, not just this one.
 */
type Listener = (topic: string) => void;

/**
 * The longest the confirmed site address is kept in memory (site-address.server.ts): a bound for
 * a change notice that never arrived. A stored page lives its own TTL (PAGE_CACHE_TTL_SECONDS).
 */
export const CACHE_MAX_AGE_MS = 30_000;
const listeners = new Set<Listener>();
const CHANNEL = 'content_changed';

export function onContentChanged(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function emit(topic: string) {
  for (const fn of listeners) fn(topic);
}

/**
 * A change this instance sees for itself (a scheduled post's minute has come): every
 * instance runs the same schedule, so nothing is published to the others.
 */
export function announceLocally(topic: string): void {
  emit(topic);
}

export async function notifyContentChanged(topic: string): Promise<void> {
  emit(topic);
  const d = getDb();
  if (d.kind === 'postgres') {
    await sql`select pg_notify(${CHANNEL}, ${topic})`.execute(d.kysely);
  }
}

/** The first wait before listening again after the channel was lost; doubled per failed try, up to the second. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * On PostgreSQL, listens for other instances' changes; returns a stop function. The LISTEN
 * session is a connection of its own (outside the pool: it lives as long as the process). It can
 * drop (a restarted or failed-over database, a terminated backend): it is opened again with
 * backoff, and once it listens again every cache is dropped ('reconnect'), because changes
 * announced while it was away were missed. They are dropped when it drops too, so what was read
 * before the loss is not kept; what is read in between lives at most CACHE_MAX_AGE_MS.
 */
export async function listenForChanges(d: Db): Promise<() => Promise<void>> {
  const newClient = d.newClient;
  if (d.kind !== 'postgres' || !newClient) return async () => {};
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wait = RETRY_FIRST_MS;
  let lostAt: number | undefined;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, RETRY_MAX_MS);
  };

  /** The connection `c` failed, ended or could not listen (acted on once, whichever comes first). */
  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    if (lostAt === undefined) {
      lostAt = Date.now();
      logger().warn({ err: err instanceof Error ? err.message : undefined }, 'change notices lost: listening again');
    }
    emit('reconnect');
    retry();
  };

  const connect = async () => {
    const c = newClient();
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => emit(msg.payload ?? 'unknown'));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c || stopped) return;
    wait = RETRY_FIRST_MS;
    if (lostAt !== undefined) {
      logger().info({ downMs: Date.now() - lostAt }, 'change notices: listening again');
      lostAt = undefined;
      // Changes announced while the channel was down never reached this instance.
      emit('reconnect');
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    if (c) {
      await c.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      await c.end().catch(() => {});
    }
  };
}
