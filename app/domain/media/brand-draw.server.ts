import type { Sharp } from 'sharp';
import { RENDITIONS, type RenditionName } from '~/lib/images';
import { InvalidImageError } from './image-encode.server';
import { sniffImageType } from './sniff';
import { checkSvg } from './svg';

/**
 * The image process's brand work (sharp): an upload made into the picture the site keeps
 * (logo, favicon, default share image), and the renditions other programs need (rendition
 * names: app/lib/images.ts). SVG is rasterized here and nowhere else: the stored and served
 * files are WebP, PNG and JPEG only.
 */
export type BrandKind = 'logo' | 'favicon' | 'share';
/** The start of the refusal of an SVG that is one but may not be drawn (a DTD, a reference outside it). */
export const SVG_REFUSED = 'svg refused: ';

/** Refuses decompression bombs (as image-encode.server.ts). */
const MAX_INPUT_PIXELS = 40_000_000;
/** The size an SVG is drawn at (its longer side), before the kind's own resize. */
const SVG_TARGET: Record<BrandKind, number> = { logo: 1200, favicon: 512, share: 1200 };
const FORMATS: Record<string, string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['heif', 'avif'],
};
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = '#ffffff';

export interface BrandSource {
  width: number;
  height: number;
  /** WebP: lossless for logos and icons (sharp edges), lossy for the share photo. */
  data: Buffer;
}

/** An upload (sniffed: accepted raster or a checked SVG) made into the kind's stored picture. */
export async function brandSource(input: Buffer, kind: BrandKind): Promise<BrandSource> {
  const buf = Buffer.from(input);
  const raster = sniffImageType(buf);
  if (!raster) {
    const svg = checkSvg(buf);
    if (!svg.ok) throw new InvalidImageError(svg.reason === 'not-svg' ? 'not an accepted image or SVG' : `${SVG_REFUSED}${svg.reason}`);
  }
  const { default: sharp } = await import('sharp');
  let density: number | undefined;
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    if (raster ? !FORMATS[raster]!.includes(meta.format ?? '') : meta.format !== 'svg')
      throw new InvalidImageError('the bytes do not match the image type');
    if (!meta.width || !meta.height) throw new InvalidImageError('the image has no size');
    // Vector: drawn at the size needed (72 dpi is 1 px per SVG unit), within limits.
    if (!raster) density = Math.min(2400, Math.max(18, (72 * SVG_TARGET[kind]) / Math.max(meta.width, meta.height)));
  } catch (err) {
    if (err instanceof InvalidImageError) throw err;
    throw new InvalidImageError('the image cannot be decoded');
  }
  try {
    const img = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', density }).rotate();
    const out =
      kind === 'logo'
        ? img.resize({ width: 1200, height: 400, fit: 'inside', withoutEnlargement: !!raster }).webp({ lossless: true })
        : kind === 'favicon'
          ? img.resize({ width: 512, height: 512, fit: 'contain', background: CLEAR }).webp({ lossless: true })
          : img
              .resize({ width: 1200, height: 630, fit: 'cover', position: 'attention' })
              .flatten({ background: WHITE })
              .webp({ quality: 90 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data };
  } catch {
    throw new InvalidImageError('the image cannot be decoded');
  }
}

/** One rendition of a stored picture (its largest WebP variant). */
export async function drawRendition(source: Buffer, name: RenditionName): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const r = RENDITIONS[name];
  const img: Sharp = sharp(Buffer.from(source), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    if (name === 'og.jpg')
      return await img
        .resize({ width: r.width, withoutEnlargement: true })
        .flatten({ background: WHITE })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
    if (name === 'logo-96.png')
      return await img.resize({ height: r.height, withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
    const icon = img.resize({ width: r.width, height: r.height, fit: 'contain', background: name === 'icon-180.png' ? WHITE : CLEAR });
    return await (name === 'icon-180.png' ? icon.flatten({ background: WHITE }) : icon).png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw new InvalidImageError('the image cannot be decoded');
  }
}
