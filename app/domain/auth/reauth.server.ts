import { checkAccountPassword, verifySecondFactor } from './accounts.server';
import { attemptSignIn } from './lockout.server';
import type { AdminSession } from './sessions.server';

/**
 * Proof that the person at the keyboard is the account's owner, before a second factor is
 * added or removed or new recovery codes are made (issue 34): a session alone is not enough,
 * since a session left open (or stolen) must not be able to take the account over for good.
 * The proof is the current password, or a current code from the authenticator app (or an unused
 * recovery code, which it uses up). Each try is charged to the sign-in lockout (the address,
 * the account from it, the account), so an open session cannot be used to guess the password.
 */
export type ReauthResult = 'ok' | 'missing' | 'wrong' | 'locked';

export async function proveIdentity(
  session: AdminSession,
  input: { password?: unknown; code?: unknown },
  ip: string,
): Promise<ReauthResult> {
  const accountId = session.accountId;
  if (!accountId || !session.email) return 'wrong';
  const password = typeof input.password === 'string' ? input.password : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!password && !code) return 'missing';
  if (password.length > 1024 || code.length > 64) return 'wrong';
  const outcome = await attemptSignIn(
    session.email,
    ip,
    async () => (password ? checkAccountPassword(accountId, password) : !!(await verifySecondFactor(accountId, code))),
    { clear: false },
  );
  if (outcome.kind === 'ok') return 'ok';
  return outcome.kind === 'wrong' ? 'wrong' : 'locked';
}
