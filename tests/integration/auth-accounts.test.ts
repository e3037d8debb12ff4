import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { runAdminCommand } from '../helpers/admin-command';
import { adminCreateOwner, adminPassword } from '../../scripts/admin-commands';
import {
  acceptInvitation,
  createFirstOwner,
  createOrResetOwner,
  deleteAccount,
  enableTotp,
  findInvitation,
  getAccountByEmail,
  hasAccounts,
  inviteAccount,
  passwordProblem,
  setAccountDisabled,
  setAccountRole,
  verifyAccountLogin,
  verifySecondFactor,
  AccountError,
  INVITATION_MS,
  listAccounts,
} from '~/domain/auth/accounts.server';
import { createBackup, parseBackup, restoreBackupFile } from '~/site/backup/backup.server';
import { canChange, canOpen, requiredRole } from '~/domain/auth/access';
import { usersAction } from '~/domain/auth/staff-admin.server';
import { actionOf } from '../helpers/admin-action';

const runUsersIntent = actionOf(usersAction);
import { accountLockKey, attemptKeys, liftLocks, listActiveLocks, lockKeyOf, lockoutKey, MAX_ATTEMPTS } from '~/domain/auth/lockout.server';
import { setAdminPassword } from '~/domain/auth/password.server';
import {
  createSession,
  findPendingSession,
  findSession,
  listSessions,
  endOwnSession,
  setRequireTwoFactor,
} from '~/domain/auth/sessions.server';
import { base32Encode, generateTotpSecret, totpCode, totpStep, verifyTotp } from '~/domain/auth/totp.server';
import { db } from '~/server/db/index.server';
import { OWNER_EXISTED_KEY } from '~/domain/auth/owners.server';

const BASE = 'http://localhost:3000';
const meta = { ip: '203.0.113.9', userAgent: 'test' };

async function newAccount(email: string, role: 'owner' | 'editor', password = 'a-long-unusual-passphrase') {
  const inv = await inviteAccount({ email, name: email.split('@')[0]!, role }, BASE);
  const token = new URL(inv.link).searchParams.get('t')!;
  const account = await acceptInvitation(token, password);
  return account!;
}

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors (SHA-1, truncated to 6 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, totpStep(59_000))).toBe('287082');
    expect(totpCode(secret, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(secret, totpStep(2_000_000_000_000))).toBe('279037');
  });
  it('accepts one step of drift, refuses replays and other codes', () => {
    const secret = generateTotpSecret();
    const now = Date.now();
    const step = totpStep(now);
    expect(verifyTotp(secret, totpCode(secret, step - 1), null, now)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step), step, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, step - 3), null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });
});

describe('access table', () => {
  it('gives editors content and read-only subscribers; everything else needs an owner', () => {
    for (const p of [
      '/admin',
      '/admin/projeler',
      '/admin/sayfalar',
      '/admin/icerik',
      '/admin/icerik/yorumlar',
      '/admin/hesabim',
      '/admin/upload',
    ]) {
      expect(canOpen('editor', p), p).toBe(true);
    }
    expect(canOpen('editor', '/admin/e-bulten')).toBe(true);
    expect(canChange('editor', '/admin/e-bulten')).toBe(false);
    expect(canChange('editor', '/admin/projeler.data')).toBe(true);
    for (const p of [
      '/admin/ayarlar',
      '/admin/ayarlar/sistem',
      '/admin/ayarlar/kullanicilar',
      '/admin/ayarlar/yedek',
      '/admin/ayarlar/geri-yukle',
      '/admin/e-bulten/kampanyalar',
      '/admin/something-new',
    ]) {
      expect(canOpen('editor', p), p).toBe(false);
      expect(canOpen('owner', p), p).toBe(true);
      expect(canOpen('shared', p), p).toBe(true);
    }
    expect(requiredRole('/admin/projelerX', false)).toBe('owner');
  });
});

describe('password rules', () => {
  it('needs 10 characters and refuses common passwords', () => {
    expect(passwordProblem('short')).toBe('short');
    expect(passwordProblem('password123')).toBe('common');
    expect(passwordProblem('Qwertyuiop')).toBe('common');
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('common');
    expect(passwordProblem('galatasaray1905!')).toBe('common');
    expect(passwordProblem('a-long-unusual-passphrase')).toBeNull();
  });
});

describeEachEngine('staff accounts', () => {
  it('the first owner takes the shared password over; other shared sessions end', async () => {
    await setAdminPassword('shared-password-1');
    const mine = await createSession(meta);
    const other = await createSession(meta);
    const session = (await findSession(mine))!;
    expect(session.role).toBe('shared');
    expect(session.accountId).toBeNull();
    const owner = await createFirstOwner(session, { email: 'Owner@Example.com', name: 'Ayşe Sahip' });
    expect(owner.email).toBe('owner@example.com');
    expect(await hasAccounts()).toBe(true);
    const now = (await findSession(mine))!;
    expect(now).toMatchObject({ accountId: owner.id, email: 'owner@example.com', name: 'Ayşe Sahip', role: 'owner' });
    expect(await findSession(other)).toBeUndefined();
    expect(await verifyAccountLogin('owner@example.com', 'shared-password-1')).toMatchObject({ id: owner.id, twoFactor: false });
    await expect(createFirstOwner(session, { email: 'x@example.com', name: 'X' })).rejects.toBeInstanceOf(AccountError);
    // A shared-password session created now (e.g. a stale login) opens nothing.
    expect(await findSession(await createSession(meta))).toBeUndefined();
  });

  it('changes to staff accounts are in the audit log under the person who made them (names, never values)', async () => {
    const owner = await newAccount('audit-owner@example.com', 'owner');
    const token = await createSession({ ...meta, accountId: owner.id });
    const session = (await findSession(token))!;
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const request = new Request(`${BASE}/admin/ayarlar/kullanicilar`, { method: 'POST' });
    expect(
      (
        await runUsersIntent(
          form({ intent: 'invite', email: 'audit-ed@example.com', name: 'Denetim Editör', role: 'editor' }),
          session,
          request,
        )
      ).ok,
    ).toBe(true);
    const invited = (await getAccountByEmail('audit-ed@example.com'))!;
    expect((await runUsersIntent(form({ intent: 'role', id: invited.id, role: 'owner' }), session, request)).ok).toBe(true);
    expect((await runUsersIntent(form({ intent: 'disable', id: invited.id }), session, request)).ok).toBe(true);
    expect((await runUsersIntent(form({ intent: 'delete', id: invited.id }), session, request)).ok).toBe(true);
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'account')
      .where('entity_id', '=', invited.id)
      .orderBy('at')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_name, r.actor_account_id])).toEqual([
      ['create', 'audit-owner', owner.id],
      ['update', 'audit-owner', owner.id],
      ['update', 'audit-owner', owner.id],
      ['delete', 'audit-owner', owner.id],
    ]);
    expect(rows.map((r) => r.summary).join(' | ')).toMatch(/rol.*durum/);
    for (const r of rows) expect(r.summary).not.toMatch(/audit-ed@example\.com|Denetim/);
    await deleteAccount(owner.id);
  });

  it('an invitation link works once, for 48 hours, and sets the person’s own password', async () => {
    const inv = await inviteAccount({ email: 'editor@example.com', name: 'Editör', role: 'editor' }, BASE);
    expect(inv.mailed).toBe(false);
    expect(inv.link).toMatch(/^http:\/\/localhost:3000\/admin\/davet\?t=[\w-]+$/);
    const token = new URL(inv.link).searchParams.get('t')!;
    expect((await findInvitation(token))?.email).toBe('editor@example.com');
    expect(await verifyAccountLogin('editor@example.com', 'anything-at-all')).toBeUndefined();
    const accepted = await acceptInvitation(token, 'editor-passphrase-2026');
    expect(accepted?.status).toBe('active');
    expect(await acceptInvitation(token, 'another-passphrase-2026')).toBeUndefined();
    expect(await verifyAccountLogin('EDITOR@example.com', 'editor-passphrase-2026')).toBeTruthy();
    await expect(inviteAccount({ email: 'editor@example.com', name: 'Again', role: 'editor' }, BASE)).rejects.toThrow('exists');

    const late = await inviteAccount({ email: 'late@example.com', name: 'Late', role: 'editor' }, BASE);
    const lateToken = new URL(late.link).searchParams.get('t')!;
    await db()
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('account_id', '=', late.account.id)
      .execute();
    expect(INVITATION_MS).toBe(48 * 3600_000);
    expect(await findInvitation(lateToken)).toBeUndefined();
    expect(await acceptInvitation(lateToken, 'late-passphrase-2026')).toBeUndefined();
  });

  it('disabling or deleting ends the sessions at once; at least one owner remains', async () => {
    const editor = (await getAccountByEmail('editor@example.com'))!;
    const token = await createSession({ ...meta, accountId: editor.id });
    expect((await findSession(token))?.role).toBe('editor');
    await setAccountDisabled(editor.id, true);
    expect(await findSession(token)).toBeUndefined();
    expect(await verifyAccountLogin('editor@example.com', 'editor-passphrase-2026')).toBeUndefined();
    await setAccountDisabled(editor.id, false);
    expect(await verifyAccountLogin('editor@example.com', 'editor-passphrase-2026')).toBeTruthy();

    const owner = (await getAccountByEmail('owner@example.com'))!;
    await expect(setAccountDisabled(owner.id, true)).rejects.toThrow('last-owner');
    await expect(deleteAccount(owner.id)).rejects.toThrow('last-owner');
    await expect(setAccountRole(owner.id, 'editor')).rejects.toThrow('last-owner');
    const second = await newAccount('second@example.com', 'owner');
    await setAccountDisabled(owner.id, true);
    await expect(setAccountDisabled(second.id, true)).rejects.toThrow('last-owner');
    await setAccountDisabled(owner.id, false);

    const t2 = await createSession({ ...meta, accountId: second.id });
    await deleteAccount(second.id);
    expect(await findSession(t2)).toBeUndefined();
    expect(await getAccountByEmail('second@example.com')).toBeUndefined();
  });

  it('locks an account after 3 wrong passwords from any addresses, and an address across accounts', async () => {
    const check = (email: string, password: string) => async () => !!(await verifyAccountLogin(email, password));
    const keysFor = (ip: string, email: string) => [lockoutKey(ip), accountLockKey(email)];
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const r = await attemptKeys(keysFor(`198.51.100.${i}`, 'editor@example.com'), check('editor@example.com', 'wrong'), { clear: false });
      expect(r.kind).toBe(i < MAX_ATTEMPTS ? 'wrong' : 'locked-now');
    }
    // Locked: even the right password from a fresh address is refused unchecked.
    const right = await attemptKeys(keysFor('198.51.100.77', 'editor@example.com'), check('editor@example.com', 'editor-passphrase-2026'));
    expect(right.kind).toBe('locked');
    // The system tab lists the account's lock and can lift it like an address's.
    expect((await listActiveLocks()).map((l) => l.key)).toContain('account:editor@example.com');
    expect(lockKeyOf(' account:Editor@Example.com ')).toBe('account:editor@example.com');
    // ...and that refusal did not count against the fresh address.
    const fresh = await attemptKeys(keysFor('198.51.100.77', 'owner@example.com'), check('owner@example.com', 'shared-password-1'));
    expect(fresh.kind).toBe('ok');

    expect(await liftLocks('account:editor@example.com')).toEqual(['account:editor@example.com']);
    for (let i = 1; i <= MAX_ATTEMPTS; i++) await liftLocks(lockoutKey(`198.51.100.${i}`));
    expect(
      (await attemptKeys(keysFor('198.51.100.78', 'editor@example.com'), check('editor@example.com', 'editor-passphrase-2026'))).kind,
    ).toBe('ok');
    // Per address: three wrong passwords for three different accounts lock the address.
    for (const [i, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      const r = await attemptKeys(keysFor('192.0.2.50', email), check(email, 'nope'));
      expect(r.kind).toBe(i < 2 ? 'wrong' : 'locked-now');
    }
    expect((await attemptKeys(keysFor('192.0.2.50', 'owner@example.com'), check('owner@example.com', 'shared-password-1'))).kind).toBe(
      'locked',
    );
  });

  it('parallel attempts on one account test at most three passwords', async () => {
    await newAccount('parallel@example.com', 'editor');
    let checked = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        attemptKeys([lockoutKey(`10.9.${i}.1`), accountLockKey('parallel@example.com')], async () => {
          checked++;
          return false;
        }),
      ),
    );
    expect(checked).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(outcomes.filter((o) => o.kind === 'locked' || o.kind === 'locked-now').length).toBeGreaterThanOrEqual(12 - MAX_ATTEMPTS);
  });

  it('TOTP: each code once; a recovery code once; wrong codes count toward the lockout', async () => {
    const person = await newAccount('totp@example.com', 'editor');
    const secret = generateTotpSecret();
    expect(await enableTotp(person.id, secret, '000000')).toBeUndefined();
    const step = totpStep();
    const codes = (await enableTotp(person.id, secret, totpCode(secret, step - 1)))!;
    expect(codes).toHaveLength(10);
    expect(await verifyAccountLogin('totp@example.com', 'a-long-unusual-passphrase')).toMatchObject({ twoFactor: true });
    // The code used to turn it on cannot sign in; the next one can, once.
    expect(await verifySecondFactor(person.id, totpCode(secret, step - 1))).toBe(false);
    expect(await verifySecondFactor(person.id, totpCode(secret, step))).toBe('totp');
    expect(await verifySecondFactor(person.id, totpCode(secret, step))).toBe(false);
    expect(await verifySecondFactor(person.id, codes[0]!.toUpperCase())).toBe('recovery');
    expect(await verifySecondFactor(person.id, codes[0]!)).toBe(false);
    const parallel = await Promise.all([1, 2, 3].map(() => verifySecondFactor(person.id, codes[1]!)));
    expect(parallel.filter(Boolean)).toHaveLength(1);

    // A pending sign-in opens nothing.
    const pending = await createSession({ ...meta, accountId: person.id, mfaPending: true });
    expect(await findSession(pending)).toBeUndefined();
    expect((await findPendingSession(pending))?.accountId).toBe(person.id);

    const keys = [lockoutKey('192.0.2.99'), accountLockKey('totp@example.com')];
    const outcomes = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      outcomes.push((await attemptKeys(keys, async () => !!(await verifySecondFactor(person.id, '123456')))).kind);
    expect(outcomes).toEqual(['wrong', 'wrong', 'locked-now']);
    expect((await attemptKeys(keys, async () => true)).kind).toBe('locked');
  });

  it('two-factor for all: a person without it may only set it up', async () => {
    const person = await newAccount('no2fa@example.com', 'editor');
    const token = await createSession({ ...meta, accountId: person.id });
    expect((await findSession(token))?.mustSetUpTwoFactor).toBe(false);
    await setRequireTwoFactor(true);
    expect((await findSession(token))?.mustSetUpTwoFactor).toBe(true);
    await setRequireTwoFactor(false);
    expect((await findSession(token))?.mustSetUpTwoFactor).toBe(false);
  });

  it('lists a person’s own sessions and ends one of them', async () => {
    const person = await newAccount('sessions@example.com', 'editor');
    const a = await createSession({ ip: '192.0.2.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', accountId: person.id });
    const b = await createSession({ ip: '192.0.2.2', userAgent: 'Mozilla/5.0 (iPhone) Safari/605', accountId: person.id });
    const me = (await findSession(a))!;
    const list = await listSessions(me);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?.ip).toBe('192.0.2.1');
    const otherHandle = list.find((s) => !s.current)!.handle;
    expect(await endOwnSession(me, otherHandle)).toBe(true);
    expect(await findSession(b)).toBeUndefined();
    expect(await findSession(a)).toBeDefined();
    // Someone else's session cannot be ended by its handle.
    const stranger = await newAccount('stranger@example.com', 'editor');
    const s = await createSession({ ...meta, accountId: stranger.id });
    const strangerHandle = (await listSessions((await findSession(s))!))[0]!.handle;
    expect(await endOwnSession(me, strangerHandle)).toBe(false);
    expect(await findSession(s)).toBeDefined();
  });

  it('admin:create-owner recovers an owner (new password, no second factor)', async () => {
    expect(await createOrResetOwner({ email: 'totp@example.com', name: '', password: 'recovered-passphrase-1' })).toBe('reset');
    expect(await verifyAccountLogin('totp@example.com', 'recovered-passphrase-1')).toMatchObject({ twoFactor: false });
    expect((await getAccountByEmail('totp@example.com'))?.role).toBe('owner');
    expect(await createOrResetOwner({ email: 'new-owner@example.com', name: 'New', password: 'recovered-passphrase-2' })).toBe('created');
  });
});

// The commands run in this process on the test's database (the scripts are thin wrappers over them).
describeEachEngine('npm run admin:create-owner and admin:password --email', () => {
  it('creates an owner when every owner is locked out, then resets them; never prints the password', async () => {
    const r = await runAdminCommand(
      adminCreateOwner,
      ['--', '--email', 'Rescue@Example.com', '--name', 'Kurtarma'],
      'rescue-passphrase-77\n',
    );
    expect(r.output).toContain('Owner rescue@example.com created');
    expect(r.code).toBe(0);
    expect(r.output).not.toContain('rescue-passphrase-77');
    expect(await verifyAccountLogin('rescue@example.com', 'rescue-passphrase-77')).toBeTruthy();
    expect((await getAccountByEmail('rescue@example.com'))?.role).toBe('owner');
    const common = await runAdminCommand(adminCreateOwner, ['--email', 'rescue@example.com'], 'password123\n');
    expect(common.code).toBe(1);
    expect(common.output).toContain('too common');
    const none = await runAdminCommand(adminCreateOwner, [], 'rescue-passphrase-77\n');
    expect(none.code).toBe(1);
  });

  it('admin:password --email sets a person’s password and ends their sessions', async () => {
    const person = (await getAccountByEmail('rescue@example.com'))!;
    const token = await createSession({ ...meta, accountId: person.id });
    const r = await runAdminCommand(adminPassword, ['--email', 'rescue@example.com'], 'another-passphrase-88\n');
    expect(r.code).toBe(0);
    expect(r.output).toContain('Password of rescue@example.com updated');
    expect(await verifyAccountLogin('rescue@example.com', 'another-passphrase-88')).toBeTruthy();
    expect(await findSession(token)).toBeUndefined();
    const unknown = await runAdminCommand(adminPassword, ['--email', 'nobody@example.com'], 'another-passphrase-88\n');
    expect(unknown.code).toBe(1);
    // Without --email, the shared password is set, with a note that accounts exist.
    const shared = await runAdminCommand(adminPassword, [], 'shared-passphrase-99\n');
    expect(shared.code).toBe(0);
    expect(shared.output).toContain('staff accounts exist');
  });
});

describeEachEngine('backups carry accounts and roles, never credentials', (ctx) => {
  it('a restore into a new installation invites each person to set a new password', async () => {
    await setAdminPassword('shared-password-1');
    const owner = await createFirstOwner((await findSession(await createSession(meta)))!, { email: 'owner@example.com', name: 'Ayşe' });
    const editor = await newAccount('editor@example.com', 'editor', 'editor-passphrase-2026');
    const secret = generateTotpSecret();
    const codes = (await enableTotp(editor.id, secret, totpCode(secret, totpStep())))!;
    await newAccount('gone@example.com', 'editor');
    await setAccountDisabled((await getAccountByEmail('gone@example.com'))!.id, true);

    const backup = await createBackup();
    const text = JSON.stringify(backup);
    const rows = backup.tables.admin_accounts;
    expect(rows.map((r) => [r.email, r.role, r.status])).toEqual(
      expect.arrayContaining([
        ['owner@example.com', 'owner', 'active'],
        ['editor@example.com', 'editor', 'active'],
        ['gone@example.com', 'editor', 'disabled'],
      ]),
    );
    for (const r of rows)
      expect(Object.keys(r).sort()).toEqual(['created_at', 'email', 'id', 'last_login_at', 'name', 'role', 'status', 'updated_at']);
    for (const secretText of ['scrypt$', secret, 'password_hash', 'totp', 'sessions', 'recovery', codes[0]!])
      expect(text).not.toContain(secretText);

    // A backup carrying a credential column is refused.
    const tampered = structuredClone(backup);
    (tampered.tables.admin_accounts[0] as Record<string, unknown>).password_hash = 'scrypt$1$1$1$x$y';
    await expect(parseBackup(JSON.stringify(tampered))).rejects.toThrow();
    // An older backup without the table still restores.
    const older = structuredClone(backup) as { tables: Record<string, unknown> };
    delete older.tables.admin_accounts;
    await expect(parseBackup(JSON.stringify(older))).resolves.toBeDefined();

    // A new installation: no accounts, no sessions, the shared password only.
    await db().deleteFrom('sessions').execute();
    await db().deleteFrom('admin_recovery_codes').execute();
    await db().deleteFrom('admin_invitations').execute();
    await db().deleteFrom('admin_accounts').execute();
    await db().deleteFrom('settings').where('key', '=', OWNER_EXISTED_KEY).execute();
    const file = path.join(ctx.test.dataDir, 'restore.json');
    fs.writeFileSync(file, text);
    // Nobody ticked (ADR 018): the file's people are not added.
    const untouched = await restoreBackupFile(file);
    expect(untouched.counts.admin_accounts).toBe(3);
    expect(untouched.addedAccounts).toBe(0);
    expect(await listAccounts()).toEqual([]);
    // Ticked: added without any credential, as invited (disabled stays disabled), each invited one with a link (never mailed).
    const restored = await restoreBackupFile(file, { addAccounts: rows.map((r) => String(r.id)), baseUrl: BASE });
    expect(restored.addedAccounts).toBe(3);
    const accounts = await listAccounts();
    expect(accounts.map((a) => [a.email, a.role, a.status, a.twoFactor]).sort()).toEqual([
      ['editor@example.com', 'editor', 'invited', false],
      ['gone@example.com', 'editor', 'disabled', false],
      ['owner@example.com', 'owner', 'invited', false],
    ]);
    expect(await verifyAccountLogin('owner@example.com', 'shared-password-1')).toBeUndefined();
    // Nobody has a password yet: the shared password still opens the panel (no active owner).
    expect(await hasAccounts()).toBe(false);
    expect((await findSession(await createSession(meta)))?.role).toBe('shared');

    const links = restored.invitations;
    expect(links.map((l) => l.email).sort()).toEqual(['editor@example.com', 'owner@example.com']);
    expect(await db().selectFrom('mail_queue').select('id').execute()).toEqual([]);
    const ownerLink = links.find((l) => l.email === 'owner@example.com')!;
    const accepted = await acceptInvitation(new URL(ownerLink.link).searchParams.get('t')!, 'owner-new-passphrase-1');
    expect(accepted).toMatchObject({ id: owner.id, role: 'owner', status: 'active' });
    expect(await verifyAccountLogin('owner@example.com', 'owner-new-passphrase-1')).toBeTruthy();
    expect(await hasAccounts()).toBe(true);

    // Restoring again onto this installation keeps the owner's new password (accounts here never change).
    await restoreBackupFile(file);
    expect(await verifyAccountLogin('owner@example.com', 'owner-new-passphrase-1')).toBeTruthy();
    expect((await getAccountByEmail('owner@example.com'))?.status).toBe('active');
  });
});
