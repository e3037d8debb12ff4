import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';
import { db } from '~/server/db/index.server';
import { nowIso, toDate, toDateOrNull } from '~/server/db/values';
import { mailLink } from '~/server/http/origin.server';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { StaffRole } from './access';
import { isCommonPassword } from './common-passwords';
import { hashPassword, MAX_PASSWORD_LENGTH, sharedPasswordHash, verifyPassword } from './password.server';
import { endAccountSessions, type AdminSession } from './sessions.server';
import { generateTotpSecret, verifyTotp } from './totp.server';
import { markOwnerExisted, sharedPasswordEnded, withOwnersLocked } from './owners.server';
import { singleton } from '~/server/singleton.server';

/**
 * Staff accounts: people with their own e-mail, password, role and second
 * factor. While none exists the shared password (005) is the way in; the first account is
 * created by a shared-password session and takes that password over.
 */
export const ACCOUNT_MIN_PASSWORD = 10;
export const INVITATION_MS = 48 * 60 * 60 * 1000;
const RECOVERY_CODES = 10;

export interface Account {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: 'invited' | 'active' | 'disabled';
  /** A second factor: TOTP or at least one passkey. */
  twoFactor: boolean;
  totp: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export class AccountError extends Error {
  constructor(public code: 'last-owner' | 'exists' | 'not-found' | 'accounts-exist' | 'self' | 'invalid' | 'owner-first') {
    super(code);
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * True once the shared password has ended: an active owner account exists, or existed before
 * (owners.server.ts). The login asks for an e-mail from then on. Until then the shared password
 * stays the way in, so the site is never without someone who may open settings, users and
 * backups (editors alone, invited or restored, never end it). ADR 018.
 */
export async function hasAccounts(): Promise<boolean> {
  return sharedPasswordEnded();
}

/** The columns a backup carries: who someone is, never a credential. */
export const ACCOUNT_BACKUP_COLUMNS = ['id', 'email', 'name', 'role', 'status', 'created_at', 'updated_at', 'last_login_at'] as const;

type AccountRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  status: string;
  totp_secret: string | null;
  passkeys?: unknown;
  created_at: unknown;
  last_login_at: unknown;
};

function toAccount(r: AccountRow): Account {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as StaffRole,
    status: r.status as Account['status'],
    twoFactor: !!r.totp_secret || Number(r.passkeys ?? 0) > 0,
    totp: !!r.totp_secret,
    createdAt: toDate(r.created_at).toISOString(),
    lastLoginAt: toDateOrNull(r.last_login_at)?.toISOString() ?? null,
  };
}

const COLUMNS = ['id', 'email', 'name', 'role', 'status', 'totp_secret', 'created_at', 'last_login_at'] as const;

function accounts() {
  return db()
    .selectFrom('admin_accounts')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('admin_passkeys')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('admin_passkeys.account_id', '=', 'admin_accounts.id')
        .as('passkeys'),
    );
}

export async function listAccounts(): Promise<Account[]> {
  const rows = await accounts().orderBy('created_at').orderBy('email').execute();
  return rows.map(toAccount);
}

export async function getAccount(id: string): Promise<Account | undefined> {
  const r = await accounts().where('id', '=', id).executeTakeFirst();
  return r ? toAccount(r) : undefined;
}

export async function getAccountByEmail(email: string): Promise<Account | undefined> {
  const r = await accounts().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return r ? toAccount(r) : undefined;
}

/** True when the account has a second factor (TOTP or a passkey). */
export async function hasSecondFactor(id: string): Promise<boolean> {
  return (await getAccount(id))?.twoFactor ?? false;
}

/** What is wrong with a new password, or null: length, and the list of common passwords. */
export function passwordProblem(password: string, email?: string): 'short' | 'long' | 'common' | null {
  if ([...password].length < ACCOUNT_MIN_PASSWORD) return 'short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'long';
  const lower = password.toLowerCase();
  if (isCommonPassword(password) || (email && lower.includes(normalizeEmail(email).split('@')[0]!) && lower.length < 16)) return 'common';
  return null;
}

/**
 * The first account (a fresh install becomes a staff install): an owner, created by the
 * shared-password session, with the shared password as its password. That session becomes
 * the new owner's; every other shared-password session ends (findSession refuses them).
 */
export async function createFirstOwner(session: AdminSession, input: { email: string; name: string }): Promise<Account> {
  if (session.role !== 'shared') throw new AccountError('accounts-exist');
  const hash = await sharedPasswordHash();
  const id = randomUUID();
  const now = nowIso();
  await db()
    .transaction()
    .execute(async (trx) => {
      if (await trx.selectFrom('admin_accounts').select('id').limit(1).executeTakeFirst()) throw new AccountError('accounts-exist');
      await trx
        .insertInto('admin_accounts')
        .values({
          id,
          email: normalizeEmail(input.email),
          name: input.name.trim(),
          role: 'owner',
          status: 'active',
          password_hash: hash ?? null,
          totp_secret: null,
          totp_last_step: null,
          created_at: now,
          updated_at: now,
          last_login_at: now,
        })
        .execute();
      await trx.updateTable('sessions').set({ account_id: id }).where('id', '=', session.id).execute();
      await trx.deleteFrom('sessions').where('account_id', 'is', null).execute();
      await markOwnerExisted(trx);
    });
  return (await getAccount(id))!;
}

export interface Invitation {
  account: Account;
  link: string;
  /** True when the link went out by e-mail; otherwise the owner passes it on. */
  mailed: boolean;
  /**
   * The site's address is not known yet (no PUBLIC_URL, none confirmed): the link names the
   * address the owner is using, so it is shown to them, never mailed.
   */
  addressUnconfirmed: boolean;
  expiresAt: string;
}

/**
 * A new invitation link for an account (earlier links of the account stop working). Mailed only
 * when it can name the site's known address (mailLink); before that it is built on `shownBase`
 * (the address the owner is using) and shown to the owner: a DNS name someone else pointed at
 * the server must never reach a new colleague's inbox as the way to set a password.
 */
async function issueInvitation(account: Account, shownBase: string): Promise<Invitation> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_MS).toISOString();
  const path = `/admin/davet?t=${token}`;
  const known = mailLink(path);
  const link = known ?? `${shownBase.replace(/\/+$/, '')}${path}`;
  const m = catalog.tr.adminUsers.mail;
  const mailed = !!known && (await mailConfigured());
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('admin_invitations').where('account_id', '=', account.id).execute();
      await trx
        .insertInto('admin_invitations')
        .values({ id: sha256(token), account_id: account.id, created_at: now.toISOString(), expires_at: expiresAt })
        .execute();
      if (mailed) {
        await enqueueMail(
          { kind: 'staff-invitation', to: account.email, subject: m.subject, text: fmt(m.text, { name: account.name, link }) },
          trx,
        );
      }
    });
  if (mailed) wakeMailWorker();
  return { account, link, mailed, addressUnconfirmed: !known, expiresAt };
}

/** Invites a person: a new account (status invited) and its link, by e-mail or for the owner to pass on. */
export async function inviteAccount(input: { email: string; name: string; role: StaffRole }, shownBase: string): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  if (await getAccountByEmail(email)) throw new AccountError('exists');
  // The first staff account must be an owner (ADR 018): an editor while no owner is active could
  // end the shared password and leave nobody who may open settings, users and backups.
  if (input.role !== 'owner' && !(await hasAccounts())) throw new AccountError('owner-first');
  const id = randomUUID();
  const now = nowIso();
  await db()
    .insertInto('admin_accounts')
    .values({
      id,
      email,
      name: input.name.trim(),
      role: input.role,
      status: 'invited',
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    .execute();
  return issueInvitation((await getAccount(id))!, shownBase);
}

/** A new link for an account that has not accepted yet, or that must set a new password (after a restore). */
export async function reinviteAccount(id: string, shownBase: string): Promise<Invitation> {
  const account = await getAccount(id);
  if (!account) throw new AccountError('not-found');
  return issueInvitation(account, shownBase);
}

/** The account an invitation link is for, while the link is valid. */
export async function findInvitation(token: string | null | undefined): Promise<Account | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db()
    .selectFrom('admin_invitations')
    .select(['account_id', 'expires_at'])
    .where('id', '=', sha256(token))
    .executeTakeFirst();
  if (!row || toDate(row.expires_at).getTime() <= Date.now()) return undefined;
  const account = await getAccount(row.account_id);
  return account && account.status !== 'disabled' ? account : undefined;
}

/**
 * Sets the person's own password through their invitation link (used once): the account
 * becomes active; sessions it may have had end. Returns the account, or undefined when the
 * link is not valid (any more).
 */
export async function acceptInvitation(token: string, password: string): Promise<Account | undefined> {
  const account = await findInvitation(token);
  if (!account) return undefined;
  const hash = await hashPassword(password);
  const used = await db()
    .transaction()
    .execute(async (trx) => {
      const r = await trx.deleteFrom('admin_invitations').where('id', '=', sha256(token)).executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) return false;
      await trx
        .updateTable('admin_accounts')
        .set({ password_hash: hash, status: 'active', updated_at: nowIso() })
        .where('id', '=', account.id)
        .where('status', '!=', 'disabled')
        .execute();
      if (account.role === 'owner') await markOwnerExisted(trx);
      return true;
    });
  if (!used) return undefined;
  await endAccountSessions(account.id);
  return getAccount(account.id);
}

/** Sets a person's password (their account page, or `npm run admin:password -- --email`); their other sessions end. */
export async function setAccountPassword(id: string, password: string, keepSessionId?: string): Promise<void> {
  const hash = await hashPassword(password);
  await db().updateTable('admin_accounts').set({ password_hash: hash, updated_at: nowIso() }).where('id', '=', id).execute();
  await endAccountSessions(id, keepSessionId);
}

/** Checks a person's current password (their account page). */
export async function checkAccountPassword(id: string, password: string): Promise<boolean> {
  const row = await db().selectFrom('admin_accounts').select('password_hash').where('id', '=', id).executeTakeFirst();
  return !!row?.password_hash && verifyPassword(password, row.password_hash);
}

// Verified when no account matches, so a wrong address takes as long as a wrong password.
const dummyHash = singleton('dummy password hash', () => hashPassword(randomBytes(16).toString('hex')));

/** The sign-in's first step: the active account with this e-mail and password, or undefined. */
export async function verifyAccountLogin(email: string, password: string): Promise<{ id: string; twoFactor: boolean } | undefined> {
  const row = await db()
    .selectFrom('admin_accounts')
    .select(['id', 'status', 'password_hash', 'totp_secret'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!row || row.status !== 'active' || !row.password_hash) {
    await verifyPassword(password, await dummyHash());
    return undefined;
  }
  if (!(await verifyPassword(password, row.password_hash))) return undefined;
  return { id: row.id, twoFactor: await hasSecondFactor(row.id) };
}

export async function recordLogin(id: string): Promise<void> {
  await db().updateTable('admin_accounts').set({ last_login_at: nowIso() }).where('id', '=', id).execute();
}

/**
 * Only rows whose change leaves another active owner: a row that is not an active owner, or one
 * while another active owner exists. The write itself re-checks what the locked read saw.
 */
const keepsAnOwner = (id: string) => (eb: ExpressionBuilder<Database, 'admin_accounts'>) =>
  eb.or([
    eb('role', '!=', 'owner'),
    eb('status', '!=', 'active'),
    eb.exists(
      eb
        .selectFrom('admin_accounts as other')
        .select('other.id')
        .where('other.role', '=', 'owner')
        .where('other.status', '=', 'active')
        .where('other.id', '!=', id),
    ),
  ]);

/**
 * Runs a write that may take `id` out of the active owners (disable, demote, delete) with the
 * active owner rows locked (owners.server.ts): refused with 'last-owner' when `id` is the only
 * one, and with 'not-found' when the row is gone. `write` returns the rows it changed.
 */
async function withoutLosingTheLastOwner(id: string, write: (trx: Transaction<Database>) => Promise<bigint | number>): Promise<void> {
  await withOwnersLocked(async (trx, owners) => {
    if (owners.length === 1 && owners[0] === id) throw new AccountError('last-owner');
    if (Number(await write(trx)) === 1) return;
    const row = await trx.selectFrom('admin_accounts').select('id').where('id', '=', id).executeTakeFirst();
    throw new AccountError(row ? 'last-owner' : 'not-found');
  });
}

/** Disables (sessions end at once) or re-enables an account; at least one active owner always remains. */
export async function setAccountDisabled(id: string, disabled: boolean): Promise<void> {
  const account = await getAccount(id);
  if (!account) throw new AccountError('not-found');
  if (disabled) {
    await withoutLosingTheLastOwner(id, async (trx) => {
      const r = await trx
        .updateTable('admin_accounts')
        .set({ status: 'disabled', updated_at: nowIso() })
        .where('id', '=', id)
        .where(keepsAnOwner(id))
        .executeTakeFirst();
      return r.numUpdatedRows;
    });
    await endAccountSessions(id);
  } else {
    const row = await db().selectFrom('admin_accounts').select('password_hash').where('id', '=', id).executeTakeFirst();
    await db()
      .updateTable('admin_accounts')
      .set({ status: row?.password_hash ? 'active' : 'invited', updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }
}

export async function setAccountRole(id: string, role: StaffRole): Promise<void> {
  if (role === 'owner') {
    const r = await db().updateTable('admin_accounts').set({ role, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new AccountError('not-found');
    return;
  }
  await withoutLosingTheLastOwner(id, async (trx) => {
    const r = await trx
      .updateTable('admin_accounts')
      .set({ role, updated_at: nowIso() })
      .where('id', '=', id)
      .where(keepsAnOwner(id))
      .executeTakeFirst();
    return r.numUpdatedRows;
  });
}

/** Deletes an account and everything of it (sessions end at once); at least one active owner always remains. */
export async function deleteAccount(id: string): Promise<void> {
  await withoutLosingTheLastOwner(id, async (trx) => {
    // Refused (no row deleted): the transaction rolls these back too.
    await trx.deleteFrom('admin_recovery_codes').where('account_id', '=', id).execute();
    await trx.deleteFrom('admin_passkeys').where('account_id', '=', id).execute();
    await trx.deleteFrom('admin_invitations').where('account_id', '=', id).execute();
    await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
    const r = await trx.deleteFrom('admin_accounts').where('id', '=', id).where(keepsAnOwner(id)).executeTakeFirst();
    return r.numDeletedRows;
  });
}

/**
 * Recovery: an active owner with this e-mail and password (`npm run admin:create-owner`), when
 * every owner is locked out. An existing account becomes an active owner with the new password
 * and no second factor; its sessions end.
 */
export async function createOrResetOwner(input: { email: string; name: string; password: string }): Promise<'created' | 'reset'> {
  const email = normalizeEmail(input.email);
  const hash = await hashPassword(input.password);
  const now = nowIso();
  const existing = await getAccountByEmail(email);
  if (existing) {
    await db()
      .updateTable('admin_accounts')
      .set({ role: 'owner', status: 'active', password_hash: hash, totp_secret: null, totp_last_step: null, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    await db().deleteFrom('admin_recovery_codes').where('account_id', '=', existing.id).execute();
    await db().deleteFrom('admin_passkeys').where('account_id', '=', existing.id).execute();
    await endAccountSessions(existing.id);
    await db().transaction().execute(markOwnerExisted);
    return 'reset';
  }
  await db()
    .insertInto('admin_accounts')
    .values({
      id: randomUUID(),
      email,
      name: input.name.trim() || email,
      role: 'owner',
      status: 'active',
      password_hash: hash,
      totp_secret: null,
      totp_last_step: null,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    .execute();
  await db().transaction().execute(markOwnerExisted);
  return 'created';
}

// --- Two-factor: TOTP and recovery codes ---

export { generateTotpSecret };

function newRecoveryCode(): string {
  const raw = randomBytes(10).toString('hex'); // 80 bits
  return `${raw.slice(0, 5)}-${raw.slice(5, 10)}-${raw.slice(10, 15)}-${raw.slice(15)}`;
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^0-9a-f]/g, '');

/** New one-time recovery codes (the old ones stop working); shown once, only hashes stored. */
export async function regenerateRecoveryCodes(accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('admin_recovery_codes').where('account_id', '=', accountId).execute();
      await trx
        .insertInto('admin_recovery_codes')
        .values(codes.map((c) => ({ id: randomUUID(), account_id: accountId, code_hash: sha256(normalizeRecovery(c)), used_at: null })))
        .execute();
    });
  return codes;
}

export async function unusedRecoveryCodes(accountId: string): Promise<number> {
  const rows = await db()
    .selectFrom('admin_recovery_codes')
    .select('id')
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
  return rows.length;
}

/** Turns TOTP on once the person proved their app has the secret (a valid code); returns the recovery codes. */
export async function enableTotp(accountId: string, secret: string, code: string): Promise<string[] | undefined> {
  if (!/^[A-Z2-7]{32}$/.test(secret)) return undefined;
  const step = verifyTotp(secret, code, null);
  if (step === null) return undefined;
  await db()
    .updateTable('admin_accounts')
    .set({ totp_secret: secret, totp_last_step: step, updated_at: nowIso() })
    .where('id', '=', accountId)
    .execute();
  return regenerateRecoveryCodes(accountId);
}

export async function disableTotp(accountId: string): Promise<void> {
  await db()
    .updateTable('admin_accounts')
    .set({ totp_secret: null, totp_last_step: null, updated_at: nowIso() })
    .where('id', '=', accountId)
    .execute();
  await db().deleteFrom('admin_recovery_codes').where('account_id', '=', accountId).execute();
}

/**
 * The sign-in's second step: a current TOTP code (each code good once: its time step is
 * recorded atomically) or an unused recovery code (marked used atomically, so it can never
 * serve twice, even in parallel).
 */
export async function verifySecondFactor(accountId: string, code: string): Promise<'totp' | 'recovery' | false> {
  const given = code.trim();
  if (/^\d{3}\s?\d{3}$/.test(given)) {
    const row = await db()
      .selectFrom('admin_accounts')
      .select(['totp_secret', 'totp_last_step'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!row?.totp_secret) return false;
    const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
    const step = verifyTotp(row.totp_secret, given, last);
    if (step === null) return false;
    const r = await db()
      .updateTable('admin_accounts')
      .set({ totp_last_step: step })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? 'totp' : false;
  }
  const normalized = normalizeRecovery(given);
  if (normalized.length !== 20) return false;
  const r = await db()
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowIso() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', sha256(normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? 'recovery' : false;
}
