import { useEffect, useState } from 'react';
import Fingerprint from 'lucide-react/icons/fingerprint-pattern';
import { passkeyLoginResponse } from '~/components/admin/passkey-client';
import { useFetcher, useLocation } from 'react-router';
import KeyRound from 'lucide-react/icons/key-round';
import Lock from 'lucide-react/icons/lock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { toast } from 'sonner';
import type { LoginFlash, LoginScreenState } from '~/domain/auth/index';
import { useAdminT } from '~/i18n/admin-context';
import type { Messages } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, Input } from '~/components/ui/field';
import { Notice, Toaster, showToast, type ToastMessage } from '~/components/ui/toast';
import { useHydrated } from '~/components/ui/use-hydrated';

/** docs/product-spec.md §8 admin login toasts. */
export function loginToast(
  flash: LoginFlash,
  t: Messages['admin'],
  lockedMinutes: number | null,
  codeWrong = 'Kod yanlış. {remaining} deneme hakkınız kaldı.',
): ToastMessage {
  const m = t.toasts;
  switch (flash.kind) {
    case 'ok':
      return { title: m.successTitle, description: m.successDescription, variant: 'success' };
    case 'wrong':
      return { title: m.wrongTitle, description: fmt(m.wrongDescription, { remaining: flash.remaining }), variant: 'error' };
    case 'code-wrong':
      return { title: m.wrongTitle, description: fmt(codeWrong, { remaining: flash.remaining }), variant: 'error' };
    case 'locked-now':
      return { title: m.lockedNowTitle, description: m.lockedNowDescription, variant: 'error' };
    case 'locked':
      return { title: m.lockedTitle, description: fmt(m.lockedDescription, { minutes: lockedMinutes ?? flash.minutes }), variant: 'error' };
    case 'locked-pair':
      return flash.minutes === null
        ? { title: m.lockedNowTitle, description: m.lockedNowDescription, variant: 'error' }
        : { title: m.lockedTitle, description: fmt(m.lockedDescription, { minutes: flash.minutes }), variant: 'error' };
    default:
      return { title: m.errorTitle, description: m.errorDescription, variant: 'error' };
  }
}

/**
 * The admin login screen (docs/product-spec.md §2), rendered by the admin layout's error
 * boundary when the server answers 401, at the URL that was asked for: after a
 * successful login the same URL loads the panel. The form posts to
 * /admin/giris, which answers with a redirect back here; without JavaScript
 * the outcome shows inline, with JavaScript as a toast.
 */
export function LoginScreen({ state }: { state?: LoginScreenState }) {
  const all = useAdminT();
  const t = all.admin;
  const u = all.adminUsers.login;
  const step = state?.step ?? 'shared';
  const fetcher = useFetcher({ key: 'admin-login' });
  const location = useLocation();
  const hydrated = useHydrated();
  const busy = fetcher.state !== 'idle';
  const locked = state?.lockedMinutes ?? null;
  const remaining = state?.remaining ?? null;
  const flash = state?.flash ?? null;
  const unlockAnswer =
    flash?.kind === 'unlock-sent'
      ? all.adminUsers.unlock.sent
      : flash?.kind === 'unlock-unavailable'
        ? all.adminUsers.unlock.unavailable
        : null;
  const message = flash && flash.kind !== 'ok' && !unlockAnswer ? loginToast(flash, t, locked, u.codeWrong) : null;
  const unlockOffer = step === 'accounts' && flash?.kind === 'locked-pair';

  useEffect(() => {
    if (message) {
      toast.dismiss(); // one answer at a time: the previous attempt's toast is outdated
      showToast(message);
    }
    // Once per answer of the server: `state` is a new object after every attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <Toaster />
      <main id="main" className="w-full max-w-sm">
        <Card className="p-6 sm:p-8">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700" aria-hidden="true">
              {locked !== null ? <Lock className="size-6" /> : <KeyRound className="size-6" />}
            </span>
            <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t.login.title}</h1>
            <p className="mt-1 text-sm text-slate-600">{t.login.subtitle}</p>
          </div>

          {!hydrated && message ? (
            <div className="mt-6">
              <Notice message={message} />
            </div>
          ) : null}

          {unlockAnswer ? (
            <p role="status" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
              {unlockAnswer}
            </p>
          ) : null}

          {locked !== null ? (
            <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-center">
              <h2 className="font-semibold text-red-900">{t.login.lockedTitle}</h2>
              <p className="mt-1 text-sm text-red-800">{fmt(t.login.lockedMessage, { minutes: locked })}</p>
            </div>
          ) : unlockOffer ? (
            <UnlockOffer redirectTo={location.pathname + location.search} />
          ) : step === 'code' ? (
            <div className="mt-6">
              <h2 className="text-base font-semibold text-slate-900">{u.codeTitle}</h2>
              {state?.factors?.passkey ? (
                <div className="mt-3">
                  <PasskeyButton
                    redirectTo={location.pathname + location.search}
                    submit={(fields) => void fetcher.submit(fields, { method: 'post', action: '/admin/giris' })}
                  />
                  <p className="mt-3 text-center text-sm text-slate-600">{u.passkeyOr}</p>
                </div>
              ) : null}
              <p className="mt-1 text-sm text-slate-600">{u.codeIntro}</p>
              <fetcher.Form key={String(remaining)} method="post" action="/admin/giris" className="mt-4 space-y-4">
                <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
                <input type="hidden" name="intent" value="code" />
                <Field label={u.codeLabel}>
                  {(p) => (
                    <Input
                      {...p}
                      name="code"
                      required
                      maxLength={64}
                      autoComplete="one-time-code"
                      inputMode="text"
                      spellCheck={false}
                      autoCapitalize="off"
                      autoFocus
                    />
                  )}
                </Field>
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                  {busy ? t.login.submitting : u.codeSubmit}
                </Button>
                {remaining !== null ? (
                  <p className="text-center text-sm font-medium text-amber-800" aria-live="polite">
                    {fmt(t.login.remaining, { remaining })}
                  </p>
                ) : null}
              </fetcher.Form>
              <fetcher.Form method="post" action="/admin/giris" className="mt-3 text-center">
                <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
                <input type="hidden" name="intent" value="cancel-code" />
                <button type="submit" className="text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900">
                  {u.codeCancel}
                </button>
              </fetcher.Form>
            </div>
          ) : (
            <fetcher.Form key={String(remaining)} method="post" action="/admin/giris" className="mt-6 space-y-4">
              <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
              {step === 'accounts' ? (
                <Field label={u.emailLabel}>
                  {(p) => (
                    <Input
                      {...p}
                      type="email"
                      name="email"
                      required
                      maxLength={254}
                      autoComplete="username"
                      placeholder={u.emailPlaceholder}
                      autoFocus
                    />
                  )}
                </Field>
              ) : null}
              <Field label={t.login.passwordLabel}>
                {(p) => (
                  <Input
                    {...p}
                    type="password"
                    name="password"
                    required
                    maxLength={1024}
                    autoComplete="current-password"
                    placeholder={step === 'accounts' ? undefined : t.login.passwordPlaceholder}
                    autoFocus={step !== 'accounts'}
                  />
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                {busy ? t.login.submitting : t.login.submit}
              </Button>
              {remaining !== null ? (
                <p className="text-center text-sm font-medium text-amber-800" aria-live="polite">
                  {fmt(t.login.remaining, { remaining })}
                </p>
              ) : null}
            </fetcher.Form>
          )}
        </Card>
        <p className="mt-4 text-center text-sm">
          <a href="/" className="text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline">
            {t.login.backToSite}
          </a>
        </p>
      </main>
    </div>
  );
}

/**
 * "Kilidi e-postayla aç", offered when only this account is locked from this address: the e-mail typed
 * is posted (intent `unlock-request`); the server mails the account's own address a link, or not, and
 * answers the same either way. A plain form: it works without JavaScript.
 */
function UnlockOffer({ redirectTo }: { redirectTo: string }) {
  const all = useAdminT();
  const m = all.adminUsers.unlock;
  const fetcher = useFetcher({ key: 'admin-login' });
  const busy = fetcher.state !== 'idle';
  return (
    <div className="mt-6">
      <h2 className="text-base font-semibold text-slate-900">{m.offerTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{m.offerText}</p>
      <fetcher.Form method="post" action="/admin/giris" className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="intent" value="unlock-request" />
        <Field label={all.adminUsers.login.emailLabel}>
          {(p) => <Input {...p} type="email" name="email" required maxLength={254} autoComplete="username" autoFocus />}
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {m.submit}
        </Button>
      </fetcher.Form>
      <p className="mt-3 text-center">
        <a href={redirectTo} className="text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900">
          {m.back}
        </a>
      </p>
    </div>
  );
}

/** The code step's passkey button: WebAuthn in the browser, the answer posted like a code (intent `passkey`). */
function PasskeyButton({ redirectTo, submit }: { redirectTo: string; submit: (fields: Record<string, string>) => void }) {
  const all = useAdminT();
  const u = all.adminUsers.login;
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={busy || !hydrated}
      onClick={async () => {
        setBusy(true);
        try {
          const response = await passkeyLoginResponse();
          if (response) submit({ intent: 'passkey', response, redirectTo });
          else showToast({ title: all.admin.toasts.errorTitle, description: u.passkeyFailed, variant: 'error' });
        } catch {
          showToast({ title: all.admin.toasts.errorTitle, description: u.passkeyFailed, variant: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Fingerprint className="size-4" aria-hidden="true" />
      {u.passkey}
    </Button>
  );
}
