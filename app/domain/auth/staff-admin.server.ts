import { catalog } from '~/i18n/catalog';
import { auditor, type AuditAction, baseSummary, fieldLabel } from '~/domain/audit/index.server';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';
import { isValidEmail } from '~/lib/email';
import { staffOrigin } from '~/server/http/origin.server';
import { logger } from '~/server/logger.server';
import {
  AccountError,
  createFirstOwner,
  deleteAccount,
  disableTotp,
  enableTotp,
  getAccount,
  hasSecondFactor,
  inviteAccount,
  type Invitation,
  passwordProblem,
  regenerateRecoveryCodes,
  reinviteAccount,
  setAccountDisabled,
  setAccountPassword,
  setAccountRole,
} from './accounts.server';
import { endOwnSession, requireTwoFactorForAll, setRequireTwoFactor, type AdminSession } from './sessions.server';
import { deletePasskey, listPasskeys } from './passkeys.server';
import { proveIdentity } from './reauth.server';
import { done, toast, type AdminActionSpec, type Intent, type IntentContext, type Outcome } from './admin-action.server';
import { clearTotpSetup, shownTotpSecret } from './totp-setup.server';

/**
 * The intents of Ayarlar → Kullanıcılar (owners; the guard has checked the role) and of
 * Hesabım (everyone, on their own account). Each returns an ActionResult with its toast;
 * an invitation also returns its link, shown to the owner when no e-mail is sent.
 */
export interface StaffActionResult extends ActionResult {
  /** `unconfirmedAddress`: the origin the shown link names while the site's address is not confirmed. */
  invitation?: { email: string; link: string; mailed: boolean; unconfirmedAddress?: string };
  recoveryCodes?: string[];
  errors?: Record<string, string>;
}

const t = () => catalog.tr.adminUsers;
const ok = (description: string, extra: Partial<StaffActionResult> = {}): StaffActionResult => toast(true, description, extra);
const fail = (description: string, extra: Partial<StaffActionResult> = {}): StaffActionResult => toast(false, description, extra);

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

function accountError(err: AccountError): StaffActionResult {
  const m = t().users;
  const text = {
    'last-owner': m.lastOwner,
    exists: m.exists,
    'not-found': m.notFound,
    'accounts-exist': m.accountsExist,
    'owner-first': m.ownerFirst,
    self: m.failed,
    invalid: m.failed,
  }[err.code];
  return fail(text);
}

/** The address a shown (not mailed) invitation link names: the site's known one, or the address the owner is using. */
export function baseUrlOf(request: Request): string {
  return staffOrigin(request);
}

/** What the screen shows of an invitation: the link when it was not mailed, and the address it names while unconfirmed. */
function invitationShown(inv: Invitation): NonNullable<StaffActionResult['invitation']> {
  return {
    email: inv.account.email,
    link: inv.mailed ? '' : inv.link,
    mailed: inv.mailed,
    ...(inv.addressUnconfirmed ? { unconfirmedAddress: new URL(inv.link).origin } : {}),
  };
}

function personInput(form: FormData): { email: string; name: string } | { errors: Record<string, string> } {
  const m = t().users;
  const email = str(form, 'email').trim();
  const name = str(form, 'name').trim();
  const errors: Record<string, string> = {};
  if (!isValidEmail(email) || email.length > 254) errors.email = m.invalidEmail;
  if (!name || name.length > 100) errors.name = m.invalidName;
  return Object.keys(errors).length ? { errors } : { email, name };
}

/**
 * The audit log's entry of a change to a staff account (or to one's own sessions): which
 * account, and what changed by name (role, status, password…), never the value.
 */
function entry(action: AuditAction, accountId: string | null, fields: readonly string[] = [], entity: 'account' | 'session' = 'account') {
  return {
    action,
    entity,
    entityId: accountId,
    summary: fields.length
      ? fmt(catalog.tr.adminAudit.details.fields, { summary: baseSummary(action, entity), fields: fields.map(fieldLabel).join(', ') })
      : undefined,
  };
}

/** The same entry written after the change, for the passkey screen's JSON route. */
export function accountAuditor(session: AdminSession) {
  const audit = auditor(session);
  return (...a: Parameters<typeof entry>) => audit(entry(...a));
}

type StaffIntent = Intent<StaffActionResult>;

const invited = (inv: Invitation) =>
  ok(inv.mailed ? fmt(t().users.mailed, { email: inv.account.email }) : fmt(t().users.invited, { email: inv.account.email }), {
    invitation: invitationShown(inv),
  });

/** An account that must exist for the intent, or the refusal. */
async function existing(id: string) {
  return (await getAccount(id)) ?? fail(t().users.notFound);
}

const changeStatus: StaffIntent = async ({ id, form, session }) => {
  const account = await existing(id);
  if ('ok' in account) return account;
  const intent = str(form, 'intent');
  await setAccountDisabled(id, intent === 'disable');
  logger().warn({ account: id, by: session.accountId, intent }, 'staff account status changed');
  return done(
    ok(fmt(intent === 'disable' ? t().users.disabled : t().users.enabled, { name: account.name })),
    entry('update', id, ['status']),
  );
};

/** The thrown errors of both screens: an AccountError's words, anything else logged as a failure. */
const staffFailure = {
  log: 'staff account action failed',
  level: 'error' as const,
  known: (err: unknown) => (err instanceof AccountError ? accountError(err) : undefined),
};

/** Ayarlar → Kullanıcılar (owners; the access table has checked the role). */
export const usersAction: AdminActionSpec<StaffActionResult> = {
  error: catalog.tr.adminUsers.users.failed,
  failure: staffFailure,
  intents: {
    'first-owner': async ({ form, session }) => {
      const input = personInput(form);
      if ('errors' in input) return fail(Object.values(input.errors)[0]!, { errors: input.errors });
      const account = await createFirstOwner(session, input);
      logger().warn({ account: account.id }, 'first staff account created from the shared password');
      // Nobody was invited: the person created their own owner account.
      return done(ok(fmt(t().users.ownerCreated, { email: account.email })), entry('create', account.id, ['role']));
    },
    invite: async ({ form, session, request }) => {
      const input = personInput(form);
      if ('errors' in input) return fail(Object.values(input.errors)[0]!, { errors: input.errors });
      const role = str(form, 'role') === 'owner' ? 'owner' : 'editor';
      const inv = await inviteAccount({ ...input, role }, baseUrlOf(request!));
      logger().info({ account: inv.account.id, by: session.accountId, mailed: inv.mailed }, 'staff invited');
      return done(invited(inv), entry('create', inv.account.id, ['role', 'invitation']));
    },
    reinvite: async ({ id, request }) => {
      const inv = await reinviteAccount(id, baseUrlOf(request!));
      return done(invited(inv), entry('update', inv.account.id, ['invitation']));
    },
    disable: changeStatus,
    enable: changeStatus,
    role: async ({ id, form }) => {
      const account = await existing(id);
      if ('ok' in account) return account;
      await setAccountRole(id, str(form, 'role') === 'owner' ? 'owner' : 'editor');
      return done(ok(fmt(t().users.roleChanged, { name: account.name })), entry('update', id, ['role']));
    },
    delete: async ({ id, session }) => {
      const account = await existing(id);
      if ('ok' in account) return account;
      await deleteAccount(id);
      logger().warn({ account: id, by: session.accountId }, 'staff account deleted');
      return done(ok(fmt(t().users.removed, { name: account.name })), entry('delete', id));
    },
    'require-2fa': async ({ form, session }) => {
      const m = t().users;
      const on = str(form, 'value') === 'on';
      // An owner without a second factor would shut themselves out of everything but Hesabım.
      if (on && !(session.accountId && (await hasSecondFactor(session.accountId)))) return fail(m.requireNeedsOwn);
      await setRequireTwoFactor(on);
      return done(ok(on ? m.requireIsOn : m.requireIsOff), entry('update', null, ['require_two_factor']));
    },
  },
};

/** A second-factor change needs a fresh proof (the field `reauth` carries the refusal). */
const proven =
  (intent: (c: IntentContext, accountId: string) => Promise<StaffActionResult | Outcome<StaffActionResult>>): StaffIntent =>
  async (c) => {
    const refusal = await c.reauth();
    if (refusal) return fail(refusal, { errors: { reauth: refusal } });
    return intent(c, c.session.accountId!);
  };

/** An intent on the person's own staff account (not the shared password's session). */
const own =
  (intent: StaffIntent): StaffIntent =>
  async (c) =>
    c.session.accountId ? intent(c) : fail(t().users.failed);

/** Hesabım (everyone, on their own account). */
export const accountAction: AdminActionSpec<StaffActionResult> = {
  error: catalog.tr.adminUsers.users.failed,
  failure: staffFailure,
  intents: {
    'end-session': async ({ form, session }) => {
      // Logged only when a session really ended (a handle that matches none changes nothing).
      if (!(await endOwnSession(session, str(form, 'handle')))) return fail(t().account.sessionNotFound);
      return done(ok(t().account.sessionEnded), entry('logout', session.accountId, [], 'session'));
    },
    password: own(async ({ form, session, ip }) => {
      const m = t().account;
      const accountId = session.accountId!;
      const next = str(form, 'newPassword');
      // Charged to the sign-in lockout like every proof (an open session is no password oracle).
      const proof = await proveIdentity(session, { password: str(form, 'currentPassword') || undefined }, ip);
      if (proof !== 'ok') {
        const text = proof === 'locked' ? m.reauthLocked : m.passwordWrong;
        return fail(text, { errors: { currentPassword: text } });
      }
      const problem = passwordProblem(next, session.email ?? undefined);
      if (problem) return fail(t().passwordProblems[problem], { errors: { newPassword: t().passwordProblems[problem] } });
      await setAccountPassword(accountId, next, session.id);
      return done(ok(m.passwordChanged), entry('update', accountId, ['password']));
    }),
    'totp-enable': own(async (c) => {
      const m = t().account;
      // The secret is the one this session was shown (made by the server); a `secret` field is ignored.
      const secret = await shownTotpSecret(c.session.id);
      if (!secret) return fail(m.totpBadCode, { errors: { code: m.totpBadCode } });
      return proven(async ({ form, session }, accountId) => {
        const codes = await enableTotp(accountId, secret, str(form, 'code'));
        if (!codes) return fail(m.totpBadCode, { errors: { code: m.totpBadCode } });
        await clearTotpSetup(session.id);
        return done(ok(m.totpEnabled, { recoveryCodes: codes }), entry('update', accountId, ['totp']));
      })(c);
    }),
    'passkey-delete': own(
      proven(async ({ form }, accountId) => {
        const m = t().account;
        const account = await getAccount(accountId);
        const keys = await listPasskeys(accountId);
        if ((await requireTwoFactorForAll()) && !account?.totp && keys.length <= 1) return fail(m.passkeyLastFactor);
        if (!(await deletePasskey(accountId, str(form, 'passkey')))) return fail(t().users.failed);
        return done(ok(m.passkeyRemoved), entry('update', accountId, ['passkey']));
      }),
    ),
    'totp-disable': own(
      proven(async (_c, accountId) => {
        const keys = await listPasskeys(accountId);
        if ((await requireTwoFactorForAll()) && keys.length === 0) return fail(t().account.totpRequired);
        await disableTotp(accountId);
        return done(ok(t().account.totpDisabled), entry('update', accountId, ['totp']));
      }),
    ),
    'recovery-codes': own(async (c) => {
      const account = await getAccount(c.session.accountId!);
      if (!account?.twoFactor) return fail(t().users.failed);
      return proven(async (_c, accountId) => {
        const recoveryCodes = await regenerateRecoveryCodes(accountId);
        return done(ok(t().account.recoveryTitle, { recoveryCodes }), entry('update', accountId, ['recovery_codes']));
      })(c);
    }),
  },
};
