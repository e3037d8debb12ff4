import type { ProjectStatus } from '~/domain/projects/index';

/** One day of the dashboard chart: sign-ups, consultation requests and the day's labels. */
export interface DashboardDay {
  day: string;
  subscribers: number;
  consultations: number;
  short: string;
  long: string;
}

/** The month and week figures of the dashboard. */
export interface DashboardFiguresData {
  counts: { openTickets: number; newConsultations: number };
  subscribersThisMonth: number;
  subscribersLastMonth: number;
  subscriberChangePct: number | null;
  consultationsLast7: number;
  consultationsLast30: number;
}

export interface DashboardProjectRow {
  id: string;
  title: string;
  createdAt: string;
  status: ProjectStatus;
  isActive: boolean;
}

export interface DashboardSubscriberRow {
  id: string;
  email: string;
  createdAt: string;
  isActive: boolean;
}
