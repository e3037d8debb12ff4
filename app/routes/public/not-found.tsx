import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundScreen } from '~/components/layout/NotFoundScreen';
import { publicTextsForMeta } from '~/i18n/context';

/** Any unknown path: status 404 with the not-found screen, English for /en-… paths (spec §2). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  { title: publicTextsForMeta(args).common.notFound.metaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
