import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Trash2 from 'lucide-react/icons/trash';
import { CONSULTATIONS_PAGE_SIZE } from '~/domain/consultations/admin-constants';
import { mailtoHref } from '~/lib/email';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Pagination } from '~/components/admin/ops';
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
}

/** The consultation requests: person, reply and call links, description, date, delete; with pages. */
export function ConsultationsTable({
  items,
  page,
  total,
  loadError,
}: {
  items: ConsultationItem[];
  page: number;
  total: number;
  loadError: boolean;
}) {
  const t = useAdminT();
  const c = t.adminConsultations;
  const fullName = (r: ConsultationItem) => `${r.name} ${r.surname}`;
  return (
    <AdminListTable
      caption={c.table.caption}
      rows={items}
      rowKey={(r) => r.id}
      rowProps={() => ({ 'data-testid': 'consultation-row' })}
      empty={loadError ? null : c.table.empty}
      pagination={<Pagination page={page} pageSize={CONSULTATIONS_PAGE_SIZE} total={total} />}
      columns={[
        { header: c.table.person, tdClassName: 'font-medium whitespace-nowrap text-slate-900', cell: fullName },
        {
          header: c.table.contact,
          tdClassName: 'whitespace-nowrap',
          cell: (r) => {
            // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
            const reply = mailtoHref(r.email, { subject: c.table.replySubject });
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
          header: c.table.description,
          tdClassName: 'max-w-md min-w-64',
          cell: (r) => <p className="break-words whitespace-pre-line">{r.description}</p>,
        },
        { header: c.table.date, tdClassName: 'whitespace-nowrap', cell: (r) => <time dateTime={r.iso}>{r.date}</time> },
        {
          header: c.table.actions,
          srOnly: true,
          tdClassName: 'text-right',
          cell: (r) => (
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
          ),
        },
      ]}
    />
  );
}
