import { formatNumber } from '~/i18n/define';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import type { DimRow } from '~/domain/analytics/index';

/** Table cells without side padding (the cards give the room). */
export const thCompact = 'py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const tdCompact = 'py-2 align-top text-sm text-slate-800';

/** A ranked list of one dimension (pages, sites, campaigns...) as a table with a share bar. */
export function DimTable({
  title,
  hint,
  label,
  measure,
  rows,
  empty,
  show = (v) => v,
  testId,
}: {
  title: string;
  hint?: string;
  label: string;
  measure: string;
  rows: DimRow[];
  empty: string;
  show?: (value: string) => string;
  testId?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.views));
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={testId}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {hint ? <p className="mt-0.5 text-xs text-slate-600">{hint}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead>
            <tr>
              <th scope="col" className={thCompact}>
                {label}
              </th>
              <th scope="col" className={cn(thCompact, 'w-32 text-right')}>
                {measure}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.value}>
                <th scope="row" className={cn(tdCompact, 'relative text-left font-normal')}>
                  <span
                    className="absolute inset-y-1 left-0 rounded bg-accent-50"
                    style={{ width: `${(r.views / max) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className="relative block truncate pl-1.5" title={show(r.value)}>
                    {show(r.value)}
                  </span>
                </th>
                <td className={cn(tdCompact, 'text-right tabular-nums')}>{formatNumber(r.views, 'tr')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
