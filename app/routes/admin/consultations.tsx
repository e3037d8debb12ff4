import { useEffect } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarRange from 'lucide-react/icons/calendar-range';
import Download from 'lucide-react/icons/download';
import Inbox from 'lucide-react/icons/inbox';
import type { Route } from './+types/consultations';
import { requireAdmin, requireAdminAction } from '~/domain/auth/guard.server';
import { auditor } from '~/domain/audit/audit.server';
import { deleteConsultation, getConsultationStats, listConsultations } from '~/domain/consultations/admin.server';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { showToast } from '~/components/ui/toast';
import { PageHeader, StatCard, type ActionResult } from '~/components/admin/ops';
import { ConsultationsTable, type ConsultationItem } from '~/components/admin/consultations/ConsultationsTable';
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
      })) satisfies ConsultationItem[],
    };
  } catch (err) {
    logger().error({ err }, 'consultation requests could not be loaded');
    return { loadError: true, page, total: 0, stats: { total: 0, thisMonth: 0, last7Days: 0 }, items: [] };
  }
}

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  const session = await requireAdminAction(request);
  const t = catalog.tr;
  const form = await readFormData(request);
  const id = String(form.get('id') ?? '');
  try {
    if (form.get('intent') !== 'delete' || !id) throw new Error('bad request');
    const deleted = await deleteConsultation(id);
    if (!deleted) throw new Error('not found');
    await auditor(session)({ action: 'delete', entity: 'consultation', entityId: id });
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
      <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
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
      <ConsultationsTable items={items} page={page} total={total} loadError={loadError} />
    </div>
  );
}
