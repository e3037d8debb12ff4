import { redirect } from 'react-router';
import type { Route } from './+types/alias-redirect';
import { aliasTarget } from '~/i18n/routes';

/** Alternate readings of a path (docs/product-spec.md §2) answer 301 to the canonical path. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = aliasTarget(url.pathname) ?? '/';
  return redirect(target + url.search, 301);
}
