import { LOCALES, type Lang } from './lang';

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

export function defineMessages<const T>(m: { tr: T; en: Shape<T> }): { tr: Shape<T>; en: Shape<T> };
/**
 * A public section, named as in the catalogue (`defineMessages('faq', {...})`): its
 * texts can be overridden by staff (Metinler), and `useSection()` finds the
 * overrides of a section by this name.
 */
export function defineMessages<const T>(name: string, m: { tr: T; en: Shape<T> }): { tr: Shape<T>; en: Shape<T> };
export function defineMessages<const T>(a: string | { tr: T; en: Shape<T> }, b?: { tr: T; en: Shape<T> }): { tr: Shape<T>; en: Shape<T> } {
  const m = (typeof a === 'string' ? b : a) as { tr: Shape<T>; en: Shape<T> };
  if (typeof a === 'string') sectionNames.set(m, a);
  return m;
}

const sectionNames = new WeakMap<object, string>();

/** The catalogue name of a section defined with one (public sections), or undefined. */
export function sectionNameOf(section: object): string | undefined {
  return sectionNames.get(section);
}

/** Replaces {name} placeholders: fmt('{n} deneme', { n: 2 }). */
export function fmt(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/**
 * A text that depends on a count: `{ one: '{n} more technology', other: '{n} more technologies' }`.
 * Turkish does not inflect a noun after a number, so its two forms are the same.
 */
export type Plural = { readonly one: string; readonly other: string };

const pluralRules = new Map<Lang, Intl.PluralRules>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/**
 * A whole number the language's way: 1.000 (Turkish), 1,000 (English). Whole numbers below 1,000
 * are written the same in both without Intl: a page's first `Intl.NumberFormat` costs ~30 ms of a
 * phone's main thread (its locale data), for the "5 dk" of a reading time.
 */
export function formatNumber(n: number, lang: Lang): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 })));
  return f.format(n);
}

/** The form of `forms` that `n` takes in `lang` (Intl.PluralRules), with {n} (and `params`) filled in. */
export function plural(lang: Lang, n: number, forms: Plural, params: Record<string, string | number> = {}): string {
  return fmt(pluralForm(lang, n, forms), { ...params, n: formatNumber(n, lang) });
}

function pluralForm(lang: Lang, n: number, forms: Plural): string {
  // Whole numbers: "one" is exactly 1 (and -1) in Turkish and English (CLDR), without Intl's start-up cost.
  if (Number.isInteger(n)) return Math.abs(n) === 1 ? forms.one : forms.other;
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LOCALES[lang])));
  return rules.select(n) === 'one' ? forms.one : forms.other;
}

/**
 * A count typed as text by staff (a project's users, "1.000+", "5,000+", "10000"):
 * every run of digits with thousands separators (a dot or a comma before exactly
 * three digits) or of five or more digits, written the language's way.
 * "1.000+" reads "1,000+" on English pages; "4.8" and "2-12" are left alone.
 */
export function formatCountText(text: string, lang: Lang): string {
  return text.replace(/\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)|\d{5,}/g, (m) => formatNumber(Number(m.replace(/[.,]/g, '')), lang));
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
