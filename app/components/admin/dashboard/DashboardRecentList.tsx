import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import { td, th } from '~/components/admin/AdminKit';

/** A dashboard card listing the newest rows of something (projects, subscribers) in a small table. */
export function DashboardRecentList<T extends { id: string }>({
  title,
  empty,
  testId,
  rows,
  columns,
}: {
  title: string;
  empty: string;
  testId: string;
  rows: readonly T[];
  columns: ReadonlyArray<{ header: string; tdClassName?: string; cell: (row: T) => React.ReactNode }>;
}) {
  return (
    <Card className="overflow-hidden">
      <h3 className="px-5 pt-5 text-base font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200" data-testid={testId}>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={th}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((c) => (
                    <td key={c.header} className={cn(td, c.tdClassName)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
