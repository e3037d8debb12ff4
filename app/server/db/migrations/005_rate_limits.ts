import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Counters of the public forms' rate limit, shared by every instance (before,
 * each instance counted in its own memory, so N instances allowed N× the
 * limit). One row per form and client (a hash of both, never the address):
 * the hits of the current window and of the one before it.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('win', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('prev', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_win_idx').on('rate_limits').column('win').execute();
}
