import { useMatches } from 'react-router';
import type { Lang } from '~/i18n/lang';

/**
 * What a route's loader returns when its page's address in the other language
 * is not the twin table's (a static page's translation has its own slug):
 * `{ translationPaths: { tr?: string; en?: string } }`. A language missing from
 * it has no translation (the toggle then goes to that language's home).
 */
export interface TranslationPaths {
  translationPaths: Partial<Record<Lang, string>>;
}

function hasTranslationPaths(data: unknown): data is TranslationPaths {
  return typeof data === 'object' && data !== null && 'translationPaths' in data;
}

/**
 * The address of the current page in `target` when the deepest route that
 * knows it says so (see TranslationPaths); undefined: use the twin table.
 * `null`: the page has no translation in `target`.
 */
export function useTranslationPath(target: Lang): string | null | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (hasTranslationPaths(data)) return data.translationPaths[target] ?? null;
  }
  return undefined;
}
