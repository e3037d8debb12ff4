import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Restore previews any instance can confirm (ADR 028): the staged upload's record
 * (session, expiry, plan) in `restore_stages`, and on PostgreSQL — where several instances
 * share the database — the uploaded file itself in `restore_stage_chunks` (1 MB pieces), so
 * "Geri yükle" works whichever instance the load balancer sends it to. Deleted on confirm,
 * cancel, a newer upload of the same session, or expiry (30 min).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('restore_stages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('shared', t.bool, (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('restore_stages_session_idx').on('restore_stages').column('session_id').execute();
  await db.schema
    .createTable('restore_stage_chunks')
    .addColumn('stage_id', 'text', (c) => c.notNull().references('restore_stages.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', t.kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('restore_stage_chunks_pk', ['stage_id', 'seq'])
    .execute();
}
