import { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';
import { db, getDb } from '~/server/db/index.server';
import { nowIso, toJson } from '~/server/db/values';
import { logger } from '~/server/logger.server';
import { followCompanyRename } from '~/server/mail/server-settings.server';
import {
  DEFAULT_SETTINGS,
  imageSettingShape,
  settingsSchema,
  socialLinksSchema,
  seoSettingsSchema,
  legalIdentitySchema,
  brandSettingsSchema,
  withAltRule,
  type SettingKey,
  type Settings,
} from './schema';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { MAX_MILESTONES, milestoneShape } from './milestones';
import { createContext, type RouterContextProvider } from 'react-router';

function makeSchemas(strict: boolean): Record<SettingKey, z.ZodType> {
  const object = <T extends z.ZodRawShape>(shape: T) => (strict ? z.strictObject(shape) : z.object(shape));
  return {
    ...settingsSchema.shape,
    social_links: object(socialLinksSchema.shape),
    seo_settings: object(seoSettingsSchema.shape),
    legal_identity: object(legalIdentitySchema.shape),
    brand: object(brandSettingsSchema.shape),
    milestones: z.array(object(milestoneShape)).max(MAX_MILESTONES),
    founder_photo: withAltRule(object(imageSettingShape)),
    hero_image: withAltRule(object(imageSettingShape)),
  };
}

/**
 * One schema per stored setting (one row per top-level key): the settings
 * form's rules (the shared settings schema: http(s) links, plain addresses).
 * `strict` (backup restore) also refuses unknown nested keys; reading
 * tolerates and drops them.
 */
export const SETTING_VALUE_SCHEMAS = makeSchemas(false);
export const STRICT_SETTING_VALUE_SCHEMAS = makeSchemas(true);

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(DEFAULT_SETTINGS, key);
}

/**
 * The site settings: stored values over the defaults, each key validated on
 * its own, so one invalid stored value (a bad restore, a hand edit) falls back
 * to that key's default only, with a warning in the log. Rows whose key is not
 * a setting (the private `_token_secret`, keys of removed settings) are not
 * read. Read on every call: a public page reads them when it is rendered, and the page cache
 * keeps the page (app/server/http/page-cache.server.ts), so no copy is kept here.
 */
export async function getSettings(): Promise<Settings> {
  const rows = await db().selectFrom('settings').select(['key', 'value']).execute();
  const value: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    // PostgreSQL (jsonb) returns parsed values, a string included; SQLite returns JSON text.
    const stored = getDb().kind === 'postgres' ? row.value : toJson(row.value, undefined);
    const parsed = SETTING_VALUE_SCHEMAS[row.key].safeParse(stored);
    if (parsed.success) value[row.key] = parsed.data;
    else logger().warn({ key: row.key }, 'invalid stored setting: its default is used');
  }
  return value as Settings;
}

/** The settings of one request, in its router context: read once, when a loader first asks. */
const requestSettings = createContext<Promise<Settings> | null>(null);

/**
 * The site settings for this request's loaders: the layout's and the page's loaders run side
 * by side and share one read. Nothing is kept beyond the request.
 */
export function settingsFor(context: Readonly<RouterContextProvider>): Promise<Settings> {
  let read = context.get(requestSettings);
  if (!read) {
    read = getSettings();
    (context as RouterContextProvider).set(requestSettings, read);
  }
  return read;
}

/**
 * Stores the given settings (validated by the caller's schema) and announces the change (stored pages are rendered again).
 * `alsoInTransaction` runs in the same transaction (the audit log's entry).
 */
export async function saveSettings(
  patch: Partial<Settings>,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const now = nowIso();
  const entries = Object.entries(patch).filter(([k]) => isSettingKey(k));
  await db()
    .transaction()
    .execute(async (trx) => {
      if (patch.site_title !== undefined) {
        const old = await trx.selectFrom('settings').select('value').where('key', '=', 'site_title').executeTakeFirst();
        const oldTitle = old ? (getDb().kind === 'postgres' ? old.value : toJson(old.value, undefined)) : DEFAULT_SETTINGS.site_title;
        if (typeof oldTitle === 'string' && oldTitle !== patch.site_title) await followCompanyRename(trx, oldTitle);
      }
      for (const [key, value] of entries) {
        const json = JSON.stringify(value);
        await trx
          .insertInto('settings')
          .values({ key, value: json, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
          .execute();
      }
      await alsoInTransaction?.(trx);
    });
  await notifyContentChanged('settings');
}
