import { useActionData, useRouteLoaderData } from 'react-router';
import { SiteLink } from '~/components/ui/site-link';
import Mail from 'lucide-react/icons/mail';
import type { Route } from './+types/newsletter';
import { NewsletterForm } from '~/components/forms/NewsletterForm';
import { PageHero } from '~/components/sections/PageHero';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/toast';
import { newsletterAction } from '~/domain/newsletter/index.server';
import type { Settings } from '~/domain/settings/index';
import { useLang, useT, publicTextsForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';
import { requestInfo } from '~/server/http/request-info.server';

/**
 * /e-bulten and /en-newsletter: where the newsletter form posts. With
 * JavaScript the footer form submits here through a fetcher; without it the
 * browser lands here and sees the server's answer and the form again.
 */
export const meta: Route.MetaFunction = (args) => {
  const t = publicTextsForMeta(args).forms.newsletter;
  return pageMeta(args, { title: t.pageTitle, description: t.pageDescription });
};

/** A plain form post's answer (the page re-rendered with the result) is never stored by a cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context.get(requestInfo));
}

export default function NewsletterPage() {
  const t = useT().forms.newsletter;
  const lang = useLang();
  const result = useActionData<typeof action>();
  const layout = useRouteLoaderData('routes/public/layout') as { settings?: Settings } | undefined;
  const enabled = layout?.settings?.newsletter_enabled !== false;
  return (
    <>
      <PageHero title={t.pageTitle} description={t.intro} icon={Mail} />
      <section className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-xl px-4 sm:px-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {enabled ? (
              <NewsletterForm tone="light" serverResult={result} />
            ) : (
              <>
                <Notice message={{ title: t.errorTitle, description: t.disabled, variant: 'error' }} />
                <SiteLink to={pathFor('home', lang)} className={buttonClass('outline', 'md', 'mt-4')}>
                  {t.backHome}
                </SiteLink>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
