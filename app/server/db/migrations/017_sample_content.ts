import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Sample content (ADR 026): a project the seed put in is marked `is_sample` until staff
 * edit it or remove it, so the launch checklist can list it. On a database seeded before this
 * migration, the projects still carrying the seed's titles and never edited (updated_at = created_at)
 * are the seed's.
 */
const SEEDED_TITLES = ['FunAI', 'QuakeSafe', 'FunVest'];

export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .alterTable('projects')
    .addColumn('is_sample', t.bool, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await sql`update projects set is_sample = ${t.true} where updated_at = created_at and title_tr in (${sql.join(SEEDED_TITLES)})`.execute(
    db,
  );
}
