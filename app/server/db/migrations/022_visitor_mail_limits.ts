import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * When the site last mailed a visitor-triggered message of one kind to one mailbox
 * (app/domain/forms/visitor-mail.server.ts): a form cannot be used to fill a stranger's
 * mailbox. One row per kind and mailbox, keyed by a hash of both (no address stored);
 * `sent_at` in epoch milliseconds. Shared by every instance.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema
    .createTable('visitor_mail_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitor_mail_limits_sent_idx').on('visitor_mail_limits').column('sent_at').execute();
}
