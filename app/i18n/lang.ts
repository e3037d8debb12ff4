export const LANGS = ['tr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

/** The URL decides the language: every English path starts with /en- (docs/product-spec.md §2). */
export function langFromPath(pathname: string): Lang {
  return pathname.startsWith('/en-') ? 'en' : 'tr';
}

export function isLang(v: unknown): v is Lang {
  return v === 'tr' || v === 'en';
}

/** BCP 47 locale used for dates and numbers. */
export const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };
export const TIME_ZONE = 'Europe/Istanbul';

/** `make` for each language, made once on first use (form schemas are built per language, not per request). */
export function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) made.set(lang, (value = make(lang)));
    return value;
  };
}
