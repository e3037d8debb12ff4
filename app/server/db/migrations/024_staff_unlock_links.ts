import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * `staff_unlock_links`: a link mailed to a staff account's own address that lifts the lock of that
 * account for the one address that asked (app/domain/auth/unlock-link.server.ts). Only the SHA-256
 * of the link's token is stored; `address` is the asking client's lockout key; valid 15 minutes,
 * used once. Never backed up (like sessions and login_attempts).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('staff_unlock_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_unlock_links_account_idx').on('staff_unlock_links').column('account_id').execute();
}
