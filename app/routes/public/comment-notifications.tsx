import { data } from 'react-router';
import MailX from 'lucide-react/icons/mail-x';
import MailCheck from 'lucide-react/icons/mail-check';
import type { Route } from './+types/comment-notifications';
import { ConfirmTokenForm, HomeLink, TokenActionPage, TokenPanel } from '~/components/sections/TokenActionPanel';
import { confirmReplyNotifications, inspectConfirmToken, inspectStopToken, stopReplyNotifications } from '~/domain/comments/index.server';
import { commentNotifications } from '~/i18n/messages/commentNotifications';
import { sectionForMeta, useSection } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';

/**
 * /yorum-bildirimi and /en-comment-notifications: the links in the comments'
 * e-mails. GET shows what a link does and a button (opening it, or a mail
 * scanner following it, changes nothing). A stop link's POST stops the e-mails
 * for that comment and deletes the stored address; a confirm link's POST (the
 * first e-mail to a typed address) turns the reply notification on: none goes
 * to an address its owner did not confirm. Private: noindex, never cached.
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
  if (token?.startsWith('c.')) {
    const state = await inspectConfirmToken(token);
    return data(
      { kind: 'confirm' as const, state, token: state === 'invalid' ? null : token },
      { status: state === 'invalid' ? 400 : 200 },
    );
  }
  const state = await inspectStopToken(token);
  return data({ kind: 'stop' as const, state, token: state === 'invalid' ? null : token }, { status: state === 'invalid' ? 400 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const v = form?.get('token');
  const token = typeof v === 'string' ? v : null;
  const ok = token?.startsWith('c.') ? await confirmReplyNotifications(token) : await stopReplyNotifications(token);
  return data({ ok }, { status: ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });
}

export default function CommentNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = useSection(commentNotifications);
  const t = texts.stop;
  let content: React.ReactNode;
  if ((actionData && !actionData.ok) || (!actionData && loaderData.state === 'invalid')) {
    content = (
      <TokenPanel tone="error" title={t.invalidTitle} icon={MailX}>
        <p role="alert">{t.invalidText}</p>
        <HomeLink label={t.goHome} />
      </TokenPanel>
    );
  } else if (loaderData.kind === 'confirm') {
    const c = texts.confirm;
    content =
      actionData?.ok || loaderData.state === 'confirmed' ? (
        <TokenPanel tone="ok" title={c.doneTitle} icon={MailCheck}>
          <p role="status">{c.doneText}</p>
          <HomeLink label={t.goHome} />
        </TokenPanel>
      ) : (
        <TokenPanel tone="neutral" title={c.title} icon={MailCheck}>
          <p>{c.text}</p>
          <ConfirmTokenForm token={loaderData.token ?? ''} confirm={c.button} home={t.goHome} variant="primary" />
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
