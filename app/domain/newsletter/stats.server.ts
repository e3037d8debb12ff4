import { db } from '~/server/db/index.server';
import { countCreatedPerInterval, countRows } from '~/server/db/counts.server';

/** The dashboard's figures of the subscriber list. */
export const subscriberStats = {
  count: () => countRows('newsletter_subscribers'),
  active: () => countRows('newsletter_subscribers', (eb) => eb('is_active', '=', true)),
  newest: (limit: number) =>
    db()
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'created_at', 'is_active'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  createdPerInterval: (bounds: Date[]) => countCreatedPerInterval('newsletter_subscribers', bounds),
};
