import { useId } from 'react';
import { useAdminT } from '~/i18n/admin-context';
import { formatNumber } from '~/i18n/define';
import { ChartBars, ChartLegend, ChartTable, type ChartSeries } from '~/components/admin/charts/BarChart';
import type { ChartPoint } from '~/domain/analytics/index';

/**
 * Views (light bars) and visitors (dark bars in front) per day or month, as an SVG with a text
 * summary for screen readers, and the same figures as a table behind "Tablo olarak göster".
 */
export function VisitorsChart({
  points,
  title,
  summary,
  unit,
  testId,
}: {
  points: ChartPoint[];
  title: string;
  summary: string;
  unit: 'day' | 'month';
  testId?: string;
}) {
  const t = useAdminT().adminAnalytics.chart;
  const id = useId();
  const n = (v: number) => formatNumber(v, 'tr');
  const series: ChartSeries[] = [
    { label: t.views, fill: 'fill-accent-200', swatch: 'bg-accent-200' },
    { label: t.visitors, fill: 'fill-accent-700', swatch: 'bg-accent-700' },
  ];
  const every = Math.max(1, Math.ceil(points.length / 6));
  return (
    <div data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <ChartLegend series={series} />
      </div>
      <p id={`${id}-summary`} className="mt-2 text-sm text-slate-800">
        {summary}
      </p>
      <ChartBars
        points={points.map((p) => ({ key: p.key, short: p.short, long: p.long, values: [p.views, p.visitors] }))}
        series={series}
        layout="overlaid"
        labelledBy={`${id}-title ${id}-summary`}
        padLeft={40}
        labelEvery={(i) => i % every === 0}
        formatTick={n}
      />
      <ChartTable
        showLabel={t.showTable}
        firstColumn={unit === 'day' ? t.day : t.month}
        columns={[t.visitors, t.views]}
        rows={points.map((p) => ({ key: p.key, long: p.long, cells: [n(p.visitors), n(p.views)] }))}
      />
    </div>
  );
}
