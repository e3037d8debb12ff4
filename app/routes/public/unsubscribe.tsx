import { Form, Link, data, useNavigation } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import MailX from 'lucide-react/icons/mail-x';
import type { Route } from './+types/unsubscribe';
import { PageHero } from '~/components/sections/PageHero';
import { Button, buttonClass } from '~/components/ui/button';
import { inspectUnsubscribeToken, unsubscribeByToken } from '~/domain/newsletter/unsubscribe.server';
import { getSettings } from '~/domain/settings/settings.server';
import { unsubscribe } from '~/i18n/messages/unsubscribe';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { pathFor } from '~/i18n/routes';
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

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const [found, settings] = await Promise.all([inspectUnsubscribeToken(token), getSettings()]);
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

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useSection(unsubscribe);
  const lang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const home = (
    <Link to={pathFor('home', lang)} className={buttonClass('outline', 'md')}>
      {t.goHome}
    </Link>
  );

  let content: React.ReactNode;
  if (actionData && !actionData.ok) {
    content = (
      <Panel tone="error" title={t.invalidTitle}>
        <p role="alert">{t.invalidText}</p>
        {home}
      </Panel>
    );
  } else if (actionData?.ok) {
    content = (
      <Panel tone="ok" title={t.doneTitle}>
        <p role="status">{fmt(t.doneText, { email: actionData.email })}</p>
        <p className="text-sm text-slate-600">{t.resubscribeHint}</p>
        {home}
      </Panel>
    );
  } else if (loaderData.state === 'invalid') {
    content = (
      <Panel tone="error" title={t.invalidTitle}>
        <p role="alert">{t.invalidText}</p>
        {home}
      </Panel>
    );
  } else if (loaderData.state === 'already') {
    content = (
      <Panel tone="neutral" title={t.alreadyTitle}>
        <p>{fmt(t.alreadyText, { email: loaderData.email })}</p>
        <p className="text-sm text-slate-600">{t.resubscribeHint}</p>
        {home}
      </Panel>
    );
  } else {
    content = (
      <Panel tone="neutral" title={t.confirmTitle}>
        <p>{fmt(t.confirmText, { email: loaderData.email, company: loaderData.company })}</p>
        <Form method="post" replace className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" variant="destructive" disabled={busy}>
            {t.confirmButton}
          </Button>
          {home}
        </Form>
        <p className="text-sm text-slate-600">{t.confirmHint}</p>
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
