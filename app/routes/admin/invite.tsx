import { data, redirect, useActionData } from 'react-router';
import { Form } from 'react-router';
import KeyRound from 'lucide-react/icons/key-round';
import type { Route } from './+types/invite';
import {
  isSameOrigin,
  acceptInvitation,
  findInvitation,
  passwordProblem,
  clearFlashCookie,
  flashCookie,
  auditInvitationAccepted,
} from '~/domain/auth/index.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { logger } from '~/server/logger.server';
import { FLASH_COOKIE, readCookie } from '~/server/http/cookies.server';
import { readFormData } from '~/server/http/body.server';
import { Button } from '~/components/ui/button';
import { LinkDone, LinkPage, LinkRefused } from '~/components/admin/LinkPage';
import { Field, Input } from '~/components/ui/field';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * /admin/davet?t=…: an invitation link (48 h, used once). The invited person sets their own
 * password; a wrong or expired link says so and reveals nothing else. No session is needed.
 */
export const meta: Route.MetaFunction = () => [
  { title: catalog.tr.adminUsers.invite.title },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t');
  // Right after a successful acceptance (the action's redirect, with or without JavaScript): the done page, once.
  if (!token && readCookie(request, FLASH_COOKIE) === ACCEPTED_FLASH) {
    return data(
      { valid: false as const, accepted: true },
      { headers: { 'Set-Cookie': clearFlashCookie(request), 'Cache-Control': 'no-store' } },
    );
  }
  const account = await findInvitation(token);
  if (!account) return data({ valid: false as const, accepted: false }, { status: 404 });
  return { valid: true as const, accepted: false, name: account.name, email: account.email };
}

/** The one-shot mark the action's redirect carries: the password was set (no detail, nothing secret). */
const ACCEPTED_FLASH = 'invite-accepted';

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data({ ok: false, error: 'forbidden' }, { status: 403 });
  if (Number(request.headers.get('content-length') ?? 0) > 16 * 1024) throw data({ ok: false, error: 'too-large' }, { status: 413 });
  const token = new URL(request.url).searchParams.get('t');
  const form = await readFormData(request);
  const password = form.get('password');
  const account = await findInvitation(token);
  if (!account || !token || typeof password !== 'string') return data({ done: false, invalid: true, error: null }, { status: 404 });
  const problem = passwordProblem(password, account.email);
  if (problem) return data({ done: false, invalid: false, error: catalog.tr.adminUsers.passwordProblems[problem] }, { status: 400 });
  const accepted = await acceptInvitation(token, password);
  if (!accepted) return data({ done: false, invalid: true, error: null }, { status: 404 });
  logger().info({ account: accepted.id }, 'staff invitation accepted');
  await auditInvitationAccepted(accepted, context.get(requestInfo).clientIp);
  // A redirect to the done page (303: the browser GETs it): a reload cannot post the form again,
  // and the page answers 200 whether or not JavaScript runs (the link itself is used up now).
  throw redirect('/admin/davet', { status: 303, headers: { 'Set-Cookie': flashCookie(request, ACCEPTED_FLASH) } });
}

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const m = useAdminT().adminUsers.invite;
  const result = useActionData<typeof action>();
  const invalid = !loaderData.valid || result?.invalid;
  const done = loaderData.accepted;
  return (
    <LinkPage icon={KeyRound} title={m.title}>
      {done ? (
        <LinkDone text={m.done} goLogin={m.goLogin} />
      ) : invalid || !loaderData.valid ? (
        <LinkRefused text={m.invalid} />
      ) : (
        <>
          <p className="mt-4 text-center text-sm text-slate-700">{fmt(m.intro, { name: loaderData.name, email: loaderData.email })}</p>
          <Form method="post" className="mt-6 space-y-4">
            {/* The account's e-mail, for password managers. */}
            <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
            <Field label={m.password} hint={m.passwordHint} error={result?.error ?? undefined}>
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  name="password"
                  required
                  minLength={10}
                  maxLength={1024}
                  autoComplete="new-password"
                  autoFocus
                />
              )}
            </Field>
            <Button type="submit" className="w-full">
              {m.submit}
            </Button>
          </Form>
        </>
      )}
    </LinkPage>
  );
}
