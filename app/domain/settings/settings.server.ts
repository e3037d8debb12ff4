import { db, getDb } from '~/server/db/index.server';
import { nowIso, toJson } from '~/server/db/values';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from './schema';
import { notifyContentChanged, onContentChanged } from '~/server/cache/invalidation.server';

let cached: { value: Settings; at: number } | undefined;
onContentChanged(() => {
  cached = undefined;
});

/** The site settings: stored values over the defaults. Cached until any content change. */
export async function getSettings(): Promise<Settings> {
  if (cached) return cached.value;
  const rows = await db().selectFrom('settings').select(['key', 'value']).execute();
  const merged: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
  for (const row of rows) {
    // PostgreSQL (jsonb) returns parsed values, a string included; SQLite returns JSON text.
    if (row.key in DEFAULT_SETTINGS) merged[row.key] = getDb().kind === 'postgres' ? row.value : toJson(row.value, null);
  }
  const parsed = settingsSchema.safeParse(merged);
  const value = parsed.success ? parsed.data : DEFAULT_SETTINGS;
  cached = { value, at: Date.now() };
  return value;
}

/** Stores the given settings (validated by the caller's schema) and invalidates caches. */
export async function saveSettings(patch: Partial<Settings>): Promise<void> {
  const now = nowIso();
  const entries = Object.entries(patch).filter(([k]) => k in DEFAULT_SETTINGS);
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const [key, value] of entries) {
        const json = JSON.stringify(value);
        await trx
          .insertInto('settings')
          .values({ key, value: json, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
          .execute();
      }
    });
  await notifyContentChanged('settings');
}
