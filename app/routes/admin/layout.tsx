import { useEffect } from 'react';
import { toast } from 'sonner';
import { Outlet, data, isRouteErrorResponse, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import {
  adminSessionMiddleware,
  clearFlashCookie,
  signedInSession,
  isOwnAccountPath,
  sessionToken,
  touchSessionCookie,
  findPendingSession,
  getAccount,
  hasAccounts,
  hasPasskey,
  lockStatus,
  MAX_ATTEMPTS,
} from '~/domain/auth/index.server';
import { FLASH_COOKIE, readCookie } from '~/server/http/cookies.server';
import { accessPath, decodeFlash, isUnauthorizedData, type LoginScreenState, type UnauthorizedData } from '~/domain/auth/index';
import { settingsFor } from '~/domain/settings/index.server';
import { launchChecklist } from '~/site/dashboard/index.server';
import { pendingCommentCount } from '~/domain/comments/index.server';
import { AdminShell } from '~/components/admin/AdminShell';
import { LoginScreen, loginToast } from '~/components/admin/LoginScreen';
import { useHydrated } from '~/components/ui/use-hydrated';
import { Notice, showToast } from '~/components/ui/toast';
import { buttonClass } from '~/components/ui/button';
import { useAdminT } from '~/i18n/admin-context';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { requestInfo } from '~/server/http/request-info.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? fmt(catalog.tr.admin.shell.title, { company: loaderData.companyName }) : catalog.tr.admin.metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
];

// The request's session is read once, here, for this loader, the tab's loader and the action.
export const middleware: Route.MiddlewareFunction[] = [adminSessionMiddleware];

// The session is checked on every admin navigation, so an ended session shows the login screen at once.
export const shouldRevalidate = () => true;

/**
 * The gate of the whole admin panel: without a valid session it answers 401
 * with what the login screen needs for this client address (lock, attempts
 * left, the outcome of the last attempt) and nothing else; the error boundary
 * below renders the login screen at the requested URL. Each tab's loader and
 * action still checks the session itself (adminSession, runAdminAction) over the same read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const flash = decodeFlash(readCookie(request, FLASH_COOKIE));
  const headers = new Headers();
  if (readCookie(request, FLASH_COOKIE) !== undefined) headers.append('Set-Cookie', clearFlashCookie(request));
  const session = await signedInSession({ request, context });
  if (!session) {
    const status = await lockStatus(context.get(requestInfo).clientIp);
    const pending = status.lockedMinutes === null ? await findPendingSession(sessionToken(request)) : undefined;
    const login: LoginScreenState = {
      lockedMinutes: status.lockedMinutes,
      remaining: status.lockedMinutes === null && status.failures > 0 ? MAX_ATTEMPTS - status.failures : null,
      flash: flash && flash.kind !== 'ok' ? flash : null,
      step: pending ? 'code' : (await hasAccounts()) ? 'accounts' : 'shared',
      factors: pending
        ? { totp: (await getAccount(pending.accountId))?.totp ?? false, passkey: await hasPasskey(pending.accountId) }
        : undefined,
    };
    throw data({ ok: false, error: 'unauthorized', login } satisfies UnauthorizedData, { status: 401, headers });
  }
  // Two-factor required for everyone and not set up yet: the person's own account page first.
  if (session.mustSetUpTwoFactor && !isOwnAccountPath(accessPath(new URL(request.url).pathname))) {
    throw redirect('/admin/hesabim', { headers });
  }
  // Keep the cookie's lifetime in step with the server's expiry (idle, capped by the absolute lifetime).
  const refreshed = await touchSessionCookie(request, session);
  if (refreshed) headers.append('Set-Cookie', refreshed);
  // The launch checklist: its count on the Dashboard tab, its items on the dashboard (null: could not be checked).
  // Comments waiting for approval: a count on the İçerik tab (0 when it cannot be read: the panel still opens).
  const [settings, launch, pendingComments] = await Promise.all([
    settingsFor(context),
    launchChecklist(),
    pendingCommentCount().catch(() => 0),
  ]);
  return data(
    {
      companyName: settings.site_title,
      welcome: flash?.kind === 'ok',
      // The launch checklist is about settings an editor cannot open: an owner's list.
      launch: session.role === 'editor' ? null : launch,
      pendingComments,
      maintenance: settings.maintenance_mode,
      // Who is signed in: the shell shows the name and hides what the role cannot open.
      person: { name: session.name, email: session.email, role: session.role },
      // The company's logo in the frame and its icons in the document head (root.tsx).
      brandIcons: settings.brand.favicon,
      logo: settings.brand.logo,
    },
    { headers },
  );
}

function Welcome() {
  const t = useAdminT().admin;
  const hydrated = useHydrated();
  const message = loginToast({ kind: 'ok' }, t, null);
  useEffect(() => {
    toast.dismiss(); // the login screen's error toasts are over
    showToast(message);
    // Shown once, when the panel first appears after the login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated ? null : (
    <div className="mb-6">
      <Notice message={message} />
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      companyName={loaderData.companyName}
      logo={loaderData.logo}
      launchCount={loaderData.launch?.length ?? 0}
      pendingComments={loaderData.pendingComments}
      maintenance={loaderData.maintenance}
      person={loaderData.person}
    >
      {loaderData.welcome ? <Welcome /> : null}
      <Outlet />
    </AdminShell>
  );
}

/**
 * A section the role may not open says so plainly and leads back to the Dashboard: reloading
 * cannot help. Other failures offer a reload.
 */
function ErrorPanel({ status, ownerOnly }: { status: number; ownerOnly: boolean }) {
  const t = useAdminT().admin.shell;
  if (ownerOnly) {
    return (
      <div role="alert" className="rounded-xl border border-amber-200 bg-white p-6 shadow-sm" data-testid="owner-only">
        <h2 className="text-lg font-semibold text-slate-900">{t.ownerOnlyTitle}</h2>
        <p className="mt-1 text-sm text-slate-700">{t.ownerOnlyDescription}</p>
        <a href="/admin" className={buttonClass('outline', 'sm', 'mt-4')}>
          {t.backToDashboard}
        </a>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-red-900">{t.errorTitle}</h2>
      <p className="mt-1 text-sm text-slate-700">{status === 403 ? t.forbiddenDescription : t.errorDescription}</p>
      <a href="" className={buttonClass('outline', 'sm', 'mt-4')}>
        {t.reload}
      </a>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) {
    const body: unknown = isRouteErrorResponse(error) ? error.data : undefined;
    return <LoginScreen state={isUnauthorizedData(body) ? body.login : undefined} />;
  }
  // A failing tab keeps the frame (and 'Çıkış Yap') when the session is valid.
  if (shell) {
    return (
      <AdminShell
        companyName={shell.companyName}
        logo={shell.logo}
        launchCount={shell.launch?.length ?? 0}
        pendingComments={shell.pendingComments}
        maintenance={shell.maintenance}
        person={shell.person}
      >
        <ErrorPanel status={status} ownerOnly={status === 403 && shell.person.role === 'editor'} />
      </AdminShell>
    );
  }
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md items-center px-4">
      <div className="w-full">
        <ErrorPanel status={status} ownerOnly={false} />
      </div>
    </main>
  );
}
