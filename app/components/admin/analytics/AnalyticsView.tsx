import { Form, Link } from 'react-router';
import Download from 'lucide-react/icons/download';
import { useAdminT } from '~/i18n/admin-context';
import { fmt, formatNumber } from '~/i18n/define';
import { Card } from '~/components/ui/card';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { PageHeader, StatCard } from '~/components/admin/AdminKit';
import { DEVICES, type AnalyticsReport, type ChartPoint, type DeviceCode, RANGES, type RangeId } from '~/domain/analytics/index';
import { DimTable, tdCompact, thCompact } from './DimTable';
import { VisitorsChart } from './VisitorsChart';

export const ANALYTICS_CSV_PATH = '/admin/analitik/gunluk.csv';
const OTHER = '~other';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/30 focus-visible:outline-none';

/** The Analitik view: the period form, headline figures, the chart, the ranked lists and form submissions. */
export function AnalyticsView({
  range,
  report,
  points,
  fromLabel,
  toLabel,
  enabled,
}: {
  range: { id: RangeId; from: string; to: string; by: 'day' | 'month'; invalid: boolean };
  report: AnalyticsReport;
  points: ChartPoint[];
  fromLabel: string;
  toLabel: string;
  enabled: boolean;
}) {
  const t = useAdminT().adminAnalytics;
  const n = (v: number) => formatNumber(v, 'tr');
  const page = (v: string) => (v === OTHER ? t.tables.other : v);
  const site = (v: string) => (v === OTHER ? t.tables.other : v === '' ? t.tables.direct : v);
  const csv = `${ANALYTICS_CSV_PATH}?from=${range.from}&to=${range.to}`;
  const rangeLabels: Record<RangeId, string> = {
    '7d': t.range.last7,
    '30d': t.range.last30,
    '12m': t.range.last12m,
    custom: t.range.custom,
  };
  const tb = t.tables;
  // Each ranked list: title, column, measure, rows, how a value reads, test id, hint.
  const dimTables: Array<[string, string, string, AnalyticsReport['pages'], (v: string) => string, string?, string?]> = [
    [tb.pages, tb.page, tb.views, report.pages, page, 'analytics-pages'],
    [tb.entries, tb.page, tb.visits, report.entries, page, 'analytics-entries', tb.entriesHint],
    [tb.referrers, tb.site, tb.visits, report.referrers, site, 'analytics-referrers'],
    [tb.sources, tb.source, tb.visits, report.utmSources, page],
    [tb.campaigns, tb.campaign, tb.visits, report.utmCampaigns, page],
    [tb.langs, tb.language, tb.views, report.langs, (v) => (v === 'en' ? t.langs.en : t.langs.tr), 'analytics-langs'],
    [tb.devices, tb.device, tb.views, report.devices, (v) => t.devices[DEVICES[v as DeviceCode] ?? 'desktop']],
  ];
  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <a href={csv} className={buttonClass('outline', 'sm')} download>
            <Download className="size-4" aria-hidden="true" />
            {t.csv.download}
          </a>
        }
      />
      {!enabled ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="analytics-off"
        >
          {t.off}{' '}
          <Link to="/admin/ayarlar/sistem" className="font-medium underline">
            {t.setting.title}
          </Link>
        </p>
      ) : null}
      {range.invalid ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {t.range.invalid}
        </p>
      ) : null}

      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-800">{t.range.label}</legend>
          <div className="mt-1 flex flex-wrap gap-1">
            {RANGES.filter((r) => r !== 'custom').map((r) => (
              <Link
                key={r}
                to={`?range=${r}`}
                aria-current={range.id === r ? 'page' : undefined}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium',
                  range.id === r ? 'bg-accent-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200',
                )}
              >
                {rangeLabels[r]}
              </Link>
            ))}
          </div>
        </fieldset>
        <input type="hidden" name="range" value="custom" />
        <label className="text-sm font-medium text-slate-800">
          {t.range.from}
          <input type="date" name="from" defaultValue={range.from} max={range.to} required className={field} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t.range.to}
          <input type="date" name="to" defaultValue={range.to} required className={field} />
        </label>
        <button type="submit" className={buttonClass('primary', 'sm')}>
          {t.range.show}
        </button>
      </Form>

      <section aria-label={t.title} className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={t.figures.visitors}
          value={n(report.totals.visitors)}
          hint={t.figures.visitorsHint}
          testId="analytics-visitors"
          tone="accent"
        />
        <StatCard label={t.figures.views} value={n(report.totals.views)} testId="analytics-views" tone="accent" />
        <StatCard label={t.figures.visits} value={n(report.totals.entries)} hint={t.figures.visitsHint} testId="analytics-visits" />
        <StatCard label={t.figures.bots} value={n(report.totals.bots)} hint={t.figures.botsHint} testId="analytics-bots" />
      </section>

      <Card className="mb-6 p-4 sm:p-6">
        <VisitorsChart
          points={points}
          unit={range.by}
          title={t.chart.title}
          summary={fmt(t.chart.summary, {
            from: fromLabel,
            to: toLabel,
            visitors: n(report.totals.visitors),
            views: n(report.totals.views),
          })}
          testId="analytics-chart"
        />
        <p className="mt-2 text-xs text-slate-600">{t.freshness}</p>
      </Card>

      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        {dimTables.map(([title, label, measure, rows, show, testId, hint]) => (
          <DimTable
            key={title}
            title={title}
            hint={hint}
            label={label}
            measure={measure}
            rows={rows}
            empty={t.tables.empty}
            show={show}
            testId={testId}
          />
        ))}
      </div>

      <Card className="mb-6 p-4 sm:p-6" data-testid="analytics-goals">
        <h3 className="text-base font-semibold text-slate-900">{t.goals.title}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{t.goals.description}</p>
        <table className="mt-3 w-full table-fixed text-sm">
          <thead>
            <tr>
              <th scope="col" className={thCompact}>
                {t.goals.title}
              </th>
              <th scope="col" className={cn(thCompact, 'w-20 text-right sm:w-28')}>
                {t.goals.count}
              </th>
              <th scope="col" className={cn(thCompact, 'w-20 text-right sm:w-28')}>
                {t.goals.rate}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.goals.map((g) => (
              <tr key={g.goal}>
                <th scope="row" className={cn(tdCompact, 'text-left font-normal')}>
                  <span className="font-medium text-slate-900">{t.goals[g.goal]}</span>
                  {g.pages.length ? (
                    <span className="mt-1 block text-xs break-all text-slate-600">
                      {t.goals.fromPage}:{' '}
                      {g.pages
                        .slice(0, 5)
                        .map((p) => `${page(p.value)} (${n(p.views)})`)
                        .join(', ')}
                    </span>
                  ) : null}
                </th>
                <td className={cn(tdCompact, 'text-right tabular-nums')}>{n(g.count)}</td>
                <td className={cn(tdCompact, 'text-right tabular-nums')}>
                  {report.totals.visitors ? formatNumber(Math.round((g.visitors / report.totals.visitors) * 1000) / 10, 'tr') : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">{t.technical.title}</summary>
        <p className="mt-2">{t.technical.text}</p>
      </details>
    </div>
  );
}
