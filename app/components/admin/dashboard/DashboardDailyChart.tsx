import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import { td, th } from '~/components/admin/ops';
import type { DashboardDay } from './dashboard-view';

function niceMax(v: number): number {
  if (v <= 4) return Math.max(1, v);
  const pow = 10 ** Math.floor(Math.log10(v));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * pow >= v) return step * pow;
  return 10 * pow;
}

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
  const max = niceMax(Math.max(...days.map((d) => Math.max(d.subscribers, d.consultations))));
  const W = 720;
  const H = 220;
  const pad = { l: 32, r: 8, t: 10, b: 28 };
  const plotW = W - pad.l - pad.r;
  const plotH = H - pad.t - pad.b;
  const slot = plotW / days.length;
  const bar = Math.max(2, slot * 0.36);
  const y = (v: number) => pad.t + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max].filter((v, i, a) => Number.isInteger(v) && a.indexOf(v) === i);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="chart-title" className="text-base font-semibold text-slate-900">
            {t.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t.description}</p>
        </div>
        <ul className="flex gap-4 text-xs text-slate-700">
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent-600" aria-hidden="true" />
            {t.subscribers}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-amber-500" aria-hidden="true" />
            {t.consultations}
          </li>
        </ul>
      </div>
      <p id="chart-summary" className="mt-3 text-sm text-slate-800" data-testid="chart-summary">
        {summary}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-auto w-full" role="img" aria-labelledby="chart-title chart-summary">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = pad.l + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={d.day}>
              <title>{`${d.long}: ${d.subscribers} ${t.subscribers.toLowerCase()}, ${d.consultations} ${t.consultations.toLowerCase()}`}</title>
              <rect x={x} y={y(d.subscribers)} width={bar} height={plotH + pad.t - y(d.subscribers)} rx={1.5} className="fill-accent-600" />
              <rect
                x={x + bar}
                y={y(d.consultations)}
                width={bar}
                height={plotH + pad.t - y(d.consultations)}
                rx={1.5}
                className="fill-amber-500"
              />
              {i % 5 === 4 || i === 0 ? (
                <text x={pad.l + i * slot + slot / 2} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {d.short}
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
                  {t.day}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t.subscribers}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t.consultations}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="chart-table">
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={cn(td, 'text-left font-normal')}>
                    {d.long}
                  </th>
                  <td className={cn(td, 'text-right tabular-nums')}>{d.subscribers}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{d.consultations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
