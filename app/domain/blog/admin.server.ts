import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import { titledListWindow, type ListQuery, type Page } from '~/server/db/list-page.server';
import type { Database } from '~/server/db/schema';
import { isUniqueViolation } from '~/server/db/engine.server';
import { createdAtIso, nowIso, toBool, toDateOrNull } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { getSettings } from '~/domain/settings/index.server';
import { toIstanbulInput } from '~/lib/istanbul-time';
import { BLOG_CATEGORIES, type BlogCategory } from './constants';
import { toBlogPost, type BlogPost } from './model.server';
import { blogTranslationStatus, type BlogFormValues, type BlogPostInput } from './schema';
import { firstFreeSlug } from './slug';
import { syncPostSocialCards } from './social-card.server';
import type { BlogListRow } from './list-row';

/**
 * Admin-side queries and writes for blog posts: slugs unique (suffix -2, -3...),
 * a published post's old slug kept as a 301 redirect, every write announced
 * with notifyContentChanged('blog').
 */

export interface BlogListQuery extends ListQuery {
  category?: string;
}

/** One page of posts, newest first (docs/product-spec.md §7), without their (possibly long) contents. */
export type { BlogListRow };

export async function listPostsAdmin(q: BlogListQuery = {}): Promise<Page<BlogListRow>> {
  const { where, offset, ...window } = await titledListWindow('blog_posts', q, BLOG_CATEGORIES);
  const filled = (col: 'excerpt_tr' | 'excerpt_en' | 'content_tr' | 'content_en' | 'image_alt_tr' | 'image_alt_en') =>
    sql<number>`case when coalesce(length(trim(${sql.ref(col)})), 0) > 0 then 1 else 0 end`;
  // A JSON list column (text on SQLite, jsonb on PostgreSQL) holding at least one item.
  const listFilled = (col: 'tags' | 'tags_en') =>
    sql<number>`case when coalesce(cast(${sql.ref(col)} as text), '[]') <> '[]' then 1 else 0 end`;
  const rows = await db()
    .selectFrom('blog_posts')
    .where(where)
    .select(['id', 'slug', 'title_tr', 'title_en', 'category', 'is_published', 'is_featured', 'publish_date', 'image_url'])
    .select([
      filled('excerpt_tr').as('has_excerpt_tr'),
      filled('excerpt_en').as('has_excerpt_en'),
      filled('content_tr').as('has_content_tr'),
      filled('content_en').as('has_content_en'),
      filled('image_alt_tr').as('has_alt_tr'),
      filled('image_alt_en').as('has_alt_en'),
      listFilled('tags').as('has_tags_tr'),
      listFilled('tags_en').as('has_tags_en'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.pageSize)
    .offset(offset)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      titleTr: r.title_tr,
      titleEn: r.title_en,
      category: (BLOG_CATEGORIES as readonly string[]).includes(r.category) ? (r.category as BlogCategory) : 'other',
      isPublished: toBool(r.is_published),
      isFeatured: toBool(r.is_featured),
      publishDate: toDateOrNull(r.publish_date)?.toISOString() ?? null,
      scheduled: toBool(r.is_published) && (toDateOrNull(r.publish_date)?.getTime() ?? 0) > Date.now(),
      translation: blogTranslationStatus({
        hasTitleTr: !!r.title_tr.trim(),
        hasTitleEn: !!r.title_en.trim(),
        hasContentTr: Number(r.has_content_tr) === 1,
        hasContentEn: Number(r.has_content_en) === 1,
        hasExcerptTr: Number(r.has_excerpt_tr) === 1,
        hasExcerptEn: Number(r.has_excerpt_en) === 1,
        hasImage: !!r.image_url,
        hasAltTr: Number(r.has_alt_tr) === 1,
        hasAltEn: Number(r.has_alt_en) === 1,
        hasTagsTr: Number(r.has_tags_tr) === 1,
        hasTagsEn: Number(r.has_tags_en) === 1,
      }),
    })),
    ...window,
  };
}

export async function getPost(id: string): Promise<BlogPost | undefined> {
  const row = await db().selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toBlogPost(row) : undefined;
}

export function postToForm(p: BlogPost): BlogFormValues {
  return {
    title_tr: p.titleTr,
    title_en: p.titleEn,
    excerpt_tr: p.excerptTr ?? '',
    excerpt_en: p.excerptEn ?? '',
    content_tr: p.contentTr,
    content_en: p.contentEn,
    image_url: p.imageUrl ?? '',
    image_alt_tr: p.imageAltTr ?? '',
    image_alt_en: p.imageAltEn ?? '',
    category: (BLOG_CATEGORIES as readonly string[]).includes(p.category) ? (p.category as BlogCategory) : 'other',
    tags: p.tags,
    tags_en: p.tagsEn,
    is_published: p.isPublished,
    is_featured: p.isFeatured,
    author: p.author,
    publish_date: toIstanbulInput(p.publishDate),
    slug: p.slug,
    slug_en: p.slugEn,
  };
}

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The first free slug from `base`: not another post's slug in either language
 * (Turkish and English slugs share one namespace, so an address under either
 * prefix names one post), and not an old slug that still redirects to another
 * post (its old links keep working).
 */
export async function uniqueSlug(q: Q, base: string, postId?: string): Promise<string> {
  const root = base || 'yazi';
  const pattern = `${root.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const like = (col: 'slug' | 'slug_en') => sql<boolean>`${sql.ref(col)} like ${pattern} escape '\\'`;
  let posts = q
    .selectFrom('blog_posts')
    .select(['slug', 'slug_en'])
    .where((eb) => eb.or([eb('slug', '=', root), like('slug'), eb('slug_en', '=', root), like('slug_en')]));
  if (postId) posts = posts.where('id', '!=', postId);
  let redirects = q
    .selectFrom('blog_slug_redirects')
    .select('old_slug')
    .where((eb) => eb.or([eb('old_slug', '=', root), eb(sql.ref('old_slug'), 'like', sql`${pattern} escape '\\'`)]));
  if (postId) redirects = redirects.where('post_id', '!=', postId);
  const taken = new Set<string>([
    ...(await posts.execute()).flatMap((r) => (r.slug_en ? [r.slug, r.slug_en] : [r.slug])),
    ...(await redirects.execute()).map((r) => r.old_slug),
  ]);
  return firstFreeSlug(root, taken);
}

async function columns(input: BlogPostInput) {
  const orNull = (v: string) => (v ? v : null);
  const author = input.author || (await getSettings()).site_title;
  return {
    title_tr: input.title_tr,
    title_en: input.title_en,
    excerpt_tr: orNull(input.excerpt_tr),
    excerpt_en: orNull(input.excerpt_en),
    content_tr: input.content_tr,
    content_en: input.content_en,
    image_url: orNull(input.image_url),
    image_alt_tr: input.image_url ? orNull(input.image_alt_tr) : null,
    image_alt_en: input.image_url ? orNull(input.image_alt_en) : null,
    category: input.category,
    tags: JSON.stringify(input.tags),
    tags_en: JSON.stringify(input.tags_en),
    is_published: input.is_published,
    is_featured: input.is_featured,
    author,
    // Saved by staff: no longer the seed's sample (ADR 026).
    is_sample: false,
  };
}

/** Retries a write whose slug lost a race with another writer (unique constraint). */
async function withSlugRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}

export async function createPost(input: BlogPostInput): Promise<BlogPost> {
  const id = randomUUID();
  const cols = await columns(input);
  await withSlugRetry(() =>
    db()
      .transaction()
      .execute(async (trx) => {
        const slug = await uniqueSlug(trx, input.slug);
        // The English slug may be the post's own Turkish one (an English title that reads the same).
        const slugEn = input.slug_en === slug ? slug : await uniqueSlug(trx, input.slug_en);
        const now = createdAtIso();
        const publishDate = input.publish_date?.toISOString() ?? (input.is_published ? now : null);
        await trx
          .insertInto('blog_posts')
          .values({ id, slug, slug_en: slugEn, ...cols, publish_date: publishDate, created_at: now, updated_at: now })
          .execute();
      }),
  );
  // The generated social card exists before any page names it.
  await syncPostSocialCards(id);
  await notifyContentChanged('blog');
  return (await getPost(id))!;
}

/**
 * Saves a post. When a published post gets a new slug, the old one is recorded
 * in blog_slug_redirects (answered with 301 by the public detail page). A post
 * taking back one of its own old slugs drops that redirect.
 */
export async function updatePost(id: string, input: BlogPostInput): Promise<BlogPost | undefined> {
  const cols = await columns(input);
  const found = await withSlugRetry(() =>
    db()
      .transaction()
      .execute(async (trx) => {
        const existing = await trx
          .selectFrom('blog_posts')
          .select(['slug', 'slug_en', 'is_published', 'publish_date'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!existing) return false;
        const slug = input.slug === existing.slug ? existing.slug : await uniqueSlug(trx, input.slug, id);
        const oldSlugEn = existing.slug_en || existing.slug;
        const slugEn = input.slug_en === oldSlugEn || input.slug_en === slug ? input.slug_en : await uniqueSlug(trx, input.slug_en, id);
        const now = nowIso();
        const oldPublishDate = toDateOrNull(existing.publish_date)?.toISOString() ?? null;
        const publishDate = input.publish_date?.toISOString() ?? oldPublishDate ?? (input.is_published ? now : null);
        await trx
          .updateTable('blog_posts')
          .set({ slug, slug_en: slugEn, ...cols, publish_date: publishDate, updated_at: now })
          .where('id', '=', id)
          .execute();
        // A slug the post now uses is no longer an old one; a published post's
        // previous slugs (either language) keep answering with a 301.
        await trx.deleteFrom('blog_slug_redirects').where('old_slug', 'in', [slug, slugEn]).execute();
        if (toBool(existing.is_published)) {
          for (const old of new Set([existing.slug, oldSlugEn])) {
            if (old === slug || old === slugEn) continue;
            await trx
              .insertInto('blog_slug_redirects')
              .values({ old_slug: old, post_id: id, created_at: now })
              .onConflict((oc) => oc.column('old_slug').doUpdateSet({ post_id: id, created_at: now }))
              .execute();
          }
        }
        return true;
      }),
  );
  if (!found) return undefined;
  // A new title: a new card drawn (before pages name it), the old one removed.
  await syncPostSocialCards(id);
  await notifyContentChanged('blog');
  return getPost(id);
}

export async function deletePost(id: string): Promise<boolean> {
  const deleted = await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('blog_slug_redirects').where('post_id', '=', id).execute();
      const r = await trx.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  if (deleted) {
    await notifyContentChanged('blog');
    await syncPostSocialCards(id);
  }
  return deleted;
}

/** The publish toggle. Publishing a post without a publish date dates it now. */
export async function setPostPublished(id: string, published: boolean): Promise<boolean> {
  const now = nowIso();
  const r = await db()
    .updateTable('blog_posts')
    .set({
      is_published: published,
      updated_at: now,
      ...(published ? { publish_date: sql<string>`coalesce(publish_date, ${now})` } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  const ok = Number(r.numUpdatedRows) > 0;
  if (ok) await notifyContentChanged('blog');
  return ok;
}

/** The old slugs that redirect to a post (for the editor and tests). */
export async function redirectsOf(id: string): Promise<string[]> {
  const rows = await db().selectFrom('blog_slug_redirects').select('old_slug').where('post_id', '=', id).orderBy('created_at').execute();
  return rows.map((r) => r.old_slug);
}
