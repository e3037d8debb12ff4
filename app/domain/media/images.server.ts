import { randomBytes, randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { db } from '~/server/db/index.server';
import { nowIso } from '~/server/db/values';
import { IMAGE_WIDTHS, uploadUrl } from '~/lib/images';
import { DomainError } from '../errors';
import type { AcceptedImageType } from './constants';
import { sniffImageType } from './sniff';
import { storage, type Storage } from './storage.server';

/** Refuses decompression bombs: a 5 MB file may not expand to more than this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export class InvalidImageError extends DomainError {
  constructor(detail: string) {
    super('invalid_image', detail);
  }
}

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

/** Widths to produce for a picture `width` pixels wide: never upscaled, at most the largest standard width. */
export function variantWidths(width: number): number[] {
  const max = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < max), max];
}

/**
 * Decodes an uploaded file (sniffed first; SVG and unknown bytes never reach the
 * decoder), applies its EXIF orientation, and re-encodes it to WebP in several
 * widths. sharp writes no metadata (EXIF, GPS, XMP, comments) unless asked to.
 */
export async function encodeVariants(
  input: Buffer,
): Promise<{ type: AcceptedImageType; variants: Array<{ width: number; height: number; data: Buffer }> }> {
  const type = sniffImageType(input);
  if (!type) throw new InvalidImageError('not an accepted image type');
  // Loaded on first upload: libvips costs start-up time and memory the public site never needs.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  } catch {
    throw new InvalidImageError('the image cannot be decoded');
  }
  const expected: Record<AcceptedImageType, string[]> = {
    'image/jpeg': ['jpeg'],
    'image/png': ['png'],
    'image/webp': ['webp'],
    'image/gif': ['gif'],
    'image/avif': ['heif', 'avif'],
  };
  if (!meta.format || !expected[type].includes(meta.format)) throw new InvalidImageError('the bytes do not match the image type');
  if (!meta.width || !meta.height) throw new InvalidImageError('the image has no size');
  // Orientations 5-8 swap width and height once applied.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const variants: Array<{ width: number; height: number; data: Buffer }> = [];
  try {
    for (const w of variantWidths(width)) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
  } catch {
    throw new InvalidImageError('the image cannot be decoded');
  }
  return { type, variants };
}

/** A new base key: `project-images/<timestamp>-<random>` (never from the client). */
export function newBaseKey(): string {
  return `project-images/${Date.now()}-${randomBytes(6).toString('hex')}`;
}

/** Re-encodes an uploaded file, stores its variants and records it in `media`. */
export async function saveImage(input: Buffer, store: Storage = storage()): Promise<UploadedImage> {
  const { type, variants } = await encodeVariants(input);
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
