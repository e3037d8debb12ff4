import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundScreen } from '~/components/layout/NotFoundScreen';
import { publicTextsForMeta } from '~/i18n/context';
import { seoContext } from '~/lib/seo';

/** Any unknown path: status 404 with the not-found screen, English for /en-… paths (docs/product-spec.md §2). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const title = publicTextsForMeta(args).common.notFound.metaTitle;
  // The company's name after the page's, as on every other page.
  const company = seoContext(args.matches)?.settings.site_title;
  return [{ title: company ? `${title} | ${company}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function NotFound() {
  return <NotFoundScreen />;
}
