import { Link, useSearchParams } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { Route } from './+types/audit';
import { adminSession } from '~/domain/auth/index.server';
import { auditFilterChoices, listAudit, auditFilterOf, readAuditQuery } from '~/domain/audit/index.server';
import { formatTimestamp } from '~/lib/format-date';
import { ADMIN_AUDIT_CSV_PATH, AUDIT_ENTITIES, auditEntityLink } from '~/domain/audit/index';
import { logger } from '~/server/logger.server';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { AuditFilters } from '~/components/admin/audit/AuditFilters';
import { CsvLink, LoadErrorAlert, PageHeader } from '~/components/admin/AdminKit';
import { AdminListTable, type ListColumn } from '~/components/admin/list/AdminListTable';

/**
 * Admin → Etkinlik (/admin/etkinlik): the audit log, newest first, 50 at a
 * time (keyset: `?once=<cursor>`), filtered by person, record type and
 * Istanbul days; the CSV takes the same filter. Read only: nothing here writes.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const url = new URL(request.url);
  const query = readAuditQuery(url);
  const cursor = url.searchParams.get('once') ?? undefined;
  try {
    const [page, choices] = await Promise.all([listAudit(auditFilterOf(query), cursor), auditFilterChoices()]);
    return {
      loadError: false,
      query,
      paged: Boolean(cursor),
      next: page.next ?? null,
      choices,
      rows: page.rows.map((r) => ({
        id: r.id,
        time: formatTimestamp(r.at, 'tr'),
        iso: r.at.toISOString(),
        person: r.actorName,
        action: r.action,
        entity: r.entityType,
        entityId: r.entityId,
        link: auditEntityLink(r.entityType, r.entityId, r.action),
        summary: r.summary,
        ip: r.ip,
        imported: r.imported,
      })),
    };
  } catch (err) {
    logger().error({ err }, 'audit log could not be loaded');
    return { loadError: true, query, paged: false, next: null, choices: { people: [], entities: [] }, rows: [] };
  }
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

const TONES: Record<string, BadgeTone> = {
  delete: 'red',
  remove: 'red',
  spam: 'red',
  login_failed: 'amber',
  lockout: 'red',
  create: 'green',
  publish: 'green',
  approve: 'green',
  login: 'blue',
  logout: 'slate',
  restore: 'purple',
  send: 'accent',
};

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const m = t.adminAudit;
  const { rows, query, choices, next, paged, loadError } = loaderData;
  const [params] = useSearchParams();
  const filtered = Boolean(query.person || query.entity || query.from || query.to);

  const csvParams = new URLSearchParams(params);
  csvParams.delete('once');
  const csvHref = `${ADMIN_AUDIT_CSV_PATH}${csvParams.size ? `?${csvParams.toString()}` : ''}`;
  const pageHref = (cursor: string | null) => {
    const p = new URLSearchParams(params);
    if (cursor) p.set('once', cursor);
    else p.delete('once');
    return p.size ? `?${p.toString()}` : '?';
  };

  const label = (dict: Record<string, string>, code: string) => dict[code] ?? code;
  const entityOptions = AUDIT_ENTITIES.filter((e) => choices.entities.includes(e) || e === query.entity);
  const people = query.person && !choices.people.includes(query.person) ? [query.person, ...choices.people] : choices.people;

  const columns: ListColumn<Row>[] = [
    {
      header: m.columns.time,
      tdClassName: 'whitespace-nowrap',
      cell: (r) => (
        <time dateTime={r.iso} className="font-medium text-slate-900 tabular-nums max-sm:text-sm">
          {r.time}
        </time>
      ),
    },
    {
      header: m.columns.person,
      cell: (r) => (
        <span className="block">
          {r.person}
          {r.ip ? (
            <span className="block text-xs text-slate-600">{fmt('{label}: {ip}', { label: m.columns.address, ip: r.ip })}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: m.columns.action,
      tdClassName: 'whitespace-nowrap',
      cell: (r) => <Badge tone={TONES[r.action] ?? 'slate'}>{label(m.actions, r.action)}</Badge>,
    },
    {
      header: m.columns.entity,
      cell: (r) =>
        r.link ? (
          <Link
            to={r.link}
            className="font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
            aria-label={fmt(m.openLabel, { entity: label(m.entities, r.entity) })}
          >
            {label(m.entities, r.entity)}
          </Link>
        ) : (
          <span>{label(m.entities, r.entity)}</span>
        ),
    },
    {
      header: m.columns.summary,
      tdClassName: 'max-w-md [overflow-wrap:anywhere]',
      cell: (r) => (
        <span className="text-slate-700">
          {r.summary}
          {/* An entry from a restored backup file (014): it did not happen on this site. */}
          {r.imported ? (
            <span className="mt-1 block" title={t.adminRestore.importedHint}>
              <Badge tone="amber">{t.adminRestore.importedBadge}</Badge>
            </span>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={m.title} description={m.description} actions={<CsvLink href={csvHref} />} />
      {loadError ? <LoadErrorAlert text={m.loadError} /> : null}
      <AdminListTable
        caption={m.caption}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({
          'data-testid': 'audit-row',
          'data-action': r.action,
          'data-entity': r.entity,
          'data-imported': r.imported ? 'true' : 'false',
        })}
        empty={filtered ? m.empty : m.emptyAll}
        search={<AuditFilters query={query} people={people} entities={entityOptions} filtered={filtered} />}
        pagination={
          paged || next ? (
            <nav aria-label={m.paginationLabel} className="mt-4 flex items-center justify-between gap-3">
              {paged ? (
                <Link to={pageHref(null)} className={buttonClass('outline', 'sm')}>
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  {m.newest}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={pageHref(next)} className={buttonClass('outline', 'sm')} rel="next">
                  {m.older}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              ) : null}
            </nav>
          ) : null
        }
      />
      <p className="mt-4 text-xs text-slate-600">{m.retention}</p>
    </div>
  );
}
