import { Form } from 'react-router';
import { TICKET_STATUSES, type TicketStatus } from '~/domain/tickets/status';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { cn } from '~/components/ui/cn';

/** The status filter above the tickets: one button per status, with its count (a GET form). */
export function TicketStatusFilter({ status, counts }: { status: TicketStatus | 'all'; counts: Record<TicketStatus, number> }) {
  const m = useAdminT().adminTickets;
  const all = counts.open + counts.answered + counts.closed;
  return (
    <Form method="get" className="mb-4 flex flex-wrap gap-2" aria-label={m.filter.label}>
      {(['all', ...TICKET_STATUSES] as const).map((s) => (
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
          {fmt(m.filter[s], { n: s === 'all' ? all : counts[s] })}
        </button>
      ))}
    </Form>
  );
}
