/** The admin subscriber list: rows per page and the status filter. */
export const SUBSCRIBERS_PAGE_SIZE = 25;
export type SubscriberFilter = 'all' | 'active' | 'inactive';

/** The list's status filter from the query string (the list and its CSV export read the same). */
export function parseSubscriberFilter(v: string | null): SubscriberFilter {
  return v === 'active' || v === 'inactive' ? v : 'all';
}
