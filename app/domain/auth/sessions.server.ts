import { createHash, randomBytes } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { toDate } from '~/server/db/values';
import { passwordSetupSettled } from './password.server';

/** Admin sessions live in the database (shared by instances); the cookie (SESSION_COOKIE) holds a random token, the table its hash. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/**
 * Absolute lifetime, counted from the login (created_at): a session in use
 * all along still ends then, and the idle expiry is never extended past it.
 */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Refresh the idle expiry at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60 * 1000;

export interface AdminSession {
  id: string;
  createdAt: Date;
  /** When the session ends if not used again: the idle expiry, never later than the absolute end. */
  expiresAt: Date;
  /** When the session was last used (as recorded at most once a minute by touchSession). */
  lastSeenAt: Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(meta: { ip: string | null; userAgent: string | null }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db()
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The end of a session created at `createdAt`, if it is used again at `now`: idle expiry capped by the absolute lifetime. */
export function sessionExpiry(createdAt: Date, now: number): Date {
  return new Date(Math.min(now + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

/**
 * The session a token belongs to, if it exists and has neither expired (idle)
 * nor outlived its absolute lifetime. A pure read: the use is recorded by
 * touchSession (once per admin page load), ended rows are deleted by the
 * hourly purge (purgeExpiredSessions) and at logout.
 */
export async function findSession(token: string | undefined): Promise<AdminSession | undefined> {
  if (!token || token.length > 100) return undefined;
  await passwordSetupSettled();
  const id = hashToken(token);
  const row = await db().selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  const createdAt = toDate(row.created_at);
  const expiresAt = toDate(row.expires_at);
  const absoluteEnd = createdAt.getTime() + SESSION_ABSOLUTE_MS;
  // A created_at that does not parse counts as expired (NaN comparisons are false).
  if (!(expiresAt.getTime() > now && absoluteEnd > now)) return undefined;
  return { id, createdAt, expiresAt, lastSeenAt: toDate(row.last_seen_at) };
}

/**
 * Records a use of the session: extends its idle expiry (up to the absolute end),
 * at most once a minute. Returns the new end when it did (the cookie is then
 * re-sent with a Max-Age that follows it), undefined when the last use was recent.
 */
export async function touchSession(session: AdminSession): Promise<Date | undefined> {
  const now = Date.now();
  if (!(now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)) return undefined;
  const expiresAt = sessionExpiry(session.createdAt, now);
  await db()
    .updateTable('sessions')
    .set({ last_seen_at: new Date(now).toISOString(), expires_at: expiresAt.toISOString() })
    .where('id', '=', session.id)
    .execute();
  return expiresAt;
}

export async function destroySession(token: string | undefined): Promise<void> {
  if (!token) return;
  await db().deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
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
