import type pg from 'pg';
import { sql } from 'kysely';
import { getDb } from '../db/index.server';
import type { Db } from '../db/engine.server';

/**
 * Content-change events. Anything cached per instance (settings, rendered
 * pages) listens here. On PostgreSQL the event is also published with
 * NOTIFY so that every instance drops its caches, not just this one.
 */
type Listener = (topic: string) => void;
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

/** On PostgreSQL, listens for other instances' changes; returns a stop function. */
export async function listenForChanges(d: Db): Promise<() => Promise<void>> {
  if (d.kind !== 'postgres' || !d.pool) return async () => {};
  let client: pg.PoolClient | undefined;
  let stopped = false;
  const connect = async () => {
    try {
      client = await d.pool!.connect();
      client.on('notification', (msg) => emit(msg.payload ?? 'unknown'));
      client.on('error', () => {
        client?.release(true);
        client = undefined;
        // Drop everything: changes may have been missed while disconnected.
        emit('reconnect');
        if (!stopped) setTimeout(connect, 1000).unref();
      });
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      if (!stopped) setTimeout(connect, 1000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (client) {
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.release();
    }
  };
}
