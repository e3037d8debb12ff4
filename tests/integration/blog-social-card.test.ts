import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { createPost, deletePost, getPost, postToForm, updatePost } from '~/domain/blog/admin.server';
import { blogPostSchema, emptyBlogForm } from '~/domain/blog/schema';
import {
  postCardPrefix,
  postSocialImage,
  socialCardKey,
  startSocialCards,
  syncAllSocialCards,
  syncPostSocialCards,
} from '~/domain/blog/social-card.server';
import { renderSocialCard } from '~/domain/media/social-card-draw.server';
import { LocalStorage, S3Storage, setStorage, storage, type Storage } from '~/domain/media/storage.server';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { until } from '../helpers/wait';
import { loader as uploadsLoader } from '~/routes/resources/uploads';

/**
 * Generated social cards: a post without a picture gets a 1200×630 PNG
 * per language with its title, stored through the media store, drawn again when
 * the title changes, removed with the post. Both engines, both kinds of store.
 */

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

function postInput(over: Partial<ReturnType<typeof emptyBlogForm>> = {}) {
  return blogPostSchema().parse({
    ...emptyBlogForm(),
    title_tr: 'Yapay Zekâ ile Büyüme',
    title_en: 'Growing with AI',
    content_tr: '# Merhaba',
    content_en: '# Hello',
    category: 'ai',
    is_published: true,
    ...over,
  });
}

/** The brightest pixel of the title's area: white text on the dark card, or the dark background alone. */
async function titleAreaMax(png: Buffer): Promise<number> {
  // stats() reads its input, not the pipeline's output: cut the area out first.
  const area = await sharp(png).extract({ left: 88, top: 220, width: 1024, height: 320 }).greyscale().png().toBuffer();
  const stats = await sharp(area).stats();
  return stats.channels[0]!.max;
}

let s3rver: S3rver | undefined;
let s3Endpoint = '';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-cards-'));

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('rendering', () => {
  it('is a 1200×630 PNG that shows the title in the shipped font (no system font needed)', async () => {
    const png = await renderSocialCard('İyi ışık: şeker, ğ & <b>"tırnak"</b>', 'Şirket');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // White glyphs in the title area; the same card without a title has none there.
    expect(await titleAreaMax(png)).toBeGreaterThan(240);
    expect(await titleAreaMax(await renderSocialCard('', 'Şirket'))).toBeLessThan(160);
  });
});

const stores: Array<[string, (dir: string) => Promise<Storage>]> = [
  ['local', async (dir) => new LocalStorage(path.join(dir, 'uploads'))],
  [
    's3',
    async () => {
      const store = new S3Storage({
        endpoint: s3Endpoint,
        region: 'us-east-1',
        bucket: `cards-${randomUUID()}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      await (await store.client()).send(new CreateBucketCommand({ Bucket: store.opts.bucket }));
      return store;
    },
  ],
];

describeEachEngine('blog social cards', (ctx) => {
  describe.each(stores)('store: %s', (_name, make) => {
    let store: Storage;
    beforeAll(async () => {
      store = await make(ctx.test.dataDir);
      setStorage(store);
    });

    const brand = async () => (await getSettings()).site_title;
    const keysOf = async (id: string) => (await store.list(postCardPrefix(id))).sort();

    it('saving a post without a picture stores a card per language; a new title draws a new one and removes the old', async () => {
      const p = await createPost(postInput({ title_tr: `Kart <script>&'" İı Şş Ğğ ${randomUUID()}` }));
      const tr = socialCardKey(p.id, 'tr', p.titleTr, await brand());
      const en = socialCardKey(p.id, 'en', p.titleEn, await brand());
      expect(await keysOf(p.id)).toEqual([tr, en].sort());
      const object = await store.get(tr);
      expect(object?.contentType).toBe('image/png');
      const png = await readAll(object!.body);
      expect((await sharp(png).metadata()).width).toBe(1200);
      expect(await titleAreaMax(png)).toBeGreaterThan(240);

      // The page names exactly that card.
      expect(postSocialImage(p, 'tr', await brand())).toEqual({ url: store.publicUrl(tr), width: 1200, height: 630 });
      expect(postSocialImage(p, 'en', await brand()).url).toBe(store.publicUrl(en));

      const renamed = (await updatePost(p.id, blogPostSchema().parse({ ...postToForm(p), title_tr: 'Yeni başlık' })))!;
      const tr2 = socialCardKey(p.id, 'tr', 'Yeni başlık', await brand());
      expect(tr2).not.toBe(tr);
      expect(await keysOf(p.id)).toEqual([tr2, en].sort());
      expect(await store.get(tr)).toBeUndefined();
      expect(postSocialImage(renamed, 'tr', await brand()).url).toBe(store.publicUrl(tr2));

      // A save that changes nothing on the card draws nothing new.
      await updatePost(p.id, blogPostSchema().parse({ ...postToForm(renamed), content_tr: 'Başka bir metin' }));
      expect(await keysOf(p.id)).toEqual([tr2, en].sort());

      await deletePost(p.id);
      expect(await keysOf(p.id)).toEqual([]);
      expect(await store.get(tr2)).toBeUndefined();
    });

    it('a post with its own picture has no card and names its picture; removing the picture brings the card back', async () => {
      const image = '/uploads/project-images/1767225600000-a1b2c3d4e5f6-1600.webp?w=1600&h=900';
      const p = await createPost(postInput({ title_tr: 'Resimli', image_url: image, image_alt_tr: 'Resim', image_alt_en: 'Picture' }));
      expect(await keysOf(p.id)).toEqual([]);
      // Its JPEG rendition (some networks show no WebP), at most 1200 px wide.
      expect(postSocialImage(p, 'en', await brand())).toEqual({
        url: '/uploads/renditions/1767225600000-a1b2c3d4e5f6-og.jpg',
        width: 1200,
        height: 675,
      });
      const plain = (await updatePost(p.id, blogPostSchema().parse({ ...postToForm(p), image_url: '' })))!;
      expect(await keysOf(p.id)).toHaveLength(2);
      await updatePost(
        p.id,
        blogPostSchema().parse({ ...postToForm(plain), image_url: image, image_alt_tr: 'Resim', image_alt_en: 'Picture' }),
      );
      expect(await keysOf(p.id)).toEqual([]);
    });

    it('the full sync draws cards for posts written straight into the database (seed, restore, import) and removes orphans', async () => {
      const id = randomUUID();
      const now = new Date().toISOString();
      await ctx.db.kysely
        .insertInto('blog_posts')
        .values({
          id,
          slug: `dogrudan-${id.slice(0, 8)}`,
          slug_en: null,
          title_tr: 'Doğrudan yazılan',
          title_en: 'Written directly',
          excerpt_tr: null,
          excerpt_en: null,
          content_tr: 'x',
          content_en: 'x',
          image_url: null,
          image_alt_tr: null,
          image_alt_en: null,
          category: 'news',
          tags: '[]',
          tags_en: '[]',
          is_published: true,
          is_featured: false,
          author: 'A',
          publish_date: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const orphan = `${postCardPrefix(randomUUID())}tr-0123456789abcdef.png`;
      await store.put(orphan, Buffer.from('x'), 'image/png');

      const r = await syncAllSocialCards(store);
      expect(r.created).toBeGreaterThanOrEqual(2);
      expect(r.removed).toBeGreaterThanOrEqual(1);
      expect(await keysOf(id)).toHaveLength(2);
      expect(await store.get(orphan)).toBeUndefined();
      // Nothing to do the second time.
      expect(await syncAllSocialCards(store)).toEqual({ created: 0, removed: 0 });

      // The company name is on every card: a new one gives new cards.
      const before = await keysOf(id);
      const oldName = await brand();
      await saveSettings({ site_title: `${oldName} Yeni` });
      try {
        const again = await syncAllSocialCards(store);
        expect(again.created).toBe(again.removed);
        const after = await keysOf(id);
        expect(after).toHaveLength(2);
        expect(after.some((k) => before.includes(k))).toBe(false);
        expect(after).toContain(socialCardKey(id, 'en', 'Written directly', `${oldName} Yeni`));
      } finally {
        await saveSettings({ site_title: oldName });
        await syncAllSocialCards(store);
      }
      expect(await syncPostSocialCards(id, store)).toBe(true);
    });

    it('a sync that cannot reach the store does not fail the save', async () => {
      const broken: Storage = {
        kind: 'local',
        put: async () => {
          throw new Error('disk full');
        },
        putFile: async () => {
          throw new Error('disk full');
        },
        get: async () => undefined,
        delete: async () => {},
        publicUrl: (k) => `/uploads/${k}`,
        list: async () => [],
      };
      setStorage(broken);
      try {
        const p = await createPost(postInput({ title_tr: 'Depo yok' }));
        expect((await getPost(p.id))?.titleTr).toBe('Depo yok');
        expect(await syncPostSocialCards(p.id, broken)).toBe(false);
        setStorage(store);
        // The next sync repairs it.
        expect(await syncPostSocialCards(p.id)).toBe(true);
        expect(await keysOf(p.id)).toHaveLength(2);
      } finally {
        setStorage(store);
      }
    });
  });

  it('the background service: a full sync at start, again after a restore or a settings change', async () => {
    const local = new LocalStorage(path.join(ctx.test.dataDir, 'uploads-service'));
    setStorage(local);
    const insert = async (title: string) => {
      const id = randomUUID();
      const now = new Date().toISOString();
      await ctx.db.kysely
        .insertInto('blog_posts')
        .values({
          id,
          slug: `servis-${id.slice(0, 8)}`,
          slug_en: null,
          title_tr: title,
          title_en: `${title} EN`,
          excerpt_tr: null,
          excerpt_en: null,
          content_tr: 'x',
          content_en: 'x',
          image_url: null,
          image_alt_tr: null,
          image_alt_en: null,
          category: 'news',
          tags: '[]',
          tags_en: '[]',
          is_published: false,
          is_featured: false,
          author: 'A',
          publish_date: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    };
    const first = await insert('Başlangıçta');
    const stop = await startSocialCards();
    try {
      // The start waits for the first sync.
      expect(await local.list(postCardPrefix(first))).toHaveLength(2);
      const restored = await insert('Geri yüklenen');
      await notifyContentChanged('restore');
      await until(async () => (await local.list(postCardPrefix(restored))).length === 2, 20_000, 'cards after a restore');
      const oldName = (await getSettings()).site_title;
      await saveSettings({ site_title: 'Başka Şirket' });
      const wanted = socialCardKey(first, 'tr', 'Başlangıçta', 'Başka Şirket');
      await until(async () => (await local.list(postCardPrefix(first))).includes(wanted), 20_000, 'cards after a new company name');
      await saveSettings({ site_title: oldName });
    } finally {
      stop();
      // Syncs run one at a time: this one ends after any the service still had queued.
      await syncAllSocialCards(local);
    }
  });

  it('/uploads serves a card as image/png and refuses keys outside the two generated forms', async () => {
    const local = new LocalStorage(path.join(ctx.test.dataDir, 'uploads-route'));
    setStorage(local);
    const p = await createPost(postInput({ title_tr: 'Rota' }));
    const [key] = await local.list(postCardPrefix(p.id));
    const args = (k: string) => ({ params: { '*': k } }) as unknown as Parameters<typeof uploadsLoader>[0];
    const ok = await uploadsLoader(args(key!));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).format).toBe('png');
    for (const bad of [
      'social-cards/../site.db',
      `${key!.replace('.png', '.svg')}`,
      'social-cards/0123456789abcdef-de-0123456789abcdef.png',
      'social-cards/0123456789ABCDEF-tr-0123456789abcdef.png',
    ]) {
      expect((await uploadsLoader(args(bad))).status, bad).toBe(404);
    }
    await expect(local.list('social-cards/../')).rejects.toThrow();
    await expect(local.list('other/')).rejects.toThrow();
    expect(storage()).toBe(local);
  });
});
