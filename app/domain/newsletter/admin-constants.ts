/** The admin subscriber list: rows per page and the status filter. */
export const SUBSCRIBERS_PAGE_SIZE = 25;
export type SubscriberFilter = 'all' | 'active' | 'inactive';
