import { data } from 'react-router';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Route } from './+types/admin-passkey';
import { requireAdminAction, registerPasskey, registrationOptions, accountAuditor, proveIdentity } from '~/domain/auth/index.server';
import { getSettings } from '~/domain/settings/index.server';
import { logger } from '~/server/logger.server';
import { readJsonObject } from '~/server/http/body.server';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * POST /admin/hesabim/gecis-anahtari (JSON): adding a passkey to one's own account (Hesabım).
 * `{ step: "options", currentPassword | currentCode }` → after re-authentication, the WebAuthn creation
 *   options (the challenge is kept on the session);
 * `{ step: "verify", response, name }` → checks the authenticator's answer and stores the passkey.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdminAction(request);
  if (!session.accountId || !session.email || !session.name) throw data({ ok: false, error: 'no-account' }, { status: 400 });
  if (Number(request.headers.get('content-length') ?? 0) > 64 * 1024) throw data({ ok: false, error: 'too-large' }, { status: 413 });
  // Not a JSON object (`null`, a number, malformed): 400, not a TypeError and a 500.
  const body: { step?: unknown; response?: unknown; name?: unknown; currentPassword?: unknown; currentCode?: unknown } | undefined =
    await readJsonObject(request);
  if (!body) throw data({ ok: false, error: 'bad-request' }, { status: 400 });
  const person = { id: session.id, accountId: session.accountId, email: session.email, name: session.name };
  if (body.step === 'options') {
    // Adding a second factor needs the password or a current code; the challenge the
    // verify step answers is only issued after that proof, so it covers the whole ceremony.
    const proof = await proveIdentity(
      session,
      { password: body.currentPassword, code: body.currentCode },
      context.get(requestInfo).clientIp,
    );
    if (proof !== 'ok') {
      return Response.json({ ok: false, error: `reauth-${proof}` }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
    }
    return Response.json(await registrationOptions(request, person, (await getSettings()).site_title), {
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  if (body.step === 'verify' && body.response && typeof body.response === 'object') {
    const result = await registerPasskey(
      request,
      person,
      body.response as RegistrationResponseJSON,
      typeof body.name === 'string' ? body.name : '',
    );
    if (result.ok) {
      logger().info({ account: session.accountId }, 'passkey added');
      await accountAuditor(session)('update', session.accountId, ['passkey']);
    }
    return Response.json(result, { status: result.ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });
  }
  throw data({ ok: false, error: 'bad-request' }, { status: 400 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
