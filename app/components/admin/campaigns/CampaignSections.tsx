import { Link } from 'react-router';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { SETTINGS_MAIL_PATH, SETTINGS_SYSTEM_PATH } from '~/components/admin/settings/SettingsFrame';
import { CampaignProgressCard } from './CampaignProgressCard';
import type { CampaignRow } from './campaign-row';

/**
 * The campaigns screen's warnings, each with the link that fixes it: no sending server set up yet,
 * or the site's address unknown (a campaign's links would have no host).
 */
export function CampaignNotices({ mailConfigured, addressKnown }: { mailConfigured: boolean; addressKnown: boolean }) {
  const all = useAdminT();
  const t = all.adminCampaigns;
  // Test id, title, hint, the fixing screen and its link's text.
  const notices: Array<false | [string, string, string, string, string]> = [
    !mailConfigured && ['mail-not-configured', t.mailNotConfigured, t.mailNotConfiguredHint, SETTINGS_MAIL_PATH, all.adminMail.setUpLink],
    !addressKnown && ['campaign-address-unknown', t.addressUnknown, t.addressUnknownHint, SETTINGS_SYSTEM_PATH, t.addressLink],
  ];
  return notices
    .filter((n) => n !== false)
    .map(([testId, title, hint, to, link]) => (
      <div
        key={testId}
        role="status"
        className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        data-testid={testId}
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{title}</p>
          <p>{hint}</p>
          <Link to={to} className="mt-2 inline-block font-medium text-accent-800 underline">
            {link}
          </Link>
        </div>
      </div>
    ));
}

/** The progress of the campaigns that run or ended in the last minutes, with the sending rate. */
export function CampaignProgressSection({ recent, rate }: { recent: CampaignRow[]; rate: number }) {
  const t = useAdminT().adminCampaigns;
  return (
    <section className="mb-8" aria-labelledby="campaign-progress-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="campaign-progress-title" className="text-base font-semibold text-slate-900">
          {t.progress.title}
        </h3>
        <p className="text-xs text-slate-600">{rate > 0 ? fmt(t.progress.rate, { n: rate }) : t.progress.unlimited}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2" aria-live="polite">
        {recent.map((c) => (
          <CampaignProgressCard key={c.id} c={c} />
        ))}
      </div>
    </section>
  );
}

/** One titled part of the campaigns screen below the form (drafts, history). */
export function CampaignSection({
  id,
  title,
  note,
  className,
  children,
}: {
  id: string;
  title: string;
  note: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="mb-3">
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-xs text-slate-600">{note}</p>
      </div>
      {children}
    </section>
  );
}
