import { db, getDb } from '~/server/db/index.server';
import { nowIso, toJson } from '~/server/db/values';
import { logger } from '~/server/logger.server';
import { CACHE_MAX_AGE_MS, notifyContentChanged, onContentChanged } from '~/server/cache/invalidation.server';
import { setSiteAddress, siteOrigin } from '~/server/http/site-origin.server';
import { recordAudit, actorOf, baseSummary, withFields } from '~/domain/audit/index.server';
import type { AdminSession, Intent } from '~/domain/auth/index.server';
import type { ActionResult } from '~/lib/action-result';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { SITE_ADDRESS_KEY, siteAddressSchema } from './site-address';

/**
 * The site's address the owner confirmed (ADR 021), stored under a private settings key.
 * A backup carries it and a restore brings it back, named in the preview (moving to a new
 * server keeps the domain; docs/backups.md). Held in memory by the HTTP layer
 * (site-origin.server.ts), reloaded on every settings change (on every instance, through
 * PostgreSQL NOTIFY).
 */
const KEY = SITE_ADDRESS_KEY;

export async function readSiteAddress(): Promise<string | undefined> {
  const row = await db().selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return undefined;
  const v: unknown = getDb().kind === 'postgres' ? row.value : toJson<unknown>(row.value as string, null);
  return typeof v === 'string' && /^https?:\/\/[^/]+$/.test(v) ? v : undefined;
}

async function reload(): Promise<void> {
  try {
    setSiteAddress(await readSiteAddress());
  } catch (err) {
    logger().error({ err }, 'site address could not be read');
  }
}

/** A start-up service: the stored address into the HTTP layer, and again after each change. */
export async function startSiteAddress(): Promise<() => void> {
  await reload();
  const stop = onContentChanged(() => void reload());
  // Read again now and then too: a change notice that never arrived cannot last.
  const timer = setInterval(() => void reload(), CACHE_MAX_AGE_MS);
  timer.unref();
  return () => {
    stop();
    clearInterval(timer);
  };
}

/** What the admin shows: the address in force and where it comes from. */
export function siteAddressState(): { address: string | undefined; fromServer: boolean } {
  const site = siteOrigin();
  return { address: site?.origin, fromServer: !!site?.fromServer };
}

/** Stores the confirmed address (an origin checked by siteAddressSchema), audited, and applies it. */
export async function confirmSiteAddress(origin: string, session: Pick<AdminSession, 'id'>): Promise<void> {
  const json = JSON.stringify(origin);
  const now = nowIso();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('settings')
        .values({ key: KEY, value: json, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
        .execute();
      await recordAudit(
        actorOf(session),
        { action: 'update', entity: 'settings', summary: withFields(baseSummary('update', 'settings'), ['site_address']) },
        trx,
      );
    });
  setSiteAddress(origin);
  // Pages stored for the old address (or none) are dropped; other instances reload it.
  await notifyContentChanged('settings');
}

/** The admin's `site-address` intent (Ayarlar → Sistem, the launch checklist): validate, store, say so. */
export const siteAddressIntent: Intent<ActionResult> = async (c) => {
  const t = catalog.tr;
  const m = t.adminSite.address;
  const fail = (description: string) => c.fail(description, { errors: { site_address: description } });
  const site = siteOrigin();
  if (site?.fromServer) return fail(fmt(m.fromServer, { address: site.origin }));
  const parsed = siteAddressSchema.safeParse(c.form.get('site_address') ?? '');
  if (!parsed.success) return fail(m.invalid);
  try {
    await confirmSiteAddress(parsed.data, c.session);
  } catch (err) {
    logger().error({ err }, 'site address could not be saved');
    return fail(t.adminSettings.toasts.saveError);
  }
  return c.ok(fmt(m.saved, { address: parsed.data }));
};
