import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * The seeded blog post is sample content like the seeded projects (ADR 026): marked `is_sample`
 * until staff save it or remove it, so the launch checklist lists it and "Örnek içeriği kaldır"
 * removes it. On a database seeded before this migration, the post still carrying the seed's
 * address and never edited (updated_at = created_at) is the seed's.
 */
const SEEDED_SLUGS = ['yapay-zekayi-isinize-katmanin-bes-adimi'];

export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('is_sample', t.bool, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await sql`update blog_posts set is_sample = ${t.true} where updated_at = created_at and slug in (${sql.join(SEEDED_SLUGS)})`.execute(db);
}
