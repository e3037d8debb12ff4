import { useId } from 'react';
import { useAdminT } from '~/i18n/admin-context';
import { formatNumber } from '~/i18n/define';
import { cn } from '~/components/ui/cn';
import { td, th } from '~/components/admin/ops';
import type { ChartPoint } from '~/domain/analytics/constants';

function niceMax(v: number): number {
  if (v <= 4) return Math.max(1, v);
  const pow = 10 ** Math.floor(Math.log10(v));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * pow >= v) return step * pow;
  return 10 * pow;
}

/**
 * Views (light bars) and visitors (dark bars) per day or month, as an SVG with a text summary
 * for screen readers, and the same figures as a table behind "Tablo olarak göster".
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
  const max = niceMax(Math.max(0, ...points.map((p) => Math.max(p.views, p.visitors))));
  const W = 720;
  const H = 200;
  const pad = { l: 40, r: 8, t: 10, b: 26 };
  const plotW = W - pad.l - pad.r;
  const plotH = H - pad.t - pad.b;
  const slot = plotW / Math.max(1, points.length);
  const bar = Math.max(1.5, slot * 0.7);
  const y = (v: number) => pad.t + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max].filter((v, i, a) => Number.isInteger(v) && a.indexOf(v) === i);
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <div data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <ul className="flex gap-4 text-xs text-slate-700">
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent-200" aria-hidden="true" />
            {t.views}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent-700" aria-hidden="true" />
            {t.visitors}
          </li>
        </ul>
      </div>
      <p id={`${id}-summary`} className="mt-2 text-sm text-slate-800">
        {summary}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-summary`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {formatNumber(v, 'tr')}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const x = pad.l + i * slot + (slot - bar) / 2;
          return (
            <g key={p.key}>
              <title>{`${p.long}: ${p.visitors} ${t.visitors.toLowerCase()}, ${p.views} ${t.views.toLowerCase()}`}</title>
              <rect x={x} y={y(p.views)} width={bar} height={plotH + pad.t - y(p.views)} rx={1} className="fill-accent-200" />
              <rect
                x={x + bar * 0.2}
                y={y(p.visitors)}
                width={bar * 0.6}
                height={plotH + pad.t - y(p.visitors)}
                rx={1}
                className="fill-accent-700"
              />
              {i % labelEvery === 0 ? (
                <text x={pad.l + i * slot + slot / 2} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {p.short}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-accent-800">{t.showTable}</summary>
        <div className="relative mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200">
          <table className="min-w-full text-sm">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {unit === 'day' ? t.day : t.month}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t.visitors}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t.views}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {points.map((p) => (
                <tr key={p.key}>
                  <th scope="row" className={cn(td, 'text-left font-normal')}>
                    {p.long}
                  </th>
                  <td className={cn(td, 'text-right tabular-nums')}>{formatNumber(p.visitors, 'tr')}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{formatNumber(p.views, 'tr')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
