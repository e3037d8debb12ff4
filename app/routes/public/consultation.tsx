import { useActionData } from 'react-router';
import MessageSquare from 'lucide-react/icons/message-square';
import type { Route } from './+types/consultation';
import { ConsultationPageForm } from '~/components/forms/ConsultationForm';
import { PageHero } from '~/components/sections/PageHero';
import { consultationAction } from '~/domain/consultations/index.server';
import { useT, publicTextsForMeta } from '~/i18n/context';
import { pageMeta } from '~/lib/seo';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * /danismanlik-talebi and /en-consultation: the consultation request form as a
 * page. The consultation dialog posts here; without JavaScript its button is a
 * link to this page, and a post renders the server's answer here.
 */
export const meta: Route.MetaFunction = (args) => {
  const t = publicTextsForMeta(args).forms.consultation;
  return pageMeta(args, { title: t.pageTitle, description: t.pageDescription });
};

/** A plain form post's answer (the page re-rendered with the result) is never stored by a cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return consultationAction(request, context.get(requestInfo));
}

export default function ConsultationPage() {
  const t = useT().forms.consultation;
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHero title={t.pageTitle} description={t.description} eyebrow={t.button} icon={MessageSquare} />
      <section className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ConsultationPageForm serverResult={result} />
          </div>
        </div>
      </section>
    </>
  );
}
