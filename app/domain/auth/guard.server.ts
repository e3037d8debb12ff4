import { data } from 'react-router';
import { isSiteOrigin } from '~/server/http/site-origin.server';
import { readCookie, SESSION_COOKIE } from '~/server/http/cookies.server';
import { sessionCookie } from './cookies.server';
import { findSession, touchSession, type AdminSession } from './sessions.server';
import { accessPath, requiredRole, roleAllows } from './access';

export type { AdminSession } from './sessions.server';

/**
 * The server-side gate of every admin loader and action.
 * - `requireAdmin` (loaders): no valid session → a 401 response; the admin
 *   layout's error boundary renders the login screen at the same URL, so a
 *   login lands the user on the page they asked for. No data is revealed.
 * - `requireAdminAction` (actions): a cross-origin request → 403; no valid session → 401.
 * - Both check the person's role against the access table (access.ts) for the request's
 *   path: a role that may not load (or, for an action, change) it gets 403, before the
 *   route does anything. The returned session names the person: `accountId`, `email`,
 *   `name` and `role` (`shared`, with null person fields, for the shared password).
 */
export function sessionToken(request: Request): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

/** The request's session, if valid: a pure read (see touchSession). */
export async function currentSession(request: Request): Promise<AdminSession | undefined> {
  return findSession(sessionToken(request));
}

/**
 * Records this use of the session, once per admin page load (the admin layout's
 * loader, whose response carries the cookie): the idle expiry is extended at most
 * once a minute, capped by the absolute lifetime, and the cookie's Max-Age follows.
 * Returns the Set-Cookie value when the session was extended.
 */
export async function touchSessionCookie(request: Request, session: AdminSession): Promise<string | undefined> {
  const expiresAt = await touchSession(session);
  const token = sessionToken(request);
  return expiresAt && token ? sessionCookie(request, token, expiresAt) : undefined;
}

/** Hesabım and everything under it (/admin/hesabim/gecis-anahtari): a person's own account. */
export function isOwnAccountPath(path: string): boolean {
  return path === '/admin/hesabim' || path.startsWith('/admin/hesabim/');
}

/** 403 unless the session's role may do this request (GET: load; otherwise: change) at its path. */
export function checkAccess(request: Request, session: AdminSession, write: boolean): void {
  const path = accessPath(new URL(request.url).pathname);
  // Two-factor required and not set up yet: only the person's own account pages open (Hesabım and
  // what it posts to, the passkey set-up included), so either kind of second factor can be set up.
  if (session.mustSetUpTwoFactor && !isOwnAccountPath(path)) throw data({ ok: false, error: 'two-factor-required' }, { status: 403 });
  if (!roleAllows(session.role, requiredRole(path, write))) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
}

export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await currentSession(request);
  if (!session) throw data({ ok: false, error: 'unauthorized' }, { status: 401 });
  checkAccess(request, session, request.method !== 'GET' && request.method !== 'HEAD');
  return session;
}

/**
 * True when the request's Origin (or, failing that, Referer) is this site: the
 * same scheme, host and port as the request (as React Router checks its actions;
 * behind a TLS proxy, TRUST_PROXY makes the request https), or PUBLIC_URL's (isSiteOrigin).
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
  return isSiteOrigin(from.origin, own.origin);
}

export async function requireAdminAction(request: Request): Promise<AdminSession> {
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  const session = await currentSession(request);
  if (!session) throw data({ ok: false, error: 'unauthorized' }, { status: 401 });
  checkAccess(request, session, true);
  return session;
}
