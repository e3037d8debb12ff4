import { sql, type SelectQueryBuilder } from 'kysely';
import { toDate } from './values';

/** Every row a (filtered) query selects, newest first (created_at, id), in keyset batches: flat memory for the CSV exports. */
export async function* newestFirstBatches<DB, TB extends keyof DB, O extends { created_at: unknown; id: string }>(
  query: SelectQueryBuilder<DB, TB, O>,
  batchSize: number,
): AsyncGenerator<O[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    // A row-value comparison: an index range read on (created_at, id) on both engines.
    const from = after ? query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id})`) : query;
    const rows = await from
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(batchSize)
      .execute();
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: toDate(last.created_at).toISOString(), id: last.id };
  }
}
