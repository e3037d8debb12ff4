import { createHash } from 'node:crypto';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';

/** Who did something, as the audit log stores it (docs/decisions/015-audit-log.md). */
export interface Actor {
  /** The staff account; null while the admin is one shared password. */
  accountId: string | null;
  /** The display name stored with every entry (kept after the account is gone). */
  name: string;
  /** A short tag of the session (the first 6 hex digits of its id), so two sessions can be told apart. */
  sessionTag: string | null;
  /** The client address (kept on security events only). */
  ip: string | null;
}

/**
 * What the audit log needs of an admin session (auth's AdminSession fits it): the audit folder
 * does not import auth, which writes audit entries itself.
 */
export interface AuditedSession {
  id: string;
  accountId?: string | null;
  name?: string | null;
  email?: string | null;
}

/** The person of a session, when it belongs to a staff account (012_staff_accounts). */
type Person = { id: string; name?: string | null; email?: string | null };

/**
 * THE one place that turns a session into the person in the audit log. A staff account's
 * session is that person (accountId, their name or else their e-mail); a session of the
 * shared admin password is "Yönetici" plus the session's short tag ("Yönetici (oturum
 * 3fa2c1)"), so two such sessions can be told apart.
 */
export function actorOf(session: AuditedSession, ip: string | null = null): Actor {
  const m = catalog.tr.adminAudit;
  const sessionTag = session.id.slice(0, 6);
  if (session.accountId) {
    return { accountId: session.accountId, name: (session.name || session.email || session.accountId).slice(0, 200), sessionTag, ip };
  }
  return { accountId: null, name: fmt(m.sessionTag, { name: m.sharedAdmin, tag: sessionTag }), sessionTag, ip };
}

/** The actor of a session known by its cookie token (the login, before the session is read back). */
export function actorOfToken(token: string, ip: string | null, person?: Person): Actor {
  const id = createHash('sha256').update(token).digest('hex');
  return actorOf({ id, accountId: person?.id ?? null, name: person?.name ?? null, email: person?.email ?? null }, ip);
}

/** A command run on the server (`npm run admin:unlock`): "Sunucu (admin:unlock)". */
export function serverActor(command: string): Actor {
  return { accountId: null, name: `${catalog.tr.adminAudit.server} (${command})`, sessionTag: null, ip: null };
}

/** Someone without a session: a failed login or a lockout (the address is what identifies them). */
export function anonymousActor(ip: string | null): Actor {
  return { accountId: null, name: catalog.tr.adminAudit.anonymous, sessionTag: null, ip };
}
