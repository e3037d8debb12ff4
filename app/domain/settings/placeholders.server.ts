import { db, getDb } from '~/server/db/index.server';
import { SEEDED_PLACEHOLDERS_KEY } from '~/server/db/seed.server';
import { toJson } from '~/server/db/values';

/**
 * The URLs of the pictures the seed put in as stand-ins (the founder photo's
 * silhouette): still in use, such a setting counts as not chosen yet (the
 * launch checklist). Kept in a private settings row, never shown or exported
 * by the settings screen.
 */
export async function seededPlaceholderUrls(): Promise<string[]> {
  const row = await db().selectFrom('settings').select('value').where('key', '=', SEEDED_PLACEHOLDERS_KEY).executeTakeFirst();
  if (!row) return [];
  // PostgreSQL (jsonb) returns the parsed value, SQLite the JSON text.
  const value: unknown = getDb().kind === 'postgres' ? row.value : toJson(row.value, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
