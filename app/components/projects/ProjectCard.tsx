import type { LucideIcon } from 'lucide-react';
import Bot from 'lucide-react/icons/bot';
import Brain from 'lucide-react/icons/brain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Code from 'lucide-react/icons/code';
import ExternalLink from 'lucide-react/icons/external-link';
import Globe from 'lucide-react/icons/globe';
import Monitor from 'lucide-react/icons/monitor';
import Shield from 'lucide-react/icons/shield';
import Smartphone from 'lucide-react/icons/smartphone';
import Star from 'lucide-react/icons/star';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { cn } from '~/components/ui/cn';
import { IconFact } from '~/components/ui/icon-fact';
import { CARD_FEATURES, CARD_TECHNOLOGIES, type ProjectIcon, type ProjectStatus, type ProjectCardData } from '~/domain/projects/index';
import { useLang, useSection } from '~/i18n/context';
import { LOCALES, type Lang } from '~/i18n/lang';
import { projects } from '~/i18n/messages/projects';
import { fmt, plural } from '~/i18n/define';
import { responsiveImage } from '~/lib/images';
import { formatDate } from '~/lib/format-date';

export const PROJECT_ICONS: Record<ProjectIcon, LucideIcon> = {
  Bot,
  Shield,
  TrendingUp,
  Smartphone,
  Monitor,
  Code,
  Brain,
  Globe,
};

const ratingFormats = new Map<Lang, Intl.NumberFormat>();

/** A rating with one decimal in the page's language: 4,8 in Turkish, 4.8 in English. */
function rating(value: number, lang: Lang): string {
  let f = ratingFormats.get(lang);
  if (!f) ratingFormats.set(lang, (f = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return f.format(value);
}

/** Status badge colours (docs/product-spec.md §4): active green, beta blue, development amber, research purple, others muted. */
export const STATUS_TONE: Record<ProjectStatus, BadgeTone> = {
  active: 'green',
  beta: 'blue',
  development: 'amber',
  research: 'purple',
  planned: 'slate',
  stopped: 'slate',
};

const FACT = 'font-medium text-slate-800';

/** A small uppercase caption over a list of the card. */
function Labelled({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
      {children}
    </div>
  );
}

/**
 * The one project card (home featured grid, projects page): its picture, or a drawn panel with the project's icon
 * when it has none, so cards with and without a picture line up; title, category, status, users, rating, first 3
 * features, first 4 technologies "+N"; the demo and code links when the project has them; and "Details": on the
 * projects page a disclosure with what the card leaves out (the full description, every feature and technology,
 * version, release date), elsewhere (`detailsHref`) a link to the card on the projects page.
 */
export function ProjectCard({
  project,
  headingLevel = 3,
  className,
  detailsHref,
}: {
  project: ProjectCardData;
  headingLevel?: 2 | 3;
  className?: string;
  /** Where "Details" leads (the home page: the card on the projects page); without it, the card's own disclosure. */
  detailsHref?: string;
}) {
  const t = useSection(projects);
  const lang = useLang();
  const Icon = PROJECT_ICONS[project.icon] ?? Bot;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tech = project.technologies.slice(0, CARD_TECHNOLOGIES);
  const rest = project.technologies.length - tech.length;
  const features = project.features.slice(0, CARD_FEATURES);
  const more = project.more;
  const hasMore =
    !!more && (!!more.description || !!more.releaseDate || project.features.length > features.length || rest > 0 || !!more.version);
  return (
    <article
      id={project.anchor || undefined}
      className={cn(
        'flex h-full scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg',
        className,
      )}
    >
      {project.imageUrl ? (
        <img
          {...responsiveImage(project.imageUrl, { sizes: '(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw' })}
          alt={project.imageAlt ?? project.title}
          className="-mx-6 -mt-6 mb-6 aspect-[16/9] max-h-72 w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          data-testid="project-card-art"
          className="relative -mx-6 -mt-6 mb-6 flex aspect-[16/9] max-h-72 items-center justify-center overflow-hidden rounded-t-2xl bg-gradient-to-br from-ink-950 via-accent-900 to-violet-900"
        >
          <span className="absolute -top-10 -right-10 size-40 rounded-full bg-accent-500/20 blur-2xl" />
          <span className="absolute -bottom-12 -left-8 size-44 rounded-full bg-violet-500/20 blur-2xl" />
          <Icon className="relative size-16 text-white/80" strokeWidth={1.25} />
        </div>
      )}
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 ring-1 ring-accent-100">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <Heading className="truncate text-lg font-semibold text-slate-900">{project.title}</Heading>
            <p className="text-sm text-slate-600">{t.categories[project.category]}</p>
          </div>
        </div>
        <Badge tone={STATUS_TONE[project.status]} className="shrink-0">
          <span className="sr-only">{t.card.status}: </span>
          {t.statuses[project.status]}
        </Badge>
      </div>

      <p className="mt-4 text-sm leading-relaxed text-slate-600">{project.description}</p>

      {project.usersText || project.rating !== null ? (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {project.usersText ? (
            <IconFact icon={<Users aria-hidden="true" className="size-4 text-slate-500" />} label={t.card.users} className={FACT}>
              {project.usersText} <span className="font-normal text-slate-600">{t.card.users}</span>
            </IconFact>
          ) : null}
          {project.rating !== null ? (
            <IconFact
              icon={<Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />}
              label={t.card.rating}
              className={FACT}
            >
              <span aria-hidden="true">{rating(project.rating, lang)}</span>
              <span className="sr-only">{fmt(t.card.ratingValue, { n: rating(project.rating, lang) })}</span>
            </IconFact>
          ) : null}
        </dl>
      ) : null}

      {features.length > 0 ? (
        <Labelled title={t.card.features} className="mt-5">
          <CheckList items={features} className="mt-2 space-y-1.5" />
        </Labelled>
      ) : null}

      {tech.length > 0 ? (
        <Labelled title={t.card.technologies} className="mt-5">
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {tech.map((name) => (
              <li key={name} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
                {name}
              </li>
            ))}
            {rest > 0 ? (
              <li className="rounded-md bg-accent-50 px-2 py-1 text-xs font-semibold text-accent-800">
                <span aria-hidden="true">{fmt(t.card.moreTech, { n: rest })}</span>
                <span className="sr-only">{plural(lang, rest, t.card.moreTechLabel)}</span>
              </li>
            ) : null}
          </ul>
        </Labelled>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-6">
        {project.demoUrl ? (
          <a href={project.demoUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t.card.demo}
            <span className="sr-only"> — {project.title}</span>
          </a>
        ) : null}
        {project.githubUrl ? (
          <a href={project.githubUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm')}>
            <Code aria-hidden="true" className="size-4" />
            {t.card.code}
            <span className="sr-only"> — {project.title}</span>
          </a>
        ) : null}
        {detailsHref ? (
          project.demoUrl || project.githubUrl ? null : (
            <a href={detailsHref} className={buttonClass('outline', 'sm')}>
              {t.card.details}
              <span className="sr-only"> — {project.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          )
        ) : hasMore && more ? (
          <details className="group/details w-full">
            <summary className={buttonClass('outline', 'sm', 'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
              {t.card.details}
              <span className="sr-only"> — {project.title}</span>
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/details:rotate-180" />
            </summary>
            <div className="mt-4 space-y-4 border-t border-slate-100 pt-4 text-sm text-slate-700">
              {more.description ? <p className="leading-relaxed whitespace-pre-line">{more.description}</p> : null}
              {project.features.length > features.length ? (
                <Labelled title={t.card.allFeatures}>
                  <CheckList items={project.features} className="mt-2 space-y-1.5" />
                </Labelled>
              ) : null}
              {rest > 0 ? (
                <Labelled title={t.card.allTechnologies}>
                  <p className="mt-2">{project.technologies.join(', ')}</p>
                </Labelled>
              ) : null}
              <dl className="flex flex-wrap gap-x-6 gap-y-1">
                {more.version ? (
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t.card.version}</dt>
                    <dd className="font-medium">{more.version}</dd>
                  </div>
                ) : null}
                {more.releaseDate ? (
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t.card.released}</dt>
                    <dd className="font-medium">{formatDate(new Date(more.releaseDate), lang)}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </details>
        ) : null}
      </div>
    </article>
  );
}
