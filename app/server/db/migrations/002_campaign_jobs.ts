import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Campaign jobs: the public address stored on each campaign (for the links in
 * its e-mails), the audience choice, the skipped count, and the indexes the
 * worker and the progress figures need.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema.alterTable('campaigns').addColumn('base_url', 'text').execute();
  await db.schema
    .alterTable('campaigns')
    .addColumn('send_to_all', t.bool, (c) => c.notNull().defaultTo(t.true))
    .execute();
  await db.schema
    .alterTable('campaigns')
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('campaigns_created_idx').on('campaigns').column('created_at').execute();
  await db.schema
    .createIndex('campaign_deliveries_campaign_status_idx')
    .on('campaign_deliveries')
    .columns(['campaign_id', 'status'])
    .execute();
  await db.schema
    .createIndex('campaign_deliveries_subscriber_idx')
    .on('campaign_deliveries')
    .columns(['subscriber_id', 'status'])
    .execute();
}
