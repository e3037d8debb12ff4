import { useEffect } from 'react';
import { Link } from 'react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import FileText from 'lucide-react/icons/file-text';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import Inbox from 'lucide-react/icons/inbox';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mail from 'lucide-react/icons/mail';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import type { Route } from './+types/dashboard';
import { requireAdmin } from '~/domain/auth/guard.server';
import { getDashboardData } from '~/domain/dashboard/dashboard.server';
import { formatDate, formatDayMonth, formatLongDate } from '~/lib/format-date';
import { zonedMidnight } from '~/lib/calendar';
import { logger } from '~/server/logger.server';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/components/ui/cn';
import { showToast } from '~/components/ui/toast';
import { PageHeader, StatCard, td, th } from '~/components/admin/ops';
import type { ProjectStatus } from '~/domain/projects/constants';

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  active: 'green',
  beta: 'blue',
  development: 'amber',
  research: 'purple',
  planned: 'slate',
  stopped: 'red',
};

function dayLabel(key: string, long: boolean) {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  // Noon local time of that day, so the label is that day in any zone.
  const date = new Date(zonedMidnight(y, m, d).getTime() + 12 * 3600_000);
  return long ? formatLongDate(date, 'tr') : formatDayMonth(date, 'tr');
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const d = await getDashboardData();
    return {
      ok: true as const,
      ...d,
      latestProjects: d.latestProjects.map((p) => ({ ...p, createdAt: formatDate(p.createdAt, 'tr') })),
      newestSubscribers: d.newestSubscribers.map((s) => ({ ...s, createdAt: formatDate(s.createdAt, 'tr') })),
      daily: d.daily.map((x) => ({ ...x, short: dayLabel(x.day, false), long: dayLabel(x.day, true) })),
    };
  } catch (err) {
    logger().error({ err }, 'dashboard statistics could not be loaded');
    return { ok: false as const };
  }
}

type Data = Extract<Route.ComponentProps['loaderData'], { ok: true }>;
type Day = Data['daily'][number];

function niceMax(v: number): number {
  if (v <= 4) return Math.max(1, v);
  const pow = 10 ** Math.floor(Math.log10(v));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * pow >= v) return step * pow;
  return 10 * pow;
}

/** Daily sign-ups and requests as grouped bars; the same figures are in the table below it. */
function DailyChart({ days }: { days: Day[] }) {
  const t = useAdminT().adminDashboard.chart;
  const totalSubs = days.reduce((a, d) => a + d.subscribers, 0);
  const totalReq = days.reduce((a, d) => a + d.consultations, 0);
  const busiest = days.reduce((best, d) => (d.subscribers + d.consultations > best.subscribers + best.consultations ? d : best), days[0]!);
  const summary =
    totalSubs + totalReq === 0
      ? t.summaryEmpty
      : fmt(t.summary, {
          subscribers: totalSubs,
          consultations: totalReq,
          busiest: `${busiest.long} (${busiest.subscribers + busiest.consultations})`,
        });
  const max = niceMax(Math.max(...days.map((d) => Math.max(d.subscribers, d.consultations))));
  const W = 720;
  const H = 220;
  const pad = { l: 32, r: 8, t: 10, b: 28 };
  const plotW = W - pad.l - pad.r;
  const plotH = H - pad.t - pad.b;
  const slot = plotW / days.length;
  const bar = Math.max(2, slot * 0.36);
  const y = (v: number) => pad.t + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max].filter((v, i, a) => Number.isInteger(v) && a.indexOf(v) === i);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="chart-title" className="text-base font-semibold text-slate-900">
            {t.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t.description}</p>
        </div>
        <ul className="flex gap-4 text-xs text-slate-700">
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent-600" aria-hidden="true" />
            {t.subscribers}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-amber-500" aria-hidden="true" />
            {t.consultations}
          </li>
        </ul>
      </div>
      <p id="chart-summary" className="mt-3 text-sm text-slate-800" data-testid="chart-summary">
        {summary}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-auto w-full" role="img" aria-labelledby="chart-title chart-summary">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = pad.l + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={d.day}>
              <title>{`${d.long}: ${d.subscribers} ${t.subscribers.toLowerCase()}, ${d.consultations} ${t.consultations.toLowerCase()}`}</title>
              <rect x={x} y={y(d.subscribers)} width={bar} height={plotH + pad.t - y(d.subscribers)} rx={1.5} className="fill-accent-600" />
              <rect
                x={x + bar}
                y={y(d.consultations)}
                width={bar}
                height={plotH + pad.t - y(d.consultations)}
                rx={1.5}
                className="fill-amber-500"
              />
              {i % 5 === 4 || i === 0 ? (
                <text x={pad.l + i * slot + slot / 2} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {d.short}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-accent-800">{t.showTable}</summary>
        <div className="relative mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200">
          <table className="min-w-full text-sm">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {t.day}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t.subscribers}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t.consultations}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="chart-table">
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={cn(td, 'text-left font-normal')}>
                    {d.long}
                  </th>
                  <td className={cn(td, 'text-right tabular-nums')}>{d.subscribers}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{d.consultations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}

function Figures({ d }: { d: Data }) {
  const t = useAdminT().adminDashboard.figures;
  const pct = d.subscriberChangePct;
  const change = pct === null ? null : `${pct > 0 ? '+' : ''}${pct.toLocaleString('tr-TR')}%`;
  return (
    <section aria-labelledby="figures-title" className="mb-6">
      <h3 id="figures-title" className="sr-only">
        {t.title}
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={t.newSubscribers}
          value={d.subscribersThisMonth}
          testId="subscribers-this-month"
          tone="accent"
          icon={pct !== null && pct < 0 ? <TrendingDown className="size-4" /> : <TrendingUp className="size-4" />}
          hint={
            <span data-testid="subscribers-change">
              {change === null
                ? fmt(t.noLastMonth, { n: d.subscribersThisMonth })
                : `${fmt(t.changeVsLastMonth, { change })} · ${fmt(t.lastMonthCount, { n: d.subscribersLastMonth })}`}
            </span>
          }
        />
        <StatCard
          label={t.consultations7}
          value={d.consultationsLast7}
          testId="consultations-7"
          tone="emerald"
          icon={<CalendarDays className="size-4" />}
        />
        <StatCard
          label={t.consultations30}
          value={d.consultationsLast30}
          testId="consultations-30"
          tone="emerald"
          icon={<Inbox className="size-4" />}
          hint={
            <Link to="/admin/danismanlik" className="font-medium text-accent-800 hover:underline">
              {t.viewAll}
            </Link>
          }
        />
        <StatCard
          label={t.openTickets}
          value={d.counts.openTickets}
          testId="open-tickets"
          tone="amber"
          icon={<LifeBuoy className="size-4" />}
          hint={
            <Link to="/admin/danismanlik/mesajlar?status=open" className="font-medium text-accent-800 hover:underline">
              {t.viewAll}
            </Link>
          }
        />
      </div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminT().adminDashboard;
  const failed = !loaderData.ok;

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
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={t.cards.projects}
          value={d.counts.projects}
          testId="count-projects"
          icon={<FolderKanban className="size-4" />}
          hint={<span data-testid="count-active-projects">{fmt(t.cards.activeProjects, { n: d.counts.activeProjects })}</span>}
        />
        <StatCard
          label={t.cards.blogPosts}
          value={d.counts.blogPosts}
          testId="count-blog-posts"
          icon={<FileText className="size-4" />}
          hint={fmt(t.cards.publishedPosts, { n: d.counts.publishedPosts })}
        />
        <StatCard
          label={t.cards.tickets}
          value={d.counts.tickets}
          testId="count-tickets"
          icon={<Mail className="size-4" />}
          hint={fmt(t.cards.openTickets, { n: d.counts.openTickets })}
        />
        <StatCard
          label={t.cards.subscribers}
          value={d.counts.subscribers}
          testId="count-subscribers"
          icon={<Users className="size-4" />}
          hint={fmt(t.cards.activeSubscribers, { n: d.counts.activeSubscribers })}
        />
      </div>
      <Figures d={d} />
      <div className="mb-6">
        <DailyChart days={d.daily} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="overflow-hidden">
          <h3 className="px-5 pt-5 text-base font-semibold text-slate-900">{t.latestProjects.title}</h3>
          {d.latestProjects.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-600">{t.latestProjects.empty}</p>
          ) : (
            <div className="relative mt-3 overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200" data-testid="latest-projects">
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={th}>
                      {t.latestProjects.name}
                    </th>
                    <th scope="col" className={th}>
                      {t.latestProjects.created}
                    </th>
                    <th scope="col" className={th}>
                      {t.latestProjects.status}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {d.latestProjects.map((p) => (
                    <tr key={p.id}>
                      <td className={cn(td, 'font-medium text-slate-900')}>{p.title}</td>
                      <td className={cn(td, 'whitespace-nowrap')}>{p.createdAt}</td>
                      <td className={td}>
                        <span className="flex flex-wrap gap-1">
                          <Badge tone={STATUS_TONES[p.status]}>{t.status[p.status]}</Badge>
                          {p.isActive ? null : <Badge tone="slate">{t.latestProjects.hidden}</Badge>}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <Card className="overflow-hidden">
          <h3 className="px-5 pt-5 text-base font-semibold text-slate-900">{t.newestSubscribers.title}</h3>
          {d.newestSubscribers.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-600">{t.newestSubscribers.empty}</p>
          ) : (
            <div className="relative mt-3 overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200" data-testid="newest-subscribers">
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={th}>
                      {t.newestSubscribers.email}
                    </th>
                    <th scope="col" className={th}>
                      {t.newestSubscribers.date}
                    </th>
                    <th scope="col" className={th}>
                      {t.newestSubscribers.status}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {d.newestSubscribers.map((s) => (
                    <tr key={s.id}>
                      <td className={cn(td, 'break-all text-slate-900')}>{s.email}</td>
                      <td className={cn(td, 'whitespace-nowrap')}>{s.createdAt}</td>
                      <td className={td}>
                        <Badge tone={s.isActive ? 'green' : 'slate'}>
                          {s.isActive ? t.newestSubscribers.active : t.newestSubscribers.inactive}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
