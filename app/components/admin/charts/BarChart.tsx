import { cn } from '~/components/ui/cn';
import { td, th } from '~/components/admin/AdminKit';

/**
 * The pieces of the admin's bar charts (dashboard sign-ups and requests, visitors and views):
 * a legend, the bars as an SVG image named by a title and a text summary, and the same figures
 * as a table behind a disclosure, for screen readers and for reading exact numbers.
 */

/** The top of the scale: 1, 2, 2.5 or 5 times a power of ten, at least `v`. */
export function niceMax(v: number): number {
  if (v <= 4) return Math.max(1, v);
  const pow = 10 ** Math.floor(Math.log10(v));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * pow >= v) return step * pow;
  return 10 * pow;
}

export interface ChartSeries {
  label: string;
  /** Tailwind fill class of its bars, and background class of its legend swatch. */
  fill: string;
  swatch: string;
}

export interface ChartPointOf {
  key: string;
  short: string;
  long: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="flex gap-4 text-xs text-slate-700">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-sm', s.swatch)} aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The bars: `grouped` puts a point's bars side by side; `overlaid` draws the second series as a
 * narrower bar in front of the first (a part of a whole: visitors within views).
 */
export function ChartBars({
  points,
  series,
  layout,
  labelledBy,
  height = 200,
  padLeft = 32,
  labelEvery,
  formatTick = String,
}: {
  points: readonly ChartPointOf[];
  series: readonly ChartSeries[];
  layout: 'grouped' | 'overlaid';
  labelledBy: string;
  height?: number;
  padLeft?: number;
  /** Which x labels are written: every n-th point. */
  labelEvery: (i: number) => boolean;
  formatTick?: (v: number) => string;
}) {
  const max = niceMax(Math.max(0, ...points.flatMap((p) => p.values)));
  const W = 720;
  const H = height;
  const pad = { l: padLeft, r: 8, t: 10, b: 26 };
  const plotH = H - pad.t - pad.b;
  const slot = (W - pad.l - pad.r) / Math.max(1, points.length);
  const bar = layout === 'grouped' ? Math.max(2, slot * 0.36) : Math.max(1.5, slot * 0.7);
  const y = (v: number) => pad.t + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max].filter((v, i, a) => Number.isInteger(v) && a.indexOf(v) === i);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={labelledBy}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
          <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
            {formatTick(v)}
          </text>
        </g>
      ))}
      {points.map((p, i) => {
        const start = pad.l + i * slot + (slot - (layout === 'grouped' ? bar * series.length : bar)) / 2;
        return (
          <g key={p.key}>
            <title>{`${p.long}: ${series.map((s, k) => `${p.values[k] ?? 0} ${s.label.toLowerCase()}`).join(', ')}`}</title>
            {series.map((s, k) => {
              const v = p.values[k] ?? 0;
              const front = layout === 'overlaid' && k > 0;
              return (
                <rect
                  key={s.label}
                  x={layout === 'grouped' ? start + k * bar : front ? start + bar * 0.2 : start}
                  y={y(v)}
                  width={front ? bar * 0.6 : bar}
                  height={plotH + pad.t - y(v)}
                  rx={layout === 'grouped' ? 1.5 : 1}
                  className={s.fill}
                />
              );
            })}
            {labelEvery(i) ? (
              <text x={pad.l + i * slot + slot / 2} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                {p.short}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's figures as a table behind a disclosure (`columns` in the order the cells come). */
export function ChartTable({
  showLabel,
  firstColumn,
  columns,
  rows,
  testId,
}: {
  showLabel: string;
  firstColumn: string;
  columns: readonly string[];
  rows: readonly { key: string; long: string; cells: readonly (string | number)[] }[];
  testId?: string;
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-accent-800">{showLabel}</summary>
      <div className="relative mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {firstColumn}
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className={cn(th, 'text-right')}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid={testId}>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={cn(td, 'text-left font-normal')}>
                  {r.long}
                </th>
                {r.cells.map((c, i) => (
                  <td key={i} className={cn(td, 'text-right tabular-nums')}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
