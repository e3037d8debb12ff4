import { sql, type Kysely, type Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { isIP } from 'node:net';
import { clientKey, normalizeIp } from '~/server/http/client-ip.server';
import { toDate, toDateOrNull, toNumber } from '~/server/db/values';

/** docs/product-spec.md §9: at most 3 wrong passwords, then a lock of one hour, shown in minutes rounded up. */
export const MAX_ATTEMPTS = 3;
export const LOCK_MS = 60 * 60 * 1000;
/** Failure counters with no lock are forgotten after a day without attempts. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The lockout key of a client address, from its one canonical spelling
 * (normalizeIp: IPv4-mapped IPv6 in any form becomes the IPv4 address):
 * IPv4 as is, IPv6 by its /64 prefix (one subscriber usually holds a whole
 * /64, so rotating addresses inside it must not reset the counter).
 */
export function lockoutKey(ip: string): string {
  return clientKey(ip);
}

export function minutesLeft(lockedUntil: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

export interface LockStatus {
  /** Minutes until the lock ends (rounded up), or null when not locked. */
  lockedMinutes: number | null;
  /** Wrong passwords counted since the last success or lock. */
  failures: number;
}

/** The lock state of an address, as the login screen shows it. */
export async function lockStatus(ip: string, now = new Date()): Promise<LockStatus> {
  const row = await db()
    .selectFrom('login_attempts')
    .select(['failures', 'locked_until', 'updated_at'])
    .where('ip', '=', lockoutKey(ip))
    .executeTakeFirst();
  if (!row) return { lockedMinutes: null, failures: 0 };
  const lockedUntil = toDateOrNull(row.locked_until);
  if (lockedUntil && lockedUntil > now) return { lockedMinutes: minutesLeft(lockedUntil, now), failures: toNumber(row.failures) };
  if (lockedUntil || toDate(row.updated_at).getTime() < now.getTime() - FORGET_AFTER_MS) return { lockedMinutes: null, failures: 0 };
  return { lockedMinutes: null, failures: Math.min(toNumber(row.failures), MAX_ATTEMPTS) };
}

/**
 * Counts one attempt before the password is checked, atomically (one upsert):
 * while a lock runs nothing changes; an expired lock starts a fresh count;
 * a count untouched for a day starts afresh; otherwise it grows by one. Because every attempt is counted before
 * its password is checked, simultaneous attempts each get their own number
 * and a burst cannot test more passwords than the budget allows.
 */
type Executor = Kysely<Database> | Transaction<Database>;
interface Charge {
  failures: number;
  lockedUntil: Date | null;
}

async function chargeAttempt(q: Executor, key: string, now: Date): Promise<Charge> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const row = await q
    .insertInto('login_attempts')
    .values({ ip: key, failures: 1, locked_until: null, updated_at: at })
    .onConflict((oc) =>
      oc.column('ip').doUpdateSet({
        failures: sql<number>`case
          when login_attempts.locked_until is not null and login_attempts.locked_until > ${at} then login_attempts.failures
          when login_attempts.locked_until is not null then 1
          when login_attempts.updated_at < ${forgetBefore} then 1
          else login_attempts.failures + 1 end`,
        locked_until: sql<string | null>`case
          when login_attempts.locked_until is not null and login_attempts.locked_until <= ${at} then null
          else login_attempts.locked_until end`,
        updated_at: at,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { failures: toNumber(row.failures), lockedUntil: toDateOrNull(row.locked_until) };
}

/**
 * Charges several keys in one transaction, in one global order (sorted), and runs `decide` on the
 * charges inside it. Each upsert keeps its row locked until the commit (PostgreSQL; SQLite runs one
 * transaction at a time), so the whole claim — charge, refusal, the refused attempt's locks and
 * refunds — is one step: simultaneous attempts on a shared key are serialised, each sees the counts
 * the one before it left, and none sees a count another attempt is about to give back. The single
 * order means two claims never wait on each other's rows in a cycle.
 */
async function claim<T>(keys: string[], now: Date, decide: (q: Executor, charged: Map<string, Charge>) => Promise<T>): Promise<T> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const charged = new Map<string, Charge>();
      for (const key of [...new Set(keys)].sort()) charged.set(key, await chargeAttempt(trx, key, now));
      return decide(trx, charged);
    });
}

async function lock(key: string, now: Date, q: Executor = db()): Promise<Date> {
  const until = new Date(now.getTime() + LOCK_MS);
  await q
    .updateTable('login_attempts')
    .set({ locked_until: until.toISOString(), updated_at: now.toISOString() })
    .where('ip', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
  return until;
}

async function clear(key: string): Promise<void> {
  await db().deleteFrom('login_attempts').where('ip', '=', key).execute();
}

/** Gives back an attempt whose password could not be checked (an internal error, not a wrong password). */
async function refund(key: string, q: Executor = db()): Promise<void> {
  await q
    .updateTable('login_attempts')
    .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
    .where('ip', '=', key)
    .where('locked_until', 'is', null)
    .execute();
}

export type AttemptOutcome =
  /** Correct password: the counter is cleared. */
  | { kind: 'ok' }
  /** Wrong password, attempts remain (spec: 'Şifre yanlış. {remaining} deneme hakkınız kaldı.'). */
  | { kind: 'wrong'; remaining: number }
  /** This wrong password was the last one allowed: now locked for an hour ('Hesap Kilitlendi'). */
  | { kind: 'locked-now'; minutes: number }
  /** Refused without checking the password: a lock is running ('Hesap Kilitli'). */
  | { kind: 'locked'; minutes: number };

/**
 * One login attempt from an address: the lock is checked before the
 * password; the 3rd wrong password locks the address for an hour; a correct
 * password clears the counter. `check` verifies the password.
 */
export async function attempt(ip: string, check: () => Promise<boolean>, now = new Date()): Promise<AttemptOutcome> {
  return attemptKeys([lockoutKey(ip)], check, { now });
}

/** The lockout key of a staff account's e-mail address: the same 3 → 1 hour rule as an address. */
export function accountLockKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

/**
 * One attempt charged to several keys at once (the client address and the account's e-mail):
 * each is charged before `check` runs; a lock on any of them refuses the attempt unchecked;
 * the last wrong answer allowed by any of them locks them all. `clear: false` keeps the
 * counters on success, giving back only this attempt's charge (a right password with a second
 * factor still to come: the count of wrong passwords and codes runs on through the code step,
 * so a known password cannot reset it between guesses).
 */
export async function attemptKeys(
  keys: string[],
  check: () => Promise<boolean>,
  opts: { now?: Date; clear?: boolean } = {},
): Promise<AttemptOutcome> {
  const now = opts.now ?? new Date();
  const claimed = await claim(keys, now, async (q, byKey) => {
    const charged = keys.map((key) => ({ key, ...byKey.get(key)! }));
    const running = charged.map((c) => c.lockedUntil).filter((d): d is Date => !!d && d > now);
    if (running.length) {
      const until = new Date(Math.max(...running.map((d) => d.getTime())));
      // Refused unchecked: the keys that are not locked get their charge back (a locked office address does not count against an account).
      for (const c of charged) if (!c.lockedUntil || c.lockedUntil <= now) await refund(c.key, q);
      return { heard: false as const, refused: { kind: 'locked', minutes: minutesLeft(until, now) } as const };
    }
    const failures = Math.max(...charged.map((c) => c.failures));
    if (failures > MAX_ATTEMPTS) {
      // More simultaneous attempts than the budget: refused unchecked, and every key is locked.
      let until = now;
      for (const c of charged) until = await lock(c.key, now, q);
      return { heard: false as const, refused: { kind: 'locked', minutes: minutesLeft(until, now) } as const };
    }
    return { heard: true as const, charged, failures };
  });
  if (!claimed.heard) return claimed.refused;
  const { charged, failures } = claimed;
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    for (const c of charged) await refund(c.key).catch(() => {});
    throw err;
  }
  if (ok) {
    // A right password with a second factor to come neither counts nor resets: its charge is given back.
    for (const c of charged) await (opts.clear === false ? refund(c.key) : clear(c.key));
    return { kind: 'ok' };
  }
  if (failures >= MAX_ATTEMPTS) {
    let until = now;
    for (const c of charged) until = await lock(c.key, now);
    return { kind: 'locked-now', minutes: minutesLeft(until, now) };
  }
  return { kind: 'wrong', remaining: MAX_ATTEMPTS - failures };
}

/** The key of one account tried from one address (its own 3 → 1 hour lock). */
export function pairLockKey(email: string, ip: string): string {
  return `${accountLockKey(email)}|${lockoutKey(ip)}`;
}

/** The keys a staff sign-in step is charged to: the address, the account from that address, and the account. */
export function signInKeys(email: string, ip: string): string[] {
  return [lockoutKey(ip), pairLockKey(email, ip), accountLockKey(email)];
}

export type SignInOutcome = AttemptOutcome & {
  /** Locks this attempt started (the address's, the account-from-address's, the account's guard), for the audit log. */
  started: string[];
};

/**
 * One staff sign-in step (password, code or passkey) that a stranger cannot turn into a denial
 * of service. Charged before anything is checked, atomically, to three keys:
 * - the address: 3 wrong answers lock it for an hour (as 005);
 * - the account from this address: 3 wrong answers lock the pair for an hour;
 * - the account: 3 wrong answers from anywhere put it under guard for an hour (each further
 *   wrong answer extends it). Under guard, only an address that has not failed for this
 *   account is heard, for one answer: a wrong one locks that pair at once. So the person with
 *   the right password (and second factor) still signs in from their own address however
 *   many strangers fail elsewhere, while each failing address is shut out.
 * `clear: false` (a right password with a second factor to come) gives this attempt's charge
 * back instead of clearing the counters, so a known password cannot reset them between code guesses.
 */
export async function attemptSignIn(
  email: string,
  ip: string,
  check: () => Promise<boolean>,
  opts: { now?: Date; clear?: boolean } = {},
): Promise<SignInOutcome> {
  const now = opts.now ?? new Date();
  const [addrKey, pairKey, accountKey] = signInKeys(email, ip) as [string, string, string];
  const running = (c: { lockedUntil: Date | null }) => !!c.lockedUntil && c.lockedUntil > now;
  const giveBack = async (...keys: string[]) => {
    for (const k of keys) await refund(k).catch(() => {});
  };
  // The claim of an answer is one transaction (see claim): deciding on counts that other attempts
  // are still charging or giving back let a burst test two answers under guard, or none at all.
  const claimed = await claim([addrKey, pairKey, accountKey], now, async (q, charged) => {
    const addr = charged.get(addrKey)!;
    const pair = charged.get(pairKey)!;
    const account = charged.get(accountKey)!;
    const guarded = running(account) || account.failures > MAX_ATTEMPTS;
    const overAddr = addr.failures > MAX_ATTEMPTS;
    const overPair = pair.failures > MAX_ATTEMPTS || (guarded && pair.failures > 1);
    // Refused unchecked: this address is locked, or has failed for this account while it is under
    // guard, or the attempt is one of a burst above the budget (the keys over budget are locked now).
    if (running(addr) || running(pair) || overAddr || overPair) {
      const started: string[] = [];
      if (!running(addr) && overAddr) {
        await lock(addrKey, now, q);
        started.push(addrKey);
      }
      if (!running(pair) && overPair) {
        await lock(pairKey, now, q);
        started.push(pairKey);
      }
      const untils = [addr, pair].filter(running).map((c) => c.lockedUntil!.getTime());
      if (started.length) untils.push(now.getTime() + LOCK_MS);
      // The keys that were not locked get their charge back (a locked office address does not count against an account).
      if (!running(addr) && !started.includes(addrKey)) await refund(addrKey, q);
      if (!running(pair) && !started.includes(pairKey)) await refund(pairKey, q);
      await refund(accountKey, q);
      const refused: SignInOutcome = { kind: 'locked', minutes: minutesLeft(new Date(Math.max(...untils)), now), started };
      return { heard: false as const, refused };
    }
    return { heard: true as const, addr, pair, account, guarded };
  });
  if (!claimed.heard) return claimed.refused;
  const { addr, pair, account, guarded } = claimed;
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    await giveBack(addrKey, pairKey, accountKey);
    throw err;
  }
  if (ok) {
    if (opts.clear === false) await giveBack(addrKey, pairKey, accountKey);
    else {
      await clear(addrKey);
      await clear(pairKey);
      // A guard that is running stays: strangers' fresh addresses still get one answer each.
      if (!running(account)) await clear(accountKey);
    }
    return { kind: 'ok', started: [] };
  }
  const started: string[] = [];
  // The account's guard starts at its 3rd wrong answer and runs an hour from the latest one.
  if (account.failures >= MAX_ATTEMPTS) {
    if (!running(account)) started.push(accountKey);
    await extendLock(accountKey, now);
  }
  if (addr.failures >= MAX_ATTEMPTS || pair.failures >= MAX_ATTEMPTS || guarded) {
    if (addr.failures >= MAX_ATTEMPTS) {
      await lock(addrKey, now);
      started.push(addrKey);
    }
    await lock(pairKey, now);
    started.push(pairKey);
    return { kind: 'locked-now', minutes: minutesLeft(new Date(now.getTime() + LOCK_MS), now), started };
  }
  return { kind: 'wrong', remaining: MAX_ATTEMPTS - Math.max(addr.failures, pair.failures), started };
}

/** Sets a lock to end an hour from now, running or not (the account's guard: each wrong answer extends it). */
async function extendLock(key: string, now: Date): Promise<void> {
  await db()
    .updateTable('login_attempts')
    .set({ locked_until: new Date(now.getTime() + LOCK_MS).toISOString(), updated_at: now.toISOString() })
    .where('ip', '=', key)
    .execute();
}

/** Clears the address's and the account-from-address's counters after a sign-in (the account's running guard stays). */
export async function clearSignInKeys(email: string, ip: string, now = new Date()): Promise<void> {
  const [addrKey, pairKey, accountKey] = signInKeys(email, ip) as [string, string, string];
  await clear(addrKey);
  await clear(pairKey);
  await db()
    .deleteFrom('login_attempts')
    .where('ip', '=', accountKey)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
}

/** Housekeeping: drops ended locks and failure counters untouched for a day. */
export async function purgeStaleAttempts(now = new Date()): Promise<void> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  await db()
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('locked_until', 'is not', null), eb('locked_until', '<=', at)]),
        eb.and([eb('locked_until', 'is', null), eb('updated_at', '<', forgetBefore)]),
      ]),
    )
    .execute();
}

/** A running lock, as the admin's system tab lists it. */
export interface ActiveLock {
  /** The stored key: an IPv4 address or an IPv6 /64 prefix (see lockoutKey). */
  key: string;
  lockedAt: Date;
  lockedUntil: Date;
}

/** The locks running now, newest first. */
export async function listActiveLocks(now = new Date()): Promise<ActiveLock[]> {
  const rows = await db()
    .selectFrom('login_attempts')
    .select(['ip', 'locked_until'])
    .where('locked_until', '>', now.toISOString())
    .orderBy('locked_until', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => {
    const lockedUntil = toDate(r.locked_until as string);
    return { key: r.ip, lockedUntil, lockedAt: new Date(lockedUntil.getTime() - LOCK_MS) };
  });
}

/**
 * The stored key for what staff type or pick: a key as listed (an IPv6 `…::/64` prefix) stays as it is,
 * any spelling of an address becomes its key. Null for something that is neither.
 */
export function lockKeyOf(input: string): string | null {
  const s = input.trim();
  if (!s || s.length > 100) return null;
  if (/^[0-9a-f:]+::\/64$/i.test(s)) return s.toLowerCase();
  if (/^account:\S+@\S+$/.test(s)) return s.toLowerCase();
  const key = lockoutKey(s);
  return isIP(normalizeIp(s)) ? key : null;
}

/**
 * Lifts the lock (and the failure count) of one key, or of every address when `key` is omitted.
 * Returns the keys whose lock was running; the caller logs who lifted them.
 */
export async function liftLocks(key?: string, now = new Date()): Promise<string[]> {
  const at = now.toISOString();
  let running = db().selectFrom('login_attempts').select('ip').where('locked_until', '>', at);
  if (key !== undefined) running = running.where('ip', '=', key);
  const lifted = (await running.execute()).map((r) => r.ip);
  let del = db().deleteFrom('login_attempts');
  if (key !== undefined) del = del.where('ip', '=', key);
  await del.execute();
  return lifted;
}
