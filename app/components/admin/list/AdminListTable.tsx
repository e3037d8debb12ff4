import { EmptyState, TableFrame, td, th } from '~/components/admin/ops';

/** One column of an admin list: its header and how a row fills its cell. */
export interface ListColumn<T> {
  header: React.ReactNode;
  /** A header only screen readers hear (the row actions' column). */
  srOnly?: boolean;
  /** Classes added to the header and to the cells, e.g. `hidden lg:table-cell` to drop a column on small screens. */
  thClassName?: string;
  tdClassName?: string;
  cell: (row: T) => React.ReactNode;
}

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/**
 * The two looks of the admin lists: `ops` (consultations, tickets, pages,
 * subscribers: a card, the empty state instead of the table) and `content`
 * (projects, blog: a bordered scroll box of a minimum width, the empty text
 * under the header row).
 */
const LOOKS = {
  ops: { table: 'min-w-full divide-y divide-slate-200', thead: 'bg-slate-50', th, td, tbody: 'divide-y divide-slate-100 bg-white' },
  content: {
    table: 'w-full text-left text-sm',
    thead: 'border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase',
    th: undefined,
    td: undefined,
    tbody: 'divide-y divide-slate-100',
  },
} as const;

/**
 * The admin panel's list: an optional search form above, the table with its
 * row actions (or the empty state) and an optional footer (pagination) below.
 * The table scrolls sideways on small screens; columns can hide themselves there.
 */
export function AdminListTable<T>({
  look = 'ops',
  minWidth,
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  alignMiddle,
  empty,
  search,
  pagination,
}: {
  look?: keyof typeof LOOKS;
  /** The `content` look's minimum table width (a Tailwind class, e.g. `min-w-[56rem]`). */
  minWidth?: string;
  caption: string;
  columns: ReadonlyArray<ListColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Attributes of a row: test id, data attributes, classes (e.g. the selected one). */
  rowProps?: (row: T) => React.ComponentProps<'tr'> & Record<`data-${string}`, string>;
  /** Cells centred vertically (rows with buttons) instead of top-aligned. */
  alignMiddle?: boolean;
  /** Shown instead of the rows when there is none (null: nothing). */
  empty: React.ReactNode;
  search?: React.ReactNode;
  pagination?: React.ReactNode;
}) {
  const s = LOOKS[look];
  const table = (
    <table className={look === 'content' ? `w-full ${minWidth ?? ''} text-left text-sm` : s.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={s.thead}>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={join(s.th, c.thClassName)}>
              {c.srOnly ? <span className="sr-only">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={join(s.tbody, alignMiddle ? '[&_td]:align-middle' : undefined)}>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c, i) => (
              <td key={i} className={join(s.td, c.tdClassName)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      {search}
      {look === 'content' ? (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          {table}
          {rows.length === 0 ? <p className="px-4 py-10 text-center text-sm text-slate-600">{empty}</p> : null}
        </div>
      ) : rows.length === 0 ? (
        empty === null ? null : (
          <EmptyState>{empty}</EmptyState>
        )
      ) : (
        <TableFrame>{table}</TableFrame>
      )}
      {pagination}
    </>
  );
}
