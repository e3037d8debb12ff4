import { checkAccountPassword, hasAccounts, verifySecondFactor } from './accounts.server';
import { attempt, attemptSignIn, lockoutKey } from './lockout.server';
import { verifyAdminPassword } from './password.server';
import { auditReauthRefusal } from './session-audit.server';
import type { AdminSession } from './sessions.server';

/**
 * Proof that the person at the keyboard is the account's owner, before a second factor is
 * added or removed, new recovery codes are made, or a saved mail server or backup bucket is
 * pointed elsewhere: a session alone is not enough, since a session left open (or stolen) must
 * not be able to take the account over for good or send a saved secret to another host.
 * The proof is the current password, or a current code from the authenticator app (or an unused
 * recovery code, which it uses up). Each try is charged to the sign-in lockout (the address,
 * the account from it, the account), so an open session cannot be used to guess the password.
 * Every wrong answer (and each lock it starts) is in the audit log under the session's person.
 * A session of the shared admin password (no staff accounts yet) proves itself with that password.
 */
export type ReauthResult = 'ok' | 'missing' | 'wrong' | 'locked';

type ReauthSession = Pick<AdminSession, 'id' | 'accountId' | 'email' | 'name'>;

export async function proveIdentity(
  session: ReauthSession,
  input: { password?: unknown; code?: unknown },
  ip: string,
): Promise<ReauthResult> {
  const password = typeof input.password === 'string' ? input.password : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!password && !code) return 'missing';
  if (password.length > 1024 || code.length > 64) return 'wrong';
  const accountId = session.accountId;
  if (!accountId) {
    // Shared-password mode only: once staff accounts exist, a session without one proves nothing.
    if (!password || !session.id || (await hasAccounts())) return 'wrong';
    const outcome = await attempt(ip, () => verifyAdminPassword(password));
    if (outcome.kind === 'ok') return 'ok';
    await auditReauthRefusal(session, ip, outcome, outcome.kind === 'locked-now' ? [lockoutKey(ip)] : []);
    return outcome.kind === 'wrong' ? 'wrong' : 'locked';
  }
  if (!session.email) return 'wrong';
  const outcome = await attemptSignIn(
    session.email,
    ip,
    async () => (password ? checkAccountPassword(accountId, password) : !!(await verifySecondFactor(accountId, code))),
    { clear: false },
  );
  if (outcome.kind === 'ok') return 'ok';
  await auditReauthRefusal(session, ip, outcome, outcome.started);
  return outcome.kind === 'wrong' ? 'wrong' : 'locked';
}
