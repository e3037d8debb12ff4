/**
 * How much room the desktop bar has from 1280 px for the static pages placed in
 * the header, beside the main links, the career link, "get a quote" and the
 * language toggle: in characters of their titles, each link counting 4 more for
 * its padding. Measured with the longer (Turkish) main links and a career link,
 * with a margin; below 1280 px there is room for a "More" button only.
 */
export const HEADER_PAGES_INLINE_BUDGET = 40;

/** Whether these header pages' titles fit beside the main links from 1280 px (else they stay in "More" there too). */
export function headerPagesFitInline(titles: readonly string[]): boolean {
  return titles.reduce((sum, title) => sum + [...title].length + 4, 0) <= HEADER_PAGES_INLINE_BUDGET;
}
