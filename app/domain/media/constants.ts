/** Upload rules (docs/product-spec.md §5, §9; docs/design.md "Abuse and bad input"), shared by the browser check and the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Raster formats accepted, by the type sniffed from the file's bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The `accept` attribute of file inputs (a hint only: the server sniffs the bytes). */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** The browser's quick check before uploading: an image type other than SVG. */
export function looksLikeAcceptedImage(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

export const UPLOAD_URL = '/admin/upload';
export const UPLOADS_PREFIX = '/uploads/';
