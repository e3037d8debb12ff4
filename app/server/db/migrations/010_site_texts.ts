import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Site texts edited by staff (Metinler; app/domain/texts/):
 *  - `site_texts`: one override of a public catalogue entry per language. `id`
 *    is `lang:key` (backups page through one key); `key` is the entry's path
 *    (`faq.hero.title`, or a whole list: `faq.items`); `value` is JSON text on both engines (a
 *    string, or the list; not jsonb, so a text such as "2025" never comes back
 *    as a number). `other_stale`: this change has not yet been followed in the
 *    other language (the translation status).
 *  - `site_text_history`: every change, with the value before and after (null:
 *    the default), who made it (the admin session) and when; a revert writes a
 *    new row.
 *  - `site_text_previews`: unsaved texts posted by the editor's preview button,
 *    read by the admin-only preview of a public page (short-lived, not backed up).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('site_texts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('other_stale', t.bool, (c) => c.notNull().defaultTo(t.false))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_text_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_text_history_key_idx').on('site_text_history').columns(['key', 'created_at']).execute();

  await db.schema
    .createTable('site_text_previews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}
