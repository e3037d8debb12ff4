import type { Route } from './+types/terms';
import { LegalDocument } from '~/components/sections/LegalDocument';
import { lastUpdatedFor } from '~/components/sections/last-updated';
import { legal } from '~/i18n/messages/legal';
import { useSection, sectionForMeta } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return { lastUpdated: lastUpdatedFor(request) };
}

export function meta(args: Route.MetaArgs) {
  const t = sectionForMeta(args, legal).terms;
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = useSection(legal).terms;
  return (
    <LegalDocument
      title={t.title}
      intro={t.intro}
      sections={t.sections}
      contact={t.contact}
      contactNumbered={false}
      lastUpdated={loaderData.lastUpdated}
    />
  );
}
