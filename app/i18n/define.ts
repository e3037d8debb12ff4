import type { Lang } from './lang';

/**
 * A catalogue section: the Turkish text is the source and gives the shape;
 * the English text must have exactly the same keys (checked by the compiler,
 * and by tests/unit/catalogue.test.ts for empty values).
 */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { readonly [K in keyof T]: Shape<T[K]> };

export function defineMessages<const T>(m: { tr: T; en: Shape<T> }): { tr: Shape<T>; en: Shape<T> } {
  return m as { tr: Shape<T>; en: Shape<T> };
}

/** Replaces {name} placeholders: fmt('{n} deneme', { n: 2 }). */
export function fmt(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** A section as defined in app/i18n/messages: its texts in each language. */
export type Section = { readonly tr: unknown; readonly en: unknown };

/** A set of sections in one language: `{ common: common.tr, ... }`. */
export type SectionTexts<S extends Record<string, Section>> = { [K in keyof S]: S[K]['tr'] };

/** Picks one language of every section: the catalogue for that language. */
export function inLanguage<S extends Record<string, Section>>(sections: S, lang: Lang): SectionTexts<S> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(sections)) out[k] = v[lang];
  return out as SectionTexts<S>;
}
