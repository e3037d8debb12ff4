import Cpu from 'lucide-react/icons/cpu';
import Handshake from 'lucide-react/icons/handshake';
import Puzzle from 'lucide-react/icons/puzzle';
import type { Route } from './+types/partners';
import { CorporatePage } from '~/components/sections/CorporatePage';
import { corporate } from '~/i18n/messages/corporate';
import { useSection, sectionForMeta } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';

export function meta(args: Route.MetaArgs) {
  const t = sectionForMeta(args, corporate).partners;
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

const ICONS = [Cpu, Puzzle];

export default function PartnersPage() {
  const t = useSection(corporate).partners;
  return (
    <CorporatePage
      eyebrow={t.eyebrow}
      icon={Handshake}
      title={t.title}
      description={t.description}
      blocks={t.blocks.map((block, i) => ({ ...block, icon: ICONS[i] ?? Cpu }))}
      cta={t.cta}
    />
  );
}
