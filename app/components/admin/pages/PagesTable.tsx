import ExternalLink from 'lucide-react/icons/external-link';
import { staticPagePath } from '~/i18n/routes';
import { useAdminT } from '~/i18n/admin-context';
import { Badge } from '~/components/ui/badge';
import { AdminListTable } from '~/components/admin/list/AdminListTable';
import type { PageItem } from './page-item';
import { PageRowActions } from './PageRowActions';

/** The static pages: title and language, address (a link once published), status, last change, actions. */
export function PagesTable({ pages, loadError }: { pages: PageItem[]; loadError: boolean }) {
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
            <>
              {p.title}
              <span className="ml-2 text-xs font-normal text-slate-500 uppercase">{p.language}</span>
            </>
          ),
        },
        {
          header: m.table.address,
          tdClassName: 'whitespace-nowrap',
          cell: (p) => {
            const path = staticPagePath(p.slug, p.language);
            return p.status === 'published' ? (
              <a href={path} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-accent-800 hover:underline">
                {path}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{m.table.view}</span>
              </a>
            ) : (
              <span className="text-slate-600">{path}</span>
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
        { header: m.table.actions, srOnly: true, cell: (p) => <PageRowActions page={p} /> },
      ]}
    />
  );
}
