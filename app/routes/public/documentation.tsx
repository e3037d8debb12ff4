import { SiteLink } from '~/components/ui/site-link';
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import Building2 from 'lucide-react/icons/building-complex';
import Code from 'lucide-react/icons/code';
import Database from 'lucide-react/icons/database';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import LibraryBig from 'lucide-react/icons/library-big';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Monitor from 'lucide-react/icons/monitor';
import Rocket from 'lucide-react/icons/rocket';
import Server from 'lucide-react/icons/server';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import { data } from 'react-router';
import type { Route } from './+types/documentation';
import { publicHiddenClaims } from '~/site/sample/index.server';
import { NotFoundScreen } from '~/components/layout/NotFoundScreen';
import { meta as notFoundMeta } from './not-found';
import { CtaBand, ON_DARK_SECONDARY } from '~/components/sections/CtaBand';
import { PageHero } from '~/components/sections/PageHero';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Tabs } from '~/components/ui/tabs';
import { docs } from '~/i18n/messages/docs';
import { useLang, useSection, sectionForMeta } from '~/i18n/context';
import { pathFor } from '~/i18n/routes';
import { pageMeta } from '~/lib/seo';
import { CARD, type Level } from '~/components/docs/doc-card';
import { DocGuides } from '~/components/docs/DocGuides';
import { DocMeta } from '~/components/docs/DocMeta';
import { DocTabPanel } from '~/components/docs/DocTabPanel';

/** Removed with the sample content (ADR 026): the page answers 404 like any unknown address. */
export async function loader() {
  if ((await publicHiddenClaims()).includes('page.documentation')) throw data(null, { status: 404 });
  return null;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return notFoundMeta(args as unknown as Parameters<typeof notFoundMeta>[0]);
  const t = sectionForMeta(args, docs);
  return pageMeta(args, { title: t.meta.title, description: t.meta.description });
}

const TUTORIALS: Array<{ icon: LucideIcon; minutes: number; level: Level }> = [
  { icon: Code, minutes: 60, level: 'intermediate' },
  { icon: Smartphone, minutes: 90, level: 'advanced' },
  { icon: Database, minutes: 45, level: 'intermediate' },
];
const EXAMPLE_ICONS: LucideIcon[] = [ShoppingCart, HeartPulse, Building2, LibraryBig];

const TAB_VALUES = ['tutorials', 'sdk', 'examples'] as const;

export default function DocumentationPage() {
  const t = useSection(docs);
  const lang = useLang();
  const anchor = t.tabs.anchors;
  const quickStartAnchor = t.guides.items[0]!.anchor;

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} icon={BookOpen} title={t.hero.title} description={t.hero.description}>
        <a href={`#${quickStartAnchor}`} className={buttonClass('primary', 'lg')}>
          <Rocket aria-hidden="true" className="size-5" />
          {t.hero.quickStart}
        </a>
      </PageHero>

      <DocGuides />

      <section aria-labelledby="docs-resources" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="docs-resources" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t.tabs.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{t.tabs.description}</p>

          <Tabs.Root values={TAB_VALUES.map((v) => anchor[v])} defaultValue={anchor.tutorials} className="mt-10">
            <Tabs.List
              label={t.tabs.label}
              className="grid w-full grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid sm:w-auto"
            >
              {TAB_VALUES.map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={anchor[value]}
                  className="rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900 sm:px-5"
                >
                  {t.tabs[value]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <DocTabPanel value={anchor.tutorials} title={t.tutorials.title}>
              <ul className="grid gap-6 md:grid-cols-3">
                {t.tutorials.items.map((item, i) => {
                  const tut = TUTORIALS[i]!;
                  const Icon = tut.icon;
                  return (
                    <li key={item.title} className={cn(CARD, 'flex flex-col')}>
                      <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <h4 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h4>
                      <p className="mt-2 flex-1 text-slate-600">{item.description}</p>
                      <DocMeta minutes={tut.minutes} level={tut.level} />
                    </li>
                  );
                })}
              </ul>
            </DocTabPanel>

            <DocTabPanel value={anchor.sdk} title={t.sdk.title}>
              <p className="max-w-2xl text-slate-600">{t.sdk.description}</p>
              <ul className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-6">
                {t.sdk.technologies.map((tech) => (
                  <li key={tech} className={cn(CARD, 'flex items-center justify-between gap-3 p-4 lg:flex-col lg:items-start')}>
                    <span className="font-semibold text-slate-900">{tech}</span>
                    <Badge tone="accent">{t.sdk.expert}</Badge>
                  </li>
                ))}
              </ul>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                {[
                  { icon: Monitor, ...t.sdk.frontend },
                  { icon: Server, ...t.sdk.backend },
                ].map(({ icon: Icon, title, description }) => (
                  <div key={title} className={CARD}>
                    <div className="flex items-center gap-3">
                      <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-white">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <h4 className="text-lg font-semibold text-slate-900">{title}</h4>
                    </div>
                    <p className="mt-4 text-slate-600">{description}</p>
                  </div>
                ))}
              </div>
            </DocTabPanel>

            <DocTabPanel value={anchor.examples} title={t.examples.title}>
              <ul className="grid gap-6 md:grid-cols-2">
                {t.examples.items.map((item, i) => {
                  const Icon = EXAMPLE_ICONS[i] ?? GraduationCap;
                  return (
                    <li key={item.title} className={cn(CARD, 'flex gap-5')}>
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <div>
                        <h4 className="text-lg font-semibold text-slate-900">{item.title}</h4>
                        <p className="mt-2 text-slate-600">{item.description}</p>
                        <ul className="mt-4 flex flex-wrap gap-2">
                          {item.tags.map((tag) => (
                            <li key={tag}>
                              <Badge tone="slate">{tag}</Badge>
                            </li>
                          ))}
                        </ul>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </DocTabPanel>
          </Tabs.Root>
        </div>
      </section>

      <CtaBand title={t.help.title} description={t.help.description} className="bg-slate-50">
        <SiteLink to={pathFor('support', lang)} className={buttonClass('inverse', 'lg')}>
          <LifeBuoy aria-hidden="true" className="size-5" />
          {t.help.support}
        </SiteLink>
        <SiteLink to={pathFor('contact', lang)} className={ON_DARK_SECONDARY}>
          {t.help.contact}
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </CtaBand>
    </>
  );
}
