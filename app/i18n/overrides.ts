/**
 * Site texts edited by staff (Metinler, app/domain/texts): a sparse map of
 * overrides for one language, keyed by the catalogue path of the entry
 * (`faq.hero.title`, or a whole list: `faq.items`). The code catalogue stays
 * the default; an override replaces the value at its path.
 *
 * Pure and tiny: public pages get only the overrides of their language from
 * the public layout's loader (usually none), and `useT()` / `useSection()`
 * merge them over the section they read.
 */
export type TextOverrides = Readonly<Record<string, unknown>>;

const EMPTY: TextOverrides = Object.freeze({});

/** `value` with `replacement` at `path` (segments), copying only the objects along the path. */
function setAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const i = Number(head);
    if (!Number.isInteger(i) || i < 0 || i >= value.length) return value;
    const copy = value.slice();
    copy[i] = setAt(value[i], rest, replacement);
    return copy;
  }
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, head)) return value;
  return { ...(value as Record<string, unknown>), [head]: setAt((value as Record<string, unknown>)[head], rest, replacement) };
}

const merged = new WeakMap<TextOverrides, Map<string, unknown>>();

/**
 * A section's texts with the overrides whose path starts with `name.` applied;
 * the section itself (same object) when there are none. Memoised per overrides
 * map, so a page's renders share one merged object.
 */
export function applyOverrides<T>(name: string | undefined, base: T, overrides: TextOverrides | undefined): T {
  if (!name || !overrides || overrides === EMPTY) return base;
  const prefix = `${name}.`;
  let perMap = merged.get(overrides);
  const hit = perMap?.get(name);
  if (hit !== undefined) return hit as T;
  let out: unknown = base;
  for (const [key, value] of Object.entries(overrides)) {
    if (key.startsWith(prefix)) out = setAt(out, key.slice(prefix.length).split('.'), value);
  }
  if (!perMap) merged.set(overrides, (perMap = new Map()));
  perMap.set(name, out);
  return out as T;
}

/** The value at a dotted path of an object (undefined when absent). */
export function getAt(value: unknown, path: string): unknown {
  let v: unknown = value;
  for (const seg of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = Array.isArray(v) ? v[Number(seg)] : Object.hasOwn(v, seg) ? (v as Record<string, unknown>)[seg] : undefined;
  }
  return v;
}

/** The public layout's route id: its loader data carries the page language's overrides (`texts`). */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

/** The overrides in the matches of a meta function (`args.matches`), if the public layout loaded any. */
export function overridesFromMatches(matches: readonly unknown[] | undefined): TextOverrides | undefined {
  for (const m of matches ?? []) {
    const match = m as { id?: string; data?: unknown; loaderData?: unknown } | undefined;
    if (match?.id !== PUBLIC_LAYOUT_ID) continue;
    const data = (match.loaderData ?? match.data) as { texts?: TextOverrides } | undefined;
    return data?.texts;
  }
  return undefined;
}
