import { useAdminT } from '~/i18n/admin-context';
import { Badge } from '~/components/ui/badge';
import { PROJECT_STATUS_TONE } from '../projects/status-tone';
import type { DashboardProjectRow } from './dashboard-view';
import { DashboardRecentList } from './DashboardRecentList';

/** The newest projects: name, creation date, status (and "hidden" when not shown on the site). */
export function DashboardLatestProjects({ projects }: { projects: DashboardProjectRow[] }) {
  const t = useAdminT().adminDashboard;
  return (
    <DashboardRecentList
      title={t.latestProjects.title}
      empty={t.latestProjects.empty}
      testId="latest-projects"
      rows={projects}
      columns={[
        { header: t.latestProjects.name, tdClassName: 'font-medium text-slate-900', cell: (p) => p.title },
        { header: t.latestProjects.created, tdClassName: 'whitespace-nowrap', cell: (p) => p.createdAt },
        {
          header: t.latestProjects.status,
          cell: (p) => (
            <span className="flex flex-wrap gap-1">
              <Badge tone={PROJECT_STATUS_TONE[p.status]}>{t.status[p.status]}</Badge>
              {p.isActive ? null : <Badge tone="slate">{t.latestProjects.hidden}</Badge>}
            </span>
          ),
        },
      ]}
    />
  );
}
