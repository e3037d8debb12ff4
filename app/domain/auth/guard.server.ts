import { data } from 'react-router';
import { config } from '~/server/config.server';
import { readCookie } from './cookies.server';
import { findSession, SESSION_COOKIE, type AdminSession } from './sessions.server';

/**
 * The server-side gate of every admin loader and action.
 * - `requireAdmin` (loaders): no valid session → a 401 response; the admin
 *   layout's error boundary renders the login screen at the same URL, so a
 *   login lands the user on the page they asked for. No data is revealed.
 * - `requireAdminAction` (actions): a cross-origin request → 403; no valid session → 401.
 */
export async function currentSession(request: Request): Promise<AdminSession | undefined> {
  return findSession(readCookie(request, SESSION_COOKIE));
}

export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await currentSession(request);
  if (!session) throw data({ ok: false, error: 'unauthorized' }, { status: 401 });
  return session;
}

/**
 * True when the request's Origin (or, failing that, Referer) is this site: the
 * same scheme, host and port as the request (as React Router checks its actions;
 * behind a TLS proxy, TRUST_PROXY makes the request https), or PUBLIC_URL's origin.
 */
export function isSameOrigin(request: Request): boolean {
  const own = new URL(request.url);
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source || source === 'null') return false;
  let from: URL;
  try {
    from = new URL(source);
  } catch {
    return false;
  }
  const publicUrl = config().PUBLIC_URL;
  if (publicUrl && from.origin === new URL(publicUrl).origin) return true;
  return from.origin === own.origin;
}

export async function requireAdminAction(request: Request): Promise<AdminSession> {
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  const session = await currentSession(request);
  if (!session) throw data({ ok: false, error: 'unauthorized' }, { status: 401 });
  return session;
}
