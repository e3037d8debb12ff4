import { useState } from 'react';
import { SiteLink } from '~/components/ui/site-link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Layers from 'lucide-react/icons/layers';
import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import type { Route } from './+types/projects';
import { ProjectCard } from '~/components/projects/ProjectCard';
import { GRID_CLASS, gridSpans } from '~/components/projects/grid';
import { CtaBand } from '~/components/sections/CtaBand';
import { PageHero } from '~/components/sections/PageHero';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Input } from '~/components/ui/field';
import { filterProjects, PROJECT_CATEGORIES, type ProjectCategory } from '~/domain/projects/index';
import { listVisibleProjects, toProjectCard } from '~/domain/projects/index.server';
import { projects as projectsText } from '~/i18n/messages/projects';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { plural } from '~/i18n/define';
import { langFromPath } from '~/i18n/lang';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const projects = (await listVisibleProjects()).map((p) => toProjectCard(p, lang));
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const category = url.searchParams.get('category') ?? '';
  return { projects, q, category: projects.some((p) => p.category === category) ? category : '' };
}

export const meta: Route.MetaFunction = (args) => {
  const t = sectionForMeta(args, projectsText).meta;
  return pageMeta(args, { title: t.title, description: t.description });
};

/** The query string of a filter state (empty values left out). */
function queryOf(q: string, category: string): string {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (category) p.set('category', category);
  const s = p.toString();
  return s ? `?${s}` : '';
}

function isPlainClick(e: React.MouseEvent) {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  // A navigation to other filters (a link, the back button) starts from the server's state again.
  return <ProjectsPage key={`${loaderData.q}|${loaderData.category}`} loaderData={loaderData} />;
}

function ProjectsPage({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const t = useSection(projectsText);
  const lang = useLang();
  const { projects } = loaderData;
  const [q, setQ] = useState(loaderData.q);
  const [category, setCategory] = useState(loaderData.category);

  // Categories of the filter and the statistics: built from the data, in the vocabulary's order.
  const counts = new Map<ProjectCategory, number>();
  for (const p of projects) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const categories = PROJECT_CATEGORIES.filter((c) => counts.has(c));
  const shown = filterProjects(projects, q, category, t);
  const spans = gridSpans(shown.length);

  // Keeps the address in step with the filter (shareable, and what the server renders without JavaScript).
  const sync = (nextQ: string, nextCategory: string) => {
    const url = window.location.pathname + queryOf(nextQ.trim(), nextCategory);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} description={t.hero.description} />

      <section aria-labelledby="projects-list-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="projects-list-title" className="sr-only">
            {t.hero.eyebrow}
          </h2>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <form
              method="get"
              role="search"
              className="flex flex-col gap-3 sm:flex-row"
              onSubmit={(e) => {
                e.preventDefault();
                sync(q, category);
              }}
            >
              <label htmlFor="project-search" className="sr-only">
                {t.search.label}
              </label>
              <div className="relative flex-1">
                <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
                <Input
                  id="project-search"
                  type="search"
                  name="q"
                  value={q}
                  maxLength={100}
                  autoComplete="off"
                  placeholder={t.search.placeholder}
                  className="h-12 pl-10 text-base"
                  onChange={(e) => {
                    setQ(e.target.value);
                    sync(e.target.value, category);
                  }}
                />
              </div>
              {category ? <input type="hidden" name="category" value={category} /> : null}
              <button type="submit" className={buttonClass('primary', 'lg')}>
                {t.search.submit}
              </button>
            </form>

            {categories.length > 0 ? (
              <nav aria-label={t.search.categoryLabel} className="mt-4">
                <ul className="flex flex-wrap gap-2">
                  {['', ...categories].map((c) => {
                    const active = c === category;
                    return (
                      <li key={c || 'all'}>
                        <a
                          href={queryOf(q.trim(), c) || '?'}
                          aria-current={active ? 'true' : undefined}
                          className={cn(
                            'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors',
                            active
                              ? 'bg-accent-700 text-white ring-accent-700'
                              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400',
                          )}
                          onClick={(e) => {
                            if (!isPlainClick(e)) return;
                            e.preventDefault();
                            setCategory(c);
                            sync(q, c);
                          }}
                        >
                          {c ? t.categories[c as ProjectCategory] : t.search.all}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            ) : null}
          </div>

          <p role="status" className="mt-6 text-sm text-slate-600">
            {projects.length > 0 && shown.length > 0 ? plural(lang, shown.length, t.search.results) : ''}
          </p>

          {projects.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">{t.empty}</p>
          ) : shown.length === 0 ? (
            <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <SearchX aria-hidden="true" className="size-10 text-slate-400" />
              <p className="mt-4 text-lg font-medium text-slate-800">{t.noMatch}</p>
              <a
                href="?"
                className={buttonClass('outline', 'md', 'mt-6')}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  setQ('');
                  setCategory('');
                  sync('', '');
                }}
              >
                {t.search.clear}
              </a>
            </div>
          ) : (
            <ul className={cn('mt-6', GRID_CLASS)}>
              {shown.map((p, i) => (
                <li key={p.id} className={spans[i]}>
                  <ProjectCard project={p} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {projects.length > 0 ? (
        <section aria-labelledby="project-stats-title" className="bg-white py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="project-stats-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t.stats.title}
            </h2>
            {/* Boxes grow to fill their row: whatever the number of categories, no row ends with an empty gap. */}
            <dl className="mt-8 flex flex-wrap gap-4">
              <div className="min-w-[9.5rem] flex-1 basis-40 rounded-2xl bg-accent-700 p-5 text-white shadow-sm">
                <dt className="flex items-center gap-2 text-sm font-medium text-accent-100">
                  <Layers aria-hidden="true" className="size-4" />
                  {t.stats.total}
                </dt>
                <dd className="mt-2 text-3xl font-bold">{projects.length}</dd>
              </div>
              {categories.map((c) => (
                <div key={c} className="min-w-[9.5rem] flex-1 basis-40 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <dt className="text-sm font-medium text-slate-600">{t.categories[c]}</dt>
                  <dd className="mt-2 text-3xl font-bold text-slate-900">
                    <span aria-hidden="true">{counts.get(c)}</span>
                    <span className="sr-only">{plural(lang, counts.get(c) ?? 0, t.stats.count)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}

      <CtaBand title={t.cta.title} description={t.cta.text} className="bg-white">
        <SiteLink to={pathFor('contact', lang)} className={buttonClass('inverse', 'lg')}>
          {t.cta.button}
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
      </CtaBand>
    </>
  );
}
