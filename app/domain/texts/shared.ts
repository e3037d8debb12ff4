/**
 * Facts the site shows in several places (a service's starting price, the
 * company's numbers): one text staff edit once. The entry at `key` is the one
 * on Metinler; each path in `copies` shows the same value (its own default in
 * the code is the same text, checked by tests/unit/texts.test.ts) and is not an
 * entry of its own.
 */
export const SHARED_TEXTS: ReadonlyArray<{ key: string; copies: readonly string[] }> = [
  { key: 'services.items.web.price', copies: ['home.services.web.price'] },
  { key: 'home.stats.experience.value', copies: ['about.facts.experience.value'] },
  { key: 'home.stats.clients.value', copies: ['about.facts.clients.value'] },
  { key: 'home.stats.support.value', copies: ['about.facts.support.value'] },
];

/** Every copy path, for excluding them from the entries. */
export const SHARED_COPIES: ReadonlySet<string> = new Set(SHARED_TEXTS.flatMap((s) => s.copies));

/** `overrides` with each shared fact's value also at its copies (a new object; the input is not changed). */
export function withSharedCopies(overrides: Record<string, unknown>): Record<string, unknown> {
  const out = { ...overrides };
  for (const s of SHARED_TEXTS) {
    if (!(s.key in overrides)) continue;
    for (const c of s.copies) out[c] = overrides[s.key];
  }
  return out;
}
