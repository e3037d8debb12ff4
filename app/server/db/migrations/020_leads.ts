import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Leads that get answered (ADR 024): a consultation request gets a status
 * (new → contacted → quoted → won / lost), an internal note, the staff member handling it
 * and the service the visitor came from; a contact message keeps its open / answered /
 * closed and gets the note and the handler. Existing rows become 'new' with an empty note.
 * `handler_id` is an admin account's id without a foreign key: a removed account leaves the
 * lead unassigned in the admin (it shows no name) instead of blocking the removal or a restore.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema
    .alterTable('consultation_requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('consultation_requests')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('consultation_requests').addColumn('handler_id', 'text').execute();
  await db.schema.alterTable('consultation_requests').addColumn('service', 'text').execute();
  await db.schema.createIndex('consultation_requests_status_idx').on('consultation_requests').columns(['status', 'created_at']).execute();
  await db.schema
    .alterTable('support_tickets')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('support_tickets').addColumn('handler_id', 'text').execute();
}
