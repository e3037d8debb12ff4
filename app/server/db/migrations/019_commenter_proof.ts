import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types';

/**
 * Trusted commenters are recognised by a token only their browser holds (ADR 023):
 * `blog_comments.author_key` now holds a keyed hash of that token. The keys stored before were
 * hashes of typed e-mail addresses, which proved nothing (anyone could type an approved
 * commenter's address and be published at once): they are cleared, so no comment made before
 * vouches for anyone. A visitor is trusted again once a comment sent from their browser is approved.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await (db as Kysely<{ blog_comments: { author_key: string | null } }>).updateTable('blog_comments').set({ author_key: null }).execute();
}
