import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Audit entries that came from a backup file (docs/decisions/018-restore-rules.md):
 * `imported` marks them, so the Etkinlik screen shows them as imported, never as something
 * done on this site. Entries written here stay false. Not part of a backup (every entry a
 * restore reads from a file is imported, whatever the file says).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .alterTable('audit_log')
    .addColumn('imported', t.bool, (c) => c.notNull().defaultTo(t.false))
    .execute();
}
