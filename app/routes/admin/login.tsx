import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import {
  flashCookie,
  sessionCookie,
  isSameOrigin,
  sessionToken,
  attempt,
  attemptSignIn,
  clearSignInKeys,
  lockoutKey,
  type AttemptOutcome,
  verifyAdminPassword,
  createSession,
  destroySession,
  findPendingSession,
  getAccount,
  hasAccounts,
  recordLogin,
  verifyAccountLogin,
  verifySecondFactor,
  authenticationOptions,
  verifyPasskeyLogin,
  auditLogin,
  auditRefusal,
  noteRecoverySignIn,
  pairLockedOnly,
  requestUnlockLink,
} from '~/domain/auth/index.server';
import { encodeFlash, safeAdminPath, type LoginFlash } from '~/domain/auth/index';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { logger } from '~/server/logger.server';
import { readFormData } from '~/server/http/body.server';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * POST /admin/giris: the login (resource route). A GET lands on the login screen.
 * - No staff account yet: the shared password (docs/product-spec.md §6), as before.
 * - Staff accounts: e-mail and password, charged to the address's and the account's lockout
 *   counters; with a second factor, a pending session (opens nothing) until the code step
 *   (`intent=code`: a TOTP or recovery code, charged to the same counters).
 */
export function loader() {
  return redirect('/admin');
}

function refused(outcome: Exclude<AttemptOutcome, { kind: 'ok' }>, codeStep = false): LoginFlash {
  if (outcome.kind === 'wrong') return codeStep ? { kind: 'code-wrong', remaining: outcome.remaining } : outcome;
  return outcome.kind === 'locked' ? outcome : { kind: 'locked-now' };
}

/** A staff refusal: when only this account is locked from this address, the screen offers to unlock it by e-mail. */
async function refusedStaff(
  outcome: Exclude<AttemptOutcome, { kind: 'ok' }>,
  email: string,
  ip: string,
  codeStep = false,
): Promise<LoginFlash> {
  if (outcome.kind !== 'wrong' && (await pairLockedOnly(email, ip)))
    return { kind: 'locked-pair', minutes: outcome.kind === 'locked' ? outcome.minutes : null };
  return refused(outcome, codeStep);
}

export async function action({ request, context }: Route.ActionArgs) {
  // Login CSRF: a foreign page must not log a browser into our admin.
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  // A password (or a passkey's answer) and a return path: a few kilobytes at most.
  if (Number(request.headers.get('content-length') ?? 0) > 16 * 1024) throw data({ ok: false, error: 'too-large' }, { status: 413 });
  const form = await readFormData(request);
  const to = safeAdminPath(form.get('redirectTo'));
  const intent = form.get('intent');
  const ip = context.get(requestInfo).clientIp;
  const userAgent = request.headers.get('user-agent');
  const headers = new Headers();
  let flash: LoginFlash | null = null;

  const signIn = async (accountId: string | null, factor?: 'totp' | 'recovery' | false) => {
    // A new session (and token) at every login: a token planted before the login is worthless.
    await destroySession(sessionToken(request));
    const token = await createSession({ ip, userAgent, accountId });
    headers.append('Set-Cookie', sessionCookie(request, token));
    if (accountId) await recordLogin(accountId);
    const account = accountId ? await getAccount(accountId) : undefined;
    if (account && factor === 'recovery') await noteRecoverySignIn(token, ip, account);
    else {
      logger().info({ ip, account: accountId }, 'admin login');
      await auditLogin(token, ip, account);
    }
    return { kind: 'ok' } as const;
  };

  try {
    if (intent === 'cancel-code') {
      await destroySession(sessionToken(request));
    } else if (intent === 'passkey-options') {
      // The code step's passkey button asks for the WebAuthn request options (JSON; the challenge is kept on the pending session).
      const pending = await findPendingSession(sessionToken(request));
      if (!pending) return Response.json({ ok: false }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
      return Response.json(await authenticationOptions(request, pending), { headers: { 'Cache-Control': 'no-store' } });
    } else if (intent === 'code' || intent === 'passkey') {
      const pending = await findPendingSession(sessionToken(request));
      const account = pending ? await getAccount(pending.accountId) : undefined;
      const code = form.get(intent === 'code' ? 'code' : 'response');
      if (pending && account && typeof code === 'string' && code.trim() !== '') {
        // Which factor answered: a recovery code's sign-in is told to the person and the owners.
        let factor: 'totp' | 'recovery' | false = false;
        const check =
          intent === 'code'
            ? async () => !!(factor = await verifySecondFactor(account.id, code.slice(0, 64)))
            : async () => {
                let response: AuthenticationResponseJSON;
                try {
                  response = JSON.parse(code) as AuthenticationResponseJSON;
                } catch {
                  return false;
                }
                // `null`, a number, a list: not an authenticator's answer (a TypeError and a 500 before).
                if (response === null || typeof response !== 'object' || Array.isArray(response)) return false;
                return verifyPasskeyLogin(request, pending, response);
              };
        const outcome = await attemptSignIn(account.email, ip, check);
        if (outcome.kind === 'ok') {
          flash = await signIn(account.id, factor);
        } else {
          if (outcome.kind !== 'wrong') await destroySession(sessionToken(request));
          await auditRefusal(ip, outcome, outcome.started, true);
          flash = await refusedStaff(outcome, account.email, ip, true);
          logger().warn({ ip, outcome: outcome.kind, account: account.id }, 'admin second factor refused');
        }
      }
    } else if (intent === 'unlock-request') {
      // "Kilidi e-postayla aç": one neutral answer whether or not the account exists (see requestUnlockLink).
      const email = form.get('email');
      if (typeof email !== 'string' || !email.trim() || email.length > 254 || !(await hasAccounts())) return redirect(to, 303);
      const result = await requestUnlockLink(email, ip);
      flash = { kind: result === 'answered' ? 'unlock-sent' : 'unlock-unavailable' };
    } else if (await hasAccounts()) {
      const email = form.get('email');
      const password = form.get('password');
      if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password || email.length > 254)
        return redirect(to, 303);
      let found: { id: string; twoFactor: boolean } | undefined;
      const outcome = await attemptSignIn(
        email,
        ip,
        async () => {
          found = await verifyAccountLogin(email, password);
          return !!found;
        },
        { clear: false },
      );
      if (outcome.kind === 'ok' && found) {
        if (found.twoFactor) {
          // The counters keep running until the code is right (a known password cannot reset them between guesses).
          await destroySession(sessionToken(request));
          const token = await createSession({ ip, userAgent, accountId: found.id, mfaPending: true });
          headers.append('Set-Cookie', sessionCookie(request, token));
        } else {
          await clearSignInKeys(email, ip);
          flash = await signIn(found.id);
        }
      } else if (outcome.kind !== 'ok') {
        await auditRefusal(ip, outcome, outcome.started, false);
        flash = await refusedStaff(outcome, email, ip);
        logger().warn({ ip, outcome: outcome.kind }, 'admin login refused');
      }
    } else {
      const password = form.get('password');
      if (typeof password !== 'string' || password === '') return redirect(to, 303);
      const outcome = await attempt(ip, () => verifyAdminPassword(password));
      if (outcome.kind === 'ok') flash = await signIn(null);
      else {
        flash = refused(outcome);
        await auditRefusal(ip, outcome, outcome.kind === 'locked-now' ? [lockoutKey(ip)] : [], false);
        logger().warn({ ip, outcome: outcome.kind }, 'admin login refused');
      }
    }
  } catch (err) {
    logger().error({ err, ip }, 'admin login failed');
    flash = { kind: 'error' };
  }
  if (flash) headers.append('Set-Cookie', flashCookie(request, encodeFlash(flash)));
  return redirect(to, { status: 303, headers });
}
