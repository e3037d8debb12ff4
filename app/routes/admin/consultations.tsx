import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarRange from 'lucide-react/icons/calendar-range';
import Download from 'lucide-react/icons/download';
import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Trash2 from 'lucide-react/icons/trash';
import type { Route } from './+types/consultations';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { deleteConsultation, getConsultationStats, listConsultations } from '~/domain/consultations/admin.server';
import { CONSULTATIONS_PAGE_SIZE } from '~/domain/consultations/admin-constants';
import { formatDateTime } from '~/lib/format-date';
import { mailtoHref } from '~/lib/email';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { buttonClass } from '~/components/ui/button';
import { showToast } from '~/components/ui/toast';
import {
  ConfirmButton,
  EmptyState,
  PageHeader,
  Pagination,
  StatCard,
  TableFrame,
  td,
  th,
  useResultToast,
  type ActionResult,
} from '~/components/admin/ops';
import { CONSULTATIONS_CSV_PATH, ConsultationSubNav } from '~/components/admin/ops-nav';
import { readFormData } from '~/server/http/body.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  try {
    const [list, stats] = await Promise.all([listConsultations(page), getConsultationStats()]);
    return {
      loadError: false,
      page,
      total: list.total,
      stats,
      items: list.items.map((c) => ({
        id: c.id,
        name: c.name,
        surname: c.surname,
        email: c.email,
        phone: c.phone,
        description: c.serviceDescription,
        date: formatDateTime(c.createdAt, 'tr'),
        iso: c.createdAt.toISOString(),
      })),
    };
  } catch (err) {
    logger().error({ err }, 'consultation requests could not be loaded');
    return { loadError: true, page, total: 0, stats: { total: 0, thisMonth: 0, last7Days: 0 }, items: [] };
  }
}

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminAction(request);
  const t = catalog.tr;
  const form = await readFormData(request);
  const id = String(form.get('id') ?? '');
  try {
    if (form.get('intent') !== 'delete' || !id) throw new Error('bad request');
    const deleted = await deleteConsultation(id);
    if (!deleted) throw new Error('not found');
    return { ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description: t.adminConsultations.toasts.deleted } };
  } catch (err) {
    logger().warn({ err, id }, 'consultation request delete failed');
    return {
      ok: false,
      at: Date.now(),
      toast: { title: t.adminOps.errorTitle, description: t.adminConsultations.toasts.deleteError, variant: 'error' },
    };
  }
}

function DeleteButton({ id, name }: { id: string; name: string }) {
  const t = useAdminT();
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <ConfirmButton
      title={t.adminConsultations.confirmDelete.title}
      message={fmt(t.adminConsultations.confirmDelete.message, { name })}
      confirmLabel={t.adminOps.delete}
      triggerLabel={fmt(t.adminConsultations.table.deleteLabel, { name })}
      disabled={fetcher.state !== 'idle'}
      onConfirm={() => fetcher.submit({ intent: 'delete', id }, { method: 'post' })}
    >
      <Trash2 className="size-4 text-red-700" aria-hidden="true" />
    </ConfirmButton>
  );
}

export default function Consultations({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const c = t.adminConsultations;
  const { items, stats, total, page, loadError } = loaderData;

  useEffect(() => {
    if (loadError) showToast({ title: t.adminOps.errorTitle, description: c.toasts.loadError, variant: 'error' });
  }, [loadError, t, c]);

  return (
    <div>
      <ConsultationSubNav />
      <PageHeader
        title={c.title}
        description={c.description}
        actions={
          <a href={CONSULTATIONS_CSV_PATH} download className={buttonClass('outline', 'md')}>
            <Download className="size-4" aria-hidden="true" />
            {t.adminOps.exportCsv}
          </a>
        }
      />
      {loadError ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {c.toasts.loadError}
        </p>
      ) : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label={c.stats.total} value={stats.total} testId="consultations-total" icon={<Inbox className="size-4" />} />
        <StatCard
          label={c.stats.thisMonth}
          value={stats.thisMonth}
          testId="consultations-month"
          tone="accent"
          icon={<CalendarRange className="size-4" />}
        />
        <StatCard
          label={c.stats.last7Days}
          value={stats.last7Days}
          testId="consultations-week"
          tone="emerald"
          icon={<CalendarDays className="size-4" />}
        />
      </div>
      {items.length === 0 ? (
        loadError ? null : (
          <EmptyState>{c.table.empty}</EmptyState>
        )
      ) : (
        <TableFrame>
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">{c.table.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {c.table.person}
                </th>
                <th scope="col" className={th}>
                  {c.table.contact}
                </th>
                <th scope="col" className={th}>
                  {c.table.description}
                </th>
                <th scope="col" className={th}>
                  {c.table.date}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{c.table.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {items.map((r) => {
                const fullName = `${r.name} ${r.surname}`;
                // A link only for a plain address (a stored value cannot add mailto parameters); otherwise the text.
                const reply = mailtoHref(r.email, { subject: c.table.replySubject });
                return (
                  <tr key={r.id} data-testid="consultation-row">
                    <td className={`${td} font-medium whitespace-nowrap text-slate-900`}>{fullName}</td>
                    <td className={`${td} whitespace-nowrap`}>
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
                      <a
                        className="mt-1 flex items-center gap-1.5 text-slate-700 hover:underline"
                        href={`tel:${r.phone.replace(/\s+/g, '')}`}
                      >
                        <Phone className="size-3.5" aria-hidden="true" />
                        {r.phone}
                      </a>
                    </td>
                    <td className={`${td} max-w-md min-w-64`}>
                      <p className="break-words whitespace-pre-line">{r.description}</p>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      <time dateTime={r.iso}>{r.date}</time>
                    </td>
                    <td className={`${td} text-right`}>
                      <DeleteButton id={r.id} name={fullName} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pagination page={page} pageSize={CONSULTATIONS_PAGE_SIZE} total={total} />
    </div>
  );
}
