import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '~/server/config.server';
import { getDb } from '~/server/db/index.server';
import type { Db } from '~/server/db/engine.server';
import { storedSecret } from '../settings/secrets.server';
import { TOKEN_SECRET_KEY } from '../newsletter/tokens.server';

/**
 * Keys of the comments, derived (one purpose each) from the same secret as
 * the newsletter's unsubscribe links: SESSION_SECRET, or the random secret
 * stored once in the settings table.
 *
 * - `authorKey(email)`: a keyed hash (HMAC-SHA256) of the normalised address.
 *   Why a hash and not the address: the "approved once, approved
 *   automatically" mode only has to recognise the same address again; it
 *   never needs to read it. The address itself is stored only while the
 *   visitor wants a reply notification. Keyed, so a leaked table cannot be
 *   matched against a list of addresses without the server's secret.
 * - stop tokens: `<comment id>.<HMAC>` in the reply notification's link.
 */
const keys = new WeakMap<Db, { author: Buffer; stop: Buffer }>();

async function commentKeys() {
  const d = getDb();
  const cached = keys.get(d);
  if (cached) return cached;
  const secret = config().SESSION_SECRET ?? (await storedSecret(d, TOKEN_SECRET_KEY));
  const made = {
    author: createHmac('sha256', secret).update('comment-author:v1').digest(),
    stop: createHmac('sha256', secret).update('comment-reply-stop:v1').digest(),
  };
  keys.set(d, made);
  return made;
}

/** The address as compared: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function authorKey(email: string): Promise<string> {
  const { author } = await commentKeys();
  return createHmac('sha256', author).update(normaliseEmail(email)).digest('base64url');
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
