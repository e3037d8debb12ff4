import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { siteAddressOrigin } from '~/domain/settings/index';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { useResultToast, type ActionResult } from '~/components/admin/AdminKit';

/** Where the site address is posted (the system tab's action takes the `site-address` intent). */
export const SITE_ADDRESS_ACTION = '/admin/ayarlar/sistem';

export interface SiteAddressView {
  /** The address in force (PUBLIC_URL or the confirmed one). */
  address?: string;
  /** True when PUBLIC_URL sets it (read-only here). */
  fromServer: boolean;
  /** The origin of the request that showed the page: the form's suggestion. */
  suggested: string;
}

/**
 * Confirms the site's address (ADR 021): pre-filled from the address the panel is open on,
 * advising https, warning when the address is another host than the current one.
 */
export function SiteAddressForm({ view, compact = false }: { view: SiteAddressView; compact?: boolean }) {
  const t = useAdminT().adminSite.address;
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const [value, setValue] = useState(view.address ?? view.suggested);
  // The server's error is about the value that was sent: it goes once the address is edited.
  const [sent, setSent] = useState<string | null>(null);
  if (view.fromServer) return <p className="text-sm text-slate-700">{fmt(t.fromServer, { address: view.address ?? '' })}</p>;
  const origin = siteAddressOrigin(value);
  const otherHost = origin !== undefined && new URL(origin).host !== new URL(view.suggested).host;
  const error = fetcher.data && !fetcher.data.ok && sent === value ? fetcher.data.errors?.site_address : undefined;
  return (
    <fetcher.Form
      method="post"
      action={SITE_ADDRESS_ACTION}
      className="space-y-3"
      data-testid="site-address-form"
      onSubmit={() => setSent(value)}
    >
      <input type="hidden" name="intent" value="site-address" />
      {compact ? null : <p className="text-sm text-slate-700">{view.address ? fmt(t.current, { address: view.address }) : t.none}</p>}
      <Field label={t.label} hint={t.hint} error={error}>
        {(p) => (
          <Input
            {...p}
            name="site_address"
            type="url"
            inputMode="url"
            autoComplete="url"
            required
            maxLength={200}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        )}
      </Field>
      {origin?.startsWith('http:') ? <p className="rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">{t.httpsAdvice}</p> : null}
      {otherHost ? <p className="rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">{t.otherHost}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={view.address ? 'outline' : 'primary'} disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? t.saving : view.address ? t.change : t.confirm}
        </Button>
      </div>
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer font-medium text-accent-800">{t.technical}</summary>
        <p className="mt-1.5 rounded-lg bg-slate-50 p-2.5 text-xs leading-relaxed">{t.technicalText}</p>
      </details>
    </fetcher.Form>
  );
}
