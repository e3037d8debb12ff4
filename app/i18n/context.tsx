import { useLocation } from 'react-router';
import { publicCatalog, type PublicMessages } from './public-catalog';
import type { PageSection } from './page-sections';
import { langFromPath, type Lang } from './lang';

/** The page language, from the URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/**
 * The public catalogue in the page language: `const t = useT(); t.common.nav.home`.
 * Only the sections every public page needs (common, footer, forms); the admin
 * uses `useAdminT()` (app/i18n/admin-context.tsx) for the full catalogue.
 */
export function useT(): PublicMessages {
  return publicCatalog[useLang()];
}

/**
 * A page's own section in the page language, imported by the route module that
 * shows it so its text is only in that page's chunk:
 * `import { faq } from '~/i18n/messages/faq'; const t = useSection(faq);`
 */
export function useSection<S extends PageSection>(section: S): S['tr'] {
  return section[useLang()];
}
