/** The dashboard's totals (client-safe: the totals component reads this shape). */
export interface DashboardTotals {
  projects: number;
  activeProjects: number;
  blogPosts: number;
  publishedPosts: number;
  /** Published posts whose publish date is still to come (not counted in publishedPosts). */
  scheduledPosts: number;
  tickets: number;
  openTickets: number;
  subscribers: number;
  activeSubscribers: number;
  consultations: number;
  /** Consultation requests nobody has answered yet (status Yeni). */
  newConsultations: number;
  /** Blog comments waiting for approval. */
  pendingComments: number;
}
