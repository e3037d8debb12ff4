import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Db } from './engine.server';
import { nowIso } from './values';
import { logger } from '../logger.server';
import content from './seed-content.json';

/** How a seeded picture is drawn (app/domain/media/seed-art.server.ts): a motif, its size and palette. */
export interface SeedArt {
  motif: 'hero' | 'layers' | 'waves' | 'chart' | 'steps' | 'silhouette';
  width: number;
  height: number;
  colors: string[];
}

interface SeedImage {
  art: SeedArt;
  alt_tr: string;
  alt_en: string;
  /** A stand-in the staff must replace (the launch checklist lists it until then). */
  placeholder?: boolean;
}

/**
 * Draws and stores a seeded picture like an upload; returns its URL. Given by
 * the caller (app/web/startup.server.ts), since storing media is the media
 * domain's work. Without it the content is seeded without pictures.
 */
export type SeedImageStore = (art: SeedArt) => Promise<string>;

/**
 * The private setting holding the URLs of seeded placeholder pictures (the
 * founder photo): read by the launch checklist, which counts such a picture as
 * not yet chosen.
 */
export const SEEDED_PLACEHOLDERS_KEY = '_seeded_placeholders';

/** The seeded content (projects, a blog post, the hero and founder pictures): seed-content.json. */
const CONTENT = content as {
  settings: Record<'hero_image' | 'founder_photo', SeedImage>;
  projects: Array<
    {
      title_tr: string;
      title_en: string;
      short_description_tr: string;
      short_description_en: string;
      description_tr: string;
      description_en: string;
      category: string;
      status: string;
      icon: string;
      features_tr: string[];
      features_en: string[];
      technologies: string[];
      users_text: string | null;
      rating: number | null;
      priority: number;
      release_date: string | null;
    } & { image?: SeedImage }
  >;
  posts: Array<{
    slug: string;
    title_tr: string;
    title_en: string;
    excerpt_tr: string;
    excerpt_en: string;
    content_tr: string;
    content_en: string;
    category: string;
    tags: string[];
    /** The English address and tags (migration 006). */
    slug_en: string;
    tags_en: string[];
    author: string;
    is_featured: boolean;
    image?: SeedImage;
  }>;
};

interface StoredImage {
  url: string;
  alt_tr: string;
  alt_en: string;
}

/** Draws the pictures of the content; a failure leaves that content without a picture (logged). */
async function drawImages(store: SeedImageStore | undefined) {
  const draw = async (img: SeedImage | undefined): Promise<StoredImage | undefined> => {
    if (!img || !store) return undefined;
    try {
      return { url: await store(img.art), alt_tr: img.alt_tr, alt_en: img.alt_en };
    } catch (err) {
      logger().warn({ err, motif: img.art.motif }, 'seed picture could not be drawn: seeded without it');
      return undefined;
    }
  };
  // Drawn side by side: sharp works on its own threads.
  const entries = Object.entries(CONTENT.settings);
  const [drawnSettings, projects, posts] = await Promise.all([
    Promise.all(entries.map(([, img]) => draw(img))),
    Promise.all(CONTENT.projects.map((p) => draw(p.image))),
    Promise.all(CONTENT.posts.map((p) => draw(p.image))),
  ]);
  const settings = entries.flatMap(([key, img], i) => {
    const stored = drawnSettings[i];
    return stored ? [[key, stored, !!img.placeholder] as const] : [];
  });
  return { settings, projects, posts };
}

async function isEmpty(d: Db): Promise<boolean> {
  const row = await d.kysely
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const marker = await d.kysely.selectFrom('settings').select('key').where('key', '=', '_seeded').executeTakeFirst();
  return Number(row.n) === 0 && !marker;
}

/**
 * Seeds an empty database once: projects, a published blog post, the hero and
 * founder pictures (other settings use their defaults until saved). The
 * pictures are drawn first (outside the transaction: storing them writes the
 * `media` table through the process-wide connection).
 */
export async function seedIfEmpty(d: Db, opts: { storeImage?: SeedImageStore } = {}): Promise<boolean> {
  if (!(await isEmpty(d))) return false;
  const images = await drawImages(opts.storeImage);
  const now = Date.now();
  try {
    await d.kysely.transaction().execute(async (trx) => {
      // The marker (so that deleting every project does not bring them back) first: of several
      // instances starting at once on an empty database, one seeds; the others wait on its key,
      // then fail on it and roll back (below).
      await trx
        .insertInto('settings')
        .values({ key: '_seeded', value: JSON.stringify(true), updated_at: nowIso() })
        .execute();
      const placeholders = images.settings.filter(([, , placeholder]) => placeholder).map(([, img]) => img.url);
      for (const [key, value] of [
        ...images.settings.map(([k, img]) => [k, img] as const),
        [SEEDED_PLACEHOLDERS_KEY, placeholders] as const,
      ])
        await trx
          .insertInto('settings')
          .values({ key, value: JSON.stringify(value), updated_at: nowIso() })
          .execute();
      for (const [i, { image: _art, ...p }] of CONTENT.projects.entries()) {
        const ts = new Date(now - i * 1000).toISOString();
        const image = images.projects[i];
        await trx
          .insertInto('projects')
          .values({
            id: randomUUID(),
            ...p,
            features_tr: JSON.stringify(p.features_tr),
            features_en: JSON.stringify(p.features_en),
            technologies: JSON.stringify(p.technologies),
            tech_stack: JSON.stringify(p.technologies),
            is_active: true,
            is_featured: true,
            // Sample content (ADR 026): listed by the launch checklist until edited or removed.
            is_sample: true,
            image_url: image?.url ?? null,
            image_alt_tr: image?.alt_tr ?? null,
            image_alt_en: image?.alt_en ?? null,
            demo_url: null,
            github_url: null,
            project_url: null,
            version: '1.0.0',
            created_at: ts,
            updated_at: ts,
          })
          .execute();
      }
      for (const [i, { image: _art, ...p }] of CONTENT.posts.entries()) {
        const ts = new Date(now - i * 1000).toISOString();
        const image = images.posts[i];
        await trx
          .insertInto('blog_posts')
          .values({
            id: randomUUID(),
            ...p,
            tags: JSON.stringify(p.tags),
            tags_en: JSON.stringify(p.tags_en),
            is_published: true,
            // Sample content (ADR 026), like the projects: listed by the launch checklist until saved or removed.
            is_sample: true,
            image_url: image?.url ?? null,
            image_alt_tr: image?.alt_tr ?? null,
            image_alt_en: image?.alt_en ?? null,
            publish_date: ts,
            created_at: ts,
            updated_at: ts,
          })
          .execute();
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  return true;
}
