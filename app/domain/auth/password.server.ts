import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { nowIso } from '~/server/db/values';
import { scryptParams } from './password-cost.server';
import { singleton } from '~/server/singleton.server';

/**
 * The admin password: one shared secret (docs/product-spec.md §6), stored only as a scrypt
 * hash in `admin_credentials` (row id "admin"). Format of the stored value:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, so parameters can be
 * raised later without invalidating existing hashes.
 */
const CREDENTIAL_ID = 'admin';
/**
 * A copy of the hash of a generated password (row id "generated"): while the
 * admin row still holds the same hash, the password in use is the generated
 * one, never chosen by a person (the launch checklist asks for a new one).
 */
const GENERATED_ID = 'generated';
/** Chosen once, at load: production cost, or the test suites' (password-cost.server.ts). */
const PARAMS = scryptParams();
const KEY_LENGTH = 64;
/** Longest password accepted; longer input is refused without hashing. */
export const MAX_PASSWORD_LENGTH = 1024;
export const MIN_PASSWORD_LENGTH = 8;

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

function options(N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; allow twice that.
  return { N, r, p, maxmem: 256 * N * r };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, options(PARAMS.N, PARAMS.r, PARAMS.p));
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scryptAsync(password, salt, expected.length, options(N, r, p));
  return timingSafeEqual(actual, expected);
}

async function storedHash(): Promise<string | undefined> {
  const row = await db().selectFrom('admin_credentials').select('password_hash').where('id', '=', CREDENTIAL_ID).executeTakeFirst();
  return row?.password_hash;
}

export async function hasAdminPassword(): Promise<boolean> {
  return (await storedHash()) !== undefined;
}

/**
 * The start-up password set-up may still be running (it checks ADMIN_PASSWORD against the
 * stored hash while the server starts listening): logins and session checks wait for it, so a
 * replaced password is never accepted and the sessions it signs out are never honoured.
 */
const setupsRunning = singleton('admin password set-ups', () => new Set<Promise<unknown>>());
const setupRunning = () => Promise.all(setupsRunning());

/** Resolves once no password set-up is in progress. */
export function passwordSetupSettled(): Promise<unknown> {
  return setupRunning();
}

/** The stored hash of the shared password (the first owner account takes it over). */
export async function sharedPasswordHash(): Promise<string | undefined> {
  await setupRunning();
  return storedHash();
}

/** True when the password matches the stored hash (false when none is stored). */
export async function verifyAdminPassword(password: string): Promise<boolean> {
  await setupRunning();
  const hash = await storedHash();
  return hash ? verifyPassword(password, hash) : false;
}

/**
 * Stores a new password hash and signs every session out (a changed password
 * must not leave old sessions open). Returns the number of sessions ended.
 */
export async function setAdminPassword(password: string): Promise<number> {
  const hash = await hashPassword(password);
  const now = nowIso();
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('admin_credentials')
        .values({ id: CREDENTIAL_ID, password_hash: hash, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ password_hash: hash, updated_at: now }))
        .execute();
      await trx.deleteFrom('admin_credentials').where('id', '=', GENERATED_ID).execute();
      // Shared-password sessions only: staff accounts have passwords of their own (012).
      const r = await trx.deleteFrom('sessions').where('account_id', 'is', null).executeTakeFirst();
      return Number(r.numDeletedRows);
    });
}

/** A strong random password: 24 characters of base64url (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export type PasswordSetup = { kind: 'unchanged' } | { kind: 'updated' } | { kind: 'generated'; password: string } | { kind: 'existing' };

/**
 * Start-up rule: ADMIN_PASSWORD, when set, becomes the password (re-hashed
 * only when it differs from the stored one). Otherwise, when no password is
 * stored yet, a strong one is generated and stored; the caller prints it once.
 * Several instances starting at once: only the one whose insert wins reports
 * a generated password, so the printed password is always the stored one.
 */
export function setUpAdminPassword(fromEnv: string | undefined): Promise<PasswordSetup> {
  const setup = runSetup(fromEnv);
  const settled = setup.catch(() => undefined);
  setupsRunning().add(settled);
  void settled.then(() => setupsRunning().delete(settled));
  return setup;
}

async function runSetup(fromEnv: string | undefined): Promise<PasswordSetup> {
  const hash = await storedHash();
  if (fromEnv) {
    if (hash && (await verifyPassword(fromEnv, hash))) return { kind: 'unchanged' };
    await setAdminPassword(fromEnv);
    return { kind: 'updated' };
  }
  if (hash) return { kind: 'existing' };
  const password = generatePassword();
  const generated = await hashPassword(password);
  const inserted = await db()
    .insertInto('admin_credentials')
    .values({ id: CREDENTIAL_ID, password_hash: generated, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { kind: 'existing' };
  await db()
    .insertInto('admin_credentials')
    .values({ id: GENERATED_ID, password_hash: generated, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ password_hash: generated }))
    .execute();
  return { kind: 'generated', password };
}

/**
 * Where the password generated on the first start is still the way in: `shared` while no
 * account is active and the shared password was never changed; `account` when an active
 * account still has it (the first owner takes the shared password over and may not have
 * changed it in Hesabım); false otherwise (changed, or staff accounts with their own).
 */
export async function generatedPasswordInUse(): Promise<'shared' | 'account' | false> {
  const rows = await db()
    .selectFrom('admin_credentials')
    .select(['id', 'password_hash'])
    .where('id', 'in', [CREDENTIAL_ID, GENERATED_ID])
    .execute();
  const hash = (id: string) => rows.find((r) => r.id === id)?.password_hash;
  const generated = hash(GENERATED_ID);
  if (!generated) return false;
  const active = await db().selectFrom('admin_accounts').select('password_hash').where('status', '=', 'active').execute();
  // Staff accounts exist: the shared password no longer signs anyone in; only an account that kept it counts.
  if (active.length > 0) return active.some((a) => a.password_hash === generated) ? 'account' : false;
  return generated === hash(CREDENTIAL_ID) ? 'shared' : false;
}
