import UserMinus from 'lucide-react/icons/user-minus';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberFilter } from '~/domain/newsletter/index';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge } from '~/components/ui/badge';
import { Pagination } from '~/components/admin/Pagination';
import { AdminListTable } from '~/components/admin/list/AdminListTable';
import { ConfirmRowAction } from '~/components/admin/list/ConfirmRowAction';
import { SubscriberSearch } from './SubscriberSearch';

/** A newsletter subscriber in the list (the route's loader builds it). */
export interface SubscriberItem {
  id: string;
  email: string;
  isActive: boolean;
  language: string;
  sourcePage: string | null;
  date: string;
  iso: string;
}

/** The subscribers: search, list (an active one can be removed) and pages. */
export function SubscribersTable({
  items,
  q,
  filter,
  page,
  total,
}: {
  items: SubscriberItem[];
  q: string;
  filter: SubscriberFilter;
  page: number;
  total: number;
}) {
  const s = useAdminT().adminSubscribers;
  const filtered = q !== '' || filter !== 'all';
  return (
    <AdminListTable
      search={<SubscriberSearch q={q} filter={filter} />}
      pagination={<Pagination page={page} pageSize={SUBSCRIBERS_PAGE_SIZE} total={total} />}
      caption={s.table.caption}
      rows={items}
      rowKey={(x) => x.id}
      rowProps={() => ({ 'data-testid': 'subscriber-row' })}
      alignMiddle
      empty={filtered ? s.table.noMatch : s.table.empty}
      columns={[
        { header: s.table.email, tdClassName: 'font-medium break-all text-slate-900', cell: (x) => x.email },
        {
          header: s.table.status,
          cell: (x) => <Badge tone={x.isActive ? 'green' : 'slate'}>{x.isActive ? s.table.active : s.table.inactive}</Badge>,
        },
        { header: s.table.language, tdClassName: 'uppercase', cell: (x) => x.language },
        {
          header: s.table.source,
          thClassName: 'hidden md:table-cell',
          tdClassName: 'hidden text-slate-600 md:table-cell',
          cell: (x) => x.sourcePage ?? '—',
        },
        { header: s.table.date, tdClassName: 'whitespace-nowrap', cell: (x) => <time dateTime={x.iso}>{x.date}</time> },
        {
          header: s.table.actions,
          srOnly: true,
          tdClassName: 'text-right',
          cell: (x) =>
            x.isActive ? (
              <ConfirmRowAction
                intent="remove"
                id={x.id}
                title={s.confirmRemove.title}
                message={fmt(s.confirmRemove.message, { email: x.email })}
                confirmLabel={s.confirmRemove.confirm}
                triggerLabel={fmt(s.table.removeLabel, { email: x.email })}
                variant="outline"
              >
                <UserMinus className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{s.table.remove}</span>
              </ConfirmRowAction>
            ) : null,
        },
      ]}
    />
  );
}
