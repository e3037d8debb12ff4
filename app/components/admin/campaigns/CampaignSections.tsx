import { Link } from 'react-router';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { SETTINGS_MAIL_PATH, SETTINGS_SYSTEM_PATH } from '~/components/admin/settings/SettingsFrame';
import { CampaignProgressCard } from './CampaignProgressCard';
import type { CampaignRow } from './campaign-row';

/** The campaigns screen's notice while no sending server is set up, with the link to the set-up. */
export function MailNotConfiguredNotice() {
  const all = useAdminT();
  const t = all.adminCampaigns;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="mail-not-configured"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t.mailNotConfigured}</p>
        <p>{t.mailNotConfiguredHint}</p>
        <Link to={SETTINGS_MAIL_PATH} className="mt-2 inline-block font-medium text-accent-800 underline">
          {all.adminMail.setUpLink}
        </Link>
      </div>
    </div>
  );
}

/** The campaigns screen's notice while the site's address is unknown (its links would have no host), with the link to confirm it. */
export function AddressUnknownNotice() {
  const t = useAdminT().adminCampaigns;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="campaign-address-unknown"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t.addressUnknown}</p>
        <p>{t.addressUnknownHint}</p>
        <Link to={SETTINGS_SYSTEM_PATH} className="mt-2 inline-block font-medium text-accent-800 underline">
          {t.addressLink}
        </Link>
      </div>
    </div>
  );
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
