import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { isSiteOrigin } from '~/server/http/site-origin.server';
import { readCookie, SESSION_COOKIE } from '~/server/http/cookies.server';
import { sessionCookie } from './cookies.server';
import { findSession, touchSession, type AdminSession } from './sessions.server';
import { accessPath, requiredRole, roleAllows } from './access';

export type { AdminSession } from './sessions.server';

/**
 * The server-side gate of every admin loader and action.
 * - `adminSession` (loaders, resource routes' included): no valid session → a 401 response; the admin
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

/** A loader's or action's arguments: the request and, from the router, its context. */
export interface AdminArgs {
  request: Request;
  context?: Readonly<RouterContextProvider>;
}

/** The request's session read, shared by its layout loader, tab loader and action. */
const requestSession = createContext<Promise<AdminSession | undefined> | null>(null);

/**
 * The request's session, read once per request: the admin layout's middleware starts the read and
 * every loader and action of the request shares it. Without a context (resource routes outside the
 * layout, direct calls) it reads the cookie's session now.
 */
export function signedInSession({ request, context }: AdminArgs): Promise<AdminSession | undefined> {
  if (!context) return currentSession(request);
  let read = context.get(requestSession);
  if (!read) {
    read = currentSession(request);
    // Awaited by whoever needs it; a refused action (another origin) may never ask.
    read.catch(() => {});
    (context as RouterContextProvider).set(requestSession, read);
  }
  return read;
}

/**
 * Forgets the request's session read once its action has it: a request without JavaScript renders the
 * screen in the same request, after the change (a new name, two-factor set up), from a fresh read.
 */
export function forgetSignedInSession(context: Readonly<RouterContextProvider>): void {
  (context as RouterContextProvider).set(requestSession, null);
}

/** The admin layout's middleware (its open routes, login and invitation, are outside it: no read there). */
export const adminSessionMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  void signedInSession({ request, context });
  return next();
};

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

/** The signed-in person of an admin loader (or action): 401 signed out, 403 where the role (or 2FA set-up) may not. */
export async function adminSession(args: AdminArgs): Promise<AdminSession> {
  const { request } = args;
  const session = await signedInSession(args);
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

export async function requireAdminAction(request: Request, context?: Readonly<RouterContextProvider>): Promise<AdminSession> {
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  const session = await signedInSession({ request, context });
  if (!session) throw data({ ok: false, error: 'unauthorized' }, { status: 401 });
  checkAccess(request, session, true);
  return session;
}
