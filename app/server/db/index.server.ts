import { config } from '../config.server';
import { openDatabase, type Db } from './engine.server';
import { singleton } from '../singleton.server';

/** The process-wide database, opened on first use from the configuration. */
export const getDb = singleton('database', (): Db => openDatabase({ databaseUrl: config().DATABASE_URL, dataDir: config().dataDir }));

/** The Kysely query builder of the process-wide database. */
export function db() {
  return getDb().kysely;
}

/** Tests and scripts may install their own database. */
export function setDb(d: Db | undefined) {
  getDb.set(d);
}

export async function closeDb() {
  const d = getDb.peek();
  getDb.set(undefined);
  await d?.close();
}
