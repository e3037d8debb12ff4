import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Automatic backups (docs/decisions/019-backup-archives.md): one row per run.
 * `slot` is unique: of several instances ticking at the scheduled time, the one whose
 * insert wins writes the archive (the others see the conflict and do nothing).
 * Operational state, like the mail queue: not part of a backup.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slot', 'text', (c) => c.notNull().unique())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('heartbeat_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('file', 'text')
    .addColumn('size', 'bigint')
    .addColumn('media', 'integer')
    .addColumn('bucket_status', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_started').on('backup_runs').column('started_at').execute();
}
