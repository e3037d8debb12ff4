import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { encodeVariants, InvalidImageError, variantWidths } from '~/domain/media/image-encode.server';
import { saveImage } from '~/domain/media/images.server';
import { sniffImageType } from '~/domain/media/sniff';
import { InvalidKeyError, LocalStorage, S3Storage, type Storage } from '~/domain/media/storage.server';
import { parseImageUrl, responsiveImage } from '~/lib/images';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** A JPEG carrying EXIF (camera, GPS-like comment, orientation 6 = rotated 90°). */
export async function jpegWithExif(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'EXIF-MARKER-123', Copyright: 'EXIF-MARKER-123' } })
    .toBuffer();
}

// One S3-compatible server for the contract (s3rver, in-process); TEST_S3_ENDPOINT adds a real one.
let s3rver: S3rver | undefined;
let s3Endpoint = '';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function s3Store(endpoint: string, opts: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; create?: boolean } = {}) {
  const store = new S3Storage({
    endpoint,
    region: process.env.TEST_S3_REGION ?? 'us-east-1',
    bucket: opts.bucket ?? `contract-${Date.now()}`,
    accessKeyId: opts.accessKeyId ?? 'S3RVER',
    secretAccessKey: opts.secretAccessKey ?? 'S3RVER',
  });
  if (opts.create !== false) await (await store.client()).send(new CreateBucketCommand({ Bucket: store.opts.bucket }));
  return store;
}

const stores: Array<[string, () => Promise<Storage>]> = [
  ['local', async () => new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-')))],
  ['s3 (s3rver)', () => s3Store(s3Endpoint)],
];
if (process.env.TEST_S3_ENDPOINT) {
  stores.push([
    's3 (TEST_S3_ENDPOINT)',
    () =>
      s3Store(process.env.TEST_S3_ENDPOINT!, {
        bucket: process.env.TEST_S3_BUCKET ?? 'project-assets',
        accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID,
        secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY,
        create: false,
      }),
  ]);
}

describe.each(stores)('storage contract: %s', (_name, make) => {
  let store: Storage;
  const key = `project-images/${Date.now()}-0123456789ab-480.webp`;
  beforeAll(async () => {
    store = await make();
  });

  it('stores, reads back and deletes an object', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 contract');
    await store.put(key, data, 'image/webp');
    const got = await store.get(key);
    expect(got).toBeDefined();
    expect(got!.contentType).toBe('image/webp');
    expect(got!.size).toBe(data.length);
    expect((await readAll(got!.body)).equals(data)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    // Deleting what is not there is not an error.
    await store.delete(key);
  });

  it('answers undefined for a missing object and serves through /uploads/ without a public bucket URL', async () => {
    expect(await store.get(`project-images/${Date.now()}-ffffffffffff-960.webp`)).toBeUndefined();
    expect(store.publicUrl(key)).toBe(`/uploads/${key}`);
  });

  it('refuses any key that is not a generated one (no path can leave the store)', async () => {
    for (const bad of [
      '../site.db',
      '/etc/passwd',
      'project-images/../../site.db',
      'project-images/x.svg',
      'project-images/1-ab-1.webp/..',
      '',
    ]) {
      await expect(store.put(bad, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.get(bad)).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });
});

describe('S3 public URL', () => {
  it('uses S3_PUBLIC_URL when the bucket is served directly', () => {
    const store = new S3Storage({
      endpoint: 'http://127.0.0.1:1',
      region: 'us-east-1',
      bucket: 'b',
      publicUrl: 'https://cdn.example.com/',
    });
    expect(store.publicUrl('project-images/1700000000000-0123456789ab-480.webp')).toBe(
      'https://cdn.example.com/project-images/1700000000000-0123456789ab-480.webp',
    );
  });
});

describe('image sniffing and re-encoding', () => {
  it('recognises the accepted raster formats from their bytes only', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await base.clone().gif().toBuffer())).toBe('image/gif');
    expect(sniffImageType(await base.clone().avif().toBuffer())).toBe('image/avif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('just some text, renamed to .png'))).toBeUndefined();
    expect(sniffImageType(await base.clone().tiff().toBuffer())).toBeUndefined();
    expect(
      sniffImageType(
        await base
          .clone()
          .heif({ compression: 'hevc' })
          .toBuffer()
          .catch(() => Buffer.from('')),
      ),
    ).toBeUndefined();
  });

  it('never upscales: widths below the picture plus its own width, at most 1600', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('applies the EXIF orientation and drops every piece of metadata', async () => {
    const input = await jpegWithExif(2000, 1500);
    expect(input.includes('EXIF-MARKER-123')).toBe(true);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const { variants } = await encodeVariants(input);
    // Orientation 6: the 2000×1500 picture stands upright as 1500×2000.
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 640],
      [960, 1280],
      [1500, 2000],
    ]);
    for (const v of variants) {
      expect(v.data.subarray(8, 12).toString()).toBe('WEBP');
      expect(v.data.includes('EXIF-MARKER-123')).toBe(false);
      expect(v.data.includes('SecretCam')).toBe(false);
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('refuses bytes that claim a format they are not, and decompression bombs', async () => {
    const truncated = (
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).subarray(0, 40);
    await expect(encodeVariants(truncated)).rejects.toBeInstanceOf(InvalidImageError);
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(encodeVariants(bomb)).rejects.toBeInstanceOf(InvalidImageError);
  });
});

describeEachEngine('saving an upload', () => {
  it('stores every variant under project-images/<timestamp>-<random>-<width>.webp and records it in media', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const store = new LocalStorage(root);
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'EXIF-MARKER-123' } })
      .toBuffer();
    const img = await saveImage(jpeg, store);
    expect(img.url).toMatch(/^\/uploads\/project-images\/\d{13}-[a-f0-9]{12}-1200\.webp\?w=1200&h=900$/);
    expect(img.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const v of img.variants) {
      expect(v.key).toMatch(/^project-images\/\d{13}-[a-f0-9]{12}-\d+\.webp$/);
      expect(fs.existsSync(path.join(root, v.key))).toBe(true);
    }
    expect(img.srcset).toBe(img.variants.map((v) => `/uploads/${v.key} ${v.width}w`).join(', '));
    // The page helper rebuilds the same srcset from the saved URL alone.
    expect(parseImageUrl(img.url)).toMatchObject({ maxWidth: 1200, width: 1200, height: 900, widths: [480, 960, 1200] });
    expect(responsiveImage(img.url, { sizes: '50vw' })).toMatchObject({
      srcSet: img.srcset,
      sizes: '50vw',
      width: 1200,
      height: 900,
      loading: 'lazy',
      src: `/uploads/${img.variants[1]!.key}`,
    });
    const { db } = await import('~/server/db/index.server');
    const row = await db().selectFrom('media').selectAll().where('id', '=', img.id).executeTakeFirstOrThrow();
    expect(row.base_key).toBe(img.variants[0]!.key.replace(/-480\.webp$/, ''));
    expect([row.width, row.height]).toEqual([1200, 900]);
  });
});

describe('responsiveImage for other URLs', () => {
  it('leaves external pictures as a plain lazy src; priority images load eagerly', () => {
    expect(responsiveImage('https://example.com/a.png')).toEqual({ src: 'https://example.com/a.png', loading: 'lazy', decoding: 'async' });
    expect(responsiveImage('https://example.com/a.png', { priority: true })).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  });
});
