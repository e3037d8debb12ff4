import { parseSettingsForm } from '~/domain/settings/form';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import type { Settings } from '~/domain/settings/schema';
import { actorOf } from '~/domain/audit/actor.server';
import { auditor, recordAudit } from '~/domain/audit/audit.server';
import { baseSummary, changedFields, withFields } from '~/domain/audit/summary';
import type { AdminSession } from '~/domain/auth/sessions.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import type { ActionResult } from '~/lib/action-result';

/**
 * The admin settings actions (Ayarlar): `save` (the general, contact and SEO
 * fields), `maintenance` (maintenance mode on or off) and `clear-cache`.
 * The settings route takes all three; its system tab route the last two.
 */
export type SettingsIntent = 'save' | 'maintenance' | 'analytics' | 'clear-cache';

/**
 * Saves settings and, in the same transaction, the audit entry naming the
 * settings that changed (nothing is recorded when none did).
 */
async function saveAudited(patch: Partial<Settings>, session: Pick<AdminSession, 'id'>): Promise<void> {
  const before = (await getSettings()) as unknown as Record<string, unknown>;
  const fields = changedFields(before, patch as Record<string, unknown>);
  await saveSettings(patch, async (trx) => {
    if (!fields.length) return;
    await recordAudit(
      actorOf(session),
      { action: 'update', entity: 'settings', summary: withFields(baseSummary('update', 'settings'), fields) },
      trx,
    );
  });
}

export async function runSettingsIntent(
  form: FormData,
  allowed: readonly SettingsIntent[],
  session: Pick<AdminSession, 'id'>,
): Promise<ActionResult> {
  const t = catalog.tr;
  const m = t.adminSettings;
  const fail = (description: string, title = t.adminOps.errorTitle): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title, description, variant: 'error' },
  });
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !(allowed as readonly string[]).includes(intent)) return fail(m.toasts.saveError);

  if (intent === 'save') {
    const parsed = parseSettingsForm(form, m.validation);
    if (!parsed.ok)
      return {
        ok: false,
        at: Date.now(),
        errors: parsed.errors,
        toast: { title: t.adminOps.errorTitle, description: m.validation.fixErrors, variant: 'error' },
      };
    try {
      // Maintenance mode has its own form on the system tab.
      const { maintenance_mode: _maintenance, analytics_enabled: _analytics, ...rest } = parsed.value;
      await saveAudited(rest, session);
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.saved } };
    } catch (err) {
      logger().error({ err }, 'settings save failed');
      return fail(m.toasts.saveError);
    }
  }

  if (intent === 'maintenance') {
    try {
      await saveAudited({ maintenance_mode: form.get('maintenance_mode') === 'on' }, session);
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.saved } };
    } catch (err) {
      logger().error({ err }, 'maintenance mode save failed');
      return fail(m.toasts.saveError);
    }
  }

  if (intent === 'analytics') {
    try {
      await saveAudited({ analytics_enabled: form.get('analytics_enabled') === 'on' }, session);
      return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.saved } };
    } catch (err) {
      logger().error({ err }, 'analytics setting save failed');
      return fail(m.toasts.saveError);
    }
  }

  try {
    await notifyContentChanged('manual');
    await auditor(session)({ action: 'clear_cache', entity: 'cache' });
    return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: m.toasts.cacheCleared } };
  } catch (err) {
    logger().error({ err }, 'cache clear failed');
    return fail(m.toasts.cacheError);
  }
}
