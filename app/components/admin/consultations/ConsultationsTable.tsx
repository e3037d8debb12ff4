import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import { CONSULTATIONS_PAGE_SIZE, LEAD_STATUSES, type LeadStatus } from '~/domain/consultations/index';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { StatusFilter } from '~/components/admin/list/StatusFilter';
import { LeadStatusBadge } from '~/components/admin/leads/LeadStatusBadge';
import { mailtoHref } from '~/lib/email';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Pagination } from '~/components/admin/Pagination';
import { AdminListTable } from '~/components/admin/list/AdminListTable';
import { ConfirmRowAction } from '~/components/admin/list/ConfirmRowAction';

/** A consultation request in the list (the route's loader builds it). */
export interface ConsultationItem {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  description: string;
  date: string;
  iso: string;
  status: LeadStatus;
  /** The service card's Turkish title, or null (the general form). */
  service: string | null;
  /** The handler's name ('' = nobody). */
  handler: string;
  /** The reply link's subject, in the visitor's language. */
  replySubject: string;
}

/**
 * The consultation requests: status filter, then person (opens the request), reply and call
 * links, service, description, status, date, open and delete; with pages.
 */
export function ConsultationsTable({
  items,
  page,
  total,
  loadError,
  status,
  counts,
  detailId,
  withId,
}: {
  items: ConsultationItem[];
  page: number;
  total: number;
  loadError: boolean;
  status: LeadStatus | 'all';
  counts: Record<LeadStatus, number>;
  detailId: string | null;
  withId: (id: string) => string;
}) {
  const t = useAdminT();
  const c = t.adminConsultations;
  const fullName = (r: ConsultationItem) => `${r.name} ${r.surname}`;
  return (
    <AdminListTable
      caption={c.table.caption}
      rows={items}
      rowKey={(r) => r.id}
      search={<StatusFilter statuses={LEAD_STATUSES} status={status} counts={counts} labels={c.filter} />}
      rowProps={(r) => ({
        'data-testid': 'consultation-row',
        className: cn(r.id === detailId && 'bg-accent-50/60', r.status === 'new' && 'font-medium'),
      })}
      empty={loadError ? null : status === 'all' ? c.table.empty : c.table.emptyFilter}
      pagination={<Pagination page={page} pageSize={CONSULTATIONS_PAGE_SIZE} total={total} />}
      columns={[
        {
          header: c.table.person,
          tdClassName: 'font-medium whitespace-nowrap text-slate-900',
          cell: (r) => (
            <Link to={withId(r.id)} className="hover:underline">
              {fullName(r)}
            </Link>
          ),
        },
        {
          header: c.table.contact,
          tdClassName: 'whitespace-nowrap',
          cell: (r) => {
            // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
            const reply = mailtoHref(r.email, { subject: r.replySubject });
            return (
              <>
                {reply ? (
                  <a className="flex items-center gap-1.5 text-accent-800 hover:underline" href={reply} title={c.table.reply}>
                    <Mail className="size-3.5" aria-hidden="true" />
                    {r.email}
                  </a>
                ) : (
                  <span className="flex items-center gap-1.5 break-all text-slate-700" data-testid="unlinked-email">
                    <Mail className="size-3.5" aria-hidden="true" />
                    {r.email}
                  </span>
                )}
                <a className="mt-1 flex items-center gap-1.5 text-slate-700 hover:underline" href={`tel:${r.phone.replace(/\s+/g, '')}`}>
                  <Phone className="size-3.5" aria-hidden="true" />
                  {r.phone}
                </a>
              </>
            );
          },
        },
        {
          header: c.table.service,
          tdClassName: 'whitespace-nowrap font-normal',
          cell: (r) => <span data-testid="lead-service">{r.service ?? '—'}</span>,
        },
        {
          header: c.table.description,
          tdClassName: 'max-w-md min-w-64 font-normal',
          cell: (r) => <p className="line-clamp-3 break-words whitespace-pre-line">{r.description}</p>,
        },
        {
          header: c.table.status,
          cell: (r) => (
            <>
              <LeadStatusBadge status={r.status} />
              {r.handler ? <span className="mt-1 block text-xs font-normal text-slate-600">{r.handler}</span> : null}
            </>
          ),
        },
        { header: c.table.date, tdClassName: 'whitespace-nowrap font-normal', cell: (r) => <time dateTime={r.iso}>{r.date}</time> },
        {
          header: c.table.actions,
          srOnly: true,
          tdClassName: 'text-right whitespace-nowrap',
          cell: (r) => (
            <span className="inline-flex items-center gap-1">
              <Link to={withId(r.id)} className={buttonClass('outline', 'sm')} aria-label={fmt(c.table.openLabel, { name: fullName(r) })}>
                {c.table.open}
              </Link>
              <ConfirmRowAction
                intent="delete"
                id={r.id}
                title={c.confirmDelete.title}
                message={fmt(c.confirmDelete.message, { name: fullName(r) })}
                confirmLabel={t.adminOps.delete}
                triggerLabel={fmt(c.table.deleteLabel, { name: fullName(r) })}
              >
                <Trash2 className="size-4 text-red-700" aria-hidden="true" />
              </ConfirmRowAction>
            </span>
          ),
        },
      ]}
    />
  );
}
