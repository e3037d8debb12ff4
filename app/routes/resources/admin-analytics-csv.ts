import type { Route } from './+types/admin-analytics-csv';
import { adminSession } from '~/domain/auth/index.server';
import { dailyRowsBatches } from '~/domain/analytics/index.server';
import { parseRange } from '~/domain/analytics/index';
import { csvDownload } from '~/lib/csv.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';

/** GET /admin/analitik/gunluk.csv?from=…&to=… — the daily figures of a period (every dimension), streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const params = new URL(request.url).searchParams;
  if (!params.has('range')) params.set('range', 'custom');
  const range = parseRange(params);
  const c = catalog.tr.adminAnalytics.csv;
  async function* rows() {
    for await (const batch of dailyRowsBatches(range.from, range.to)) {
      yield batch.map((r) => [r.day, r.dim, r.value, Number(r.views), Number(r.visitors)]);
    }
  }
  return csvDownload(fmt(c.filename, { from: range.from, to: range.to }), [c.day, c.dim, c.value, c.views, c.visitors], rows(), request);
}
