import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarRange from 'lucide-react/icons/calendar-range';
import Inbox from 'lucide-react/icons/inbox';
import type { Route } from './+types/consultations';
import { adminSession, staffChoices, staffNames, done, runAdminAction } from '~/domain/auth/index.server';
import {
  consultationStatusCounts,
  deleteConsultation,
  getConsultation,
  getConsultationStats,
  listConsultations,
  updateConsultationFollowUp,
  type ConsultationRequest,
} from '~/domain/consultations/index.server';
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from '~/domain/consultations/index';
import { saveFollowUp } from '~/domain/forms/index.server';
import { formatDateTime } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { catalog } from '~/i18n/catalog';
import { isLang } from '~/i18n/lang';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { CsvLink, PageHeader, StatCard, type ActionResult } from '~/components/admin/AdminKit';
import { ConsultationsTable, type ConsultationItem } from '~/components/admin/consultations/ConsultationsTable';
import { CONSULTATIONS_CSV_PATH } from '~/components/admin/SectionNavs';
import { LeadScreen, useLeadLinks } from '~/components/admin/leads/LeadScreen';
import type { ConsultationDetailData } from '~/components/admin/leads/LeadDetail';

const EMPTY_COUNTS = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await adminSession({ request, context });
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const rawStatus = url.searchParams.get('status');
  const status: LeadStatus | 'all' = isLeadStatus(rawStatus) ? rawStatus : 'all';
  const id = url.searchParams.get('id');
  try {
    const [list, stats, counts, lead, names, staff] = await Promise.all([
      listConsultations(page, undefined, status),
      getConsultationStats(),
      consultationStatusCounts(),
      id ? getConsultation(id) : undefined,
      staffNames(),
      staffChoices(),
    ]);
    const item = (c: ConsultationRequest): ConsultationItem => ({
      id: c.id,
      name: c.name,
      surname: c.surname,
      email: c.email,
      phone: c.phone,
      description: c.serviceDescription,
      date: formatDateTime(c.createdAt, 'tr'),
      iso: c.createdAt.toISOString(),
      status: c.status,
      service: c.service ? catalog.tr.services.items[c.service].title : null,
      handler: c.handlerId ? (names.get(c.handlerId) ?? '') : '',
      // The reply's subject goes to the visitor: in the language of the page they wrote from.
      replySubject: catalog[isLang(c.language) ? c.language : 'tr'].adminConsultations.table.replySubject,
    });
    return {
      loadError: false,
      page,
      status,
      counts,
      total: list.total,
      stats,
      staff,
      detailId: id,
      items: list.items.map(item),
      lead: lead
        ? ({ ...item(lead), language: lead.language, note: lead.note, handlerId: lead.handlerId } satisfies ConsultationDetailData)
        : null,
    };
  } catch (err) {
    logger().error({ err }, 'consultation requests could not be loaded');
    return {
      loadError: true,
      page,
      status,
      counts: EMPTY_COUNTS,
      total: 0,
      stats: { total: 0, thisMonth: 0, last7Days: 0 },
      staff: [],
      detailId: id,
      items: [],
      lead: null,
    };
  }
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const t = catalog.tr;
  const c = t.adminConsultations;
  const failed = (description: string): ActionResult => ({
    ok: false,
    at: Date.now(),
    toast: { title: t.adminOps.errorTitle, description, variant: 'error' },
  });
  return runAdminAction<ActionResult>({
    ...args,
    unknown: () => failed(c.toasts.deleteError),
    failure: {
      log: 'consultation request action failed',
      result: (_err, intent) => failed(intent === 'follow-up' ? c.toasts.saveError : c.toasts.deleteError),
    },
    intents: {
      'follow-up': async ({ id, form, ok }) => {
        const saved = await saveFollowUp(form, id, {
          entity: 'consultation',
          statuses: LEAD_STATUSES,
          texts: { ...c.followUp, invalid: c.toasts.saveError },
          statusLabel: (s) => c.status[s],
          update: updateConsultationFollowUp,
        });
        if (!saved.ok) return failed(saved.error);
        return done(ok(fmt(c.toasts.saved, { status: c.status[saved.value.status] })), saved.audit);
      },
      delete: async ({ id, ok }) => {
        if (!id || !(await deleteConsultation(id))) throw new Error('not found');
        return done(ok(c.toasts.deleted), { action: 'delete', entity: 'consultation', entityId: id });
      },
    },
  });
}

export default function Consultations({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const c = t.adminConsultations;
  const { items, stats, total, page, loadError, status, counts, lead, staff, detailId } = loaderData;
  const { backTo, withId } = useLeadLinks('/admin/danismanlik');
  return (
    <LeadScreen
      kind="lead"
      header={
        <PageHeader
          title={c.title}
          description={c.description}
          actions={
            // The export takes the list's filter.
            <CsvLink
              href={status === 'all' ? CONSULTATIONS_CSV_PATH : `${CONSULTATIONS_CSV_PATH}?status=${status}`}
              testId="consultations-csv"
            />
          }
        />
      }
      figures={
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
      }
      loadError={loadError}
      detailId={detailId}
      opened={lead ? { kind: 'lead', lead } : null}
      staff={staff}
      backTo={backTo}
    >
      <ConsultationsTable
        items={items}
        page={page}
        total={total}
        loadError={loadError}
        status={status}
        counts={counts}
        detailId={detailId}
        withId={withId}
      />
    </LeadScreen>
  );
}
