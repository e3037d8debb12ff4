import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { flashCookie, sessionCookie } from '~/domain/auth/cookies.server';
import { isSameOrigin, sessionToken } from '~/domain/auth/guard.server';
import { attempt, lockoutKey } from '~/domain/auth/lockout.server';
import { encodeFlash, safeAdminPath, type LoginFlash } from '~/domain/auth/login-state';
import { verifyAdminPassword } from '~/domain/auth/password.server';
import { createSession, destroySession } from '~/domain/auth/sessions.server';
import { logger } from '~/server/logger.server';
import { actorOfToken, anonymousActor } from '~/domain/audit/actor.server';
import { recordAfter } from '~/domain/audit/audit.server';
import { baseSummary } from '~/domain/audit/summary';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { readFormData } from '~/server/http/body.server';

/** POST /admin/giris: the login (resource route). A GET lands on the login screen. */
export function loader() {
  return redirect('/admin');
}

export async function action({ request, context }: Route.ActionArgs) {
  // Login CSRF: a foreign page must not log a browser into our admin.
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  // A password and a return path: a few kilobytes at most.
  if (Number(request.headers.get('content-length') ?? 0) > 16 * 1024) throw data({ ok: false, error: 'too-large' }, { status: 413 });
  const form = await readFormData(request);
  const to = safeAdminPath(form.get('redirectTo'));
  const password = form.get('password');
  if (typeof password !== 'string' || password === '') return redirect(to, 303);

  const ip = context.clientIp;
  const headers = new Headers();
  let flash: LoginFlash;
  try {
    const outcome = await attempt(ip, () => verifyAdminPassword(password));
    if (outcome.kind === 'ok') {
      // A new session (and token) at every login: a token planted before the login is worthless.
      await destroySession(sessionToken(request));
      const token = await createSession({ ip, userAgent: request.headers.get('user-agent') });
      headers.append('Set-Cookie', sessionCookie(request, token));
      flash = { kind: 'ok' };
      logger().info({ ip }, 'admin login');
      const actor = actorOfToken(token, ip);
      await recordAfter(actor, { action: 'login', entity: 'session', entityId: actor.sessionTag });
    } else {
      flash = outcome.kind === 'wrong' ? outcome : outcome.kind === 'locked' ? outcome : { kind: 'locked-now' };
      logger().warn({ ip, outcome: outcome.kind }, 'admin login refused');
      // Security events of the audit log, with the address. A refusal while a lock runs tests no
      // password and is not recorded (it could be repeated without end); the lock itself is.
      const anon = anonymousActor(ip);
      if (outcome.kind === 'wrong') {
        const summary = fmt(catalog.tr.adminAudit.details.remaining, {
          summary: baseSummary('login_failed', 'session'),
          n: outcome.remaining,
        });
        await recordAfter(anon, { action: 'login_failed', entity: 'session', summary });
      } else if (outcome.kind === 'locked-now') {
        await recordAfter(anon, { action: 'login_failed', entity: 'session' });
        await recordAfter(anon, { action: 'lockout', entity: 'login_lock', entityId: lockoutKey(ip) });
      }
    }
  } catch (err) {
    logger().error({ err, ip }, 'admin login failed');
    flash = { kind: 'error' };
  }
  headers.append('Set-Cookie', flashCookie(request, encodeFlash(flash)));
  return redirect(to, { status: 303, headers });
}
