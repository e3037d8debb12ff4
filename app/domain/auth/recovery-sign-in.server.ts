import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { db } from '~/server/db/index.server';
import { logger } from '~/server/logger.server';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { unusedRecoveryCodes, type Account } from './accounts.server';
import { auditRecoveryLogin } from './session-audit.server';

/**
 * A sign-in whose second step was a one-time recovery code: the app or passkey is lost, or
 * someone has the person's password and a code. It is logged and audited as such, and the
 * person and every other active owner get a mail (through the queue), so a stranger's use is seen.
 */
const when = (d: Date) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(d);

export async function noteRecoverySignIn(token: string, ip: string, account: Account, now = new Date()): Promise<void> {
  logger().warn({ ip, account: account.id }, 'admin login with a recovery code');
  await auditRecoveryLogin(token, ip, account);
  try {
    const m = catalog.tr.adminUsers.recoveryMail;
    const params = {
      name: account.name || account.email,
      email: account.email,
      ip,
      time: when(now),
      left: await unusedRecoveryCodes(account.id),
    };
    await enqueueMail({ kind: 'recovery-sign-in', to: account.email, subject: m.subject, text: fmt(m.text, params) });
    const owners = await db()
      .selectFrom('admin_accounts')
      .select('email')
      .where('role', '=', 'owner')
      .where('status', '=', 'active')
      .where('id', '<>', account.id)
      .execute();
    for (const o of owners)
      await enqueueMail({ kind: 'recovery-sign-in', to: o.email, subject: m.ownerSubject, text: fmt(m.ownerText, params) });
    wakeMailWorker();
  } catch (err) {
    // The sign-in stands; a mail that could not be queued is in the log.
    logger().error({ err: err instanceof Error ? err.message : String(err), account: account.id }, 'recovery sign-in mail not queued');
  }
}
