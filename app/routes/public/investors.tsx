import FileText from 'lucide-react/icons/file-text';
import Newspaper from 'lucide-react/icons/newspaper';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { Route } from './+types/investors';
import { CorporatePage } from '~/components/sections/CorporatePage';
import { corporate } from '~/i18n/messages/corporate';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';

export function meta(args: Route.MetaArgs) {
  const t = sectionForMeta(args, corporate).investors;
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

const ICONS = [FileText, Newspaper];

export default function InvestorsPage() {
  const t = useSection(corporate).investors;
  const lang = useLang();
  return (
    <CorporatePage
      eyebrow={t.eyebrow}
      icon={TrendingUp}
      title={t.title}
      description={t.description}
      blocks={t.blocks.map((block, i) => ({
        ...block,
        icon: ICONS[i] ?? FileText,
        link: i === 1 ? { to: pathFor('blog', lang), label: t.blogLink } : undefined,
      }))}
      cta={t.cta}
    />
  );
}
