import { config } from '../config.server';
import { openDatabase, type Db } from './engine.server';

let current: Db | undefined;

/** The process-wide database, opened on first use from the configuration. */
export function getDb(): Db {
  current ??= openDatabase({ databaseUrl: config().DATABASE_URL, dataDir: config().dataDir });
  return current;
}

/** The Kysely query builder of the process-wide database. */
export function db() {
  return getDb().kysely;
}

/** Tests and scripts may install their own database. */
export function setDb(d: Db | undefined) {
  current = d;
}

export async function closeDb() {
  const d = current;
  current = undefined;
  await d?.close();
}
