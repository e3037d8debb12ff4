import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Award from 'lucide-react/icons/award';
import Brain from 'lucide-react/icons/brain';
import Building2 from 'lucide-react/icons/building-complex';
import Cpu from 'lucide-react/icons/cpu';
import Globe from 'lucide-react/icons/globe';
import Headphones from 'lucide-react/icons/headphones';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Users from 'lucide-react/icons/users';
import type { Route } from './+types/services';
import { useHasContent, useSampleHidden } from '~/components/sections/layout-data';
import { ConsultationButton } from '~/components/forms/ConsultationDialog';
import { CtaBand } from '~/components/sections/CtaBand';
import { PageHero } from '~/components/sections/PageHero';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { buttonClass } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { cn } from '~/components/ui/cn';
import { services } from '~/i18n/messages/services';
import { useLang, useSection, useT, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { SERVICE_ANCHORS, SERVICE_IDS, type ServiceId } from '~/lib/anchors';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, services).meta;
  return pageMeta(args, { title: t.title, description: t.description });
};

const ICONS: Record<ServiceId, typeof Brain> = { ai: Brain, web: Globe, mobile: Smartphone, smart: Cpu, software: Building2 };
const WHY_ICONS = [Award, Users, Headphones, ShieldCheck];

function ServiceCard({ id }: { id: ServiceId }) {
  const t = useSection(services);
  const quote = useT().common.nav.getQuote;
  const lang = useLang();
  const item = t.items[id];
  const Icon = ICONS[id];
  const popular = id === 'ai';
  return (
    <article
      id={SERVICE_ANCHORS[id][lang]}
      className={cn(
        'relative flex h-full scroll-mt-24 flex-col rounded-3xl border bg-white p-8 shadow-sm transition-shadow hover:shadow-lg',
        popular ? 'border-accent-600 ring-1 ring-accent-600' : 'border-slate-200',
      )}
    >
      {popular ? (
        <p className="absolute -top-3 right-6 inline-flex items-center gap-1 rounded-full bg-accent-700 px-3 py-1 text-xs font-semibold text-white shadow-md">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t.popular}
        </p>
      ) : null}
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-xl ring-1',
          popular ? 'bg-accent-700 text-white ring-accent-700' : 'bg-accent-50 text-accent-700 ring-accent-100',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-6 text-xl font-bold text-slate-900">{item.title}</h2>
      <p className="mt-3 leading-relaxed text-slate-600">{item.description}</p>
      <h3 className="sr-only">{t.featuresLabel}</h3>
      <CheckList items={item.features} className="mt-6 space-y-2.5" />
      <div className="mt-auto pt-8">
        <p className="border-t border-slate-100 pt-6">
          <span className="block text-sm text-slate-600">{t.priceLabel}</span>
          <span className="mt-1 block text-2xl font-bold text-slate-900">{item.price}</span>
        </p>
        <ConsultationButton
          size="md"
          variant={popular ? 'primary' : 'outline'}
          label={quote}
          context={item.title}
          service={id}
          className="mt-6 w-full"
        />
      </div>
    </article>
  );
}

export default function Services() {
  const hidden = useSampleHidden();
  const hasContent = useHasContent();
  const t = useSection(services);
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} description={t.hero.description} />

      <section className="bg-slate-50 py-20 sm:py-24">
        {/* Five cards: three then two on wide screens (6-column grid), two per row on tablets. */}
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-6 lg:px-8">
          {SERVICE_IDS.map((id, i) => (
            <li key={id} className={i < 3 ? 'lg:col-span-2' : i === 4 ? 'md:col-span-2 lg:col-span-3' : 'lg:col-span-3'}>
              <ServiceCard id={id} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="process-title" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="process-title" eyebrow={t.process.eyebrow} title={t.process.title} align="center" />
          <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {t.process.steps.map((step, i) => (
              <li key={step.title} className="relative">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-accent-700 text-lg font-bold text-white shadow-lg shadow-accent-700/25"
                >
                  {i + 1}
                </span>
                {i < t.process.steps.length - 1 ? (
                  <span aria-hidden="true" className="absolute top-6 left-16 hidden h-px w-[calc(100%-4rem)] bg-accent-200 lg:block" />
                ) : null}
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* The reasons are the sample company's claims ("100+ Mutlu Müşteri"): gone once removed (ADR 026). */}
      {hidden('services.why') ? null : (
        <section aria-labelledby="why-title" className="bg-slate-50 py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading id="why-title" eyebrow={t.why.eyebrow} title={t.why.title} align="center" />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {t.why.items.map((item, i) => {
                const Icon = WHY_ICONS[i] ?? Award;
                return (
                  <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700 ring-1 ring-accent-100">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}

      <CtaBand title={t.cta.title} description={t.cta.text} className="bg-slate-50 pt-0">
        <ConsultationButton variant="inverse" />
        {hasContent('projects') ? (
          <SiteLink to={pathFor('projects', lang)} className={buttonClass('primary', 'md', 'ring-1 ring-white/20')}>
            {t.cta.portfolio}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        ) : null}
      </CtaBand>
    </>
  );
}
