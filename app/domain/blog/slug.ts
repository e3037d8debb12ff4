import { MAX_SLUG_LENGTH } from './constants';

/**
 * Slugs (DESIGN.md "Blog posts"): from the Turkish title, Turkish letters
 * transliterated (ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u), other accents dropped,
 * lowercase, every run of other characters one hyphen, no leading or trailing
 * hyphen, at most MAX_SLUG_LENGTH characters. Shared by the editor's live
 * suggestion and the server.
 */
const TURKISH: Record<string, string> = { ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', İ: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u' };

export function slugify(text: string): string {
  return text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3`... : the first that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '') + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A valid stored slug: what slugify leaves unchanged, never empty. */
export function isSlug(s: string): boolean {
  return s.length > 0 && slugify(s) === s;
}
