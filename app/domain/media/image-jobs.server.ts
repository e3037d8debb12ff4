import { renderSocialCard } from './social-card-draw.server';
import { encodeVariants } from './image-encode.server';
import { rasterizeSeedArt } from './seed-art.server';
import { brandSource, drawRendition } from './brand-draw.server';

/**
 * Everything the site does with sharp (libvips), by name. These run in the image
 * process (image-worker.server.ts), never in the web server itself.
 */
export const imageJobs = {
  /** An upload, sniffed and re-encoded to WebP variants. */
  encodeVariants,
  /** A seeded picture, drawn to PNG. */
  rasterizeSeedArt,
  /** A blog post's generated social card. */
  socialCard: renderSocialCard,
  /** A logo, favicon or share image upload (raster or SVG) made into the picture kept. */
  brandSource,
  /** A PNG/JPEG rendition of a stored picture (favicons, e-mail logo, link previews). */
  drawRendition,
};

export type ImageJobs = typeof imageJobs;
