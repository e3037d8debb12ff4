import { redirect } from 'react-router';
import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Brain from 'lucide-react/icons/brain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Globe from 'lucide-react/icons/globe';
import House from 'lucide-react/icons/house';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import type { Route } from './+types/home';
import { ConsultationButton } from '~/components/forms/ConsultationDialog';
import { HeroBackground } from '~/components/home/HeroBackground';
import { ProjectCard } from '~/components/projects/ProjectCard';
import { GRID_CLASS, gridSpans } from '~/components/projects/grid';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { useHasContent, usePublicSettings, useSampleHidden } from '~/components/sections/layout-data';
import { StatsRow } from '~/components/sections/StatsRow';
import { buttonClass } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { cn } from '~/components/ui/cn';
import { listFeaturedProjects, toProjectCard } from '~/domain/projects/index.server';
import { home } from '~/i18n/messages/home';
import { useLang, useT, useSection, sectionForMeta } from '~/i18n/context';
import { langFromPath } from '~/i18n/lang';
import { pathFor } from '~/i18n/routes';
import { SERVICE_ANCHORS } from '~/lib/anchors';
import { pageMeta } from '~/lib/seo';
import { choseEnglish } from '~/server/http/cookies.server';

/** Whether the request comes from one of our own pages (a click on the Turkish logo, not a returning visit). */
function fromOurSite(request: Request): boolean {
  const referer = request.headers.get('Referer');
  if (!referer) return false;
  try {
    return new URL(referer).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // `/` sends a returning visitor who chose English to the English home (docs/design.md "Routes and languages").
  if (lang === 'tr' && choseEnglish(request) && !fromOurSite(request)) {
    throw redirect(pathFor('home', 'en'), { headers: { Vary: 'Cookie', 'Cache-Control': 'private, no-store' } });
  }
  const projects = (await listFeaturedProjects()).map((p) => toProjectCard(p, lang));
  return { projects };
}

export function headers() {
  // The answer of `/` depends on the language cookie.
  return { Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, home).meta;
  return pageMeta(args, { title: t.title, description: t.description });
};

const TILES = [
  { id: 'ai', icon: Brain, service: 'ai' },
  { id: 'web', icon: Globe, service: 'web' },
  { id: 'mobile', icon: Smartphone, service: 'mobile' },
  { id: 'smart', icon: House, service: 'smart' },
] as const;

function Hero() {
  const t = useSection(home).hero;
  const common = useT().common;
  const lang = useLang();
  const services = pathFor('services', lang);
  const heroImage = usePublicSettings().hero_image;
  // No project yet (the samples removed): no button to an empty projects page.
  const hasContent = useHasContent();
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden text-white">
      <HeroBackground image={heroImage} lang={lang} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 pt-12 pb-16 sm:px-6 sm:pt-16 sm:pb-24 lg:px-8">
        <p className="inline-flex w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-100">
          <Sparkles aria-hidden="true" className="size-4" />
          {t.badge}
        </p>
        <h1 className="mt-6 max-w-4xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          <span className="block">{t.title}</span>
          <span className="block bg-gradient-to-r from-accent-300 via-sky-300 to-violet-300 bg-clip-text text-transparent">
            {t.subtitle}
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{t.description}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <SiteLink to={services} className={buttonClass('inverse', 'lg', 'w-full sm:w-auto')}>
            {t.primary}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
          {hasContent('projects') ? (
            <SiteLink to={pathFor('projects', lang)} className={buttonClass('primary', 'lg', 'w-full ring-1 ring-white/20 sm:w-auto')}>
              {t.secondary}
            </SiteLink>
          ) : null}
        </div>
        <ul aria-label={t.tilesLabel} className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {TILES.map(({ id, icon: Icon, service }) => (
            <li key={id}>
              <SiteLink
                to={`${services}#${SERVICE_ANCHORS[service][lang]}`}
                className="group flex h-full flex-col gap-3 rounded-2xl border border-white/10 bg-white/[0.06] p-4 transition-colors hover:border-accent-400/50 hover:bg-white/10 sm:p-5"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-500/20 text-accent-200 ring-1 ring-accent-400/30">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold text-white">{t.tiles[id].title}</span>
                <span className="hidden text-sm text-slate-300 sm:block">{t.tiles[id].text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      <a
        href="#services"
        className="absolute bottom-6 left-1/2 hidden -translate-x-1/2 flex-col items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-slate-300 hover:text-white sm:flex"
      >
        <span>{common.scrollDown}</span>
        <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-bounce" />
      </a>
    </section>
  );
}

function Stats() {
  const t = useSection(home).stats;
  const hidden = useSampleHidden();
  const items = (['experience', 'clients', 'support', 'downloads'] as const).filter((k) => !hidden(`home.stats.${k}`)).map((k) => t[k]);
  return <StatsRow label={t.label} items={items} />;
}

function Services() {
  const t = useSection(home).services;
  const common = useT().common;
  const lang = useLang();
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <SectionHeading id="services-title" eyebrow={t.eyebrow} title={t.title} description={t.subtitle} />
          <div className="mt-8 rounded-2xl border border-accent-100 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{t.consultTitle}</h3>
            <p className="mt-2 text-slate-600">{t.consultText}</p>
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <ConsultationButton />
              <SiteLink to={pathFor('services', lang)} className={buttonClass('ghost', 'md', 'text-accent-700 hover:bg-accent-50')}>
                {t.allServices}
                <ArrowRight aria-hidden="true" className="size-4" />
              </SiteLink>
            </div>
          </div>
        </div>
        <article className="relative rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-200/60">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-700 text-white shadow-lg shadow-accent-700/30">
            <Globe aria-hidden="true" className="size-7" />
          </span>
          <h3 className="mt-6 text-2xl font-bold text-slate-900">{t.web.title}</h3>
          <p className="mt-3 leading-relaxed text-slate-600">{t.web.description}</p>
          <CheckList items={t.web.features} className="mt-6 grid gap-3 sm:grid-cols-2" />
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-6">
            <p className="flex items-baseline gap-2">
              <span className="text-sm text-slate-600">{t.web.priceLabel}</span>
              <span className="text-2xl font-bold text-slate-900">{t.web.price}</span>
            </p>
            <ConsultationButton size="md" variant="outline" label={common.nav.getQuote} context={t.web.title} service="web" />
          </div>
        </article>
      </div>
    </section>
  );
}

function Featured({ projects }: { projects: Route.ComponentProps['loaderData']['projects'] }) {
  const t = useSection(home).featured;
  const lang = useLang();
  const spans = gridSpans(projects.length);
  return (
    <section aria-labelledby="featured-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="featured-title" eyebrow={t.eyebrow} title={t.title} description={t.subtitle} />
          <SiteLink to={pathFor('projects', lang)} className={buttonClass('outline', 'md')}>
            {t.viewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </div>
        <ul className={cn('mt-12', GRID_CLASS)}>
          {projects.map((p, i) => (
            <li key={p.id} className={spans[i]}>
              <ProjectCard project={{ ...p, anchor: '' }} detailsHref={`${pathFor('projects', lang)}#${p.anchor}`} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // No featured project (the sample ones removed, ADR 026): the section is left out rather than shown empty.
  return (
    <>
      <Hero />
      <Stats />
      <Services />
      {loaderData.projects.length > 0 ? <Featured projects={loaderData.projects} /> : null}
    </>
  );
}
