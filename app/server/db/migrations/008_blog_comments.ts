import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Visitors' comments on blog posts, owned by app/domain/comments/.
 * A comment belongs to a post and goes with it (on delete cascade). Personal
 * data kept to what the feature needs: the name shown with the comment; the
 * e-mail address only when the visitor asked to be told of a reply (cleared
 * when they stop it); `author_key`, a keyed hash of the address (never the
 * address), only to recognise a visitor's later comments for the "approved
 * once, approved automatically" moderation mode.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable('blog_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('notify_reply', t.bool, (c) => c.notNull().defaultTo(t.false))
    .addColumn('author_key', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('tr'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reply', 'text')
    .addColumn('replied_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_comments_post_idx').on('blog_comments').columns(['post_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('blog_comments_status_idx').on('blog_comments').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('blog_comments_author_idx').on('blog_comments').columns(['author_key', 'status']).execute();
}
