import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/** The admin blog list pages newest first (docs/product-spec.md §7); projects already have this index. */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema.createIndex('blog_posts_created_idx').on('blog_posts').column('created_at').execute();
}
