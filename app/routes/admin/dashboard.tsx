import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';
import { requireAdmin } from '~/domain/auth/guard.server';
import { getDashboardData } from '~/domain/dashboard/dashboard.server';
import { backupStatus } from '~/domain/backup/schedule.server';
import { DashboardBackups } from '~/components/admin/dashboard/DashboardBackups';
import { formatDate, formatDayMonth, formatLongDate } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { showToast } from '~/components/ui/toast';
import { PageHeader } from '~/components/admin/ops';
import { DashboardCounts } from '~/components/admin/dashboard/DashboardCounts';
import { DashboardDailyChart } from '~/components/admin/dashboard/DashboardDailyChart';
import { DashboardFigures } from '~/components/admin/dashboard/DashboardFigures';
import { DashboardLatestProjects } from '~/components/admin/dashboard/DashboardLatestProjects';
import { DashboardNewestSubscribers } from '~/components/admin/dashboard/DashboardNewestSubscribers';
import { LaunchChecklist } from '~/components/admin/dashboard/LaunchChecklist';
import { DashboardPendingComments } from '~/components/admin/dashboard/DashboardPendingComments';
import { DashboardVisitors } from '~/components/admin/analytics/DashboardVisitors';
import { dashboardAnalytics } from '~/domain/analytics/report.server';
import { chartPoints, longDay } from '~/domain/analytics/labels';
import { catalog } from '~/i18n/catalog';
import { fmt, formatNumber } from '~/i18n/define';

function dayLabel(key: string, long: boolean) {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  // Noon UTC of that day: the same calendar day in Istanbul (UTC+3) and in any zone within ±11 h.
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return long ? formatLongDate(date, 'tr') : formatDayMonth(date, 'tr');
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const [d, v, backups] = await Promise.all([getDashboardData(), dashboardAnalytics(), backupStatus()]);
    const first = v.series[0]!.key;
    const visitors = {
      today: v.today,
      last30: v.last30,
      points: chartPoints(v.series, 'day'),
      summary: fmt(catalog.tr.adminAnalytics.chart.summary, {
        from: longDay(first),
        to: longDay(v.series[v.series.length - 1]!.key),
        visitors: formatNumber(v.last30.visitors, 'tr'),
        views: formatNumber(v.last30.views, 'tr'),
      }),
    };
    return {
      ok: true as const,
      ...d,
      visitors,
      // The failure's technical text stays on the owner's settings screen.
      backups: { ...backups, lastRun: backups.lastRun && { ...backups.lastRun, error: null } },
      latestProjects: d.latestProjects.map((p) => ({ ...p, createdAt: formatDate(p.createdAt, 'tr') })),
      newestSubscribers: d.newestSubscribers.map((s) => ({ ...s, createdAt: formatDate(s.createdAt, 'tr') })),
      daily: d.daily.map((x) => ({ ...x, short: dayLabel(x.day, false), long: dayLabel(x.day, true) })),
    };
  } catch (err) {
    logger().error({ err }, 'dashboard statistics could not be loaded');
    return { ok: false as const };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminT().adminDashboard;
  const failed = !loaderData.ok;
  // Computed by the admin layout's loader (it also counts it on the Dashboard tab).
  const launch = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')?.launch;

  useEffect(() => {
    if (failed) showToast({ title: t.loadErrorTitle, description: t.loadError, variant: 'error' });
  }, [failed, t]);

  if (!loaderData.ok) {
    return (
      <div>
        <PageHeader title={t.title} />
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
          <p className="font-semibold">{t.loadErrorTitle}</p>
          <p className="mt-1">{t.loadError}</p>
          <a href="/admin" className={buttonClass('outline', 'sm', 'mt-3')}>
            {t.retry}
          </a>
        </div>
      </div>
    );
  }
  const d = loaderData;
  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      {launch ? <LaunchChecklist items={launch} /> : null}
      <DashboardBackups status={d.backups} />
      <DashboardPendingComments count={d.counts.pendingComments} />
      <DashboardCounts counts={d.counts} />
      <DashboardFigures d={d} />
      <DashboardVisitors {...d.visitors} />
      <div className="mb-6">
        <DashboardDailyChart days={d.daily} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardLatestProjects projects={d.latestProjects} />
        <DashboardNewestSubscribers subscribers={d.newestSubscribers} />
      </div>
    </div>
  );
}
