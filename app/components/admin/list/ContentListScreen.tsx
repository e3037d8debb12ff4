import { Link, useNavigate, useSearchParams } from 'react-router';
import Plus from 'lucide-react/icons/plus';
import { fmt } from '~/i18n/define';
import { buttonClass } from '~/components/ui/button';
import { ListToolbar } from '~/components/admin/ListToolbar';
import { Pagination } from '~/components/admin/Pagination';
import { AdminListTable, type ListColumn } from './AdminListTable';
import { RowActionToasts } from './ContentRowActions';

/**
 * The projects and blog screens: title and "add", the search and category
 * toolbar, the list, the total and the pages, and the editor (opened through
 * `?edit=<id>` or `?edit=new`; closing it drops the parameter).
 */
export function ContentListScreen<T>({
  id,
  t,
  q,
  category,
  categories,
  list,
  minWidth,
  columns,
  rowKey,
  rowProps,
  editor,
}: {
  id: string;
  t: {
    title: string;
    description: string;
    add: string;
    search: React.ComponentProps<typeof ListToolbar>['t'];
    table: { caption: string; noMatch: string; empty: string; total: string };
  };
  q: string;
  category: string;
  categories: ReadonlyArray<{ value: string; label: string }>;
  list: { rows: readonly T[]; total: number; page: number; pages: number };
  minWidth: string;
  columns: ReadonlyArray<ListColumn<T>>;
  rowKey: (row: T) => string;
  rowProps?: React.ComponentProps<typeof AdminListTable<T>>['rowProps'];
  editor: (close: () => void) => React.ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const close = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('edit');
    const s = params.toString();
    void navigate(s ? `?${s}` : '?', { replace: true, preventScrollReset: true });
  };
  const newParams = new URLSearchParams(searchParams);
  newParams.set('edit', 'new');

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <RowActionToasts />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t.description}</p>
        </div>
        <Link to={`?${newParams}`} preventScrollReset className={buttonClass('primary', 'md', 'shrink-0')}>
          <Plus className="size-4" aria-hidden="true" />
          {t.add}
        </Link>
      </div>

      <AdminListTable
        look="content"
        minWidth={minWidth}
        search={<ListToolbar key={`${q}|${category}`} q={q} category={category} categories={categories} t={t.search} />}
        caption={t.table.caption}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        rowProps={rowProps}
        empty={q || category ? t.table.noMatch : t.table.empty}
        pagination={
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">{fmt(t.table.total, { n: list.total })}</p>
            <Pagination page={list.page} pages={list.pages} />
          </div>
        }
      />

      {editor(close)}
    </section>
  );
}
