import { useAdminT } from '~/i18n/admin-context';
import { SubNav } from './ops';

/** Resource routes of the operations tabs (CSV exports, backup download). */
export const CONSULTATIONS_CSV_PATH = '/admin/danismanlik/talepler.csv';
export const SUBSCRIBERS_CSV_PATH = '/admin/e-bulten/newsletter-subscribers.csv';
export const BACKUP_PATH = '/admin/ayarlar/yedek';

/** Danışmanlık: consultation requests / contact messages. */
export function ConsultationSubNav() {
  const t = useAdminT().adminConsultations.subnav;
  return (
    <SubNav
      label={t.label}
      links={[
        { to: '/admin/danismanlik', label: t.requests },
        { to: '/admin/danismanlik/mesajlar', label: t.messages },
      ]}
    />
  );
}

/** E-Bülten: subscribers / campaigns (the campaigns page shows the same links). */
export function NewsletterSubNav() {
  const t = useAdminT().adminSubscribers.subnav;
  return (
    <SubNav
      label={t.label}
      links={[
        { to: '/admin/e-bulten', label: t.subscribers },
        { to: '/admin/e-bulten/kampanyalar', label: t.campaigns },
      ]}
    />
  );
}
