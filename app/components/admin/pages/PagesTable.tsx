import ExternalLink from 'lucide-react/icons/external-link';
import { staticPagePath } from '~/i18n/routes';
import { LANGS } from '~/i18n/lang';
import { useAdminT } from '~/i18n/admin-context';
import { Badge } from '~/components/ui/badge';
import { AdminListTable } from '~/components/admin/list/AdminListTable';
import type { PageItem } from './page-item';
import { PageRowActions } from './PageRowActions';

/**
 * The static pages, one row per page: its title in each language, its
 * addresses (links once published), where it is on the site (header, footer,
 * careers link), status, last change, actions.
 */
export function PagesTable({ pages, loadError, origin }: { pages: PageItem[]; loadError: boolean; origin: string }) {
  const m = useAdminT().adminPages;
  return (
    <AdminListTable
      caption={m.table.caption}
      rows={pages}
      rowKey={(p) => p.id}
      rowProps={() => ({ 'data-testid': 'page-row' })}
      alignMiddle
      empty={loadError ? null : m.table.empty}
      columns={[
        {
          header: m.table.title,
          tdClassName: 'font-medium text-slate-900',
          cell: (p) => (
            <ul className="space-y-1">
              {LANGS.map((lang) => {
                const t = p.translations[lang];
                return t ? (
                  <li key={lang} lang={lang}>
                    {t.title}
                    <span className="ml-2 text-xs font-normal text-slate-500 uppercase">{lang}</span>
                  </li>
                ) : null;
              })}
            </ul>
          ),
        },
        {
          header: m.table.address,
          tdClassName: 'whitespace-nowrap',
          cell: (p) => (
            <ul className="space-y-1">
              {LANGS.map((lang) => {
                const t = p.translations[lang];
                if (!t) return null;
                const path = staticPagePath(t.slug, lang);
                return (
                  <li key={lang}>
                    {p.status === 'published' ? (
                      <a
                        href={path}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 text-accent-800 hover:underline"
                      >
                        {path}
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{m.table.view}</span>
                      </a>
                    ) : (
                      <span className="text-slate-600">{path}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          ),
        },
        {
          header: m.table.placement,
          thClassName: 'hidden md:table-cell',
          tdClassName: 'hidden md:table-cell',
          cell: (p) => {
            const places = [p.inHeader && m.placement.header, p.inFooter && m.placement.footer, p.isCareers && m.placement.careers].filter(
              (x): x is string => !!x,
            );
            return places.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {places.map((x) => (
                  <Badge key={x} tone="blue">
                    {x}
                  </Badge>
                ))}
              </span>
            ) : (
              <span className="text-sm text-slate-600">{m.table.noPlacement}</span>
            );
          },
        },
        { header: m.table.status, cell: (p) => <Badge tone={p.status === 'published' ? 'green' : 'slate'}>{m.status[p.status]}</Badge> },
        {
          header: m.table.updated,
          thClassName: 'hidden lg:table-cell',
          tdClassName: 'hidden whitespace-nowrap lg:table-cell',
          cell: (p) => <time dateTime={p.iso}>{p.updated}</time>,
        },
        { header: m.table.actions, srOnly: true, cell: (p) => <PageRowActions page={p} origin={origin} /> },
      ]}
    />
  );
}
