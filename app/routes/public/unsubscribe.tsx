import { data } from 'react-router';
import MailX from 'lucide-react/icons/mail-x';
import type { Route } from './+types/unsubscribe';
import { ConfirmTokenForm, HomeLink, TokenActionPage, TokenPanel } from '~/components/sections/TokenActionPanel';
import { inspectUnsubscribeToken } from '~/domain/newsletter/index.server';
import { unsubscribeByToken } from '~/domain/campaigns/index.server';
import { settingsFor } from '~/domain/settings/index.server';
import { unsubscribe } from '~/i18n/messages/unsubscribe';
import { sectionForMeta, useSection } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { pageMeta } from '~/lib/seo';

/**
 * /abonelik-iptal and /en-unsubscribe, the link in every campaign e-mail.
 * GET only shows what the link is for and a confirm button: opening the link
 * (a person, or a mail scanner following links) never unsubscribes. POST
 * unsubscribes: the button, and the RFC 8058 one-click POST a mail provider
 * sends to the List-Unsubscribe URL (body `List-Unsubscribe=One-Click`; the
 * token is in the URL). The page is private: noindex, never cached.
 */
export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, unsubscribe);
  return [
    ...pageMeta(args, { title: t.metaTitle, description: t.metaDescription, noTwin: true }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

type View =
  | { state: 'invalid'; email: null; token: null; company: string }
  | { state: 'confirm' | 'already' | 'done'; email: string; token: string; company: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const [found, settings] = await Promise.all([inspectUnsubscribeToken(token), settingsFor(context)]);
  const company = settings.site_title;
  if (found.state === 'invalid') return data<View>({ state: 'invalid', email: null, token: null, company }, { status: 400 });
  return data<View>({ state: found.state === 'active' ? 'confirm' : 'already', email: found.email, token: token!, company });
}

async function tokenOf(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get('token');
  if (fromUrl) return fromUrl;
  const form = await request.formData().catch(() => null);
  const v = form?.get('token');
  return typeof v === 'string' ? v : null;
}

export async function action({ request }: Route.ActionArgs) {
  const token = await tokenOf(request);
  const result = await unsubscribeByToken(token);
  if (result.state === 'invalid') return data({ ok: false as const }, { status: 400 });
  return { ok: true as const, email: result.email };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useSection(unsubscribe);
  const invalid = (
    <TokenPanel tone="error" title={t.invalidTitle} icon={MailX}>
      <p role="alert">{t.invalidText}</p>
      <HomeLink label={t.goHome} />
    </TokenPanel>
  );
  let content: React.ReactNode;
  if (actionData && !actionData.ok) {
    content = invalid;
  } else if (actionData?.ok) {
    content = (
      <TokenPanel tone="ok" title={t.doneTitle} icon={MailX}>
        <p role="status">{fmt(t.doneText, { email: actionData.email })}</p>
        <p className="text-sm text-slate-600">{t.resubscribeHint}</p>
        <HomeLink label={t.goHome} />
      </TokenPanel>
    );
  } else if (loaderData.state === 'invalid') {
    content = invalid;
  } else if (loaderData.state === 'already') {
    content = (
      <TokenPanel tone="neutral" title={t.alreadyTitle} icon={MailX}>
        <p>{fmt(t.alreadyText, { email: loaderData.email })}</p>
        <p className="text-sm text-slate-600">{t.resubscribeHint}</p>
        <HomeLink label={t.goHome} />
      </TokenPanel>
    );
  } else {
    content = (
      <TokenPanel tone="neutral" title={t.confirmTitle} icon={MailX}>
        <p>{fmt(t.confirmText, { email: loaderData.email, company: loaderData.company })}</p>
        <ConfirmTokenForm token={loaderData.token} confirm={t.confirmButton} home={t.goHome} />
        <p className="text-sm text-slate-600">{t.confirmHint}</p>
      </TokenPanel>
    );
  }
  return (
    <TokenActionPage title={t.title} icon={MailX}>
      {content}
    </TokenActionPage>
  );
}
