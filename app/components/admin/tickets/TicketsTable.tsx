import { Link } from 'react-router';
import { TICKET_STATUSES, TICKETS_PAGE_SIZE, type TicketStatus } from '~/domain/tickets/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Pagination } from '~/components/admin/Pagination';
import { AdminListTable } from '~/components/admin/list/AdminListTable';
import { StatusFilter } from '~/components/admin/list/StatusFilter';
import type { TicketListItem } from './ticket-view';
import { TicketStatusBadge } from './TicketStatusBadge';

/** The tickets: status filter, list (open ones in bold, the opened one marked) and pagination. */
export function TicketsTable({
  items,
  status,
  counts,
  page,
  total,
  detailId,
  loadError,
  withId,
}: {
  items: TicketListItem[];
  status: TicketStatus | 'all';
  counts: Record<TicketStatus, number>;
  page: number;
  total: number;
  detailId: string | null;
  loadError: boolean;
  /** The list's address with a ticket opened. */
  withId: (id: string) => string;
}) {
  const m = useAdminT().adminTickets;
  return (
    <AdminListTable
      search={<StatusFilter statuses={TICKET_STATUSES} status={status} counts={counts} labels={m.filter} />}
      pagination={<Pagination page={page} pageSize={TICKETS_PAGE_SIZE} total={total} />}
      caption={m.table.caption}
      rows={items}
      rowKey={(x) => x.id}
      rowProps={(x) => ({
        'data-testid': 'ticket-row',
        className: cn(x.id === detailId && 'bg-accent-50/60', x.status === 'open' && 'font-medium'),
      })}
      alignMiddle
      empty={loadError ? null : status === 'all' ? m.table.empty : m.table.emptyFilter}
      columns={[
        {
          header: m.table.sender,
          tdClassName: 'whitespace-nowrap',
          cell: (x) => (
            <>
              <Link to={withId(x.id)} className="block text-slate-900 hover:underline">
                {x.name}
              </Link>
              <span className="block text-xs font-normal text-slate-600">{x.email}</span>
            </>
          ),
        },
        { header: m.table.subject, tdClassName: 'max-w-sm min-w-48 break-words', cell: (x) => x.subject },
        {
          header: m.table.status,
          cell: (x) => (
            <>
              <TicketStatusBadge status={x.status} />
              {x.handler ? <span className="mt-1 block text-xs font-normal text-slate-600">{x.handler}</span> : null}
            </>
          ),
        },
        { header: m.table.date, tdClassName: 'font-normal whitespace-nowrap', cell: (x) => <time dateTime={x.iso}>{x.date}</time> },
        {
          header: m.table.actions,
          srOnly: true,
          tdClassName: 'text-right',
          cell: (x) => (
            <Link
              to={withId(x.id)}
              className={buttonClass('outline', 'sm')}
              aria-label={fmt(m.table.openLabel, { name: x.name })}
              preventScrollReset={false}
            >
              {m.table.open}
            </Link>
          ),
        },
      ]}
    />
  );
}
