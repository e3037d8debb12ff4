import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { db } from '~/server/db/index.server';
import { onContentChanged } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { LANGS, type Lang } from '~/i18n/lang';
import { shareRendition, type SocialImage } from '~/lib/images';
import { CARD_HEIGHT, CARD_VERSION, CARD_WIDTH } from '~/lib/social-card/card';
import { imageJob, storage, type Storage } from '../media/index.server';
import { getSettings } from '../settings/index.server';
import { serialQueue, singleton } from '~/server/singleton.server';

/**
 * Generated social cards: a blog post without a picture of its own gets, per
 * language, a 1200×630 PNG with its title and the company name (app/lib/social-card/)
 * as its og:image / twitter:image. The card is drawn when the post is saved and
 * stored through the media store (local folder or S3) under a key made of the post
 * and of what the card shows (title, company name, card version):
 *
 *   social-cards/<hash of the post id>-<tr|en>-<hash of title, company name, version>.png
 *
 * so a page can name its card without asking the store, a changed title gives a new
 * address (link previews cached elsewhere are not stale; the file is immutable), and
 * a post's cards are found by their prefix. A card is derived data: not in backups;
 * the sync at start-up and after a restore, an import or a settings change draws the
 * missing ones and removes those no post needs any more.
 */

const PREFIX = 'social-cards/';
/** How long the server's start waits for the first sync (the seeded post's cards on a first start). */
const STARTUP_WAIT_MS = 15_000;
/** Content changes after which every card is checked: the company name, a restore, an import. */
const SYNC_TOPICS = new Set(['settings', 'restore', 'import', 'manual', 'reconnect']);

const hash16 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);

/** The start of every storage key of a post's cards. */
export function postCardPrefix(postId: string): string {
  return `${PREFIX}${hash16(`post:${postId}`)}-`;
}

/** The storage key of a post's card in `lang` showing `title` and `brand`. */
export function socialCardKey(postId: string, lang: Lang, title: string, brand: string): string {
  return `${postCardPrefix(postId)}${lang}-${hash16(JSON.stringify([CARD_VERSION, title, brand]))}.png`;
}

export interface CardPost {
  id: string;
  titleTr: string;
  titleEn: string;
  imageUrl: string | null;
}

/** The title a card in `lang` shows (the Turkish one for an English translation without a title). */
function cardTitle(p: CardPost, lang: Lang): string {
  return (lang === 'en' ? p.titleEn.trim() : '') || p.titleTr;
}

/**
 * A post's og:image: its own picture (a JPEG at most 1200 px wide) or its generated card. A path on this site or an absolute URL
 * (pageMeta prefixes paths with the site's public origin).
 */
export function postSocialImage(p: CardPost, lang: Lang, brand: string): SocialImage {
  // Its JPEG rendition: some networks show no WebP.
  if (p.imageUrl) return shareRendition(p.imageUrl);
  return { url: storage().publicUrl(socialCardKey(p.id, lang, cardTitle(p, lang), brand)), width: CARD_WIDTH, height: CARD_HEIGHT };
}

async function cardPosts(id?: string): Promise<CardPost[]> {
  let q = db().selectFrom('blog_posts').select(['id', 'title_tr', 'title_en', 'image_url']);
  if (id !== undefined) q = q.where('id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({ id: r.id, titleTr: r.title_tr, titleEn: r.title_en, imageUrl: r.image_url }));
}

/** Draws the cards `posts` need that `existing` lacks, and removes the keys of `existing` they do not need. */
async function reconcile(posts: CardPost[], existing: string[], store: Storage): Promise<{ created: number; removed: number }> {
  const brand = (await getSettings()).site_title;
  const wanted = new Map<string, string>();
  for (const p of posts) {
    if (p.imageUrl) continue;
    for (const lang of LANGS) {
      const title = cardTitle(p, lang);
      wanted.set(socialCardKey(p.id, lang, title, brand), title);
    }
  }
  const have = new Set(existing);
  const missing = [...wanted].filter(([key]) => !have.has(key));
  // Two at a time (a post's two languages): libvips draws them on both cores.
  for (let i = 0; i < missing.length; i += 2) {
    await Promise.all(
      missing.slice(i, i + 2).map(async ([key, title]) => store.put(key, await imageJob('socialCard', title, brand), 'image/png')),
    );
  }
  const created = missing.length;
  let removed = 0;
  for (const key of existing) {
    if (wanted.has(key)) continue;
    await store.delete(key);
    removed++;
  }
  return { created, removed };
}

// One sync at a time in this process: two saves of one post never race on its keys.
const cardQueue = singleton('social card queue', serialQueue);
const serial = <T>(work: () => Promise<T>): Promise<T> => cardQueue()(work);

/**
 * Brings one post's cards in line with the post (called after it is saved or
 * deleted): a missing card is drawn, a card for an old title (or of a deleted post,
 * or of a post that now has a picture) removed. Never throws: a failure is logged
 * and the next full sync repairs it. Returns whether it succeeded.
 */
export function syncPostSocialCards(postId: string, store: Storage = storage()): Promise<boolean> {
  return serial(async () => {
    try {
      await reconcile(await cardPosts(postId), await store.list(postCardPrefix(postId)), store);
      return true;
    } catch (err) {
      logger().error({ err, postId }, 'social card: could not update the post’s cards');
      return false;
    }
  });
}

/** Checks every post's cards (start-up, restore, import, company name change). Throws on a storage or database failure. */
export function syncAllSocialCards(store: Storage = storage()): Promise<{ created: number; removed: number }> {
  return serial(async () => reconcile(await cardPosts(), await store.list(PREFIX), store));
}

/**
 * The background part: a full sync at start-up (a first start's seeded post, a
 * database restored or imported while the server was down), and again after a
 * restore, an import, a settings change (the company name is on every card) or a
 * lost connection to the other instances' change notices.
 */
export async function startSocialCards(): Promise<() => void> {
  let pending = false;
  const sync = async () => {
    try {
      const r = await syncAllSocialCards();
      if (r.created || r.removed) logger().info(r, 'social cards synced');
    } catch (err) {
      logger().error({ err }, 'social cards: sync failed');
    }
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    void serial(async () => {
      pending = false;
    }).then(sync);
  };
  const unsubscribe = onContentChanged((topic) => {
    if (SYNC_TOPICS.has(topic)) schedule();
  });
  const ac = new AbortController();
  await Promise.race([sync(), delay(STARTUP_WAIT_MS, undefined, { signal: ac.signal, ref: false }).catch(() => {})]);
  ac.abort();
  return unsubscribe;
}
