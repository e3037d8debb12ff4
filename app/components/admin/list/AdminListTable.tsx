import { EmptyState, td, th } from '~/components/admin/AdminKit';
import { Card } from '~/components/ui/card';

/** One column of an admin list: its header and how a row fills its cell. */
export interface ListColumn<T> {
  header: React.ReactNode;
  /** The label a cell carries in the phone layout (defaults to a text header; none for the row actions). */
  label?: string;
  /** A header only screen readers hear (the row actions' column). */
  srOnly?: boolean;
  /** The row actions (implied by srOnly): at the bottom of the row's card on a phone. */
  actions?: boolean;
  /** Classes added to the header and to the cells, e.g. `hidden lg:table-cell` to drop a column on small screens. */
  thClassName?: string;
  tdClassName?: string;
  cell: (row: T) => React.ReactNode;
}

const join = (...classes: Array<string | false | undefined>) => classes.filter(Boolean).join(' ');

/*
 * Below 640 px the same table is laid out as a list of cards: one card per row, each
 * cell its column's label (a data-label pseudo-element) above its value, the first column as
 * the card's heading and the row actions at the bottom, so nothing scrolls sideways and every action stays in reach. One DOM for
 * both layouts: the table keeps its caption, header cells and row test ids.
 */
const PHONE = {
  table: 'max-sm:block max-sm:min-w-0',
  thead: 'max-sm:sr-only',
  tbody: 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0 max-sm:bg-transparent',
  tr: 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm',
  td: 'max-sm:block max-sm:min-w-0 max-sm:max-w-none max-sm:px-0 max-sm:py-1.5 max-sm:text-left max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere] max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
  /** The first column (what the row is) heads its card. */
  primary:
    'max-sm:block max-sm:min-w-0 max-sm:max-w-none max-sm:px-0 max-sm:pt-0 max-sm:pb-2 max-sm:text-left max-sm:text-base max-sm:whitespace-normal',
  actions: 'max-sm:mt-2 max-sm:flex max-sm:justify-end max-sm:border-t max-sm:border-slate-100 max-sm:px-0 max-sm:pt-3 max-sm:pb-0',
  frame: 'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none',
};

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
 * Between 640 px and the table's width it scrolls sideways (columns can hide themselves
 * there); below 640 px it becomes a list of cards (PHONE above).
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
    <table className={join(look === 'content' ? `w-full ${minWidth ?? ''} text-left text-sm` : s.table, PHONE.table)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={join(s.thead, PHONE.thead)}>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={join(s.th, c.thClassName)}>
              {c.srOnly ? <span className="sr-only">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={join(s.tbody, alignMiddle ? '[&_td]:align-middle' : undefined, PHONE.tbody)}>
        {rows.map((row) => {
          const props = rowProps?.(row);
          return (
            <tr key={rowKey(row)} {...props} className={join(props?.className, PHONE.tr)}>
              {columns.map((c, i) => (
                <td
                  key={i}
                  data-label={
                    i === 0 || c.srOnly || c.actions ? undefined : (c.label ?? (typeof c.header === 'string' ? c.header : undefined))
                  }
                  className={join(s.td, c.tdClassName, c.srOnly || c.actions ? PHONE.actions : i === 0 ? PHONE.primary : PHONE.td)}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return (
    <>
      {search}
      {look === 'content' ? (
        <div className={join('relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm', PHONE.frame)}>
          {table}
          {rows.length === 0 ? <p className="px-4 py-10 text-center text-sm text-slate-600">{empty}</p> : null}
        </div>
      ) : rows.length === 0 ? (
        empty === null ? null : (
          <EmptyState>{empty}</EmptyState>
        )
      ) : (
        <Card className={join('overflow-hidden', PHONE.frame)}>
          {/* relative: screen-reader-only cells (absolutely positioned) stay inside the scroll area */}
          <div className="relative overflow-x-auto max-sm:overflow-visible">{table}</div>
        </Card>
      )}
      {pagination}
    </>
  );
}
