import { sql, type Expression, type SqlBool } from 'kysely';
import { db } from '~/server/db/index.server';
import { toBool, toDate } from '~/server/db/values';
import { statPeriods } from '../consultations/stats';
import { startOfZonedDay, zonedDayKey } from '~/lib/calendar';
import { PROJECT_STATUSES, type ProjectStatus } from '../projects/constants';

/**
 * The dashboard's figures, every one counted from the database (DESIGN.md
 * principle 1: the original's constants, 12.5 % growth and the like, are
 * replaced by real counts). Periods are calendar periods in Europe/Istanbul.
 */
export interface DashboardData {
  counts: {
    projects: number;
    activeProjects: number;
    blogPosts: number;
    publishedPosts: number;
    tickets: number;
    openTickets: number;
    subscribers: number;
    activeSubscribers: number;
    consultations: number;
  };
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

type CountedTable = 'newsletter_subscribers' | 'consultation_requests';

/** Rows created in each [bounds[i], bounds[i+1]) interval, in one query. */
async function countPerInterval(table: CountedTable, bounds: Date[]): Promise<number[]> {
  const iso = bounds.map((b) => b.toISOString());
  const row = await db()
    .selectFrom(table)
    .select((eb) =>
      iso.slice(0, -1).map((from, i) => {
        const cond: Expression<SqlBool> = eb.and([eb('created_at', '>=', from), eb('created_at', '<', iso[i + 1]!)]);
        return eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end()).as(`d${i}`);
      }),
    )
    .where('created_at', '>=', iso[0]!)
    .executeTakeFirstOrThrow();
  const r = row as Record<string, unknown>;
  return iso.slice(0, -1).map((_, i) => Number(r[`d${i}`] ?? 0));
}

async function count(table: 'projects' | 'blog_posts' | 'support_tickets' | 'newsletter_subscribers' | 'consultation_requests') {
  const r = await db()
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

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
  ] = await Promise.all([
    count('projects'),
    db()
      .selectFrom('projects')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'active')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    count('blog_posts'),
    db()
      .selectFrom('blog_posts')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    count('support_tickets'),
    db()
      .selectFrom('support_tickets')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    count('newsletter_subscribers'),
    db()
      .selectFrom('newsletter_subscribers')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    count('consultation_requests'),
    db()
      .selectFrom('projects')
      .select(['id', 'title_tr', 'created_at', 'status', 'is_active'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DASHBOARD_LIST_SIZE)
      .execute(),
    db()
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'created_at', 'is_active'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DASHBOARD_LIST_SIZE)
      .execute(),
    countPerInterval('newsletter_subscribers', bounds),
    countPerInterval('consultation_requests', bounds),
    countPerInterval('newsletter_subscribers', monthBounds),
    countPerInterval('consultation_requests', [p.last30Start, p.last7Start, startOfZonedDay(now, 1)]),
  ]);

  const [lastMonth, thisMonth] = subscriberMonths as [number, number];
  const [olderThan7, within7] = consultationPeriods as [number, number];
  return {
    counts: { projects, activeProjects, blogPosts, publishedPosts, tickets, openTickets, subscribers, activeSubscribers, consultations },
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
