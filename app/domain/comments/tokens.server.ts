import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '~/server/config.server';
import { getDb } from '~/server/db/index.server';
import type { Db } from '~/server/db/engine.server';
import { storedSecret } from '../settings/index.server';
import { TOKEN_SECRET_KEY } from '../newsletter/index.server';

/**
 * Keys of the comments, derived (one purpose each) from the same secret as
 * the newsletter's unsubscribe links: SESSION_SECRET, or the random secret
 * stored once in the settings table.
 *
 * - `commenterKey(token)`: a keyed hash (HMAC-SHA256) of the commenter's
 *   random cookie token (COMMENTER_COOKIE), stored on each comment as its
 *   `author_key`. The "approved once, approved automatically" mode recognises
 *   a visitor by this token, which only their browser holds, never by the
 *   e-mail address they type: anyone can type an address (ADR 023).
 *   Keyed, so the table alone cannot be matched against a stolen cookie.
 * - stop tokens: `<comment id>.<HMAC>` in the reply notification's link;
 * - confirm tokens: `c.<comment id>.<HMAC>` (another key) in the e-mail that asks the address's
 *   owner to confirm reply notifications: none is sent to an address nobody confirmed.
 */
const keys = new WeakMap<Db, { commenter: Buffer; stop: Buffer; confirm: Buffer }>();

async function commentKeys() {
  const d = getDb();
  const cached = keys.get(d);
  if (cached) return cached;
  const secret = config().SESSION_SECRET ?? (await storedSecret(d, TOKEN_SECRET_KEY));
  const made = {
    commenter: createHmac('sha256', secret).update('comment-commenter:v2').digest(),
    stop: createHmac('sha256', secret).update('comment-reply-stop:v1').digest(),
    confirm: createHmac('sha256', secret).update('comment-reply-confirm:v1').digest(),
  };
  keys.set(d, made);
  return made;
}

/** A new commenter token: 32 random bytes, base64url (43 characters). */
export function newCommenterToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie value has the shape of a commenter token (anything else is replaced). */
export function isCommenterToken(v: string | undefined): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);
}

export async function commenterKey(token: string): Promise<string> {
  const { commenter } = await commentKeys();
  return createHmac('sha256', commenter).update(token).digest('base64url');
}

export async function signStopToken(commentId: string): Promise<string> {
  const { stop } = await commentKeys();
  return `${commentId}.${createHmac('sha256', stop).update(commentId).digest('base64url')}`;
}

/** The comment id a stop token was issued for; undefined when it is malformed or forged. */
export async function verifyStopToken(token: string | null | undefined): Promise<string | undefined> {
  if (!token || token.length > 300) return undefined;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const { stop } = await commentKeys();
  const expected = createHmac('sha256', stop).update(id).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return id;
}

const CONFIRM_PREFIX = 'c.';

export async function signConfirmToken(commentId: string): Promise<string> {
  const { confirm } = await commentKeys();
  return `${CONFIRM_PREFIX}${commentId}.${createHmac('sha256', confirm).update(commentId).digest('base64url')}`;
}

/** The comment id a confirm token was issued for; undefined when it is malformed or forged. */
export async function verifyConfirmToken(token: string | null | undefined): Promise<string | undefined> {
  if (!token || token.length > 300 || !token.startsWith(CONFIRM_PREFIX)) return undefined;
  const rest = token.slice(CONFIRM_PREFIX.length);
  const dot = rest.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const id = rest.slice(0, dot);
  const given = Buffer.from(rest.slice(dot + 1), 'base64url');
  const { confirm } = await commentKeys();
  const expected = createHmac('sha256', confirm).update(id).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return id;
}
