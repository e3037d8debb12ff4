import type { Route } from './+types/analytics';
import { adminSession } from '~/domain/auth/index.server';
import { analyticsReport } from '~/domain/analytics/index.server';
import { chartPoints, longDay, parseRange } from '~/domain/analytics/index';
import { settingsFor } from '~/domain/settings/index.server';
import { AnalyticsView } from '~/components/admin/analytics/AnalyticsView';

/** Admin → Analitik (/admin/analitik): visitors, pages, referrers, campaigns, languages, devices, form submissions of a period. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const range = parseRange(new URL(request.url).searchParams);
  const [report, settings] = await Promise.all([analyticsReport(range.from, range.to, { by: range.by }), settingsFor(context)]);
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
