import type { Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';
import { MAIL_PASSWORD_KEY, MAIL_SERVER_KEY } from '~/server/mail/server-settings.server';
import { readRow, writeRow } from '~/server/db/settings-rows.server';
import { sameMailServer, type StoredMailServer } from '~/lib/mail-server';
import { SITE_ADDRESS_KEY } from '~/domain/settings/index.server';
import type { MailServerLine } from './restore-types';

/**
 * Private settings a backup carries so that a move to a new server needs no set-up from memory:
 * the mail set-up (`_mail_server`: server, port, security, user name, sender, Reply-To,
 * notification address, as one object, so a field added later travels too) and the confirmed
 * site address (`_site_address`). Never their secrets: the SMTP password (`_mail_smtp_password`),
 * the bucket's secret, the unsubscribe-link secret and the session secret stay on the server.
 *
 * On restore a carried row is written over the one here; a file without it (older archives)
 * leaves the one here as it is. A restored mail server that is not the one saved here drops the
 * saved password: a password belongs to its server (host, port, security, user name), so a
 * crafted archive cannot send it elsewhere. The owner then types only the password.
 */
export const CARRIED_SETTING_KEYS = [MAIL_SERVER_KEY, SITE_ADDRESS_KEY] as const;

export function isCarriedSetting(key: unknown): boolean {
  return (CARRIED_SETTING_KEYS as readonly unknown[]).includes(key);
}

export function mailServerLine(v: unknown): MailServerLine | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  const s = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : '');
  if (!s('host') || typeof o.port !== 'number') return undefined;
  return { host: s('host'), port: o.port, security: s('security'), user: s('user'), from: s('from_address') };
}

/** Whether a password saved with `here` may stay once `file` is the mail set-up. */
export function keepsPassword(here: unknown, file: unknown): boolean {
  const a = mailServerLine(here);
  const b = mailServerLine(file);
  return !!a && !!b && sameMailServer(a as unknown as StoredMailServer, b as unknown as StoredMailServer);
}

/** Writes the file's carried rows over the ones here, inside the restore's transaction. */
export async function writeCarriedSettings(trx: Transaction<Database>, rows: Array<{ key: string; value: unknown }>): Promise<void> {
  for (const row of rows) {
    if (row.key === MAIL_SERVER_KEY && !keepsPassword(await readRow(MAIL_SERVER_KEY, trx), row.value)) {
      await trx.deleteFrom('settings').where('key', '=', MAIL_PASSWORD_KEY).execute();
    }
    await writeRow(trx, row.key, row.value);
  }
}
