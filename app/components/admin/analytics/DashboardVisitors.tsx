import { Link } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import Users from 'lucide-react/icons/users';
import { useCanOpen } from '~/components/admin/use-can-open';
import { useAdminT } from '~/i18n/admin-context';
import { fmt, formatNumber } from '~/i18n/define';
import { Card } from '~/components/ui/card';
import { StatCard } from '~/components/admin/AdminKit';
import type { ChartPoint } from '~/domain/analytics/index';
import { VisitorsChart } from './VisitorsChart';

/** The dashboard's visitor figures: today, the last 30 days, and their chart (with a table). */
export function DashboardVisitors({
  today,
  last30,
  points,
  summary,
}: {
  today: { views: number; visitors: number };
  last30: { views: number; visitors: number };
  points: ChartPoint[];
  summary: string;
}) {
  const t = useAdminT().adminAnalytics;
  const canOpen = useCanOpen();
  const n = (v: number) => formatNumber(v, 'tr');
  return (
    <section aria-labelledby="visitors-title" className="mb-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id="visitors-title" className="text-base font-semibold text-slate-900">
          {t.dashboard.title}
        </h3>
        {canOpen('/admin/analitik') ? (
          <Link to="/admin/analitik" className="text-sm font-medium text-accent-800 hover:underline">
            {t.dashboard.open}
          </Link>
        ) : null}
      </div>
      <div className="grid gap-3 sm:gap-4 lg:grid-cols-3">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-1">
          <StatCard
            label={t.dashboard.today}
            value={n(today.visitors)}
            hint={fmt(t.dashboard.todayViews, { n: n(today.views) })}
            testId="visitors-today"
            tone="accent"
            icon={<Users className="size-4" />}
          />
          <StatCard
            label={t.dashboard.last30}
            value={n(last30.visitors)}
            hint={fmt(t.dashboard.last30Views, { n: n(last30.views) })}
            testId="visitors-30"
            tone="accent"
            icon={<Eye className="size-4" />}
          />
        </div>
        <Card className="min-w-0 p-4 sm:p-5 lg:col-span-2">
          <VisitorsChart points={points} unit="day" title={t.dashboard.chartTitle} summary={summary} testId="visitors-chart" />
        </Card>
      </div>
    </section>
  );
}
