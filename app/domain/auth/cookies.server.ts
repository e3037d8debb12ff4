import { SESSION_COOKIE, SESSION_IDLE_MS } from './sessions.server';

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** `Secure` when the request came over HTTPS (directly, or via a trusted proxy). */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/**
 * The session cookie. Its Max-Age follows the session's end (`expiresAt`: the
 * idle expiry, capped by the absolute lifetime); without it, a new session's
 * idle timeout.
 */
export function sessionCookie(request: Request, token: string, expiresAt?: Date): string {
  const seconds = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : Math.floor(SESSION_IDLE_MS / 1000);
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${seconds}`,
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

export function clearSessionCookie(request: Request): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(isHttps(request) ? ['Secure'] : [])].join('; ');
}

/**
 * The one-shot outcome of a login attempt, carried across the redirect that
 * follows it (so the same answer works with and without JavaScript). It holds
 * only a short code, never the password; the login screen reads and clears it.
 */
export const FLASH_COOKIE = 'admin_flash';

export function flashCookie(request: Request, value: string): string {
  return [
    `${FLASH_COOKIE}=${encodeURIComponent(value)}`,
    // Path=/ and not /admin: the panel's data requests include /admin.data, which /admin does not cover.
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=60',
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

export function clearFlashCookie(request: Request): string {
  return [`${FLASH_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(isHttps(request) ? ['Secure'] : [])].join('; ');
}
