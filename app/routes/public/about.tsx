import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Award from 'lucide-react/icons/award';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Eye from 'lucide-react/icons/eye';
import Handshake from 'lucide-react/icons/handshake';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Target from 'lucide-react/icons/target';
import Trophy from 'lucide-react/icons/trophy';
import UserRound from 'lucide-react/icons/user-round';
import type { Route } from './+types/about';
import { SocialIcon } from '~/components/layout/Brand';
import { CtaBand } from '~/components/sections/CtaBand';
import { PageHero } from '~/components/sections/PageHero';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { useHasContent, usePublicSettings, useSampleHidden } from '~/components/sections/layout-data';
import { StatsRow } from '~/components/sections/StatsRow';
import { buttonClass } from '~/components/ui/button';
import { about } from '~/i18n/messages/about';
import { useLang, useSection, sectionForMeta, useTextOverrides } from '~/i18n/context';
import { FOUNDER_DEFAULTS_HIDDEN } from '~/site/sample/index';
import { cn } from '~/components/ui/cn';
import { pathFor } from '~/i18n/routes';
import { responsiveImage } from '~/lib/images';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, about).meta;
  return pageMeta(args, { title: t.title, description: t.description });
};

const VALUES = [
  { id: 'innovation', icon: Lightbulb },
  { id: 'collaboration', icon: Handshake },
  { id: 'quality', icon: Award },
  { id: 'success', icon: Trophy },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase('tr-TR'))
    .join('');
}

/** The milestones (setting `milestones`, docs/product-spec.md §9) as an ordered list: a vertical timeline. */
function Timeline() {
  const t = useSection(about).timeline;
  const lang = useLang();
  const milestones = usePublicSettings().milestones;
  if (milestones.length === 0) return null;
  return (
    <section aria-labelledby="timeline-title" className="bg-white pb-20 sm:pb-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="timeline-title" eyebrow={t.eyebrow} title={t.title} description={t.description} align="center" />
        <ol className="relative mt-12 space-y-8 border-l-2 border-accent-100 pl-8 sm:ml-6">
          {milestones.map((ms, i) => {
            const text = lang === 'en' ? ms.text_en : ms.text_tr;
            return (
              <li key={`${ms.year}-${i}`} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[41px] size-4 rounded-full border-4 border-white bg-accent-700 shadow ring-2 ring-accent-100"
                />
                <p className="text-sm font-bold tracking-wide text-accent-700">
                  <time dateTime={String(ms.year)}>{ms.year}</time>
                </p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{lang === 'en' ? ms.title_en : ms.title_tr}</h3>
                {text ? <p className="mt-1.5 leading-relaxed text-slate-600">{text}</p> : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/**
 * The founder card. While it is the spec's sample (no name, no text of the owner's) it shows the
 * catalogue's role, "since" line and bio; once the owner named the founder or wrote any of its
 * texts (Metinler), only the owner's own fields show: a sample line never comes back with a name.
 */
function FounderCard() {
  const t = useSection(about).founder;
  const settings = usePublicSettings();
  const hidden = useSampleHidden();
  const overrides = useTextOverrides();
  const own = (key: 'role' | 'since' | 'bio') => !hidden(FOUNDER_DEFAULTS_HIDDEN) || !!overrides?.[`about.founder.${key}`];
  const nameOnly = !own('role') && !own('since') && !own('bio') && !settings.founder_linkedin;
  const name = settings.founder_name;
  const photo = settings.founder_photo;
  const lang = useLang();
  return (
    <section aria-labelledby="founder-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="founder-title" title={t.title} align="center" />
        <article
          className={cn(
            'mx-auto mt-12 flex max-w-3xl flex-col items-center gap-8 rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:flex-row sm:p-10 sm:text-left',
            // A name alone sits beside the photo's middle, not at its top.
            nameOnly ? 'sm:items-center' : 'sm:items-start',
          )}
        >
          {photo.url ? (
            <img
              {...responsiveImage(photo.url, { sizes: '112px' })}
              alt={lang === 'en' ? photo.alt_en : photo.alt_tr}
              className="size-28 shrink-0 rounded-full object-cover shadow-lg shadow-accent-700/25 ring-4 ring-white"
              data-testid="founder-photo"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-28 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-accent-500 to-accent-900 text-3xl font-bold text-white shadow-lg shadow-accent-700/25"
            >
              {name ? initials(name) : <UserRound className="size-12" />}
            </div>
          )}
          <div className="min-w-0">
            {name ? <h3 className="text-2xl font-bold text-slate-900">{name}</h3> : null}
            {own('role') ? (
              <p className={name ? 'mt-1 font-semibold text-accent-700' : 'text-2xl font-bold text-slate-900'}>{t.role}</p>
            ) : null}
            {own('since') ? (
              <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t.since}
              </p>
            ) : null}
            {own('bio') ? <p className="mt-4 leading-relaxed text-slate-600">{t.bio}</p> : null}
            {settings.founder_linkedin ? (
              <a
                href={settings.founder_linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'md', 'mt-6')}
              >
                <SocialIcon network="linkedin" className="size-4" />
                {t.linkedin}
              </a>
            ) : null}
          </div>
        </article>
      </div>
    </section>
  );
}

export default function About() {
  const t = useSection(about);
  const lang = useLang();
  const hidden = useSampleHidden();
  const hasContent = useHasContent();
  const facts = (['founded', 'experience', 'clients', 'support'] as const)
    .filter((k) => !hidden(`about.facts.${k}`))
    .map((k) => t.facts[k]);
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} description={t.hero.description} />

      <StatsRow label={t.facts.label} items={facts} />

      <section className="bg-white py-20 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {(
            [
              { key: 'mission', icon: Target, text: t.mission },
              { key: 'vision', icon: Eye, text: t.vision },
            ] as const
          ).map(({ key, icon: Icon, text }) => (
            <article key={key} className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700 ring-1 ring-accent-100">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-6 text-2xl font-bold text-slate-900">{text.title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{text.text}</p>
            </article>
          ))}
        </div>
      </section>

      <Timeline />

      {hidden('about.founder') ? null : <FounderCard />}

      <section aria-labelledby="values-title" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" eyebrow={t.values.eyebrow} title={t.values.title} align="center" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ id, icon: Icon }) => (
              <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{t.values[id].title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t.values[id].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand title={t.cta.title} description={t.cta.text}>
        <SiteLink to={pathFor('contact', lang)} className={buttonClass('inverse', 'lg')}>
          {t.cta.contact}
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
        {hasContent('projects') ? (
          <SiteLink to={pathFor('projects', lang)} className={buttonClass('primary', 'lg', 'ring-1 ring-white/20')}>
            {t.cta.projects}
          </SiteLink>
        ) : null}
      </CtaBand>
    </>
  );
}
