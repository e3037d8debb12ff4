import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/privacy';
import type { loader as layoutLoader } from './layout';
import { LegalDocument } from '~/components/sections/LegalDocument';
import { KvkkNotice } from '~/components/sections/KvkkNotice';
import { lastUpdatedFor } from '~/components/sections/last-updated';
import { legal } from '~/i18n/messages/legal';
import { useSection, sectionForMeta } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return { lastUpdated: lastUpdatedFor(request) };
}

export function meta(args: Route.MetaArgs) {
  const t = sectionForMeta(args, legal).privacy;
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = useSection(legal).privacy;
  // The visitor statistics section while they are on (settings: analytics_enabled), after what is collected.
  const analytics = useRouteLoaderData<typeof layoutLoader>('routes/public/layout')?.settings.analytics_enabled !== false;
  const sections = analytics ? [t.sections[0]!, t.analytics, ...t.sections.slice(1)] : t.sections;
  return (
    <LegalDocument
      title={t.title}
      intro={t.intro}
      sections={sections}
      contact={t.contact}
      contactNumbered
      lastUpdated={loaderData.lastUpdated}
      appendix={{ id: 'kvkk', title: t.kvkk.title, node: <KvkkNotice id="kvkk" /> }}
    />
  );
}
