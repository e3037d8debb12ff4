import { toBool, toDate } from '~/server/db/values';
import { postStats } from '~/domain/blog/index.server';
import { commentStats } from '~/domain/comments/index.server';
import { consultationStats, statPeriods } from '~/domain/consultations/index.server';
import { subscriberStats } from '~/domain/newsletter/index.server';
import { projectStats, PROJECT_STATUSES, type ProjectStatus } from '~/domain/projects/index.server';
import { ticketStats } from '~/domain/tickets/index.server';
import { startOfZonedDay, zonedDayKey } from '~/lib/calendar';
import type { DashboardTotals } from './counts';

/**
 * The dashboard's figures, every one counted from the database (docs/design.md
 * principle 1: the original's constants, 12.5 % growth and the like, are
 * replaced by real counts). Periods are calendar periods in Europe/Istanbul.
 */
export interface DashboardData {
  counts: DashboardTotals;
  subscribersThisMonth: number;
  subscribersLastMonth: number;
  /** Percentage change of new subscribers against last month; null when last month had none. */
  subscriberChangePct: number | null;
  consultationsLast7: number;
  consultationsLast30: number;
  latestProjects: Array<{ id: string; title: string; createdAt: Date; status: ProjectStatus; isActive: boolean }>;
  newestSubscribers: Array<{ id: string; email: string; createdAt: Date; isActive: boolean }>;
  /** The last 30 days (today last): sign-ups and consultation requests per local day. */
  daily: Array<{ day: string; subscribers: number; consultations: number }>;
}

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_LIST_SIZE = 5;

export async function getDashboardData(now = new Date()): Promise<DashboardData> {
  const p = statPeriods(now);
  // Day boundaries: local midnight of each of the last 30 days, and of tomorrow.
  const bounds = Array.from({ length: DASHBOARD_DAYS + 1 }, (_, i) => startOfZonedDay(now, i - (DASHBOARD_DAYS - 1)));
  const monthBounds = [p.previousMonthStart, p.monthStart, startOfZonedDay(now, 1)];

  const [
    projects,
    activeProjects,
    blogPosts,
    publishedPosts,
    tickets,
    openTickets,
    subscribers,
    activeSubscribers,
    consultations,
    latest,
    newest,
    subscriberDays,
    consultationDays,
    subscriberMonths,
    consultationPeriods,
    pendingComments,
    newConsultations,
    scheduledPosts,
  ] = await Promise.all([
    projectStats.count(),
    projectStats.active(),
    postStats.count(),
    postStats.published(),
    ticketStats.count(),
    ticketStats.open(),
    subscriberStats.count(),
    subscriberStats.active(),
    consultationStats.count(),
    projectStats.latest(DASHBOARD_LIST_SIZE),
    subscriberStats.newest(DASHBOARD_LIST_SIZE),
    subscriberStats.createdPerInterval(bounds),
    consultationStats.createdPerInterval(bounds),
    subscriberStats.createdPerInterval(monthBounds),
    consultationStats.createdPerInterval([p.last30Start, p.last7Start, startOfZonedDay(now, 1)]),
    commentStats.pending(),
    consultationStats.fresh(),
    postStats.scheduled(),
  ]);

  const [lastMonth, thisMonth] = subscriberMonths as [number, number];
  const [olderThan7, within7] = consultationPeriods as [number, number];
  return {
    counts: {
      projects,
      activeProjects,
      blogPosts,
      publishedPosts,
      scheduledPosts,
      tickets,
      openTickets,
      subscribers,
      activeSubscribers,
      consultations,
      newConsultations,
      pendingComments,
    },
    subscribersThisMonth: thisMonth,
    subscribersLastMonth: lastMonth,
    subscriberChangePct: lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10,
    consultationsLast7: within7,
    consultationsLast30: olderThan7 + within7,
    latestProjects: latest.map((r) => ({
      id: r.id,
      title: r.title_tr,
      createdAt: toDate(r.created_at),
      status: (PROJECT_STATUSES as readonly string[]).includes(r.status) ? (r.status as ProjectStatus) : 'development',
      isActive: toBool(r.is_active),
    })),
    newestSubscribers: newest.map((r) => ({ id: r.id, email: r.email, createdAt: toDate(r.created_at), isActive: toBool(r.is_active) })),
    daily: bounds.slice(0, -1).map((b, i) => ({
      day: zonedDayKey(b),
      subscribers: subscriberDays[i] ?? 0,
      consultations: consultationDays[i] ?? 0,
    })),
  };
}
