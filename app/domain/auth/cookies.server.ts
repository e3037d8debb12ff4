import { FLASH_COOKIE, SESSION_COOKIE, setCookie } from '~/server/http/cookies.server';
import { SESSION_IDLE_MS } from './sessions.server';

/*
 * The lifetimes of the admin's cookies. Their names, the reading of a Cookie
 * header and the attributes of a Set-Cookie live in app/server/http/cookies.server.ts.
 */

/**
 * The session cookie. Its Max-Age follows the session's end (`expiresAt`: the
 * idle expiry, capped by the absolute lifetime); without it, a new session's
 * idle timeout.
 */
export function sessionCookie(request: Request, token: string, expiresAt?: Date): string {
  const seconds = expiresAt ? (expiresAt.getTime() - Date.now()) / 1000 : SESSION_IDLE_MS / 1000;
  return setCookie(request, SESSION_COOKIE, token, seconds);
}

export function clearSessionCookie(request: Request): string {
  return setCookie(request, SESSION_COOKIE, '', 0);
}

/**
 * The one-shot outcome of a login attempt, carried across the redirect that
 * follows it (so the same answer works with and without JavaScript). It holds
 * only a short code, never the password; the login screen reads and clears it.
 */
export function flashCookie(request: Request, value: string): string {
  return setCookie(request, FLASH_COOKIE, value, 60);
}

export function clearFlashCookie(request: Request): string {
  return setCookie(request, FLASH_COOKIE, '', 0);
}
