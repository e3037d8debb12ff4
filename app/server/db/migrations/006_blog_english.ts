import { sql, type Kysely } from 'kysely';
import { slugifyText } from '~/lib/slugify';
import type { ColumnTypes } from '../column-types';

/**
 * English forms of a blog post: `slug_en`, the English address
 * (/en-blog/<slug_en>, from the English title), and `tags_en`, the English
 * tags (tags are free text). Existing posts get an English slug from their
 * English title, unique among every post's slugs and old slugs; their English
 * tags start empty (the editor asks for them).
 */
const MAX_SLUG_LENGTH = 80;

export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema.alterTable('blog_posts').addColumn('slug_en', 'text').execute();
  await db.schema.alterTable('blog_posts').addColumn('tags_en', t.json).execute();
  await db.schema.createIndex('blog_posts_slug_en_key').on('blog_posts').column('slug_en').unique().execute();

  await backfillEnglishSlugs(db);
}

/** Gives every post without an English slug one from its English title (free among all slugs and old slugs). */
export async function backfillEnglishSlugs(db: Kysely<unknown>): Promise<void> {
  const posts = await sql<{ id: string; slug: string; slug_en: string | null; title_en: string }>`
    select id, slug, slug_en, title_en from blog_posts order by created_at, id`.execute(db);
  const old = await sql<{ old_slug: string }>`select old_slug from blog_slug_redirects`.execute(db);
  const taken = new Set([...posts.rows.flatMap((p) => (p.slug_en ? [p.slug, p.slug_en] : [p.slug])), ...old.rows.map((r) => r.old_slug)]);
  for (const p of posts.rows) {
    if (p.slug_en) continue;
    const base = slugifyText(p.title_en, MAX_SLUG_LENGTH) || p.slug;
    let slug = base;
    // The post's own Turkish slug is free for it (an English title that reads the same).
    for (let n = 2; slug !== p.slug && taken.has(slug); n++) {
      const suffix = `-${n}`;
      slug = base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '') + suffix;
    }
    taken.add(slug);
    await sql`update blog_posts set slug_en = ${slug}, tags_en = coalesce(tags_en, ${'[]'}) where id = ${p.id}`.execute(db);
  }
}
