import { Form } from 'react-router';
import { fmt } from '~/i18n/define';
import { cn } from '~/components/ui/cn';

/**
 * The status filter above an admin list (tickets, comments): "All" and one button per status,
 * each with its count, as a GET form (works before the scripts load). `labels` holds the
 * form's name and one `{n}` text per status and for `all`.
 */
export function StatusFilter<S extends string>({
  statuses,
  status,
  counts,
  labels,
}: {
  statuses: readonly S[];
  status: S | 'all';
  counts: Record<S, number>;
  labels: { label: string; all: string } & Record<S, string>;
}) {
  const all = statuses.reduce((n, s) => n + counts[s], 0);
  return (
    <Form method="get" className="mb-4 flex flex-wrap gap-2" aria-label={labels.label}>
      {(['all', ...statuses] as const).map((s) => (
        <button
          key={s}
          type="submit"
          name={s === 'all' ? undefined : 'status'}
          value={s === 'all' ? undefined : s}
          aria-pressed={status === s}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
            status === s ? 'border-accent-700 bg-accent-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {fmt(s === 'all' ? labels.all : labels[s as S], { n: s === 'all' ? all : counts[s as S] })}
        </button>
      ))}
    </Form>
  );
}
