import { useRouteLoaderData } from 'react-router';
import { ADMIN_COMMENTS_PATH } from '~/domain/comments/index';
import { useAdminT } from '~/i18n/admin-context';
import { SubNav } from './AdminKit';

/* The sub-navigation tabs of the admin sections that have several screens, and the download paths they link to. */

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

/** İçerik: blog posts / comments (with the number of comments waiting for approval, from the admin layout's loader). */
export function ContentSubNav() {
  const t = useAdminT().adminComments.subnav;
  const layout = useRouteLoaderData('routes/admin/layout') as { pendingComments?: number } | undefined;
  const pending = layout?.pendingComments ?? 0;
  return (
    <SubNav
      label={t.label}
      links={[
        { to: '/admin/icerik', label: t.posts },
        { to: ADMIN_COMMENTS_PATH, label: pending > 0 ? `${t.comments} (${pending})` : t.comments },
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
