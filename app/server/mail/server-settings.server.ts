import { MAIL_SECURITY, type StoredMailServer } from '~/lib/mail-server';
import { open, seal } from '../crypto/sealed.server';
import { onContentChanged } from '../cache/invalidation.server';
import { config } from '../config.server';
import { getDb } from '../db/index.server';
import { readRow, writeRow, type SettingsExecutor } from '../db/settings-rows.server';
import { singleton } from '../singleton.server';

/**
 * The sending server set in Ayarlar → E-posta (ADR 020), kept in two private
 * settings rows (keys starting with `_`: never in a backup, never read by
 * getSettings, so never sent to the browser):
 * - `_mail_server`: host, port, security, user name, sender, Reply-To and the
 *   notification address (JSON);
 * - `_mail_smtp_password`: the password, sealed with seal('mail.smtp_password')
 *   (app/server/crypto/sealed.server.ts). Only `mailRoute()` opens it, to hand
 *   it to nodemailer.
 * SMTP_URL and MAIL_FROM, when set, win over the stored server and sender.
 */
export const MAIL_SERVER_KEY = '_mail_server';
export const MAIL_PASSWORD_KEY = '_mail_smtp_password';
export const MAIL_PASSWORD_PURPOSE = 'mail.smtp_password';
export type { StoredMailServer } from '~/lib/mail-server';

function asStored(v: unknown): StoredMailServer | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : '');
  const security = MAIL_SECURITY.find((s) => s === o.security) ?? 'starttls';
  const port = typeof o.port === 'number' && Number.isInteger(o.port) ? o.port : 587;
  if (!str('host')) return undefined;
  return {
    preset: str('preset'),
    host: str('host'),
    port,
    security,
    user: str('user'),
    from_name: str('from_name'),
    from_address: str('from_address'),
    reply_to: str('reply_to'),
    notify_to: str('notify_to'),
  };
}

/** The stored server (no password), or undefined when none was saved. */
export async function readStoredMailServer(): Promise<StoredMailServer | undefined> {
  return asStored(await readRow(MAIL_SERVER_KEY));
}

/** Whether a password is stored and whether this instance's key opens it (never the password itself). */
export async function storedPasswordState(): Promise<{ saved: boolean; readable: boolean }> {
  const v = await readRow(MAIL_PASSWORD_KEY);
  if (typeof v !== 'string' || !v) return { saved: false, readable: false };
  return { saved: true, readable: open(MAIL_PASSWORD_PURPOSE, v) !== undefined };
}

async function readPassword(): Promise<string | undefined> {
  const v = await readRow(MAIL_PASSWORD_KEY);
  return typeof v === 'string' && v ? open(MAIL_PASSWORD_PURPOSE, v) : undefined;
}

/** What to do with the stored password on save. */
export type PasswordChange = { keep: true } | { set: string } | { clear: true };

/** Stores the server and (sealed) password, in `trx` when given (the audit entry's transaction). */
export async function saveStoredMailServer(server: StoredMailServer, password: PasswordChange, trx: SettingsExecutor): Promise<void> {
  await writeRow(trx, MAIL_SERVER_KEY, server);
  if ('set' in password) await writeRow(trx, MAIL_PASSWORD_KEY, seal(MAIL_PASSWORD_PURPOSE, password.set));
  if ('clear' in password) await trx.deleteFrom('settings').where('key', '=', MAIL_PASSWORD_KEY).execute();
  forgetMailRoute();
}

/**
 * A company rename: a sender name saved as the old company name (a restored backup, the old form)
 * is the company's, not the staff's own: it becomes "follow" (no name) and so takes the new name.
 */
export async function followCompanyRename(trx: SettingsExecutor, oldName: string): Promise<void> {
  const raw = await readRow(MAIL_SERVER_KEY, trx);
  const stored = asStored(raw);
  if (!stored || !stored.from_name || stored.from_name.trim() !== oldName.trim()) return;
  await writeRow(trx, MAIL_SERVER_KEY, { ...(raw as Record<string, unknown>), from_name: '' });
  forgetMailRoute();
}

/** The stored password, for a test send of unsaved values that left the password field empty ("keep"). */
export async function storedPasswordForTest(): Promise<string | undefined> {
  return readPassword();
}

/** The site's own name and contact address (settings rows), for a sender when none was set. */
async function siteIdentity(): Promise<{ name: string; address: string }> {
  const [title, contact] = await Promise.all([readRow('site_title'), readRow('contact_email')]);
  return { name: typeof title === 'string' && title ? title : 'FunTech', address: typeof contact === 'string' ? contact : '' };
}

/**
 * How mail leaves now:
 * - `env`: SMTP_URL;
 * - `admin`: the server stored from the admin (with its password opened);
 * - `none`: nothing set, or the stored password cannot be opened any more
 *   (SESSION_SECRET or the key file changed): mail waits in the queue.
 * `from`/`replyTo`/`notifyTo` are the defaults every message gets.
 */
export type MailRoute =
  | { kind: 'env'; url: string; from: string; replyTo?: string; notifyTo?: string }
  | { kind: 'admin'; server: StoredMailServer; password?: string; from: string; replyTo?: string; notifyTo?: string }
  | { kind: 'none'; reason: 'not-set' | 'password-unreadable'; notifyTo?: string };

/** `"Name" <address>` with the name quoted (commas and quotes in a company name stay one display name). */
export function formatFrom(name: string, address: string): string {
  const clean = name
    .replace(/["\\]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? `"${clean}" <${address}>` : address;
}

const ROUTE_TTL_MS = 5000;
/**
 * The route last resolved, for ROUTE_TTL_MS: mail is not under the page cache, and every message
 * of a campaign asks. A process singleton of the mail transport (its pool is made for one route).
 */
const lastRoute = singleton('mail route', (): { at: number; key: string; db: unknown; route: Promise<MailRoute> } | undefined => undefined);
onContentChanged(() => forgetMailRoute());

/** Drops the kept route (after a save here; other instances drop theirs on the settings' change event). */
export function forgetMailRoute(): void {
  lastRoute.set(undefined);
}

async function resolveRoute(): Promise<MailRoute> {
  const c = config();
  let read: [StoredMailServer | undefined, { name: string; address: string }];
  try {
    read = await Promise.all([readStoredMailServer(), siteIdentity()]);
  } catch (err) {
    // SMTP_URL does not need the database: mail still leaves (with the server's defaults).
    if (!c.SMTP_URL) throw err;
    read = [undefined, { name: 'FunTech', address: '' }];
  }
  const [stored, identity] = read;
  const notifyTo = stored?.notify_to || identity.address || undefined;
  const replyTo = stored?.reply_to || identity.address || undefined;
  const storedFrom = stored?.from_address ? formatFrom(stored.from_name || identity.name, stored.from_address) : undefined;
  // No sender set anywhere: the company's name and contact address (never example.com once they exist).
  const siteFrom = identity.address ? formatFrom(identity.name, identity.address) : undefined;
  if (c.SMTP_URL) {
    return {
      kind: 'env',
      url: c.SMTP_URL,
      from: c.MAIL_FROM ?? storedFrom ?? siteFrom ?? 'FunTech <no-reply@example.com>',
      replyTo,
      notifyTo,
    };
  }
  if (!stored) return { kind: 'none', reason: 'not-set', notifyTo };
  const password = await readPassword();
  if (stored.user && password === undefined) {
    const { saved } = await storedPasswordState();
    return { kind: 'none', reason: saved ? 'password-unreadable' : 'not-set', notifyTo };
  }
  const from = c.MAIL_FROM ?? storedFrom ?? siteFrom ?? formatFrom(identity.name, stored.user);
  return { kind: 'admin', server: stored, password, from, replyTo, notifyTo };
}

/** The current route, cached for a few seconds (every message of a campaign asks). */
export function mailRoute(): Promise<MailRoute> {
  const now = Date.now();
  // A changed environment (tests, scripts) or database is a different route at once.
  const key = `${config().SMTP_URL ?? ''}|${config().MAIL_FROM ?? ''}|${config().SESSION_SECRET ?? ''}`;
  const d = getDb();
  const held = lastRoute.peek();
  if (held && now - held.at <= ROUTE_TTL_MS && held.key === key && held.db === d) return held.route;
  const route = resolveRoute();
  lastRoute.set({ at: now, key, db: d, route });
  route.catch(() => {
    if (lastRoute.peek()?.route === route) forgetMailRoute();
  });
  return route;
}

/** True when mail can leave (SMTP_URL, or a server set in the admin whose password opens). */
export async function mailReady(): Promise<boolean> {
  return (await mailRoute()).kind !== 'none';
}
