import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '~/server/config.server';
import { getDb } from '~/server/db/index.server';
import type { Db } from '~/server/db/engine.server';
import { storedSecret } from '../settings/index.server';

/**
 * Signed, unguessable unsubscribe tokens: `<subscriber id>.<HMAC-SHA256>`.
 *
 * The key is derived from SESSION_SECRET; when that is unset, from a random
 * secret generated once and stored in the settings table under a private key
 * (never shown or exported by the settings screen), so every instance sharing
 * the database signs and verifies the same tokens. Changing SESSION_SECRET
 * invalidates the links in e-mails already sent.
 */
export const TOKEN_SECRET_KEY = '_token_secret';
const PURPOSE = 'newsletter-unsubscribe:v1';

const keys = new WeakMap<Db, Buffer>();

async function tokenKey(): Promise<Buffer> {
  const d = getDb();
  const cached = keys.get(d);
  if (cached) return cached;
  const secret = config().SESSION_SECRET ?? (await storedSecret(d, TOKEN_SECRET_KEY));
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  keys.set(d, key);
  return key;
}

function mac(key: Buffer, subscriberId: string): Buffer {
  return createHmac('sha256', key).update(subscriberId).digest();
}

/** A signer bound to the current key (for the worker: one key lookup per batch, not per e-mail). */
export async function tokenSigner(): Promise<(subscriberId: string) => string> {
  const key = await tokenKey();
  return (id) => `${id}.${mac(key, id).toString('base64url')}`;
}

export async function signUnsubscribeToken(subscriberId: string): Promise<string> {
  return (await tokenSigner())(subscriberId);
}

/** The subscriber id a token was issued for, or undefined when it is malformed or forged. */
export async function verifyUnsubscribeToken(token: string | null | undefined): Promise<string | undefined> {
  if (!token || token.length > 200) return undefined;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(await tokenKey(), id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return id;
}
