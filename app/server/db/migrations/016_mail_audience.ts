import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Who a queued mail is for (ADR 020): 'staff' for the staff notifications, whose
 * recipient is looked up when the mail is sent (the notification address set in
 * Ayarlar → E-posta), so notifications queued before the e-mail set-up reach the
 * address chosen in it; null for mail to one fixed person.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema.alterTable('mail_queue').addColumn('audience', 'text').execute();
}
