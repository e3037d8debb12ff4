import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { runAdminCommand } from '../helpers/admin-command';
import { adminPassword, adminUnlock } from '../../scripts/admin-commands';
import {
  attempt,
  liftLocks,
  listActiveLocks,
  LOCK_MS,
  lockKeyOf,
  lockoutKey,
  lockStatus,
  purgeStaleAttempts,
} from '~/domain/auth/lockout.server';
import {
  hashPassword,
  hasAdminPassword,
  setAdminPassword,
  setUpAdminPassword,
  verifyAdminPassword,
  verifyPassword,
} from '~/domain/auth/password.server';
import { PRODUCTION_SCRYPT } from '~/domain/auth/password-cost.server';
import { sessionCookie } from '~/domain/auth/cookies.server';
import {
  createSession,
  destroySession,
  findSession,
  purgeExpiredSessions,
  touchSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '~/domain/auth/sessions.server';
import { db } from '~/server/db/index.server';
import { toDate } from '~/server/db/values';

const yes = async () => true;
const no = async () => false;

describe('password hashing', () => {
  it('verifies the right password and refuses others, salted per hash', async () => {
    const h1 = await hashPassword('correct horse battery');
    const h2 = await hashPassword('correct horse battery');
    expect(h1).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/); // the test cost (tests/unit/password-cost.test.ts)
    expect(h1).not.toBe(h2);
    expect(h1).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', h1)).toBe(true);
    expect(await verifyPassword('correct horse batterY', h1)).toBe(false);
    expect(await verifyPassword('', h1)).toBe(false);
  });

  it('verifies a hash made at the production cost (the cost is read from the hash)', async () => {
    const { N, r, p } = PRODUCTION_SCRYPT;
    const salt = randomBytes(16);
    const key = scryptSync('correct horse battery', salt, 64, { N, r, p, maxmem: 256 * N * r });
    const stored = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('refuses malformed hashes and oversized input without throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x'.repeat(2000), await hashPassword('x'.repeat(2000)))).toBe(false);
  });
});

describe('lockout keys', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(lockoutKey('203.0.113.7')).toBe('203.0.113.7');
    expect(lockoutKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(lockoutKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(lockoutKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(lockoutKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(lockoutKey('::1')).toBe('0:0:0:0::/64');
  });

  it('gives every spelling of one address the same key', () => {
    for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:7F00:0001', '0:0:0:0:0:ffff:7f00:1', ' 127.0.0.1 ']) {
      expect(lockoutKey(ip)).toBe('127.0.0.1');
    }
    expect(lockoutKey('2001:DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(lockoutKey('2001:db8:1:2:0:0:0:ffff')).toBe('2001:db8:1:2::/64');
    // Not IPv4-mapped: an IPv6 address (its /64), not 127.0.0.1.
    expect(lockoutKey('::7f00:1')).toBe('0:0:0:0::/64');
    expect(lockoutKey('not an address')).toBe('not an address');
  });
});

describeEachEngine('admin password set-up', () => {
  it('generates a password on the first start, then keeps it', async () => {
    expect(await hasAdminPassword()).toBe(false);
    const first = await setUpAdminPassword(undefined);
    expect(first.kind).toBe('generated');
    const generated = first.kind === 'generated' ? first.password : '';
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(await verifyAdminPassword(generated)).toBe(true);
    expect((await setUpAdminPassword(undefined)).kind).toBe('existing');
    const row = await db().selectFrom('admin_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(generated);
  });

  it('ADMIN_PASSWORD replaces it, re-hashing only when it differs, and signs sessions out', async () => {
    await createSession({ ip: '1.1.1.1', userAgent: null });
    expect((await setUpAdminPassword('from-the-environment')).kind).toBe('updated');
    expect(await db().selectFrom('sessions').select('id').execute()).toHaveLength(0);
    const before = await db().selectFrom('admin_credentials').select('password_hash').executeTakeFirstOrThrow();
    expect((await setUpAdminPassword('from-the-environment')).kind).toBe('unchanged');
    const after = await db().selectFrom('admin_credentials').select('password_hash').executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect(await verifyAdminPassword('from-the-environment')).toBe(true);
  });

  it('while a set-up is still checking ADMIN_PASSWORD, logins and session checks wait for it', async () => {
    const token = await createSession({ ip: '1.1.1.1', userAgent: null });
    // Not awaited: the server listens while this runs (domain/auth/startup.server.ts).
    const setup = setUpAdminPassword('replaced-at-start');
    const [oldAccepted, newAccepted, session] = await Promise.all([
      verifyAdminPassword('from-the-environment'),
      verifyAdminPassword('replaced-at-start'),
      findSession(token),
    ]);
    expect((await setup).kind).toBe('updated');
    expect({ oldAccepted, newAccepted, session }).toEqual({ oldAccepted: false, newAccepted: true, session: undefined });
    expect(await setAdminPassword('from-the-environment')).toBe(0);
  });

  it('setAdminPassword (npm run admin:password) changes it', async () => {
    await createSession({ ip: '1.1.1.1', userAgent: null });
    expect(await setAdminPassword('brand-new-password')).toBe(1);
    expect(await verifyAdminPassword('brand-new-password')).toBe(true);
    expect(await verifyAdminPassword('from-the-environment')).toBe(false);
  });

  it('two instances starting at once: only one generates, and the printed password is the stored one', async () => {
    await db().deleteFrom('admin_credentials').execute();
    const results = await Promise.all([setUpAdminPassword(undefined), setUpAdminPassword(undefined)]);
    const generated = results.filter((r) => r.kind === 'generated');
    expect(generated).toHaveLength(1);
    expect(await verifyAdminPassword(generated[0]!.kind === 'generated' ? generated[0]!.password : '')).toBe(true);
  });
});

describeEachEngine('login lockout', () => {
  const t0 = new Date('2026-03-01T10:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('counts wrong passwords 2 → 1 → locked, then refuses even the right one without checking it', async () => {
    const ip = '198.51.100.1';
    expect(await attempt(ip, no, t0)).toEqual({ kind: 'wrong', remaining: 2 });
    expect(await lockStatus(ip, t0)).toEqual({ lockedMinutes: null, failures: 1 });
    expect(await attempt(ip, no, at(1000))).toEqual({ kind: 'wrong', remaining: 1 });
    expect(await attempt(ip, no, at(2000))).toEqual({ kind: 'locked-now', minutes: 60 });
    let checked = false;
    const right = async () => {
      checked = true;
      return true;
    };
    expect(await attempt(ip, right, at(3000))).toEqual({ kind: 'locked', minutes: 60 });
    expect(checked).toBe(false);
    // Minutes are rounded up: 30 minutes and 1 ms left → 31; 59 s left → 1.
    expect(await attempt(ip, right, at(2000 + LOCK_MS - 30 * 60_000 - 1))).toEqual({ kind: 'locked', minutes: 31 });
    expect((await lockStatus(ip, at(2000 + LOCK_MS - 59_000))).lockedMinutes).toBe(1);
    expect(checked).toBe(false);
  });

  it('the lock ends after one hour and counting starts afresh', async () => {
    const ip = '198.51.100.1';
    const after = at(2000 + LOCK_MS);
    expect(await lockStatus(ip, after)).toEqual({ lockedMinutes: null, failures: 0 });
    expect(await attempt(ip, no, after)).toEqual({ kind: 'wrong', remaining: 2 });
    expect(await attempt(ip, yes, after)).toEqual({ kind: 'ok' });
  });

  it('the right password before the lock logs in and resets the counter', async () => {
    const ip = '198.51.100.2';
    expect(await attempt(ip, no, t0)).toEqual({ kind: 'wrong', remaining: 2 });
    expect(await attempt(ip, no, t0)).toEqual({ kind: 'wrong', remaining: 1 });
    expect(await attempt(ip, yes, t0)).toEqual({ kind: 'ok' });
    expect(await lockStatus(ip, t0)).toEqual({ lockedMinutes: null, failures: 0 });
    expect(await attempt(ip, no, t0)).toEqual({ kind: 'wrong', remaining: 2 });
  });

  it('addresses are counted separately; an IPv6 /64 counts as one address', async () => {
    await attempt('198.51.100.3', no, t0);
    await attempt('198.51.100.3', no, t0);
    await attempt('198.51.100.3', no, t0);
    expect((await lockStatus('198.51.100.3', t0)).lockedMinutes).toBe(60);
    expect(await attempt('198.51.100.4', yes, t0)).toEqual({ kind: 'ok' });
    await attempt('2001:db8:5:6::1', no, t0);
    expect(await attempt('2001:db8:5:6::99', no, t0)).toEqual({ kind: 'wrong', remaining: 1 });
  });

  it('counts the spellings of one client together (hex IPv4-mapped IPv6, dotted, plain IPv4)', async () => {
    expect(await attempt('::ffff:c633:6414', no, t0)).toEqual({ kind: 'wrong', remaining: 2 }); // 198.51.100.20
    expect(await attempt('198.51.100.20', no, t0)).toEqual({ kind: 'wrong', remaining: 1 });
    expect(await attempt('0:0:0:0:0:FFFF:198.51.100.20', no, t0)).toEqual({ kind: 'locked-now', minutes: 60 });
    expect((await attempt('::ffff:c633:6414', yes, at(1000))).kind).toBe('locked');
    expect((await lockStatus('198.51.100.20', at(1000))).lockedMinutes).toBe(60);
    const rows = await db().selectFrom('login_attempts').select('ip').where('ip', 'like', '%198.51.100.20%').execute();
    expect(rows).toEqual([{ ip: '198.51.100.20' }]);
    // The integration the brief names: ::ffff:7f00:1 and 127.0.0.1 share one counter.
    await attempt('::ffff:7f00:1', no, t0);
    expect(await attempt('127.0.0.1', no, t0)).toEqual({ kind: 'wrong', remaining: 1 });
    expect(await attempt('127.0.0.1', yes, t0)).toEqual({ kind: 'ok' });
  });

  it('two simultaneous wrong attempts both count', async () => {
    const ip = '198.51.100.10';
    const slowNo = () => new Promise<boolean>((r) => setTimeout(() => r(false), 30));
    const results = await Promise.all([attempt(ip, slowNo, t0), attempt(ip, slowNo, t0)]);
    expect(results.map((r) => (r.kind === 'wrong' ? r.remaining : r.kind)).sort()).toEqual([1, 2]);
    expect(await lockStatus(ip, t0)).toEqual({ lockedMinutes: null, failures: 2 });
  });

  it('a burst of simultaneous attempts tests at most 3 passwords and ends locked', async () => {
    const ip = '198.51.100.11';
    let checks = 0;
    const slowNo = () =>
      new Promise<boolean>((r) => {
        checks++;
        setTimeout(() => r(false), 30);
      });
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(ip, slowNo, t0)));
    expect(checks).toBeLessThanOrEqual(3);
    expect(results.filter((r) => r.kind === 'wrong').length).toBeLessThanOrEqual(2);
    expect(results.filter((r) => r.kind === 'locked' || r.kind === 'locked-now').length).toBeGreaterThanOrEqual(10);
    expect((await lockStatus(ip, t0)).lockedMinutes).toBe(60);
    expect((await attempt(ip, yes, at(1000))).kind).toBe('locked');
  });

  it('an internal error while checking gives the attempt back', async () => {
    const ip = '198.51.100.12';
    await attempt(ip, no, t0);
    await expect(attempt(ip, () => Promise.reject(new Error('db down')), t0)).rejects.toThrow('db down');
    expect(await lockStatus(ip, t0)).toEqual({ lockedMinutes: null, failures: 1 });
  });

  it('forgets counters untouched for a day, and ended locks', async () => {
    const ip = '198.51.100.13';
    await attempt(ip, no, t0);
    await attempt(ip, no, t0);
    const nextDay = at(25 * 60 * 60 * 1000);
    expect(await lockStatus(ip, nextDay)).toEqual({ lockedMinutes: null, failures: 0 });
    expect(await attempt(ip, no, nextDay)).toEqual({ kind: 'wrong', remaining: 2 });
    await purgeStaleAttempts(at(50 * 60 * 60 * 1000));
    const left = await db().selectFrom('login_attempts').select('ip').where('ip', 'in', [ip, '198.51.100.1', '198.51.100.3']).execute();
    expect(left).toEqual([]);
  });
});

describeEachEngine('admin sessions', () => {
  it('finds a live session by its token and stores only the token hash', async () => {
    const token = await createSession({ ip: '127.0.0.1', userAgent: 'test' });
    const s = await findSession(token);
    expect(s).toBeDefined();
    const rows = await db().selectFrom('sessions').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(await findSession(token + 'x')).toBeUndefined();
    expect(await findSession(undefined)).toBeUndefined();
  });

  it('refuses an expired session without writing (a pure read); the purge deletes it', async () => {
    const token = await createSession({ ip: null, userAgent: null });
    const s = (await findSession(token))!;
    await db()
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', s.id)
      .execute();
    expect(await findSession(token)).toBeUndefined();
    expect(await db().selectFrom('sessions').select('id').where('id', '=', s.id).execute()).toHaveLength(1);
    await purgeExpiredSessions();
    expect(await db().selectFrom('sessions').select('id').where('id', '=', s.id).execute()).toHaveLength(0);
  });

  it('extends the idle expiry when used (touchSession), at most once a minute; a lookup alone does not', async () => {
    const token = await createSession({ ip: null, userAgent: null });
    const s = (await findSession(token))!;
    expect(await touchSession(s)).toBeUndefined();
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await db()
      .updateTable('sessions')
      .set({ last_seen_at: old, expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', s.id)
      .execute();
    const found = (await findSession(token))!;
    const row = await db().selectFrom('sessions').select(['last_seen_at', 'expires_at']).where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(toDate(row.last_seen_at).toISOString()).toBe(old);
    const extended = await touchSession(found);
    expect(extended!.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
    expect((await findSession(token))!.expiresAt.getTime()).toBe(extended!.getTime());
    expect(await touchSession((await findSession(token))!)).toBeUndefined();
  });

  it('ends a session at its absolute lifetime, however recently it was used, and deletes it', async () => {
    const token = await createSession({ ip: null, userAgent: null });
    const s = (await findSession(token))!;
    // Created 7 days and a minute ago, used a minute ago, idle expiry still hours away.
    await db()
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000).toISOString(),
        last_seen_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(Date.now() + SESSION_IDLE_MS - 60_000).toISOString(),
      })
      .where('id', '=', s.id)
      .execute();
    expect(await findSession(token)).toBeUndefined();
    await purgeExpiredSessions();
    expect(await db().selectFrom('sessions').select('id').where('id', '=', s.id).execute()).toHaveLength(0);
  });

  it('never extends the idle expiry past the absolute end; the cookie follows', async () => {
    const token = await createSession({ ip: null, userAgent: null });
    const s = (await findSession(token))!;
    // Created 7 days minus 2 h ago: about 2 h of absolute lifetime left, less than the 8 h idle timeout.
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_MS + 2 * 60 * 60_000);
    const absoluteEnd = createdAt.getTime() + SESSION_ABSOLUTE_MS;
    await db()
      .updateTable('sessions')
      .set({
        created_at: createdAt.toISOString(),
        last_seen_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .where('id', '=', s.id)
      .execute();
    const touched = { expiresAt: (await touchSession((await findSession(token))!))! };
    expect(touched.expiresAt.getTime()).toBe(absoluteEnd);
    const row = await db().selectFrom('sessions').select('expires_at').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(toDate(row.expires_at).getTime()).toBe(absoluteEnd);
    const maxAge = Number(/Max-Age=(\d+)/.exec(sessionCookie(new Request('http://localhost/admin'), token, touched.expiresAt))![1]);
    expect(maxAge).toBeLessThanOrEqual(2 * 60 * 60);
    expect(maxAge).toBeGreaterThan(2 * 60 * 60 - 60);
    // A fresh session's cookie keeps the idle timeout.
    expect(sessionCookie(new Request('http://localhost/admin'), token)).toContain(`Max-Age=${SESSION_IDLE_MS / 1000}`);
  });

  it('purge removes sessions past their absolute lifetime', async () => {
    const old = await createSession({ ip: null, userAgent: null });
    const fresh = await createSession({ ip: null, userAgent: null });
    const oldId = (await findSession(old))!.id;
    await db()
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000).toISOString() })
      .where('id', '=', oldId)
      .execute();
    await purgeExpiredSessions();
    expect(await db().selectFrom('sessions').select('id').where('id', '=', oldId).execute()).toHaveLength(0);
    expect(await findSession(fresh)).toBeDefined();
    await destroySession(fresh);
  });

  it('logout deletes the session; purge removes expired ones', async () => {
    const token = await createSession({ ip: null, userAgent: null });
    await destroySession(token);
    expect(await findSession(token)).toBeUndefined();
    const stale = await createSession({ ip: null, userAgent: null });
    await db()
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    await purgeExpiredSessions();
    expect(await db().selectFrom('sessions').select('id').execute()).toHaveLength(0);
    expect(await findSession(stale)).toBeUndefined();
  });
});

// The commands run in this process on the test's database (the scripts are thin wrappers over them).
describeEachEngine('npm run admin:password', () => {
  it('reads the new password from stdin, stores its hash, signs sessions out, never prints it', async () => {
    await createSession({ ip: null, userAgent: null });
    const r = await runAdminCommand(adminPassword, [], 'piped-password-123\n');
    expect(r.output).toContain('Admin password updated');
    expect(r.code).toBe(0);
    expect(r.output).not.toContain('piped-password-123');
    expect(await verifyAdminPassword('piped-password-123')).toBe(true);
    expect(await db().selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('takes it as an argument too, and refuses a short one', async () => {
    const ok = await runAdminCommand(adminPassword, ['--', 'argument-password-1']);
    expect(ok.code).toBe(0);
    expect(await verifyAdminPassword('argument-password-1')).toBe(true);
    const short = await runAdminCommand(adminPassword, ['short']);
    expect(short.code).toBe(1);
    expect(short.output).toContain('at least 8 characters');
    expect(await verifyAdminPassword('argument-password-1')).toBe(true);
  });
});

describeEachEngine('lifting a login lock (system tab, npm run admin:unlock)', () => {
  const lockOut = async (ip: string) => {
    for (let i = 0; i < 3; i++) await attempt(ip, no);
    expect((await lockStatus(ip)).lockedMinutes).toBe(60);
  };

  it('lists running locks with when they started and end, not mere failure counts', async () => {
    await lockOut('203.0.113.7');
    await lockOut('2001:db8:5:6::9');
    await attempt('198.51.100.20', no);
    const locks = await listActiveLocks();
    expect(locks.map((l) => l.key).sort()).toEqual(['2001:db8:5:6::/64', '203.0.113.7']);
    for (const l of locks) expect(l.lockedUntil.getTime() - l.lockedAt.getTime()).toBe(LOCK_MS);
  });

  it('lifting one lock lets that address log in at once and leaves the others locked', async () => {
    await lockOut('203.0.113.8');
    await lockOut('203.0.113.9');
    expect(await liftLocks(lockKeyOf('203.0.113.8')!)).toEqual(['203.0.113.8']);
    expect(await attempt('203.0.113.8', yes)).toEqual({ kind: 'ok' });
    expect((await lockStatus('203.0.113.9')).lockedMinutes).toBe(60);
    // Nothing running for that key any more: an honest "already lifted".
    expect(await liftLocks('203.0.113.8')).toEqual([]);
  });

  it('takes any spelling of an address, or a listed /64 key, and refuses what is not an address', () => {
    expect(lockKeyOf(' ::ffff:203.0.113.7 ')).toBe('203.0.113.7');
    expect(lockKeyOf('2001:DB8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(lockKeyOf('2001:db8:5:6::/64')).toBe('2001:db8:5:6::/64');
    for (const bad of ['', 'localhost', "1' or '1'='1", '203.0.113.7/24', 'x'.repeat(200), '::/64/../']) expect(lockKeyOf(bad)).toBeNull();
  });

  it('npm run admin:unlock lifts one address, or every lock without one', async () => {
    await lockOut('203.0.113.10');
    await lockOut('203.0.113.11');
    const unlock = (args: string[]) => runAdminCommand(adminUnlock, args);
    const one = await unlock(['--', '::ffff:203.0.113.10']);
    expect(one.code).toBe(0);
    expect(one.output).toContain('Lock lifted for 203.0.113.10');
    expect((await lockStatus('203.0.113.10')).lockedMinutes).toBeNull();
    expect((await lockStatus('203.0.113.11')).lockedMinutes).toBe(60);
    const bad = await unlock(['not-an-address']);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('is not an IP address');
    const all = await unlock([]);
    expect(all.code).toBe(0);
    expect(all.output).toContain('203.0.113.11');
    expect(await listActiveLocks()).toEqual([]);
    expect(await attempt('203.0.113.11', yes)).toEqual({ kind: 'ok' });
  });
});
