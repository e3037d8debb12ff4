import { actorOf, actorOfToken, anonymousActor, recordAfter, baseSummary } from '~/domain/audit/index.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { AttemptOutcome } from './lockout.server';
import type { AdminSession } from './sessions.server';

/**
 * The audit log's sign-in events (security events: the entry keeps the address). The
 * routes that sign people in and out call these; they never write audit entries themselves.
 */

type Person = { id: string; name?: string | null; email?: string | null };

/** A login that opened a session (known by its new cookie token). */
export async function auditLogin(token: string, ip: string | null, account?: Person): Promise<void> {
  const actor = actorOfToken(token, ip, account);
  await recordAfter(actor, { action: 'login', entity: 'session', entityId: actor.sessionTag });
}

/**
 * A refused login. A refusal while a lock runs tests no password and is not recorded (it
 * could be repeated without end); each lock that starts is, by its key (the address, the
 * account from that address, or the account's guard).
 */
export async function auditRefusal(
  ip: string | null,
  outcome: Exclude<AttemptOutcome, { kind: 'ok' }>,
  started: string[],
  codeStep: boolean,
): Promise<void> {
  const anon = anonymousActor(ip);
  const action = codeStep ? 'second_factor_failed' : 'login_failed';
  if (outcome.kind === 'wrong') {
    const summary = fmt(catalog.tr.adminAudit.details.remaining, { summary: baseSummary(action, 'session'), n: outcome.remaining });
    await recordAfter(anon, { action, entity: 'session', summary });
  } else if (outcome.kind === 'locked-now') {
    await recordAfter(anon, { action, entity: 'session' });
  }
  const d = catalog.tr.adminAudit.details;
  for (const key of started) {
    const summary = key.includes('|') ? d.pairLocked : key.startsWith('account:') ? d.accountGuarded : undefined;
    await recordAfter(anon, { action: 'lockout', entity: 'login_lock', entityId: key, summary });
  }
}

/**
 * A wrong answer when a signed-in person confirms it is them (proveIdentity), under that
 * session's person with the address; a refusal while a lock runs tests nothing and is not
 * recorded; each lock the answer starts is, as at sign-in.
 */
export async function auditReauthRefusal(
  session: Pick<AdminSession, 'id' | 'accountId' | 'email' | 'name'>,
  ip: string | null,
  outcome: Exclude<AttemptOutcome, { kind: 'ok' }>,
  started: string[],
): Promise<void> {
  const actor = actorOf(session, ip);
  const d = catalog.tr.adminAudit.details;
  if (outcome.kind === 'wrong') {
    const summary = fmt(d.remaining, { summary: baseSummary('reauth_failed', 'session'), n: outcome.remaining });
    await recordAfter(actor, { action: 'reauth_failed', entity: 'session', entityId: actor.sessionTag, summary });
  } else if (outcome.kind === 'locked-now') {
    await recordAfter(actor, { action: 'reauth_failed', entity: 'session', entityId: actor.sessionTag });
  }
  for (const key of started) {
    const summary = key.includes('|') ? d.pairLocked : key.startsWith('account:') ? d.accountGuarded : undefined;
    await recordAfter(actor, { action: 'lockout', entity: 'login_lock', entityId: key, summary });
  }
}

/** A sign-in whose second step was a recovery code: its own entry, so it stands out from a plain sign-in. */
export async function auditRecoveryLogin(token: string, ip: string | null, account: Person): Promise<void> {
  const actor = actorOfToken(token, ip, account);
  await recordAfter(actor, { action: 'login_recovery', entity: 'session', entityId: actor.sessionTag });
}

/** "Çıkış Yap": the session that ended. */
export async function auditLogout(session: AdminSession): Promise<void> {
  await recordAfter(actorOf(session), { action: 'logout', entity: 'session', entityId: session.id.slice(0, 6) });
}

/** A staff invitation accepted: the new account is the actor. */
export async function auditInvitationAccepted(
  account: { id: string; name: string | null; email: string | null },
  ip: string | null,
): Promise<void> {
  await recordAfter(actorOf({ id: '', accountId: account.id, name: account.name, email: account.email }, ip), {
    action: 'accept',
    entity: 'account',
    entityId: account.id,
  });
}
