/**
 * Responsive images for uploaded pictures (shared by server and browser, no dependencies).
 *
 * An upload is stored as WebP variants `project-images/<timestamp>-<random>-<width>.webp`
 * in the widths of IMAGE_WIDTHS that are smaller than the picture, plus the picture's own
 * width (at most the largest of IMAGE_WIDTHS). The URL saved on a project or post is the
 * largest variant with its size in the query, e.g.
 *   /uploads/project-images/1767225600000-a1b2c3d4e5f6-1600.webp?w=1600&h=900
 * so a page can build `srcset`, `width` and `height` from the URL alone:
 *
 *   <img {...responsiveImage(project.imageUrl, { sizes: '(min-width: 1024px) 33vw, 100vw' })} alt={alt} />
 *
 * Other URLs (external pictures) are returned as a plain lazy `src`.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const VARIANT_RE = /^(.*\/project-images\/\d+-[a-f0-9]+)-(\d+)\.webp(?:\?w=(\d+)&h=(\d+))?$/;

export interface ParsedImageUrl {
  /** URL without the width suffix and extension. */
  base: string;
  /** Width of the largest variant. */
  maxWidth: number;
  /** Intrinsic size of the largest variant, when the URL carries it. */
  width?: number;
  height?: number;
  /** Widths of every stored variant, ascending. */
  widths: number[];
}

/** The variants of one of our upload URLs; undefined for any other URL. */
export function parseImageUrl(url: string | null | undefined): ParsedImageUrl | undefined {
  if (!url) return undefined;
  const m = VARIANT_RE.exec(url);
  if (!m) return undefined;
  const maxWidth = Number(m[2]);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < maxWidth), maxWidth];
  return {
    base: m[1]!,
    maxWidth,
    width: m[3] ? Number(m[3]) : undefined,
    height: m[4] ? Number(m[4]) : undefined,
    widths,
  };
}

/** The URL of one variant width of an upload. */
export function variantUrl(parsed: ParsedImageUrl, width: number): string {
  return `${parsed.base}-${width}.webp`;
}

/** The URL saved for an upload: its largest variant plus its intrinsic size. */
export function uploadUrl(largestVariantUrl: string, width: number, height: number): string {
  return `${largestVariantUrl}?w=${width}&h=${height}`;
}

/** The plain file URL of an image (query removed), e.g. for Open Graph tags. */
export function imageFileUrl(url: string): string {
  const parsed = parseImageUrl(url);
  return parsed ? variantUrl(parsed, parsed.maxWidth) : url;
}

/** An image for link previews (og:image) with its size when known. */
export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The variant of an image to give link previews: the narrowest at least `minWidth`
 * wide (1200 px: what Facebook, LinkedIn and X ask for large cards), else the widest.
 */
export function socialImage(url: string, minWidth = 1200): SocialImage {
  const parsed = parseImageUrl(url);
  if (!parsed) return { url };
  const width = parsed.widths.find((w) => w >= minWidth) ?? parsed.maxWidth;
  const height = parsed.width && parsed.height ? Math.round((parsed.height * width) / parsed.width) : undefined;
  return { url: variantUrl(parsed, width), width, ...(height ? { height } : {}) };
}

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  loading: 'lazy' | 'eager';
  decoding: 'async' | 'auto';
  fetchPriority?: 'high';
}

/**
 * `<img>` attributes for an image URL: `srcset`/`sizes` for our uploads, `width`/`height`
 * (no layout shift), lazy loading unless `priority` (an image above the fold: eager + high priority).
 */
export function responsiveImage(url: string, opts: { sizes?: string; priority?: boolean } = {}): ResponsiveImageProps {
  // Made once per picture and size: every uncached page with cards built the same srcset again.
  const key = `${opts.priority ? 1 : 0}${opts.sizes ?? ''}\n${url}`;
  let props = madeImages.get(key);
  if (!props) {
    if (madeImages.size >= MADE_IMAGES_MAX) madeImages.clear();
    madeImages.set(key, (props = Object.freeze(makeResponsiveImage(url, opts))));
  }
  return props;
}

const MADE_IMAGES_MAX = 1000;
const madeImages = new Map<string, ResponsiveImageProps>();

function makeResponsiveImage(url: string, opts: { sizes?: string; priority?: boolean }): ResponsiveImageProps {
  const lazy = opts.priority
    ? { loading: 'eager' as const, decoding: 'auto' as const, fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  const parsed = parseImageUrl(url);
  if (!parsed) return { src: url, ...lazy };
  const fallback = [...parsed.widths].reverse().find((w) => w <= 960) ?? parsed.widths[0]!;
  return {
    src: variantUrl(parsed, fallback),
    srcSet: parsed.widths.map((w) => `${variantUrl(parsed, w)} ${w}w`).join(', '),
    sizes: opts.sizes ?? '100vw',
    width: parsed.width,
    height: parsed.height,
    ...lazy,
  };
}

/**
 * Renditions of an upload in the formats other programs need: a JPEG for link previews
 * (networks that do not show WebP), PNGs for favicons, the home-screen icon and e-mail
 * logos (mail clients that show neither WebP nor SVG). Drawn from the upload's largest
 * variant, stored as `renditions/<timestamp>-<random>-<name>` and always served by this
 * site's /uploads/ route, which draws a missing one (after a restore, say) on first request.
 */
export const RENDITIONS = {
  /** Link previews: at most 1200 px wide, JPEG. */
  'og.jpg': { width: 1200, height: 0, type: 'image/jpeg' },
  /** E-mail logo: at most 96 px high (shown at 48), PNG. */
  'logo-96.png': { width: 0, height: 96, type: 'image/png' },
  'icon-32.png': { width: 32, height: 32, type: 'image/png' },
  /** apple-touch-icon: opaque (iOS paints transparency black). */
  'icon-180.png': { width: 180, height: 180, type: 'image/png' },
  'icon-192.png': { width: 192, height: 192, type: 'image/png' },
} as const;
export type RenditionName = keyof typeof RENDITIONS;
export const RENDITION_NAMES = Object.keys(RENDITIONS) as RenditionName[];

/** `/uploads/renditions/<timestamp>-<random>-<name>` of one of our upload URLs; undefined for any other URL. */
export function renditionUrl(url: string | null | undefined, name: RenditionName): string | undefined {
  const m = /\/project-images\/(\d+-[a-f0-9]+)-\d+\.webp(?:\?|$)/.exec(url ?? '');
  return m ? `/uploads/renditions/${m[1]}-${name}` : undefined;
}

/** The link preview of an upload: its JPEG rendition with the size it will have. */
export function shareRendition(url: string): SocialImage {
  const parsed = parseImageUrl(url);
  const jpeg = renditionUrl(url, 'og.jpg');
  if (!parsed || !jpeg) return { url };
  const width = Math.min(parsed.maxWidth, RENDITIONS['og.jpg'].width);
  const height = parsed.width && parsed.height ? Math.round((parsed.height * width) / parsed.width) : undefined;
  return { url: jpeg, width, ...(height ? { height } : {}) };
}
