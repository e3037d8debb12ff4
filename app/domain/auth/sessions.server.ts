import { createHash, randomBytes } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { toDate } from '~/server/db/values';
import { passwordSetupSettled } from './password.server';

/** Admin sessions live in the database (shared by instances); the cookie holds a random token, the table its hash. */
export const SESSION_COOKIE = 'admin_session';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
// Refresh the idle expiry at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60 * 1000;

export interface AdminSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  /** True when this request extended the idle expiry (the cookie should be re-sent with a fresh Max-Age). */
  touched: boolean;
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

/** The session a token belongs to, if it exists and has not expired; extends its idle expiry. */
export async function findSession(token: string | undefined): Promise<AdminSession | undefined> {
  if (!token || token.length > 100) return undefined;
  await passwordSetupSettled();
  const id = hashToken(token);
  const row = await db().selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  const expiresAt = toDate(row.expires_at);
  if (expiresAt.getTime() <= now) {
    await db().deleteFrom('sessions').where('id', '=', id).execute();
    return undefined;
  }
  const lastSeen = toDate(row.last_seen_at).getTime();
  let newExpiry = expiresAt;
  const touched = now - lastSeen > TOUCH_EVERY_MS;
  if (touched) {
    newExpiry = new Date(now + SESSION_IDLE_MS);
    await db()
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString(), expires_at: newExpiry.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { id, createdAt: toDate(row.created_at), expiresAt: newExpiry, touched };
}

export async function destroySession(token: string | undefined): Promise<void> {
  if (!token) return;
  await db().deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

export async function purgeExpiredSessions(): Promise<void> {
  await db().deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
}
