import { slugifyText } from '~/lib/slugify';
import { MAX_SLUG_LENGTH } from './constants';

/**
 * Slugs (docs/design.md "Blog posts"): the Turkish slug from the Turkish title, the
 * English one (`slug_en`) from the English title; the rules are in
 * lib/slugify.ts (shared with the migration that gave existing posts their
 * English slug). Shared by the editor's live suggestion and the server.
 */
export function slugify(text: string): string {
  return slugifyText(text, MAX_SLUG_LENGTH);
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
