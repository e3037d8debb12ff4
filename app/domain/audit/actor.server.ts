import { createHash } from 'node:crypto';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { AdminSession } from '~/domain/auth/sessions.server';

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
 * THE one place that turns a session into the person in the audit log.
 * Today every session is the shared admin password: the name is "Yönetici"
 * plus the session's short tag ("Yönetici (oturum 3fa2c1)"). With staff
 * accounts, the session carries the account: only this function changes
 * (accountId = the account's id, name = its display name or e-mail).
 */
export function actorOf(session: Pick<AdminSession, 'id'>, ip: string | null = null): Actor {
  const m = catalog.tr.adminAudit;
  const sessionTag = session.id.slice(0, 6);
  return { accountId: null, name: fmt(m.sessionTag, { name: m.sharedAdmin, tag: sessionTag }), sessionTag, ip };
}

/** The actor of a session known by its cookie token (the login, before the session is read back). */
export function actorOfToken(token: string, ip: string | null): Actor {
  return actorOf({ id: createHash('sha256').update(token).digest('hex') }, ip);
}

/** A command run on the server (`npm run admin:unlock`): "Sunucu (admin:unlock)". */
export function serverActor(command: string): Actor {
  return { accountId: null, name: `${catalog.tr.adminAudit.server} (${command})`, sessionTag: null, ip: null };
}

/** Someone without a session: a failed login or a lockout (the address is what identifies them). */
export function anonymousActor(ip: string | null): Actor {
  return { accountId: null, name: catalog.tr.adminAudit.anonymous, sessionTag: null, ip };
}
