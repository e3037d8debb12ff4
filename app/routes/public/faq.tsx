import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import type { Route } from './+types/faq';
import { CtaBand, ON_DARK_SECONDARY } from '~/components/sections/CtaBand';
import { PageHero } from '~/components/sections/PageHero';
import { buttonClass } from '~/components/ui/button';
import { faq } from '~/i18n/messages/faq';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';

export function meta(args: Route.MetaArgs) {
  const t = sectionForMeta(args, faq);
  return pageMeta(args, {
    title: t.meta.title,
    description: t.meta.description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: t.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  });
}

/**
 * One open at a time: `name` groups the <details> natively (exclusive
 * accordion, also without JavaScript in current browsers); this handler does
 * the same where the browser does not support it yet.
 */
function closeOthers(event: React.SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  opened.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((d) => {
    if (d !== opened) d.open = false;
  });
}

export default function FaqPage() {
  const t = useSection(faq);
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} icon={CircleHelp} title={t.hero.title} description={t.hero.description} />

      <section aria-labelledby="faq-list" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="faq-list" className="sr-only">
          {t.listLabel}
        </h2>
        <div className="mx-auto max-w-3xl space-y-4">
          {t.items.map((item, i) => (
            <details
              key={i}
              name="faq"
              onToggle={closeOthers}
              className="group rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow open:border-accent-200 open:shadow-md"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-base font-semibold text-slate-900 hover:text-accent-800 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition-transform group-open:rotate-180 group-open:bg-accent-50 group-open:text-accent-700">
                  <ChevronDown aria-hidden="true" className="size-5" />
                </span>
              </summary>
              <div className="px-5 pb-6 leading-relaxed text-slate-600 sm:px-6">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </section>

      <CtaBand title={t.more.title} description={t.more.description} className="bg-slate-50">
        <SiteLink to={pathFor('contact', lang)} className={buttonClass('inverse', 'lg')}>
          {t.more.contact}
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
        <SiteLink to={pathFor('support', lang)} className={ON_DARK_SECONDARY}>
          {t.more.support}
        </SiteLink>
      </CtaBand>
    </>
  );
}
