/**
 * The browser half of passkeys (WebAuthn), for the admin panel only: @simplewebauthn/browser is
 * imported on demand, so it lands in a chunk of its own that only the admin's passkey buttons
 * load (never a public page's JavaScript).
 */
export async function createPasskey(
  name: string,
  proof: { currentPassword?: string; currentCode?: string },
): Promise<{ ok: boolean; error?: string; recoveryCodes?: string[] }> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const post = (body: unknown) =>
    fetch('/admin/hesabim/gecis-anahtari', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // The password or a current code first (re-authentication before a second factor is added).
  const optionsRes = await post({ step: 'options', ...proof });
  if (!optionsRes.ok) return { ok: false, error: ((await optionsRes.json().catch(() => ({}))) as { error?: string }).error };
  const response = await startRegistration({ optionsJSON: await optionsRes.json() });
  const verify = await post({ step: 'verify', response, name });
  return (await verify.json()) as { ok: boolean; recoveryCodes?: string[] };
}

/** The code step's passkey: the options from /admin/giris, the authenticator's answer as JSON text (posted by the caller). */
export async function passkeyLoginResponse(): Promise<string | null> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsRes = await fetch('/admin/giris', { method: 'POST', body: new URLSearchParams({ intent: 'passkey-options' }) });
  if (!optionsRes.ok) return null;
  const response = await startAuthentication({ optionsJSON: await optionsRes.json() });
  return JSON.stringify(response);
}
