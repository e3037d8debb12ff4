import { useEffect } from 'react';
import { data, useActionData, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';
import { adminSession, runAdminAction } from '~/domain/auth/index.server';
import { actorOf } from '~/domain/audit/index.server';
import { removeSamples } from '~/site/sample/index.server';
import { canOpen } from '~/domain/auth/index';
import { plural } from '~/i18n/define';
import { getDashboardData } from '~/site/dashboard/index.server';
import { siteAddressState } from '~/domain/settings/index.server';
import { backupStatus } from '~/site/backup/index.server';
import { DashboardBackups } from '~/components/admin/dashboard/DashboardBackups';
import { formatDate, formatDayMonth, formatLongDate } from '~/lib/format-date';
import { logger } from '~/server/logger.server';
import { useAdminT } from '~/i18n/admin-context';
import { buttonClass } from '~/components/ui/button';
import { showToast } from '~/components/ui/toast';
import { PageHeader } from '~/components/admin/AdminKit';
import { DashboardCounts } from '~/components/admin/dashboard/DashboardCounts';
import { DashboardDailyChart } from '~/components/admin/dashboard/DashboardDailyChart';
import { DashboardFigures } from '~/components/admin/dashboard/DashboardFigures';
import { DashboardLatestProjects } from '~/components/admin/dashboard/DashboardLatestProjects';
import { DashboardNewestSubscribers } from '~/components/admin/dashboard/DashboardNewestSubscribers';
import { SUBSCRIBERS_CSV_PATH } from '~/components/admin/SectionNavs';
import { LaunchChecklist } from '~/components/admin/dashboard/LaunchChecklist';
import { DashboardPendingComments } from '~/components/admin/dashboard/DashboardPendingComments';
import { DashboardVisitors } from '~/components/admin/analytics/DashboardVisitors';
import { dashboardAnalytics } from '~/domain/analytics/index.server';
import { chartPoints, longDay } from '~/domain/analytics/index';
import { catalog } from '~/i18n/catalog';
import { fmt, formatNumber } from '~/i18n/define';
import { mailHealthFor } from '~/domain/mail/index.server';
import { MailHealthNotice } from '~/components/admin/mail/MailHealthNotice';
import { MAIL_LOG_PATH } from '~/components/admin/mail/mail-paths';
import { requestOrigin } from '~/server/http/origin.server';

/** The dashboard's data without the figures of tabs the role may not open (zeros, never sent to its browser). */
function withoutHidden<T extends Awaited<ReturnType<typeof getDashboardData>>>(
  d: T,
  may: { consultations: boolean; messages: boolean },
): T {
  return {
    ...d,
    counts: {
      ...d.counts,
      ...(may.consultations ? {} : { consultations: 0, newConsultations: 0 }),
      ...(may.messages ? {} : { tickets: 0, openTickets: 0 }),
    },
    ...(may.consultations ? {} : { consultationsLast7: 0, consultationsLast30: 0 }),
    daily: may.consultations ? d.daily : d.daily.map((x) => ({ ...x, consultations: 0 })),
  };
}

function dayLabel(key: string, long: boolean) {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  // Noon UTC of that day: the same calendar day in Istanbul (UTC+3) and in any zone within ±11 h.
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return long ? formatLongDate(date, 'tr') : formatDayMonth(date, 'tr');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminSession({ request, context });
  // A role sees only the figures of the tabs it may open: an editor gets no lead or visitor figures at all.
  const may = {
    consultations: canOpen(session.role, '/admin/danismanlik'),
    messages: canOpen(session.role, '/admin/danismanlik/mesajlar'),
    analytics: canOpen(session.role, '/admin/analitik'),
    // Backups are the owner's (Ayarlar → Sistem).
    backups: canOpen(session.role, '/admin/ayarlar/sistem'),
    // Subscribers' addresses are personal data: listed to whoever may download them.
    subscribers: canOpen(session.role, SUBSCRIBERS_CSV_PATH),
    // The e-mail log and settings (owners): the server's answer and the links; others get the plain words.
    mail: canOpen(session.role, MAIL_LOG_PATH),
  };
  // The launch checklist's site address form, pre-filled from the address the panel is open on.
  const siteAddress = { ...siteAddressState(), suggested: requestOrigin(request) };
  try {
    const [full, v, backups, mail] = await Promise.all([
      getDashboardData(),
      may.analytics ? dashboardAnalytics() : null,
      may.backups ? backupStatus() : null,
      mailHealthFor(may.mail),
    ]);
    const d = withoutHidden(full, may);
    const visitors = v
      ? {
          today: v.today,
          last30: v.last30,
          points: chartPoints(v.series, 'day'),
          summary: fmt(catalog.tr.adminAnalytics.chart.summary, {
            from: longDay(v.series[0]!.key),
            to: longDay(v.series[v.series.length - 1]!.key),
            visitors: formatNumber(v.last30.visitors, 'tr'),
            views: formatNumber(v.last30.views, 'tr'),
          }),
        }
      : null;
    return {
      ok: true as const,
      ...d,
      may,
      siteAddress,
      visitors,
      mail,
      // The failure's technical text stays on the owner's settings screen.
      backups: backups && { ...backups, lastRun: backups.lastRun && { ...backups.lastRun, error: null } },
      latestProjects: d.latestProjects.map((p) => ({ ...p, createdAt: formatDate(p.createdAt, 'tr') })),
      newestSubscribers: may.subscribers ? d.newestSubscribers.map((s) => ({ ...s, createdAt: formatDate(s.createdAt, 'tr') })) : [],
      daily: d.daily.map((x) => ({ ...x, short: dayLabel(x.day, false), long: dayLabel(x.day, true) })),
    };
  } catch (err) {
    logger().error({ err }, 'dashboard statistics could not be loaded');
    return { ok: false as const };
  }
}

/** The launch checklist's "Örnek içeriği kaldır" (one claim, or `all`): owners only, audited (ADR 026). */
export async function action(args: Route.ActionArgs) {
  const t = catalog.tr.adminDashboard.checklist.sample;
  const refuse = (message: string, status: number) => data({ ok: false as const, message }, { status });
  return runAdminAction({
    ...args,
    ownerOnly: ['remove-sample'],
    forbidden: () => refuse(t.ownersOnly, 403),
    unknown: () => refuse(t.failed, 400),
    failure: { log: 'sample content could not be removed', level: 'error', result: () => refuse(t.failed, 500) },
    intents: {
      'remove-sample': async ({ form, session }) => {
        const claim = String(form.get('claim') ?? '');
        if (!claim || claim.length > 200) return refuse(t.failed, 400);
        const n = await removeSamples(claim, actorOf(session));
        return { ok: true as const, message: n ? plural('tr', n, t.removed) : t.nothing };
      },
    },
  });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminT().adminDashboard;
  const failed = !loaderData.ok;
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result) showToast({ title: result.message, variant: result.ok ? 'success' : 'error' });
  }, [result]);
  // Computed by the admin layout's loader (it also counts it on the Dashboard tab).
  const launch = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')?.launch;

  useEffect(() => {
    if (failed) showToast({ title: t.loadErrorTitle, description: t.loadError, variant: 'error' });
  }, [failed, t]);

  if (!loaderData.ok) {
    return (
      <div>
        <PageHeader title={t.title} />
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
          <p className="font-semibold">{t.loadErrorTitle}</p>
          <p className="mt-1">{t.loadError}</p>
          <a href="/admin" className={buttonClass('outline', 'sm', 'mt-3')}>
            {t.retry}
          </a>
        </div>
      </div>
    );
  }
  const d = loaderData;
  return (
    <div>
      <PageHeader title={t.title} description={t.description} />
      <MailHealthNotice health={d.mail} owner={d.may.mail} className="mb-6" />
      {launch ? <LaunchChecklist items={launch} siteAddress={d.siteAddress} /> : null}
      {d.backups ? <DashboardBackups status={d.backups} /> : null}
      <DashboardPendingComments count={d.counts.pendingComments} />
      <DashboardCounts counts={d.counts} />
      <DashboardFigures d={d} />
      {d.visitors ? <DashboardVisitors {...d.visitors} /> : null}
      {d.may.consultations ? (
        <div className="mb-6">
          <DashboardDailyChart days={d.daily} />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardLatestProjects projects={d.latestProjects} />
        {d.may.subscribers ? <DashboardNewestSubscribers subscribers={d.newestSubscribers} /> : null}
      </div>
    </div>
  );
}
