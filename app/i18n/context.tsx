import { useLocation } from 'react-router';
import { catalog, type Messages } from './catalog';
import { langFromPath, type Lang } from './lang';

/** The page language, from the URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The catalogue in the page language: `const t = useT(); t.common.nav.home`. */
export function useT(): Messages {
  return catalog[useLang()];
}
