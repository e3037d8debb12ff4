import { createHash, randomBytes } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { toBool, toDate } from '~/server/db/values';
import { passwordSetupSettled } from './password.server';
import type { SessionRole, StaffRole } from './access';
import { sharedPasswordEnded } from './owners.server';

/** Admin sessions live in the database (shared by instances); the cookie (SESSION_COOKIE) holds a random token, the table its hash. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/**
 * Absolute lifetime, counted from the login (created_at): a session in use
 * all along still ends then, and the idle expiry is never extended past it.
 */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A sign-in waiting for its second factor ends after this. */
export const MFA_PENDING_MS = 10 * 60 * 1000;
// Refresh the idle expiry at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * A signed-in admin: the session and the person behind it. `accountId`, `email` and `name`
 * are null for a shared-password session (role `shared`, a fresh install with no account).
 */
export interface AdminSession {
  id: string;
  createdAt: Date;
  /** When the session ends if not used again: the idle expiry, never later than the absolute end. */
  expiresAt: Date;
  /** When the session was last used (as recorded at most once a minute by touchSession). */
  lastSeenAt: Date;
  accountId: string | null;
  email: string | null;
  name: string | null;
  role: SessionRole;
  /** Two-factor is required for everyone and this person has none yet: only their account page opens. */
  mustSetUpTwoFactor: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(meta: {
  ip: string | null;
  userAgent: string | null;
  accountId?: string | null;
  mfaPending?: boolean;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db()
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + (meta.mfaPending ? MFA_PENDING_MS : SESSION_IDLE_MS)).toISOString(),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      account_id: meta.accountId ?? null,
      mfa_pending: meta.mfaPending ?? false,
    })
    .execute();
  return token;
}

/** The end of a session created at `createdAt`, if it is used again at `now`: idle expiry capped by the absolute lifetime. */
export function sessionExpiry(createdAt: Date, now: number): Date {
  return new Date(Math.min(now + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

export async function requireTwoFactorForAll(): Promise<boolean> {
  const row = await db().selectFrom('admin_credentials').select('id').where('id', '=', REQUIRE_2FA_ID).executeTakeFirst();
  return !!row;
}

/** A row of admin_credentials whose presence means "two-factor required for every account" (an owner's choice). */
export const REQUIRE_2FA_ID = 'require-two-factor';

export async function setRequireTwoFactor(on: boolean): Promise<void> {
  if (!on) {
    await db().deleteFrom('admin_credentials').where('id', '=', REQUIRE_2FA_ID).execute();
    return;
  }
  await db()
    .insertInto('admin_credentials')
    .values({ id: REQUIRE_2FA_ID, password_hash: '-', updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

type Row = { id: string; created_at: unknown; expires_at: unknown; last_seen_at: unknown; account_id: string | null; mfa_pending: unknown };

function alive(row: Row, now: number): boolean {
  const createdAt = toDate(row.created_at);
  const expiresAt = toDate(row.expires_at);
  const absoluteEnd = createdAt.getTime() + SESSION_ABSOLUTE_MS;
  // A created_at that does not parse counts as expired (NaN comparisons are false).
  return expiresAt.getTime() > now && absoluteEnd > now;
}

async function sessionRow(token: string | undefined): Promise<Row | undefined> {
  if (!token || token.length > 100) return undefined;
  await passwordSetupSettled();
  const row = await db()
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'last_seen_at', 'account_id', 'mfa_pending'])
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
  return row && alive(row, Date.now()) ? row : undefined;
}

/**
 * The session a token belongs to, if it exists, has neither expired (idle) nor outlived its
 * absolute lifetime, is not waiting for a second factor, and its person may sign in: an
 * account's session ends the moment the account is disabled or deleted (checked here, on
 * every request); a shared-password session ends once an active owner account exists. A pure read: the
 * use is recorded by touchSession (once per admin page load), ended rows are deleted by the
 * hourly purge (purgeExpiredSessions) and at logout.
 */
export async function findSession(token: string | undefined): Promise<AdminSession | undefined> {
  const row = await sessionRow(token);
  if (!row || toBool(row.mfa_pending)) return undefined;
  const base = { id: row.id, createdAt: toDate(row.created_at), expiresAt: toDate(row.expires_at), lastSeenAt: toDate(row.last_seen_at) };
  if (row.account_id === null) {
    // The shared password ends once an active owner exists or existed (ADR 018), never with editors alone.
    if (await sharedPasswordEnded()) return undefined;
    return { ...base, accountId: null, email: null, name: null, role: 'shared', mustSetUpTwoFactor: false };
  }
  const account = await db()
    .selectFrom('admin_accounts')
    .select(['id', 'email', 'name', 'role', 'status', 'totp_secret'])
    .where('id', '=', row.account_id)
    .executeTakeFirst();
  if (!account || account.status !== 'active') return undefined;
  const mustSetUpTwoFactor =
    !account.totp_secret &&
    (await requireTwoFactorForAll()) &&
    !(await db().selectFrom('admin_passkeys').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst());
  return { ...base, accountId: account.id, email: account.email, name: account.name, role: account.role as StaffRole, mustSetUpTwoFactor };
}

/** A sign-in waiting for its second factor: the account it is for (null when there is none). */
export async function findPendingSession(token: string | undefined): Promise<{ id: string; accountId: string } | undefined> {
  const row = await sessionRow(token);
  if (!row || !toBool(row.mfa_pending) || !row.account_id) return undefined;
  return { id: row.id, accountId: row.account_id };
}

/**
 * Records a use of the session: extends its idle expiry (up to the absolute end),
 * at most once a minute. Returns the new end when it did (the cookie is then
 * re-sent with a Max-Age that follows it), undefined when the last use was recent.
 */
export async function touchSession(session: AdminSession, meta?: { ip: string | null }): Promise<Date | undefined> {
  const now = Date.now();
  if (!(now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)) return undefined;
  const expiresAt = sessionExpiry(session.createdAt, now);
  await db()
    .updateTable('sessions')
    .set({ last_seen_at: new Date(now).toISOString(), expires_at: expiresAt.toISOString(), ...(meta?.ip ? { ip: meta.ip } : {}) })
    .where('id', '=', session.id)
    .execute();
  return expiresAt;
}

export async function destroySession(token: string | undefined): Promise<void> {
  if (!token) return;
  await db().deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Ends every session of an account (disabled, deleted, a new password). Returns how many ended. */
export async function endAccountSessions(accountId: string, exceptId?: string): Promise<number> {
  let q = db().deleteFrom('sessions').where('account_id', '=', accountId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** One open session, as its person sees it on their account page. */
export interface SessionInfo {
  /** A short handle for ending it (the first 16 hex digits of the stored id, never the token). */
  handle: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The open sessions of a person (an account, or every shared-password session while none exists). */
export async function listSessions(session: AdminSession): Promise<SessionInfo[]> {
  let q = db()
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'last_seen_at', 'ip', 'user_agent', 'account_id', 'mfa_pending'])
    .orderBy('last_seen_at', 'desc')
    .limit(100);
  q = session.accountId ? q.where('account_id', '=', session.accountId) : q.where('account_id', 'is', null);
  const now = Date.now();
  return (await q.execute())
    .filter((r) => !toBool(r.mfa_pending) && alive(r, now))
    .map((r) => ({
      handle: r.id.slice(0, 16),
      createdAt: toDate(r.created_at).toISOString(),
      lastSeenAt: toDate(r.last_seen_at).toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
      current: r.id === session.id,
    }));
}

/** Ends one of the person's own sessions, by its handle. True when one ended. */
export async function endOwnSession(session: AdminSession, handle: string): Promise<boolean> {
  if (!/^[0-9a-f]{16}$/.test(handle)) return false;
  const mine = (await listSessions(session)).find((s) => s.handle === handle);
  if (!mine) return false;
  let q = db().deleteFrom('sessions').where('id', 'like', `${handle}%`);
  q = session.accountId ? q.where('account_id', '=', session.accountId) : q.where('account_id', 'is', null);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function purgeExpiredSessions(): Promise<void> {
  const now = Date.now();
  await db()
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb('created_at', '<=', new Date(now - SESSION_ABSOLUTE_MS).toISOString()),
      ]),
    )
    .execute();
}
