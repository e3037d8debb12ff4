import { randomBytes } from 'node:crypto';
import type { Db } from '~/server/db/engine.server';
import { nowIso, toJson } from '~/server/db/values';

/**
 * A random secret stored in the settings table under a private key (never shown
 * or exported by the settings screen), generated on first use; every instance
 * sharing the database reads the same one. Used for the unsubscribe tokens' key
 * when SESSION_SECRET is unset (newsletter/tokens.server.ts).
 */
export async function storedSecret(d: Db, key: string): Promise<string> {
  const read = async () => {
    const row = await d.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    // SQLite gives the JSON text, PostgreSQL (jsonb) the parsed string.
    let v: unknown = row.value;
    if (typeof v === 'string' && v.startsWith('"')) v = toJson<unknown>(v, null);
    return typeof v === 'string' && v.startsWith('s1:') ? v : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  // First use: generate; if another instance got there first, its secret wins.
  await d.kysely
    .insertInto('settings')
    .values({ key: key, value: JSON.stringify(`s1:${randomBytes(32).toString('hex')}`), updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const secret = await read();
  if (!secret) throw new Error('could not store the token secret');
  return secret;
}
