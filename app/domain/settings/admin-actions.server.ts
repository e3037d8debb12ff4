import { parseSettingsForm } from '~/domain/settings/form';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import type { Settings } from '~/domain/settings/schema';
import { done, type Intent, type IntentContext } from '~/domain/auth/index.server';
import { baseSummary, changedFields, withFields } from '~/domain/audit/index.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import type { ActionResult } from '~/lib/action-result';

/**
 * The admin settings intents (Ayarlar): `save` (the general, contact and SEO fields),
 * `maintenance` and `analytics` (switches of the system tab) and `clear-cache`. The settings
 * route takes `save`, `maintenance` and `clear-cache`; its system tab route the last three.
 */
export type SettingsIntent = 'save' | 'maintenance' | 'analytics' | 'clear-cache';

/**
 * Saves settings and, in the same transaction, the audit entry naming the
 * settings that changed (nothing is recorded when none did).
 */
async function saveAudited(patch: Partial<Settings>, c: IntentContext): Promise<void> {
  const before = (await getSettings()) as unknown as Record<string, unknown>;
  const fields = changedFields(before, patch as Record<string, unknown>);
  await saveSettings(patch, async (trx) => {
    if (fields.length)
      await c.auditIn(trx, { action: 'update', entity: 'settings', summary: withFields(baseSummary('update', 'settings'), fields) });
  });
}

const m = () => catalog.tr.adminSettings;
const saved = (c: IntentContext) => c.ok(m().toasts.saved);
const toggle =
  (key: 'maintenance_mode' | 'analytics_enabled'): Intent<ActionResult> =>
  async (c) => {
    await saveAudited({ [key]: c.form.get(key) === 'on' }, c);
    return saved(c);
  };

const SETTINGS_INTENTS: Record<SettingsIntent, Intent<ActionResult>> = {
  save: async (c) => {
    const parsed = parseSettingsForm(c.form, m().validation);
    if (!parsed.ok) return c.fail(m().validation.fixErrors, { errors: parsed.errors });
    // Maintenance mode and analytics have their own forms on the system tab.
    const { maintenance_mode: _maintenance, analytics_enabled: _analytics, ...rest } = parsed.value;
    await saveAudited(rest, c);
    return saved(c);
  },
  maintenance: toggle('maintenance_mode'),
  analytics: toggle('analytics_enabled'),
  'clear-cache': async (c) => {
    try {
      await notifyContentChanged('manual');
    } catch (err) {
      logger().error({ err }, 'cache clear failed');
      return c.fail(m().toasts.cacheError);
    }
    return done(c.ok(m().toasts.cacheCleared), { action: 'clear_cache', entity: 'cache' });
  },
};

/** The settings actions a route answers (any other intent: the save error), failures logged and answered. */
export function settingsAction(allowed: readonly SettingsIntent[]) {
  return {
    intents: Object.fromEntries(allowed.map((k) => [k, SETTINGS_INTENTS[k]])),
    error: m().toasts.saveError,
    failure: { log: 'settings save failed', level: 'error' as const },
  };
}
