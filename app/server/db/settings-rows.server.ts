import type { Kysely, Transaction } from 'kysely';
import { getDb } from './index.server';
import type { Database } from './schema';
import { nowIso, toJson } from './values';

/**
 * One `settings` row as a JSON value, read or written the same way on both databases.
 * At db level because the server's own rows (the mail server) use it as well as the domain's.
 */
export type SettingsExecutor = Kysely<Database> | Transaction<Database>;

/** The row's value, or undefined when there is no row. */
export async function readRow(key: string, d: SettingsExecutor = getDb().kysely): Promise<unknown> {
  const row = await d.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  // PostgreSQL (jsonb) returns parsed values; SQLite the JSON text.
  return getDb().kind === 'postgres' ? row.value : toJson<unknown>(row.value, undefined);
}

/** Inserts or replaces the row. */
export async function writeRow(d: SettingsExecutor, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  const now = nowIso();
  await d
    .insertInto('settings')
    .values({ key, value: json, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}
