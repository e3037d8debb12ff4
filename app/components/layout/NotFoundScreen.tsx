import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { SiteLink } from '~/components/ui/site-link';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import House from 'lucide-react/icons/house';
import { buttonClass } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useLang, useT } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { useHasContent } from '~/components/sections/layout-data';

const QUICK = ['about', 'services', 'projects', 'contact'] as const;

/** The not-found screen (docs/product-spec.md §2): large 404, title, explanation, Go Home, Go Back, quick links. */
export function NotFoundScreen() {
  const t = useT().common;
  const lang = useLang();
  const navigate = useNavigate();
  // "Go back" needs the browser's history: shown once the scripts run, never a button that does nothing before.
  const hydrated = useHydrated();
  // No quick link to a section with nothing to show yet.
  const hasContent = useHasContent();
  const quick = QUICK.filter((id) => id !== 'projects' || hasContent('projects'));
  return (
    <section className="relative isolate overflow-hidden bg-slate-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,rgba(59,108,246,0.12),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <p
          aria-hidden="true"
          className="bg-gradient-to-b from-accent-700 to-accent-900 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
        >
          {t.notFound.code}
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.notFound.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{t.notFound.description}</p>
        <p className="mt-2 text-slate-600">{t.notFound.hint}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink to={pathFor('home', lang)} className={buttonClass('primary', 'lg')}>
            <House aria-hidden="true" className="size-5" />
            {t.notFound.goHome}
          </SiteLink>
          {hydrated ? (
            <button type="button" onClick={() => navigate(-1)} className={buttonClass('outline', 'lg')}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t.notFound.goBack}
            </button>
          ) : null}
        </div>
        <nav aria-label={t.notFound.quickLinks} className="mt-12 w-full">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t.notFound.quickLinks}</h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {quick.map((id) => (
              <li key={id}>
                <SiteLink
                  to={pathFor(id, lang)}
                  className="group flex items-center justify-between rounded-xl border border-slate-200 bg-white px-5 py-4 text-left font-medium text-slate-900 shadow-sm transition hover:border-accent-300 hover:shadow-md"
                >
                  {t.nav[id]}
                  <ArrowRight aria-hidden="true" className="size-4 text-accent-700 transition-transform group-hover:translate-x-0.5" />
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

/** A detail page's error boundary: the not-found screen for a 404 (a draft or unknown slug), a short error otherwise. */
export function NotFoundOrError() {
  const error = useRouteError();
  const t = useT().common;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t.errors.unexpectedTitle}</h1>
      <p className="mt-2 text-slate-600">{t.errors.generic}</p>
    </section>
  );
}
