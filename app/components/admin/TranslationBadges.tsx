import Check from 'lucide-react/icons/check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { fmt } from '~/i18n/define';
import { useAdminT } from '~/i18n/admin-context';
import { cn } from '~/components/ui/cn';

/** Per-row translation status: whether the Turkish and the English texts are complete. */
export function TranslationBadges({ status }: { status: { tr: boolean; en: boolean } }) {
  const t = useAdminT().adminProjects;
  return (
    <span className="flex gap-1">
      {(['tr', 'en'] as const).map((lang) => {
        const ok = status[lang];
        const name = lang === 'tr' ? t.langTr : t.langEn;
        const label = fmt(ok ? t.translation.complete : t.translation.incomplete, { lang: name });
        return (
          <span
            key={lang}
            title={label}
            data-translation={`${lang}:${ok ? 'complete' : 'incomplete'}`}
            className={cn(
              'inline-flex items-center gap-0.5 rounded-md px-1.5 py-0.5 text-xs font-semibold uppercase ring-1 ring-inset',
              ok ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-amber-50 text-amber-900 ring-amber-600/30',
            )}
          >
            {ok ? <Check className="size-3" aria-hidden="true" /> : <CircleAlert className="size-3" aria-hidden="true" />}
            {lang}
            <span className="sr-only">{label}</span>
          </span>
        );
      })}
    </span>
  );
}
