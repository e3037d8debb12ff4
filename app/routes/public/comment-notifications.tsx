import { data } from 'react-router';
import MailX from 'lucide-react/icons/mail-x';
import type { Route } from './+types/comment-notifications';
import { ConfirmTokenForm, HomeLink, TokenActionPage, TokenPanel } from '~/components/sections/TokenActionPanel';
import { inspectStopToken, stopReplyNotifications } from '~/domain/comments/comments.server';
import { commentNotifications } from '~/i18n/messages/commentNotifications';
import { sectionForMeta, useSection } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';

/**
 * /yorum-bildirimi and /en-comment-notifications: the link in a comment reply
 * notification. GET shows what it does and a button (opening the link, or a
 * mail scanner following it, changes nothing); POST stops the e-mails for
 * that comment and deletes the stored address. Private: noindex, never cached.
 */
export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, commentNotifications).stop;
  return [
    ...pageMeta(args, { title: t.metaTitle, description: t.confirmText, noTwin: true }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const state = await inspectStopToken(token);
  return data({ state, token: state === 'invalid' ? null : token }, { status: state === 'invalid' ? 400 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const v = form?.get('token');
  const ok = await stopReplyNotifications(typeof v === 'string' ? v : null);
  return data({ ok }, { status: ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });
}

export default function CommentNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useSection(commentNotifications).stop;
  let content: React.ReactNode;
  if ((actionData && !actionData.ok) || (!actionData && loaderData.state === 'invalid')) {
    content = (
      <TokenPanel tone="error" title={t.invalidTitle} icon={MailX}>
        <p role="alert">{t.invalidText}</p>
        <HomeLink label={t.goHome} />
      </TokenPanel>
    );
  } else if (actionData?.ok || loaderData.state === 'stopped') {
    content = (
      <TokenPanel tone="ok" title={t.doneTitle} icon={MailX}>
        <p role="status">{t.doneText}</p>
        <HomeLink label={t.goHome} />
      </TokenPanel>
    );
  } else {
    content = (
      <TokenPanel tone="neutral" title={t.confirmTitle} icon={MailX}>
        <p>{t.confirmText}</p>
        <ConfirmTokenForm token={loaderData.token ?? ''} confirm={t.confirmButton} home={t.goHome} />
      </TokenPanel>
    );
  }
  return (
    <TokenActionPage title={t.title} icon={MailX}>
      {content}
    </TokenActionPage>
  );
}
