import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Identical raw events of one flush are stored once with their number (the analytics cost
 * goal): a reader reloading a page, a bot hammering one URL, a burst from one office
 * address become one row instead of hundreds. Every figure sums `views` instead of
 * counting rows; existing rows count 1 each.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema
    .alterTable('analytics_events')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
