import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Card } from '~/components/ui/card';
import { ChartBars, ChartLegend, ChartTable, type ChartSeries } from '~/components/admin/charts/BarChart';
import type { DashboardDay } from './dashboard-view';

/** Daily sign-ups and requests as grouped bars; the same figures are in the table below it. */
export function DashboardDailyChart({ days }: { days: DashboardDay[] }) {
  const t = useAdminT().adminDashboard.chart;
  const totalSubs = days.reduce((a, d) => a + d.subscribers, 0);
  const totalReq = days.reduce((a, d) => a + d.consultations, 0);
  const busiest = days.reduce((best, d) => (d.subscribers + d.consultations > best.subscribers + best.consultations ? d : best), days[0]!);
  const summary =
    totalSubs + totalReq === 0
      ? t.summaryEmpty
      : fmt(t.summary, {
          subscribers: totalSubs,
          consultations: totalReq,
          busiest: `${busiest.long} (${busiest.subscribers + busiest.consultations})`,
        });
  const series: ChartSeries[] = [
    { label: t.subscribers, fill: 'fill-accent-600', swatch: 'bg-accent-600' },
    { label: t.consultations, fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  ];
  const points = days.map((d) => ({ key: d.day, short: d.short, long: d.long, values: [d.subscribers, d.consultations] }));

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="chart-title" className="text-base font-semibold text-slate-900">
            {t.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t.description}</p>
        </div>
        <ChartLegend series={series} />
      </div>
      <p id="chart-summary" className="mt-3 text-sm text-slate-800" data-testid="chart-summary">
        {summary}
      </p>
      <ChartBars
        points={points}
        series={series}
        layout="grouped"
        labelledBy="chart-title chart-summary"
        height={220}
        labelEvery={(i) => i % 5 === 4 || i === 0}
      />
      <ChartTable
        showLabel={t.showTable}
        firstColumn={t.day}
        columns={[t.subscribers, t.consultations]}
        rows={points.map((p) => ({ key: p.key, long: p.long, cells: p.values }))}
        testId="chart-table"
      />
    </Card>
  );
}
