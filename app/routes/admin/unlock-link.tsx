import { data, redirect, useActionData } from 'react-router';
import { Form } from 'react-router';
import LockOpen from 'lucide-react/icons/lock-open';
import type { Route } from './+types/unlock-link';
import {
  isSameOrigin,
  findUnlockLink,
  liftWithUnlockLink,
  UNLOCK_PATH,
  lockoutKey,
  clearFlashCookie,
  flashCookie,
} from '~/domain/auth/index.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { FLASH_COOKIE, readCookie } from '~/server/http/cookies.server';
import { readFormData } from '~/server/http/body.server';
import { requestInfo } from '~/server/http/request-info.server';
import { Button } from '~/components/ui/button';
import { LinkDone, LinkPage, LinkRefused } from '~/components/admin/LinkPage';

/**
 * /admin/kilit-ac?t=…: the link "Kilidi e-postayla aç" mails (15 minutes, used once). A GET only shows
 * a confirm button (a mail scanner opening the link changes nothing); the POST, from the address that
 * asked, lifts that address's lock for the account. It signs no one in.
 */
export const meta: Route.MetaFunction = () => [
  { title: catalog.tr.adminUsers.unlock.pageTitle },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The one-shot mark the action's redirect carries: the lock was lifted (nothing secret). */
const LIFTED_FLASH = 'unlock-lifted';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t');
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  if (!token && readCookie(request, FLASH_COOKIE) === LIFTED_FLASH) {
    return data({ state: 'done' as const }, { headers: { ...headers, 'Set-Cookie': clearFlashCookie(request) } });
  }
  const found = await findUnlockLink(token);
  if (!found) return data({ state: 'invalid' as const }, { status: 404, headers });
  if (found.address !== lockoutKey(context.get(requestInfo).clientIp))
    return data({ state: 'elsewhere' as const }, { status: 403, headers });
  return data({ state: 'valid' as const, email: found.account.email, address: found.address }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  if (Number(request.headers.get('content-length') ?? 0) > 4 * 1024) throw data({ ok: false, error: 'too-large' }, { status: 413 });
  await readFormData(request);
  const token = new URL(request.url).searchParams.get('t');
  const result = token ? await liftWithUnlockLink(token, context.get(requestInfo).clientIp) : 'invalid';
  if (result === 'elsewhere') return data({ state: 'elsewhere' as const }, { status: 403 });
  if (result === 'invalid') return data({ state: 'invalid' as const }, { status: 404 });
  // 303 to the done page: a reload cannot post again, and the token leaves the address bar.
  throw redirect(UNLOCK_PATH, { status: 303, headers: { 'Set-Cookie': flashCookie(request, LIFTED_FLASH) } });
}

export default function UnlockLinkPage({ loaderData }: Route.ComponentProps) {
  const m = useAdminT().adminUsers.unlock;
  const result = useActionData<typeof action>();
  const state = result?.state ?? loaderData.state;
  return (
    <LinkPage icon={LockOpen} title={m.pageTitle}>
      {state === 'done' ? (
        <LinkDone text={m.done} goLogin={m.goLogin} />
      ) : state === 'valid' && loaderData.state === 'valid' ? (
        <>
          <p className="mt-4 text-center text-sm text-slate-700">
            {fmt(m.pageIntro, { email: loaderData.email, address: loaderData.address })}
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" className="w-full">
              {m.confirm}
            </Button>
          </Form>
        </>
      ) : (
        <LinkRefused text={state === 'elsewhere' ? m.elsewhere : m.invalid} goLogin={m.goLogin} />
      )}
    </LinkPage>
  );
}
