/**
 * Uploaded SVG (brand logos and icons): only ever rasterized to PNG/WebP in the image
 * process, never stored or served as SVG, so a script inside cannot run. What reaches the
 * rasterizer is checked first: no DTD (entity expansion), and no reference outside the
 * file itself (external images, style sheets, fonts: a file on the server or a request
 * to another host); only `#id` references are kept.
 */
export const MAX_SVG_BYTES = 1024 * 1024;

export type SvgCheck = { ok: true } | { ok: false; reason: 'not-svg' | 'too-large' | 'dtd' | 'external-reference' };

/** True when the bytes are an SVG document (by content: optional BOM, XML declaration and comments, then `<svg`). */
export function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

export function checkSvg(b: Uint8Array): SvgCheck {
  if (!looksLikeSvg(b)) return { ok: false, reason: 'not-svg' };
  if (b.length > MAX_SVG_BYTES) return { ok: false, reason: 'too-large' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b);
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return { ok: false, reason: 'dtd' };
  // href="…", xlink:href='…', src=…: only references inside the document.
  for (const m of text.matchAll(/\b(?:[\w-]+:)?(?:href|src)\s*=\s*(["'])([\s\S]*?)\1/gi)) {
    if (!m[2]!.trim().startsWith('#')) return { ok: false, reason: 'external-reference' };
  }
  for (const m of text.matchAll(/url\(\s*(["']?)([^)"']*)\1\s*\)/gi)) {
    if (!m[2]!.trim().startsWith('#')) return { ok: false, reason: 'external-reference' };
  }
  if (/@import/i.test(text)) return { ok: false, reason: 'external-reference' };
  return { ok: true };
}
