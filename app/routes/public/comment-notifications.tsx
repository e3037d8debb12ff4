import { Form, Link, data, useNavigation } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import MailX from 'lucide-react/icons/mail-x';
import type { Route } from './+types/comment-notifications';
import { PageHero } from '~/components/sections/PageHero';
import { Button, buttonClass } from '~/components/ui/button';
import { inspectStopToken, stopReplyNotifications } from '~/domain/comments/comments.server';
import { commentNotifications } from '~/i18n/messages/commentNotifications';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
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

function Panel({ tone, title, children }: { tone: 'ok' | 'error' | 'neutral'; title: string; children: React.ReactNode }) {
  const Icon = tone === 'ok' ? CircleCheck : tone === 'error' ? CircleAlert : MailX;
  const color =
    tone === 'ok' ? 'text-emerald-700 bg-emerald-50' : tone === 'error' ? 'text-red-700 bg-red-50' : 'text-accent-700 bg-accent-50';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-start gap-4">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-full ${color}`} aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
          <div className="mt-2 space-y-4 text-slate-700">{children}</div>
        </div>
      </div>
    </div>
  );
}

export default function CommentNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useSection(commentNotifications).stop;
  const lang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const home = (
    <Link to={pathFor('home', lang)} className={buttonClass('outline', 'md')}>
      {t.goHome}
    </Link>
  );
  let content: React.ReactNode;
  if ((actionData && !actionData.ok) || (!actionData && loaderData.state === 'invalid')) {
    content = (
      <Panel tone="error" title={t.invalidTitle}>
        <p role="alert">{t.invalidText}</p>
        {home}
      </Panel>
    );
  } else if (actionData?.ok || loaderData.state === 'stopped') {
    content = (
      <Panel tone="ok" title={t.doneTitle}>
        <p role="status">{t.doneText}</p>
        {home}
      </Panel>
    );
  } else {
    content = (
      <Panel tone="neutral" title={t.confirmTitle}>
        <p>{t.confirmText}</p>
        <Form method="post" replace className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="token" value={loaderData.token ?? ''} />
          <Button type="submit" variant="destructive" disabled={busy}>
            {t.confirmButton}
          </Button>
          {home}
        </Form>
      </Panel>
    );
  }
  return (
    <>
      <PageHero title={t.title} icon={MailX} />
      <section className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-xl px-4 sm:px-6">{content}</div>
      </section>
    </>
  );
}
