import type { Route } from './+types/analytics';
import { requireAdmin } from '~/domain/auth/guard.server';
import { analyticsReport } from '~/domain/analytics/report.server';
import { chartPoints, longDay } from '~/domain/analytics/labels';
import { parseRange } from '~/domain/analytics/range';
import { getSettings } from '~/domain/settings/settings.server';
import { AnalyticsView } from '~/components/admin/analytics/AnalyticsView';

/** Admin → Analitik (/admin/analitik): visitors, pages, referrers, campaigns, languages, devices, form submissions of a period. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const range = parseRange(new URL(request.url).searchParams);
  const [report, settings] = await Promise.all([analyticsReport(range.from, range.to, { by: range.by }), getSettings()]);
  return {
    range,
    report,
    points: chartPoints(report.series, range.by),
    fromLabel: longDay(range.from),
    toLabel: longDay(range.to),
    enabled: settings.analytics_enabled,
  };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView {...loaderData} />;
}
