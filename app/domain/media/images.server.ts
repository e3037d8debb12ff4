import { randomBytes, randomUUID } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { nowIso } from '~/server/db/values';
import type { SeedArt } from '~/server/db/seed.server';
import { uploadUrl } from '~/lib/images';
import type { AcceptedImageType } from './constants';
import { imageJob } from './image-worker.server';
import { storage, type Storage } from './storage.server';

export interface ImageVariant {
  width: number;
  height: number;
  key: string;
  url: string;
  bytes: number;
}

export interface UploadedImage {
  id: string;
  /** The URL to save on a project or post (largest variant + its size; see app/lib/images.ts). */
  url: string;
  width: number;
  height: number;
  /** The `srcset` value for the variants. */
  srcset: string;
  variants: ImageVariant[];
  sourceType: AcceptedImageType;
}

/** A new base key: `project-images/<timestamp>-<random>` (never from the client). */
export function newBaseKey(): string {
  return `project-images/${Date.now()}-${randomBytes(6).toString('hex')}`;
}

/** Re-encodes an uploaded file, stores its variants and records it in `media`. */
export async function saveImage(input: Buffer, store: Storage = storage()): Promise<UploadedImage> {
  const { type, variants } = await imageJob('encodeVariants', input);
  const baseKey = newBaseKey();
  const stored: ImageVariant[] = [];
  try {
    for (const v of variants) {
      const key = `${baseKey}-${v.width}.webp`;
      await store.put(key, v.data, 'image/webp');
      stored.push({ width: v.width, height: v.height, key, url: store.publicUrl(key), bytes: v.data.length });
    }
  } catch (err) {
    await Promise.allSettled(stored.map((v) => store.delete(v.key)));
    throw err;
  }
  const largest = stored[stored.length - 1]!;
  const id = randomUUID();
  await db()
    .insertInto('media')
    .values({
      id,
      base_key: baseKey,
      width: largest.width,
      height: largest.height,
      variants: JSON.stringify(stored.map(({ width, height, key, url }) => ({ width, height, key, url }))),
      created_at: nowIso(),
    })
    .execute();
  return {
    id,
    url: uploadUrl(largest.url, largest.width, largest.height),
    width: largest.width,
    height: largest.height,
    srcset: stored.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants: stored,
    sourceType: type,
  };
}

/** Draws a seed picture and stores it like an upload; returns the URL to save (largest variant with its size). */
export async function storeSeedImage(art: SeedArt): Promise<string> {
  return (await saveImage(await imageJob('rasterizeSeedArt', art))).url;
}
