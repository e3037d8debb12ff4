import { Link } from 'react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Inbox from 'lucide-react/icons/inbox';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import { useCanOpen } from '~/components/admin/use-can-open';
import { useAdminT } from '~/i18n/admin-context';
import { fmt } from '~/i18n/define';
import { StatCard } from '~/components/admin/AdminKit';
import type { DashboardFiguresData } from './dashboard-view';

/**
 * New subscribers this month against last month; the consultation requests still new and those
 * of 7 and 30 days; the contact messages awaiting a reply. Named as the tabs that list them, and
 * shown only to a role that may open those tabs (an editor sees the subscribers only).
 */
export function DashboardFigures({ d }: { d: DashboardFiguresData }) {
  const t = useAdminT().adminDashboard.figures;
  const canOpen = useCanOpen();
  const consultations = canOpen('/admin/danismanlik');
  const messages = canOpen('/admin/danismanlik/mesajlar');
  const pct = d.subscriberChangePct;
  const change = pct === null ? null : `${pct > 0 ? '+' : ''}${pct.toLocaleString('tr-TR')}%`;
  return (
    <section aria-labelledby="figures-title" className="mb-6">
      <h3 id="figures-title" className="sr-only">
        {t.title}
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
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
        {consultations ? (
          <>
            <StatCard
              label={t.newConsultations}
              value={d.counts.newConsultations}
              testId="new-consultations"
              tone="amber"
              icon={<Inbox className="size-4" />}
              hint={<ViewAll to="/admin/danismanlik?status=new" />}
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
              hint={<ViewAll to="/admin/danismanlik" />}
            />
          </>
        ) : null}
        {messages ? (
          <StatCard
            label={t.openTickets}
            value={d.counts.openTickets}
            testId="open-tickets"
            tone="amber"
            icon={<LifeBuoy className="size-4" />}
            hint={<ViewAll to="/admin/danismanlik/mesajlar?status=open" />}
          />
        ) : null}
      </div>
    </section>
  );
}

/** A figure's link to the list it counts. */
function ViewAll({ to }: { to: string }) {
  return (
    <Link to={to} className="font-medium text-accent-800 hover:underline">
      {useAdminT().adminDashboard.figures.viewAll}
    </Link>
  );
}
