import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundScreen } from '~/components/layout/NotFoundScreen';
import { publicCatalog } from '~/i18n/public-catalog';
import { langFromPath } from '~/i18n/lang';

/** Any unknown path: status 404 with the not-found screen, English for /en-… paths (spec §2). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: publicCatalog[langFromPath(location.pathname)].common.notFound.metaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
