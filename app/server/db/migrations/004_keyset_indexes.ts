import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Keyset pagination newest first by (created_at, id) for the admin lists and
 * the streamed CSV exports: with the id in the index, each batch is an index
 * range read that stops at its LIMIT, on both engines (no sort of the rest of
 * the table per batch). The single-column indexes they replace are dropped.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  for (const table of ['newsletter_subscribers', 'consultation_requests']) {
    await db.schema.createIndex(`${table}_created_id_idx`).on(table).columns(['created_at', 'id']).execute();
    await db.schema.dropIndex(`${table}_created_idx`).ifExists().execute();
  }
}
