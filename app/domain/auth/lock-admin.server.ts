import { liftLocks, lockKeyOf } from './lockout.server';
import type { AdminSession } from './sessions.server';
import { logger } from '~/server/logger.server';
import { auditor } from '~/domain/audit/audit.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';

/**
 * The system tab's "Kilidi kaldır" (intent `unlock`, field `key` as listed): lifts one address's login lock so
 * it can log in at once. The lockout rule itself is unchanged; only a signed-in admin (or `npm run admin:unlock`
 * on the server) can lift a lock, and every lift is logged with the session that did it.
 */
export async function runUnlockIntent(form: FormData, session: AdminSession): Promise<ActionResult> {
  const t = catalog.tr;
  const m = t.adminLocks;
  const raw = form.get('key');
  const key = typeof raw === 'string' ? lockKeyOf(raw) : null;
  const error = (description: string): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.adminOps.errorTitle, description, variant: 'error' },
  });
  if (!key) return error(m.liftError);
  try {
    const lifted = await liftLocks(key);
    logger().warn({ key, lifted: lifted.length > 0, session: session.id.slice(0, 8) }, 'login lock lifted by an admin');
    if (lifted.length === 0) return error(m.notFound);
    await auditor(session)({ action: 'unlock', entity: 'login_lock', entityId: key });
    return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: fmt(m.lifted, { address: key }) } };
  } catch (err) {
    logger().error({ err }, 'lifting a login lock failed');
    return error(m.liftError);
  }
}
