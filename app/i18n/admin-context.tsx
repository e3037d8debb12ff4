import { catalog, type Messages } from './catalog';
import { useLang } from './context';

/**
 * The full catalogue (every section, admin ones included) in the page
 * language, for the admin panel: `const t = useAdminT(); t.admin.nav.dashboard`.
 * Public code uses `useT()` and `useSection()` (app/i18n/context.tsx), which
 * never load the admin texts.
 */
export function useAdminT(): Messages {
  return catalog[useLang()];
}
