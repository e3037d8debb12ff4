import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Built-in visitor analytics (app/domain/analytics/):
 *  - `analytics_events`: raw page views, bot views and form conversions, one
 *    row each, written in batches; kept at most 30 days. No address, no
 *    cookie: `visitor` is a truncated hash of the day's salt, the site, the
 *    address and the browser, which cannot be linked to another day once the
 *    salt is gone. No primary key (rows are only inserted, counted by day and
 *    deleted by day).
 *  - `analytics_salt`: the random salt of the current day (one row; earlier
 *    days' rows are deleted as the day rolls over).
 *  - `analytics_daily`: the daily figures rolled up from the raw rows (what
 *    the dashboard and the backups read). `id` is `day|dim|value`, so a
 *    day's roll-up is idempotent and backups page through one key.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema
    .createTable('analytics_events')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('entry', 'integer', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_day_idx').on('analytics_events').column('day').execute();

  await db.schema
    .createTable('analytics_salt')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_daily_dim_day_idx').on('analytics_daily').columns(['dim', 'day']).execute();
}
