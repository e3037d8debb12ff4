import { useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import Mail from 'lucide-react/icons/mail';
import { useLang, useT } from '~/i18n/context';
import { formPath, type FormResult } from '~/domain/forms/index';
import type { Settings } from '~/domain/settings/index';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';
import { showToast, Notice } from '~/components/ui/toast';
import { cn } from '~/components/ui/cn';
import { Honeypot, prepareForm, useFetcherResult, validatedSubmit } from './shared';

/**
 * The newsletter sign-up (footer of every page; the /e-bulten page). Posts to
 * the newsletter page: a plain form post without JavaScript (the page shows
 * the server's answer), a fetcher with toasts when JavaScript runs. Records
 * the page it was sent from; the language is the one of the page posted to.
 * Not rendered when the `newsletter_enabled` setting is off.
 */
export function NewsletterForm({
  tone = 'dark',
  serverResult,
  className,
}: {
  /** 'dark' for the footer, 'light' on white sections. */
  tone?: 'dark' | 'light';
  /** The action's answer to a post without JavaScript (newsletter page). */
  serverResult?: FormResult | null;
  className?: string;
}) {
  const lang = useLang();
  const t = useT().forms.newsletter;
  const location = useLocation();
  const layout = useRouteLoaderData('routes/public/layout') as { settings?: Settings } | undefined;
  const fetcher = useFetcher<FormResult>();
  const [email, setEmail] = useState(serverResult && !serverResult.ok ? (serverResult.values?.email ?? '') : '');
  const [invalid, setInvalid] = useState(serverResult?.code === 'invalid');
  const busy = fetcher.state !== 'idle';

  useFetcherResult(fetcher.data, fetcher.state, (r) => {
    if (r.ok) {
      setEmail('');
      setInvalid(false);
    } else setInvalid(r.code === 'invalid');
  });

  if (layout?.settings?.newsletter_enabled === false) return null;

  const onSubmit = validatedSubmit(
    ({ newsletterSchema }) => {
      if (newsletterSchema(lang).safeParse({ email }).success) return true;
      setInvalid(true);
      showToast({ title: t.invalidTitle, description: t.invalid, variant: 'error' });
      return false;
    },
    (form) => void fetcher.submit(form, { method: 'post', action: formPath('newsletter', lang) }),
  );

  const id = `newsletter-email-${tone}`;
  return (
    <fetcher.Form
      method="post"
      action={formPath('newsletter', lang)}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareForm}
      className={cn('relative', className)}
    >
      {serverResult ? <Notice message={serverResult.toast} /> : null}
      <input type="hidden" name="source" value={location.pathname} />
      <Honeypot />
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <div className={cn('flex flex-col gap-2 sm:flex-row', serverResult ? 'mt-3' : undefined)}>
        <div className="relative flex-1">
          <Mail aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
          <Input
            id={id}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.placeholder}
            value={email}
            aria-invalid={invalid}
            onChange={(e) => {
              setEmail(e.target.value);
              setInvalid(false);
            }}
            className={cn('pl-9', tone === 'dark' ? 'border-white/15 bg-white/10 text-white placeholder:text-slate-400' : undefined)}
          />
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy} className="shrink-0">
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
      <p className={cn('mt-2 text-xs', tone === 'dark' ? 'text-slate-400' : 'text-slate-600')}>{t.consent}</p>
    </fetcher.Form>
  );
}
