import { liftLocks, lockKeyOf } from './lockout.server';
import { done, type Intent } from './admin-action.server';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';

/**
 * The system tab's "Kilidi kaldır" (intent `unlock`, field `key` as listed): lifts one address's login lock so
 * it can log in at once. The lockout rule itself is unchanged; only a signed-in admin (or `npm run admin:unlock`
 * on the server) can lift a lock, and every lift is logged with the session that did it.
 */
export const unlockIntent: Intent<ActionResult> = async (c) => {
  const m = catalog.tr.adminLocks;
  const raw = c.form.get('key');
  const key = typeof raw === 'string' ? lockKeyOf(raw) : null;
  if (!key) return c.fail(m.liftError);
  try {
    const lifted = await liftLocks(key);
    logger().warn({ key, lifted: lifted.length > 0, session: c.session.id.slice(0, 8) }, 'login lock lifted by an admin');
    if (lifted.length === 0) return c.fail(m.notFound);
  } catch (err) {
    logger().error({ err }, 'lifting a login lock failed');
    return c.fail(m.liftError);
  }
  return done(c.ok(fmt(m.lifted, { address: key })), { action: 'unlock', entity: 'login_lock', entityId: key });
};
