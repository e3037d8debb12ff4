import { TranslationBadges } from '~/components/admin/TranslationBadges';
import type { ListColumn } from './AdminListTable';
import { ContentRowActions } from './ContentRowActions';
import { FeaturedMark } from './FeaturedMark';

/** What a project or blog post row carries for the columns both lists show. */
interface ContentRow {
  id: string;
  titleTr: string;
  isFeatured: boolean;
  translation: { tr: boolean; en: boolean };
}

type RowActionTexts = React.ComponentProps<typeof ContentRowActions>['t'];

/**
 * The columns the projects and blog lists share: the title (Turkish, with a second line under it),
 * a plain-text column, featured, translation and the row actions with one on/off toggle.
 */
export const contentColumns = {
  title: <T extends ContentRow>(header: string, second: (row: T) => React.ReactNode): ListColumn<T> => ({
    header,
    thClassName: 'px-4 py-3',
    tdClassName: 'max-w-xs px-4 py-3',
    cell: (row) => (
      <>
        <p className="truncate font-medium text-slate-900">{row.titleTr}</p>
        {second(row)}
      </>
    ),
  }),
  /** A middle column; `nowrap` for dates. */
  plain: <T,>(header: string, cell: (row: T) => React.ReactNode, nowrap = false): ListColumn<T> => ({
    header,
    thClassName: 'px-3 py-3',
    tdClassName: nowrap ? 'px-3 py-3 whitespace-nowrap text-slate-700' : 'px-3 py-3 text-slate-700',
    cell,
  }),
  /** A middle column whose cell brings its own colours (a badge, an icon). */
  badge: <T,>(header: string, cell: (row: T) => React.ReactNode): ListColumn<T> => ({
    header,
    thClassName: 'px-3 py-3',
    tdClassName: 'px-3 py-3',
    cell,
  }),
  featured: <T extends ContentRow>(t: { table: { featured: string; yes: string; no: string } }): ListColumn<T> =>
    contentColumns.badge(t.table.featured, (row) => <FeaturedMark featured={row.isFeatured} yes={t.table.yes} no={t.table.no} />),
  translation: <T extends ContentRow>(header: string): ListColumn<T> =>
    contentColumns.badge(header, (row) => <TranslationBadges status={row.translation} />),
  actions: <T extends ContentRow>(
    t: RowActionTexts & { table: { actions: string } },
    toggle: (row: T) => { on: boolean } & React.ComponentProps<typeof ContentRowActions>['toggle'],
    extra?: (row: T) => React.ReactNode,
  ): ListColumn<T> => ({
    header: t.table.actions,
    actions: true,
    thClassName: 'px-4 py-3 text-right',
    tdClassName: 'px-4 py-2',
    cell: (row) => {
      const { on, ...tog } = toggle(row);
      return (
        <ContentRowActions id={row.id} title={row.titleTr} t={t} on={on} toggle={tog}>
          {extra?.(row)}
        </ContentRowActions>
      );
    },
  }),
};
