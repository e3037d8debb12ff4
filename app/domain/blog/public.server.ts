import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '~/server/db/schema';
import { db } from '~/server/db/index.server';
import { LOCALES, TIME_ZONE, type Lang } from '~/i18n/lang';
import { markdownToText } from '~/lib/markdown.server';
import { nowIso, toDate } from '~/server/db/values';
import { toBlogPost, type BlogPost } from './model.server';
import { readingMinutes } from './reading-time';

/**
 * What visitors see: published posts whose publish date has come (a future date
 * schedules the post; app/domain/blog/schedule.server.ts drops the page caches at
 * that minute). ISO-8601 UTC strings compare in time order on both engines.
 */
export function isLive(eb: ExpressionBuilder<Database, 'blog_posts'>) {
  return eb.and([
    eb('blog_posts.is_published', '=', true),
    eb.or([eb('blog_posts.publish_date', 'is', null), eb('blog_posts.publish_date', '<=', nowIso())]),
  ]);
}

/** The next moment a published post becomes visible, if one is scheduled. */
export async function nextScheduledPublish(): Promise<Date | undefined> {
  const row = await db()
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('publish_date').as('next'))
    .where('is_published', '=', true)
    .where('publish_date', '>', nowIso())
    .executeTakeFirst();
  return row?.next ? toDate(row.next) : undefined;
}

/**
 * Posts marked published, newest publish date first. The publish date is compared after the read
 * (listPublishedPosts), so a scheduled post appears at its moment.
 */
const publishedPosts = async () => {
  const rows = await db()
    .selectFrom('blog_posts')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy(sql`coalesce(publish_date, created_at)`, 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toBlogPost);
};

/** Published posts whose publish date has come (isLive), newest publish date first (posts without one by creation date). */
export async function listPublishedPosts(): Promise<BlogPost[]> {
  const now = Date.now();
  return (await publishedPosts()).filter((p) => !p.publishDate || p.publishDate.getTime() <= now);
}

/** Whether any post is live (one row looked up, not the list). */
export async function hasLivePosts(): Promise<boolean> {
  return !!(await db().selectFrom('blog_posts').select('id').where(isLive).limit(1).executeTakeFirst());
}

/** A published post by its current slug in `lang` (the English slug, or the Turkish one on a post that has none). */
export async function getPublishedPost(slug: string, lang: Lang = 'tr'): Promise<BlogPost | undefined> {
  const row = await db()
    .selectFrom('blog_posts')
    .selectAll()
    .where(isLive)
    .where((eb) =>
      lang === 'en' ? eb.or([eb('slug_en', '=', slug), eb.and([eb('slug_en', 'is', null), eb('slug', '=', slug)])]) : eb('slug', '=', slug),
    )
    .executeTakeFirst();
  return row ? toBlogPost(row) : undefined;
}

/**
 * Where a blog address that shows no post in `lang` should go (301): the
 * post's current slug in `lang` when `slug` is its slug in the other language
 * (an English slug under the Turkish prefix, or the other way round) or one of
 * its old slugs.
 */
export async function currentSlugFor(slug: string, lang: Lang = 'tr'): Promise<string | undefined> {
  const current = (p: { slug: string; slug_en: string | null }) => (lang === 'en' ? p.slug_en || p.slug : p.slug);
  const other = await db()
    .selectFrom('blog_posts')
    .select(['slug', 'slug_en'])
    .where(isLive)
    .where(lang === 'en' ? 'slug' : 'slug_en', '=', slug)
    .executeTakeFirst();
  if (other && current(other) !== slug) return current(other);
  const row = await db()
    .selectFrom('blog_slug_redirects')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_slug_redirects.post_id')
    .select(['blog_posts.slug', 'blog_posts.slug_en'])
    .where('blog_slug_redirects.old_slug', '=', slug)
    .where(isLive)
    .executeTakeFirst();
  return row && current(row) !== slug ? current(row) : undefined;
}

/** Slugs (both languages) and last modification of published posts, for the sitemap. */
export async function listPublishedPostSlugs(): Promise<Array<{ slug: string; slugEn: string; updatedAt: Date }>> {
  const rows = await db()
    .selectFrom('blog_posts')
    .select(['slug', 'slug_en', 'updated_at'])
    .where(isLive)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((r) => ({ slug: r.slug, slugEn: r.slug_en || r.slug, updatedAt: toDate(r.updated_at) }));
}

const EXCERPT_LENGTH = 180;
/** At most this many entries in each per-post memo below (cleared when full). */
const READING_TIMES_MAX = 5000;

/** Excerpts made from a post's text, per post and language, with the version of the text they were made from. */
const madeExcerpts = new Map<string, { version: string; excerpt: string }>();

/**
 * A post's excerpt in one language, or the start of its text when it has none. The start of the
 * text is made once per saved version and kept in memory (parsing the Markdown of a long post
 * took ~10 ms, on every uncached blog list).
 */
export function postExcerpt(p: BlogPost, lang: Lang): string {
  const excerpt = (lang === 'en' ? p.excerptEn : p.excerptTr)?.trim();
  if (excerpt) return excerpt;
  const content = lang === 'en' ? p.contentEn : p.contentTr;
  const key = `${p.id}:${lang}`;
  const version = `${p.updatedAt.getTime()}:${content.length}:${content.slice(0, 64)}`;
  const known = madeExcerpts.get(key);
  if (known?.version === version) return known.excerpt;
  const text = markdownToText(content).replace(/\s+/g, ' ');
  const made =
    text.length <= EXCERPT_LENGTH
      ? text
      : (() => {
          const cut = text.slice(0, EXCERPT_LENGTH);
          return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
        })();
  if (madeExcerpts.size >= READING_TIMES_MAX) madeExcerpts.clear();
  madeExcerpts.set(key, { version, excerpt: made });
  return made;
}

/** Reading times already counted, per post and language, with the version of the text they were counted on. */
const readingTimes = new Map<string, { version: string; minutes: number }>();

/**
 * A post's reading time in `lang` (reading-time.ts). Counted once per saved version
 * of the text and kept in memory: the blog list asks for every post's on each
 * uncached request, and counting is the costly part.
 */
export function postReadingMinutes(p: BlogPost, lang: Lang): number {
  const text = lang === 'en' ? p.contentEn : p.contentTr;
  const key = `${p.id}:${lang}`;
  const version = `${p.updatedAt.getTime()}:${text.length}`;
  const known = readingTimes.get(key);
  if (known?.version === version) return known.minutes;
  const minutes = readingMinutes(text, lang);
  if (readingTimes.size >= READING_TIMES_MAX) readingTimes.clear();
  readingTimes.set(key, { version, minutes });
  return minutes;
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A post date as the public pages show it: "22 Kasım 2026" / "22 November 2026", Europe/Istanbul. */
export function formatPostDate(d: Date, lang: Lang): string {
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: TIME_ZONE });
    dateFormats.set(lang, f);
  }
  return f.format(d);
}
