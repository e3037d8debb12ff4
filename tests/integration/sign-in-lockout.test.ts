import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { attemptSignIn, MAX_ATTEMPTS, pairLockKey, signInKeys } from '~/domain/auth/lockout.server';
import { acceptInvitation, inviteAccount } from '~/domain/auth/accounts.server';
import { proveIdentity } from '~/domain/auth/reauth.server';
import { accountAction } from '~/domain/auth/staff-admin.server';
import { actionOf } from '../helpers/admin-action';

const runAccountIntent = actionOf(accountAction);
import { createSession, findSession } from '~/domain/auth/sessions.server';
import { clientAddress, proxyTrustFor, setProxyTrust } from '~/server/http/hosts.server';
import { isInternalAddress, validIp } from '~/server/http/client-ip.server';
import type http from 'node:http';
import * as migration018 from '~/server/db/migrations/018_staff_sign_in';
import { columnTypes } from '~/server/db/column-types';

/**
 * The staff sign-in lockout (docs/decisions/022-staff-sign-in-hardening.md), on
 * each engine: a stranger's wrong answers shut out the stranger's addresses, never the person
 * with the right password at their own address; a burst tests no more than the budget.
 */
const wrong = async () => false;
const right = async () => true;

describeEachEngine('staff sign-in lockout', (ctx) => {
  it('migration 018 removes stored audit addresses that are not addresses, keeps the valid ones', async () => {
    const k = ctx.db.kysely;
    const row = (id: string, ip: string | null) => ({
      id,
      at: new Date().toISOString(),
      actor_account_id: null,
      actor_name: 'Anonim',
      action: 'login_failed' as const,
      entity_type: 'session' as const,
      entity_id: null,
      summary: 'x',
      ip,
    });
    await k
      .insertInto('audit_log')
      .values([row('m1', '<not-an-ip> x'), row('m2', '203.0.113.4'), row('m3', 'fe80::1%eth0'), row('m4', null)])
      .execute();
    await k.schema.alterTable('sessions').dropColumn('totp_setup').execute();
    await migration018.up(k as never, columnTypes(ctx.kind));
    const ips = await k.selectFrom('audit_log').select(['id', 'ip']).where('id', 'in', ['m1', 'm2', 'm3', 'm4']).orderBy('id').execute();
    expect(ips).toEqual([
      { id: 'm1', ip: null },
      { id: 'm2', ip: '203.0.113.4' },
      { id: 'm3', ip: 'fe80::1%eth0' },
      { id: 'm4', ip: null },
    ]);
    await k.deleteFrom('audit_log').where('id', 'in', ['m1', 'm2', 'm3', 'm4']).execute();
  });

  it('3 wrong answers from one address lock that address and put the account under guard', async () => {
    const email = 'guard@example.com';
    const kinds = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) kinds.push((await attemptSignIn(email, '203.0.113.1', wrong)).kind);
    expect(kinds).toEqual(['wrong', 'wrong', 'locked-now']);
    // The right answer from that address: refused unchecked.
    let checked = false;
    const again = await attemptSignIn(email, '203.0.113.1', async () => (checked = true));
    expect(again.kind).toBe('locked');
    expect(checked).toBe(false);
    // From an address that has not failed: checked, and accepted when right (the guard stays).
    expect((await attemptSignIn(email, '198.51.100.1', right)).kind).toBe('ok');
    // A fresh address gets one answer under guard: a wrong one shuts it out for this account only.
    const stranger = await attemptSignIn(email, '203.0.113.2', wrong);
    expect(stranger.kind).toBe('locked-now');
    expect(stranger.started).toEqual([pairLockKey(email, '203.0.113.2')]);
    expect((await attemptSignIn(email, '203.0.113.2', right)).kind).toBe('locked');
    // ...but the address may still sign in to another account.
    expect((await attemptSignIn('other@example.com', '203.0.113.2', right)).kind).toBe('ok');
  });

  it('a distributed guess does not lock the person out: one answer per address, the right one still gets in', async () => {
    const email = 'owner-under-attack@example.com';
    for (let i = 0; i < 20; i++) await attemptSignIn(email, `203.0.113.${100 + i}`, wrong);
    expect((await attemptSignIn(email, '198.51.100.2', right)).kind).toBe('ok');
  });

  it('a burst from one address tests at most three answers; under guard, a burst from a fresh address tests one', async () => {
    let checked = 0;
    const counted = async () => {
      checked++;
      return false;
    };
    await Promise.all(Array.from({ length: 12 }, () => attemptSignIn('burst@example.com', '203.0.113.50', counted)));
    expect(checked).toBeLessThanOrEqual(MAX_ATTEMPTS);
    checked = 0;
    await Promise.all(Array.from({ length: 12 }, () => attemptSignIn('burst@example.com', '203.0.113.51', counted)));
    expect(checked).toBe(1);
  });

  it('a right password with a second factor to come gives its charge back and resets nothing', async () => {
    const email = 'pending@example.com';
    await attemptSignIn(email, '203.0.113.60', wrong);
    await attemptSignIn(email, '203.0.113.60', wrong);
    expect((await attemptSignIn(email, '203.0.113.60', right, { clear: false })).kind).toBe('ok');
    // Still one answer left at that address, not three.
    expect((await attemptSignIn(email, '203.0.113.60', wrong)).kind).toBe('locked-now');
    expect(signInKeys(email, '203.0.113.60')).toHaveLength(3);
  });

  it('re-authentication is charged to the same lockout: an open session cannot be used to guess the password', async () => {
    // The first account must be an owner (ADR 018).
    const inv = await inviteAccount({ email: 'reauth@example.com', name: 'Re Auth', role: 'owner' }, 'http://localhost:3000');
    const account = (await acceptInvitation(new URL(inv.link).searchParams.get('t')!, 'a-long-unusual-passphrase'))!;
    const token = await createSession({ ip: '203.0.113.70', userAgent: 'test', accountId: account.id });
    const session = (await findSession(token))!;
    expect(await proveIdentity(session, {}, '203.0.113.70')).toBe('missing');
    expect(await proveIdentity(session, { password: 'guess-1' }, '203.0.113.70')).toBe('wrong');
    expect(await proveIdentity(session, { password: 'guess-2' }, '203.0.113.70')).toBe('wrong');
    expect(await proveIdentity(session, { password: 'guess-3' }, '203.0.113.70')).toBe('locked');
    expect(await proveIdentity(session, { password: 'a-long-unusual-passphrase' }, '203.0.113.70')).toBe('locked');
    expect(await proveIdentity(session, { password: 'a-long-unusual-passphrase' }, '198.51.100.70')).toBe('ok');
  });

  it('the password change form is charged to the lockout too', async () => {
    const inv = await inviteAccount({ email: 'change@example.com', name: 'Change', role: 'owner' }, 'http://localhost:3000');
    const account = (await acceptInvitation(new URL(inv.link).searchParams.get('t')!, 'a-long-unusual-passphrase'))!;
    const session = (await findSession(await createSession({ ip: '203.0.113.80', userAgent: 'test', accountId: account.id })))!;
    const change = (current: string) =>
      runAccountIntent(
        new URLSearchParams({
          intent: 'password',
          currentPassword: current,
          newPassword: 'another-long-passphrase',
        }) as unknown as FormData,
        session,
        '203.0.113.80',
      );
    const answers = [];
    for (const guess of ['g1', 'g2', 'g3', 'a-long-unusual-passphrase']) answers.push((await change(guess)).errors?.currentPassword);
    const locked = 'Çok sayıda yanlış deneme: bu değişikliği bir saat sonra yeniden deneyin.';
    // The 3rd wrong answer locks; then even the right password is refused (not checked).
    expect(answers).toEqual(['Şu anki şifre yanlış.', 'Şu anki şifre yanlış.', locked, locked]);
  });
});

describe('client address', () => {
  const req = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as http.IncomingMessage;

  it('only values that parse as IP addresses', () => {
    expect(validIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(validIp('2001:DB8::1')).toBe('2001:db8::1');
    for (const bad of ['<not-an-ip> x', 'unknown', '', '1.2.3.4.5', '1.2.3.4, 5.6.7.8']) expect(validIp(bad)).toBeUndefined();
  });

  it('a hop count trusts only a peer on loopback or a private network', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '::1', 'fd00::2', 'fe80::1'])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['192.0.2.2', '203.0.113.5', '8.8.8.8', '172.32.0.1', '2001:db8::1', 'fc::1'])
      expect(isInternalAddress(a), a).toBe(false);
    const expressHopCount = (_a: string | undefined, i: number) => i < 1;
    const trust = proxyTrustFor(1, expressHopCount);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    // A list is Express's own function, unchanged.
    expect(proxyTrustFor('203.0.113.9', expressHopCount)).toBe(expressHopCount);
  });

  it('X-Forwarded-For: read from the right through trusted hops; a value that is not an address gives the socket’s', () => {
    setProxyTrust(proxyTrustFor(1, (_a, i) => i < 1));
    try {
      expect(clientAddress(req('127.0.0.1', '198.51.100.1'))).toBe('198.51.100.1');
      expect(clientAddress(req('::ffff:127.0.0.1', '<script>, 198.51.100.2'))).toBe('198.51.100.2');
      expect(clientAddress(req('127.0.0.1', '<not-an-ip> x'))).toBe('127.0.0.1');
      expect(clientAddress(req('127.0.0.1', ''))).toBe('127.0.0.1');
      expect(clientAddress(req('127.0.0.1'))).toBe('127.0.0.1');
      // A client reaching the server directly from the internet names nothing.
      expect(clientAddress(req('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    } finally {
      setProxyTrust(() => false);
    }
  });
});
