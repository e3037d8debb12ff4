import FileText from 'lucide-react/icons/file-text';
import Newspaper from 'lucide-react/icons/newspaper';
import TrendingUp from 'lucide-react/icons/trending-up';
import { data } from 'react-router';
import type { Route } from './+types/investors';
import { publicHiddenClaims } from '~/site/sample/index.server';
import { NotFoundScreen } from '~/components/layout/NotFoundScreen';
import { meta as notFoundMeta } from './not-found';
import { CorporatePage } from '~/components/sections/CorporatePage';
import { corporate } from '~/i18n/messages/corporate';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';
import { useHasContent } from '~/components/sections/layout-data';

/** Removed with the sample content (ADR 026): the page answers 404 like any unknown address. */
export async function loader() {
  if ((await publicHiddenClaims()).includes('page.investors')) throw data(null, { status: 404 });
  return null;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return notFoundMeta(args as unknown as Parameters<typeof notFoundMeta>[0]);
  const t = sectionForMeta(args, corporate).investors;
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

const ICONS = [FileText, Newspaper];

export default function InvestorsPage() {
  const t = useSection(corporate).investors;
  const lang = useLang();
  // No link to a blog with no post yet.
  const hasContent = useHasContent();
  return (
    <CorporatePage
      eyebrow={t.eyebrow}
      icon={TrendingUp}
      title={t.title}
      description={t.description}
      blocks={t.blocks.map((block, i) => ({
        ...block,
        icon: ICONS[i] ?? FileText,
        link: i === 1 && hasContent('blog') ? { to: pathFor('blog', lang), label: t.blogLink } : undefined,
      }))}
      cta={t.cta}
    />
  );
}
