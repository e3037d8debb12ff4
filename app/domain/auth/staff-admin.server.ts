import { catalog } from '~/i18n/catalog';
import { auditor } from '~/domain/audit/audit.server';
import type { AuditAction } from '~/domain/audit/constants';
import { baseSummary, fieldLabel } from '~/domain/audit/summary';
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
const ok = (description: string, extra: Partial<StaffActionResult> = {}): StaffActionResult => ({
  ok: true,
  at: Date.now(),
  toast: { title: catalog.tr.adminOps.successTitle, description },
  ...extra,
});
const fail = (description: string, extra: Partial<StaffActionResult> = {}): StaffActionResult => ({
  ok: false,
  at: Date.now(),
  toast: { title: catalog.tr.adminOps.errorTitle, description, variant: 'error' },
  ...extra,
});

function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

function accountError(err: unknown): StaffActionResult {
  const m = t().users;
  if (err instanceof AccountError) {
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
  logger().error({ err }, 'staff account action failed');
  return fail(m.failed);
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
 * The audit log's entry of a change to a staff account (or to one's own sessions): who (the
 * signed-in person), which account, and what changed by name (role, status, password…), never
 * the value.
 */
export function accountAuditor(session: AdminSession) {
  const audit = auditor(session);
  return (action: AuditAction, accountId: string | null, fields: readonly string[] = [], entity: 'account' | 'session' = 'account') =>
    audit({
      action,
      entity,
      entityId: accountId,
      summary: fields.length
        ? fmt(catalog.tr.adminAudit.details.fields, { summary: baseSummary(action, entity), fields: fields.map(fieldLabel).join(', ') })
        : undefined,
    });
}

export async function runUsersIntent(form: FormData, session: AdminSession, request: Request): Promise<StaffActionResult> {
  const m = t().users;
  const audit = accountAuditor(session);
  const intent = str(form, 'intent');
  const id = str(form, 'id');
  try {
    switch (intent) {
      case 'first-owner': {
        const input = personInput(form);
        if ('errors' in input) return fail(Object.values(input.errors)[0]!, { errors: input.errors });
        const account = await createFirstOwner(session, input);
        logger().warn({ account: account.id }, 'first staff account created from the shared password');
        await audit('create', account.id, ['role']);
        // Nobody was invited: the person created their own owner account.
        return ok(fmt(m.ownerCreated, { email: account.email }));
      }
      case 'invite': {
        const input = personInput(form);
        if ('errors' in input) return fail(Object.values(input.errors)[0]!, { errors: input.errors });
        const role = str(form, 'role') === 'owner' ? 'owner' : 'editor';
        const inv = await inviteAccount({ ...input, role }, baseUrlOf(request));
        logger().info({ account: inv.account.id, by: session.accountId, mailed: inv.mailed }, 'staff invited');
        await audit('create', inv.account.id, ['role', 'invitation']);
        return ok(inv.mailed ? fmt(m.mailed, { email: inv.account.email }) : fmt(m.invited, { email: inv.account.email }), {
          invitation: invitationShown(inv),
        });
      }
      case 'reinvite': {
        const inv = await reinviteAccount(id, baseUrlOf(request));
        await audit('update', inv.account.id, ['invitation']);
        return ok(inv.mailed ? fmt(m.mailed, { email: inv.account.email }) : fmt(m.invited, { email: inv.account.email }), {
          invitation: invitationShown(inv),
        });
      }
      case 'disable':
      case 'enable': {
        const account = await getAccount(id);
        if (!account) return fail(m.notFound);
        await setAccountDisabled(id, intent === 'disable');
        logger().warn({ account: id, by: session.accountId, intent }, 'staff account status changed');
        await audit('update', id, ['status']);
        return ok(fmt(intent === 'disable' ? m.disabled : m.enabled, { name: account.name }));
      }
      case 'role': {
        const account = await getAccount(id);
        if (!account) return fail(m.notFound);
        await setAccountRole(id, str(form, 'role') === 'owner' ? 'owner' : 'editor');
        await audit('update', id, ['role']);
        return ok(fmt(m.roleChanged, { name: account.name }));
      }
      case 'delete': {
        const account = await getAccount(id);
        if (!account) return fail(m.notFound);
        await deleteAccount(id);
        logger().warn({ account: id, by: session.accountId }, 'staff account deleted');
        await audit('delete', id);
        return ok(fmt(m.removed, { name: account.name }));
      }
      case 'require-2fa': {
        const on = str(form, 'value') === 'on';
        // An owner without a second factor would shut themselves out of everything but Hesabım.
        if (on && !(session.accountId && (await hasSecondFactor(session.accountId)))) return fail(m.requireNeedsOwn);
        await setRequireTwoFactor(on);
        await audit('update', null, ['require_two_factor']);
        return ok(on ? m.requireIsOn : m.requireIsOff);
      }
      default:
        return fail(m.failed);
    }
  } catch (err) {
    return accountError(err);
  }
}

/**
 * Re-authentication before a second factor changes: the current password or a
 * current code, checked by proveIdentity (charged to the sign-in lockout). Undefined when proven,
 * else the refusal to answer with (the field `reauth` carries the message).
 */
async function reauthRefusal(form: FormData, session: AdminSession, ip: string): Promise<StaffActionResult | undefined> {
  const m = t().account;
  const result = await proveIdentity(session, { password: form.get('currentPassword'), code: form.get('currentCode') }, ip);
  if (result === 'ok') return undefined;
  const text = result === 'missing' ? m.reauthMissing : result === 'locked' ? m.reauthLocked : m.reauthWrong;
  return fail(text, { errors: { reauth: text } });
}

export async function runAccountIntent(form: FormData, session: AdminSession, ip: string): Promise<StaffActionResult> {
  const m = t().account;
  const audit = accountAuditor(session);
  const intent = str(form, 'intent');
  try {
    if (intent === 'end-session') {
      // Logged only when a session really ended (a handle that matches none changes nothing).
      if (!(await endOwnSession(session, str(form, 'handle')))) return fail(m.sessionNotFound);
      await audit('logout', session.accountId, [], 'session');
      return ok(m.sessionEnded);
    }
    const accountId = session.accountId;
    if (!accountId) return fail(t().users.failed);
    switch (intent) {
      case 'password': {
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
        await audit('update', accountId, ['password']);
        return ok(m.passwordChanged);
      }
      case 'totp-enable': {
        // The secret is the one this session was shown (made by the server); a `secret` field is ignored.
        const secret = await shownTotpSecret(session.id);
        if (!secret) return fail(m.totpBadCode, { errors: { code: m.totpBadCode } });
        const refusal = await reauthRefusal(form, session, ip);
        if (refusal) return refusal;
        const codes = await enableTotp(accountId, secret, str(form, 'code'));
        if (!codes) return fail(m.totpBadCode, { errors: { code: m.totpBadCode } });
        await clearTotpSetup(session.id);
        await audit('update', accountId, ['totp']);
        return ok(m.totpEnabled, { recoveryCodes: codes });
      }
      case 'passkey-delete': {
        const refusal = await reauthRefusal(form, session, ip);
        if (refusal) return refusal;
        const account = await getAccount(accountId);
        const keys = await listPasskeys(accountId);
        if ((await requireTwoFactorForAll()) && !account?.totp && keys.length <= 1) return fail(m.passkeyLastFactor);
        if (!(await deletePasskey(accountId, str(form, 'passkey')))) return fail(t().users.failed);
        await audit('update', accountId, ['passkey']);
        return ok(m.passkeyRemoved);
      }
      case 'totp-disable': {
        const refusal = await reauthRefusal(form, session, ip);
        if (refusal) return refusal;
        const keys = await listPasskeys(accountId);
        if ((await requireTwoFactorForAll()) && keys.length === 0) return fail(m.totpRequired);
        await disableTotp(accountId);
        await audit('update', accountId, ['totp']);
        return ok(m.totpDisabled);
      }
      case 'recovery-codes': {
        const account = await getAccount(accountId);
        if (!account?.twoFactor) return fail(t().users.failed);
        const refusal = await reauthRefusal(form, session, ip);
        if (refusal) return refusal;
        const recoveryCodes = await regenerateRecoveryCodes(accountId);
        await audit('update', accountId, ['recovery_codes']);
        return ok(m.recoveryTitle, { recoveryCodes });
      }
      default:
        return fail(t().users.failed);
    }
  } catch (err) {
    return accountError(err);
  }
}
