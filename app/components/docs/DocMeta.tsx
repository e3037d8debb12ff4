import Clock from 'lucide-react/icons/clock';
import { docs } from '~/i18n/messages/docs';
import { useSection } from '~/i18n/context';
import { fmt } from '~/i18n/define';
import { Badge } from '~/components/ui/badge';
import { LEVEL_TONE, type Level } from './doc-card';

/** A guide's or tutorial's duration and level. */
export function DocMeta({ minutes, level }: { minutes: number; level: Level }) {
  const t = useSection(docs);
  return (
    <dl className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-1.5 text-slate-600">
        <dt>
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">{t.durationLabel}</span>
        </dt>
        <dd>{fmt(t.minutes, { n: minutes })}</dd>
      </div>
      <div>
        <dt className="sr-only">{t.levelLabel}</dt>
        <dd>
          <Badge tone={LEVEL_TONE[level]}>{t.levels[level]}</Badge>
        </dd>
      </div>
    </dl>
  );
}
