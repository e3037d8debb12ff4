import { Form, useNavigation } from 'react-router';
import { SiteLink } from '~/components/ui/site-link';
import type { LucideIcon } from 'lucide-react';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import { PageHero } from '~/components/sections/PageHero';
import { Button, buttonClass } from '~/components/ui/button';
import { useLang } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';

/**
 * The pages a link in an e-mail opens to stop something (a newsletter's unsubscribe link, a
 * comment reply's stop link): a hero, and one panel saying what the link does with a confirm
 * button (a plain POST form: opening the link, or a mail scanner following it, changes
 * nothing), then what happened, or that the link is not valid.
 */
export function TokenActionPage({ title, icon, children }: { title: string; icon: LucideIcon; children: React.ReactNode }) {
  return (
    <>
      <PageHero title={title} icon={icon} />
      <section className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-xl px-4 sm:px-6">{children}</div>
      </section>
    </>
  );
}

export function TokenPanel({
  tone,
  title,
  icon,
  children,
}: {
  tone: 'ok' | 'error' | 'neutral';
  title: string;
  /** The neutral panel's icon (the page's own). */
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  const Icon = tone === 'ok' ? CircleCheck : tone === 'error' ? CircleAlert : icon;
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

/** The way back to the home page of the page's language. */
export function HomeLink({ label }: { label: string }) {
  const lang = useLang();
  return (
    <SiteLink to={pathFor('home', lang)} className={buttonClass('outline', 'md')}>
      {label}
    </SiteLink>
  );
}

/** The confirm form: the token in a hidden field, the (by default destructive) button, the way home. */
export function ConfirmTokenForm({
  token,
  confirm,
  home,
  variant = 'destructive',
}: {
  token: string;
  confirm: string;
  home: string;
  variant?: 'destructive' | 'primary';
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  return (
    <Form method="post" replace className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" variant={variant} disabled={busy}>
        {confirm}
      </Button>
      <HomeLink label={home} />
    </Form>
  );
}
