import { useLocation, useRouteLoaderData } from 'react-router';
import { publicCatalog, type PublicMessages } from './public-catalog';
import type { PageSection } from './page-sections';
import { langFromPath, type Lang } from './lang';
import { sectionNameOf } from './define';
import { applyOverrides, overridesFromMatches, PUBLIC_LAYOUT_ID, type TextOverrides } from './overrides';

/** The page language, from the URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/**
 * The staff's text overrides (Metinler) in the page language, from the public
 * layout's loader: a sparse map, usually empty. Server render and hydration read
 * the same loader data, so both render the same texts.
 */
export function useTextOverrides(): TextOverrides | undefined {
  return (useRouteLoaderData(PUBLIC_LAYOUT_ID) as { texts?: TextOverrides } | undefined)?.texts;
}

function mergePublic(base: PublicMessages, overrides: TextOverrides | undefined): PublicMessages {
  if (!overrides || Object.keys(overrides).length === 0) return base;
  const common = applyOverrides('common', base.common, overrides);
  const footer = applyOverrides('footer', base.footer, overrides);
  const forms = applyOverrides('forms', base.forms, overrides);
  return common === base.common && footer === base.footer && forms === base.forms ? base : { common, footer, forms };
}

const mergedPublic = new WeakMap<TextOverrides, Partial<Record<Lang, PublicMessages>>>();

function publicTexts(lang: Lang, overrides: TextOverrides | undefined): PublicMessages {
  if (!overrides) return publicCatalog[lang];
  let per = mergedPublic.get(overrides);
  if (!per) mergedPublic.set(overrides, (per = {}));
  return (per[lang] ??= mergePublic(publicCatalog[lang], overrides));
}

/**
 * The public catalogue in the page language: `const t = useT(); t.common.nav.home`.
 * Only the sections every public page needs (common, footer, forms), with the
 * staff's overrides; the admin uses `useAdminT()` (app/i18n/admin-context.tsx).
 */
export function useT(): PublicMessages {
  return publicTexts(useLang(), useTextOverrides());
}

/**
 * A page's own section in the page language, with the staff's overrides,
 * imported by the route module that shows it so its text is only in that
 * page's chunk: `import { faq } from '~/i18n/messages/faq'; const t = useSection(faq);`
 */
export function useSection<S extends PageSection>(section: S): S['tr'] {
  return applyOverrides(sectionNameOf(section), section[useLang()], useTextOverrides());
}

/**
 * The same outside components: a route's `meta` function reads its section
 * with the overrides the public layout loaded (`sectionForMeta(args, faq)`).
 */
export function sectionForMeta<S extends PageSection>(
  args: { location: { pathname: string }; matches?: readonly unknown[] },
  section: S,
): S['tr'] {
  return applyOverrides(sectionNameOf(section), section[langFromPath(args.location.pathname)], overridesFromMatches(args.matches));
}

/** `useT()`'s catalogue for a `meta` function. */
export function publicTextsForMeta(args: { location: { pathname: string }; matches?: readonly unknown[] }): PublicMessages {
  return publicTexts(langFromPath(args.location.pathname), overridesFromMatches(args.matches));
}
