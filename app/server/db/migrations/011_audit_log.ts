import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * The audit log ("Etkinlik"; app/domain/audit/, docs/decisions/015-audit-log.md):
 * one row per admin write, login, failed login, lockout and logout. The
 * application only ever inserts; the retention job deletes rows older than a
 * year. The actor's display name is stored with the row (denormalised), so
 * an entry keeps its name after the account behind it is gone; the account
 * id is null for the shared admin password. `summary` is a short readable
 * line naming changed fields, never their contents. `ip` only on security
 * events (logins, failed logins, lockouts).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('actor_account_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_name', 'at']).execute();
  await db.schema.createIndex('audit_log_account_idx').on('audit_log').columns(['actor_account_id', 'at']).execute();
}
