import type { LucideIcon } from 'lucide-react';
import Brain from 'lucide-react/icons/brain';
import Database from 'lucide-react/icons/database';
import KeyRound from 'lucide-react/icons/key-round';
import Rocket from 'lucide-react/icons/rocket';
import { docs } from '~/i18n/messages/docs';
import { useSection } from '~/i18n/context';
import { cn } from '~/components/ui/cn';
import { CARD, type Level } from './doc-card';
import { DocMeta } from './DocMeta';

/** docs/product-spec.md §2: durations and levels of the guides and tutorials (texts are in the catalogue, same order). */
const GUIDES: Array<{ icon: LucideIcon; minutes: number; level: Level }> = [
  { icon: Rocket, minutes: 5, level: 'beginner' },
  { icon: KeyRound, minutes: 10, level: 'beginner' },
  { icon: Database, minutes: 15, level: 'intermediate' },
  { icon: Brain, minutes: 20, level: 'advanced' },
];

/** The guides: four cards, each an anchor (the hero's "quick start" links to the first). */
export function DocGuides() {
  const t = useSection(docs);
  return (
    <section aria-labelledby="docs-guides" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="docs-guides" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t.guides.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t.guides.description}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.guides.items.map((guide, i) => {
            const g = GUIDES[i]!;
            const Icon = g.icon;
            return (
              <li
                key={guide.anchor}
                id={guide.anchor}
                className={cn(CARD, 'flex scroll-mt-24 flex-col transition-shadow target:ring-2 target:ring-accent-500 hover:shadow-md')}
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{guide.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{guide.description}</p>
                <DocMeta minutes={g.minutes} level={g.level} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
