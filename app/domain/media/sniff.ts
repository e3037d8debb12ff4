import type { AcceptedImageType } from './constants';

/**
 * The image type of a file from its first bytes (magic numbers), never from the
 * client's name or declared type. Only the accepted raster formats are recognised:
 * SVG (text, may carry scripts), HEIC, BMP, TIFF and everything else give undefined.
 */
export function sniffImageType(b: Uint8Array): AcceptedImageType | undefined {
  const at = (i: number, bytes: number[]) => bytes.every((v, k) => b[i + k] === v);
  const ascii = (i: number, s: string) =>
    at(
      i,
      [...s].map((c) => c.charCodeAt(0)),
    );
  if (b.length < 12) return undefined;
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands...]
  if (ascii(4, 'ftyp')) {
    const size = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
    const end = Math.min(size || 32, b.length, 64);
    const brands: string[] = [String.fromCharCode(...b.slice(8, 12))];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(String.fromCharCode(...b.slice(i, i + 4)));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  }
  return undefined;
}
