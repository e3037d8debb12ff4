import { data, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { clearSessionCookie, isSameOrigin, sessionToken, destroySession, findSession, auditLogout } from '~/domain/auth/index.server';

/** POST /admin/cikis: 'Çıkış Yap' deletes the session on the server (resource route). */
export function loader() {
  return redirect('/admin');
}

export async function action({ request }: Route.ActionArgs) {
  // A foreign page must not be able to log the admin out either.
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  const token = sessionToken(request);
  const session = await findSession(token);
  await destroySession(token);
  if (session) await auditLogout(session);
  return redirect('/admin', { status: 303, headers: { 'Set-Cookie': clearSessionCookie(request) } });
}
