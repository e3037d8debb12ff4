import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Static pages with two translations and a place in the site's navigation.
 *
 * A page is a group of rows, one per language (`group_id`, at most one row per
 * language: unique index), each with its own title, slug, content and meta
 * description. The group's rows share their status and placement: shown in the
 * header menu, in the footer, both or neither, and whether the page is the
 * careers page (the header's career link). Existing pages keep their language
 * and become groups of one (`group_id` = their id). A row written without a
 * `group_id` (an older backup) is a group of its own.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema.alterTable('pages').addColumn('group_id', 'text').execute();
  for (const column of ['in_header', 'in_footer', 'is_careers']) {
    await db.schema
      .alterTable('pages')
      .addColumn(column, t.bool, (c) => c.notNull().defaultTo(t.false))
      .execute();
  }
  await sql`update pages set group_id = id where group_id is null`.execute(db);
  await db.schema.createIndex('pages_group_language_key').unique().on('pages').columns(['group_id', 'language']).execute();
}
