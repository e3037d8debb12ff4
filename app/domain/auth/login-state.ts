/**
 * What the login screen shows, shared by the server (which decides) and the
 * browser (which renders). It never contains the password.
 */

/** The one-shot outcome of the last login attempt (docs/product-spec.md §8 toasts). */
export type LoginFlash =
  | { kind: 'ok' }
  | { kind: 'wrong'; remaining: number }
  /** A wrong second-factor code (staff accounts): it counts toward the same lockout. */
  | { kind: 'code-wrong'; remaining: number }
  | { kind: 'locked-now' }
  | { kind: 'locked'; minutes: number }
  /** Refused: this address is locked for this account only (not as an address): the screen offers "Kilidi e-postayla aç". */
  | { kind: 'locked-pair'; minutes: number | null }
  /** The unlock request's neutral answer (the same whether or not the account exists). */
  | { kind: 'unlock-sent' }
  /** No link can be mailed (no known site address or no mail set up): ask an owner. */
  | { kind: 'unlock-unavailable' }
  | { kind: 'error' };

export function encodeFlash(f: LoginFlash): string {
  switch (f.kind) {
    case 'wrong':
      return `wrong:${f.remaining}`;
    case 'code-wrong':
      return `code-wrong:${f.remaining}`;
    case 'locked':
      return `locked:${f.minutes}`;
    case 'locked-pair':
      // null: the lock started with this answer (the "locked now" toast).
      return `locked-pair:${f.minutes ?? 'now'}`;
    default:
      return f.kind;
  }
}

export function decodeFlash(v: string | undefined): LoginFlash | null {
  if (!v) return null;
  if (v === 'ok' || v === 'locked-now' || v === 'error' || v === 'unlock-sent' || v === 'unlock-unavailable') return { kind: v };
  if (v === 'locked-pair:now') return { kind: 'locked-pair', minutes: null };
  const m = /^(wrong|code-wrong|locked|locked-pair):(\d{1,3})$/.exec(v);
  if (!m) return null;
  const n = Number(m[2]);
  if (m[1] === 'code-wrong') return { kind: 'code-wrong', remaining: n };
  if (m[1] === 'locked-pair') return { kind: 'locked-pair', minutes: n };
  return m[1] === 'wrong' ? { kind: 'wrong', remaining: n } : { kind: 'locked', minutes: n };
}

/** The login screen's state for this client address, sent with the 401 answer of the admin layout. */
export interface LoginScreenState {
  /** Minutes left of a running lock (rounded up), or null: the form is shown. */
  lockedMinutes: number | null;
  /** Attempts left after one or more wrong passwords, or null when none failed. */
  remaining: number | null;
  flash: LoginFlash | null;
  /**
   * `shared`: no staff account exists, the spec's single-password screen. `accounts`: e-mail
   * and password. `code`: the password was right, the second factor is asked for.
   */
  step?: 'shared' | 'accounts' | 'code';
  /** At the code step: which second factors the account has (a recovery code is always offered). */
  factors?: { totp: boolean; passkey: boolean };
}

/** The body of the admin layout's 401 answer. */
export interface UnauthorizedData {
  ok: false;
  error: 'unauthorized';
  login?: LoginScreenState;
}

export function isUnauthorizedData(v: unknown): v is UnauthorizedData {
  return !!v && typeof v === 'object' && (v as { error?: unknown }).error === 'unauthorized';
}

/** Where to go after logging in: an admin path of this site, nothing else (no open redirect). */
export function safeAdminPath(v: unknown): string {
  if (typeof v !== 'string' || v.length > 500) return '/admin';
  // Printable ASCII only: it becomes a Location header, which cannot carry other characters (a
  // browser sends its own location percent-encoded; `/admin/。` threw a TypeError and answered 500).
  if (/[^\x21-\x7e]/.test(v)) return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(v) || v.includes('//') || v.includes('\\')) return '/admin';
  if (/^\/admin\/(giris|cikis)(?:[/?#]|$)/.test(v)) return '/admin';
  return v;
}
