import type { Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '~/lib/images';
import { DomainError } from '~/lib/errors';
import type { AcceptedImageType } from './constants';
import { sniffImageType } from './sniff';

/** Refuses decompression bombs: a 5 MB file may not expand to more than this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export class InvalidImageError extends DomainError {
  constructor(detail: string) {
    super('invalid_image', detail);
  }
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
