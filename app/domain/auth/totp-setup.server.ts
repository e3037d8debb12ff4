import { db } from '~/server/db/index.server';
import { open, seal } from '~/server/crypto/sealed.server';
import { generateTotpSecret } from './totp.server';

/**
 * A TOTP set-up in progress (the secret is made by the server only). The secret is
 * kept, sealed, on the session that asked for it (sessions.totp_setup, 018) and shown to the
 * person as a QR code and a key; `totp-enable` checks the code against this stored secret and
 * never accepts one from the form. The same secret is shown until it is used or the session
 * ends, so a page reload does not invalidate what the app already scanned.
 */
const PURPOSE = 'auth.totp_setup';

export async function pendingTotpSecret(sessionId: string): Promise<string> {
  const row = await db().selectFrom('sessions').select('totp_setup').where('id', '=', sessionId).executeTakeFirst();
  const existing = row?.totp_setup ? open(PURPOSE, row.totp_setup) : undefined;
  if (existing && /^[A-Z2-7]{32}$/.test(existing)) return existing;
  const secret = generateTotpSecret();
  await db()
    .updateTable('sessions')
    .set({ totp_setup: seal(PURPOSE, secret) })
    .where('id', '=', sessionId)
    .execute();
  return secret;
}

/** The secret this session's set-up showed, if any (undefined: nothing was shown, or the key changed). */
export async function shownTotpSecret(sessionId: string): Promise<string | undefined> {
  const row = await db().selectFrom('sessions').select('totp_setup').where('id', '=', sessionId).executeTakeFirst();
  return row?.totp_setup ? open(PURPOSE, row.totp_setup) : undefined;
}

export async function clearTotpSetup(sessionId: string): Promise<void> {
  await db().updateTable('sessions').set({ totp_setup: null }).where('id', '=', sessionId).execute();
}
