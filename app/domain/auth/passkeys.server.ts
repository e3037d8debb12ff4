import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { siteOrigin } from '~/server/http/site-origin.server';
import { db } from '~/server/db/index.server';
import { nowIso, toDate, toDateOrNull, toList } from '~/server/db/values';
import { regenerateRecoveryCodes, unusedRecoveryCodes } from './accounts.server';

/**
 * Passkeys (WebAuthn) as a second factor, with @simplewebauthn/server. The relying
 * party is this site: its id the host name (PUBLIC_URL's, else the request's), its origin the
 * request's. Each ceremony's challenge is kept on the session row that asked for it
 * (`sessions.challenge`) and taken (cleared) when the answer is checked, so it serves once.
 */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function relyingParty(request: Request): { rpID: string; origin: string[] } {
  const own = new URL(request.url);
  const site = siteOrigin();
  const fixed = site?.fromServer ? new URL(site.origin) : undefined;
  const origins = [own.origin];
  if (fixed) origins.push(fixed.origin);
  return { rpID: fixed ? fixed.hostname : own.hostname, origin: origins };
}

async function setChallenge(sessionId: string, challenge: string): Promise<void> {
  await db().updateTable('sessions').set({ challenge }).where('id', '=', sessionId).execute();
}

/** The session's challenge, cleared as it is read (used once). */
async function takeChallenge(sessionId: string): Promise<string | undefined> {
  const row = await db().selectFrom('sessions').select('challenge').where('id', '=', sessionId).executeTakeFirst();
  if (!row?.challenge) return undefined;
  const r = await db()
    .updateTable('sessions')
    .set({ challenge: null })
    .where('id', '=', sessionId)
    .where('challenge', '=', row.challenge)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? row.challenge : undefined;
}

export async function listPasskeys(accountId: string): Promise<PasskeyInfo[]> {
  const rows = await db()
    .selectFrom('admin_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: toDate(r.created_at).toISOString(),
    lastUsedAt: toDateOrNull(r.last_used_at)?.toISOString() ?? null,
  }));
}

export async function hasPasskey(accountId: string): Promise<boolean> {
  return !!(await db().selectFrom('admin_passkeys').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst());
}

export async function registrationOptions(
  request: Request,
  session: { id: string; accountId: string; email: string; name: string },
  siteName: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db()
    .selectFrom('admin_passkeys')
    .select(['id', 'transports'])
    .where('account_id', '=', session.accountId)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: siteName,
    rpID: relyingParty(request).rpID,
    userName: session.email,
    userDisplayName: session.name,
    userID: new TextEncoder().encode(session.accountId),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: toList(c.transports) as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await setChallenge(session.id, options.challenge);
  return options;
}

/** Stores a new passkey after checking the authenticator's answer; returns new recovery codes when the person had none. */
export async function registerPasskey(
  request: Request,
  session: { id: string; accountId: string },
  response: RegistrationResponseJSON,
  name: string,
): Promise<{ ok: boolean; recoveryCodes?: string[] }> {
  const challenge = await takeChallenge(session.id);
  if (!challenge) return { ok: false };
  const rp = relyingParty(request);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false };
  }
  if (!verification.verified || !verification.registrationInfo) return { ok: false };
  const { credential } = verification.registrationInfo;
  await db()
    .insertInto('admin_passkeys')
    .values({
      id: credential.id,
      account_id: session.accountId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: name.trim().slice(0, 60) || 'Geçiş anahtarı',
      created_at: nowIso(),
      last_used_at: null,
    })
    .execute();
  const recoveryCodes = (await unusedRecoveryCodes(session.accountId)) === 0 ? await regenerateRecoveryCodes(session.accountId) : undefined;
  return { ok: true, recoveryCodes };
}

export async function deletePasskey(accountId: string, id: string): Promise<boolean> {
  const r = await db().deleteFrom('admin_passkeys').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The sign-in's second step with a passkey: options for the pending session's account. */
export async function authenticationOptions(
  request: Request,
  pending: { id: string; accountId: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const creds = await db().selectFrom('admin_passkeys').select(['id', 'transports']).where('account_id', '=', pending.accountId).execute();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(request).rpID,
    allowCredentials: creds.map((c) => ({ id: c.id, transports: toList(c.transports) as AuthenticatorTransport[] })),
    userVerification: 'preferred',
  });
  await setChallenge(pending.id, options.challenge);
  return options;
}

/** Checks a passkey's answer for the pending session's account (its challenge, its credential, a growing counter). */
export async function verifyPasskeyLogin(
  request: Request,
  pending: { id: string; accountId: string },
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const challenge = await takeChallenge(pending.id);
  if (!challenge || typeof response?.id !== 'string') return false;
  const cred = await db()
    .selectFrom('admin_passkeys')
    .select(['id', 'public_key', 'counter', 'transports'])
    .where('account_id', '=', pending.accountId)
    .where('id', '=', response.id)
    .executeTakeFirst();
  if (!cred) return false;
  const rp = relyingParty(request);
  try {
    const v = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: cred.id,
        publicKey: new Uint8Array(Buffer.from(cred.public_key, 'base64url')),
        counter: Number(cred.counter),
        transports: toList(cred.transports) as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (!v.verified) return false;
    await db()
      .updateTable('admin_passkeys')
      .set({ counter: v.authenticationInfo.newCounter, last_used_at: nowIso() })
      .where('id', '=', cred.id)
      .execute();
    return true;
  } catch {
    return false;
  }
}
