import { useAdminT } from '~/i18n/admin-context';
import { Badge } from '~/components/ui/badge';
import type { DashboardSubscriberRow } from './dashboard-view';
import { DashboardRecentList } from './DashboardRecentList';

/** The newest newsletter subscribers: address, date, active or not. */
export function DashboardNewestSubscribers({ subscribers }: { subscribers: DashboardSubscriberRow[] }) {
  const t = useAdminT().adminDashboard.newestSubscribers;
  return (
    <DashboardRecentList
      title={t.title}
      empty={t.empty}
      testId="newest-subscribers"
      rows={subscribers}
      columns={[
        { header: t.email, tdClassName: 'break-all text-slate-900', cell: (s) => s.email },
        { header: t.date, tdClassName: 'whitespace-nowrap', cell: (s) => s.createdAt },
        {
          header: t.status,
          cell: (s) => <Badge tone={s.isActive ? 'green' : 'slate'}>{s.isActive ? t.active : t.inactive}</Badge>,
        },
      ]}
    />
  );
}
