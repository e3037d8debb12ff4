import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { flashCookie, sessionCookie } from '~/domain/auth/cookies.server';
import { isSameOrigin, sessionToken } from '~/domain/auth/guard.server';
import { attempt } from '~/domain/auth/lockout.server';
import { encodeFlash, safeAdminPath, type LoginFlash } from '~/domain/auth/login-state';
import { verifyAdminPassword } from '~/domain/auth/password.server';
import { createSession, destroySession } from '~/domain/auth/sessions.server';
import { logger } from '~/server/logger.server';
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
    } else {
      flash = outcome.kind === 'wrong' ? outcome : outcome.kind === 'locked' ? outcome : { kind: 'locked-now' };
      logger().warn({ ip, outcome: outcome.kind }, 'admin login refused');
    }
  } catch (err) {
    logger().error({ err, ip }, 'admin login failed');
    flash = { kind: 'error' };
  }
  headers.append('Set-Cookie', flashCookie(request, encodeFlash(flash)));
  return redirect(to, { status: 303, headers });
}
