import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Staff accounts, owned by app/domain/auth/. While `admin_accounts` is empty the
 * shared password of 005 is the way in; the first account takes that password over.
 * - `admin_accounts`: one person (e-mail, name, role owner|editor, status invited|active|disabled),
 *   the scrypt hash of their own password and their TOTP secret (both never backed up).
 * - `admin_invitations`: the sha256 of an invitation link's token, valid 48 h, used once.
 * - `admin_recovery_codes`: hashes of one-time recovery codes.
 * - `admin_passkeys`: WebAuthn credentials (id, public key, signature counter), a second factor.
 * - `sessions.account_id`: whose session (null: a shared-password session); `sessions.mfa_pending`:
 *   the password was right, the second factor is still to come (such a row opens nothing);
 *   `sessions.challenge`: the WebAuthn challenge this session was last given (used once).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('admin_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_login_at', t.timestamp)
    .execute();
  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createTable('admin_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('admin_passkeys_account_idx').on('admin_passkeys').column('account_id').execute();
  await db.schema.createIndex('admin_recovery_codes_account_idx').on('admin_recovery_codes').column('account_id').execute();
  await db.schema.alterTable('sessions').addColumn('account_id', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('mfa_pending', t.bool, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await db.schema.alterTable('sessions').addColumn('challenge', 'text').execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();
}
