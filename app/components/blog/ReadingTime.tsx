import { plural } from '~/i18n/define';
import { useLang, useSection } from '~/i18n/context';
import { blog } from '~/i18n/messages/blog';

/**
 * A post's reading time as shown ("5 dk okuma", "5 min read"); screen readers hear
 * the minutes in full instead ("5 minutes"). `label` adds "Reading time:" before
 * them, for a place that does not name it already (a <dt> does on the post page).
 */
export function ReadingTimeText({ minutes, label = false }: { minutes: number; label?: boolean }) {
  const t = useSection(blog);
  const lang = useLang();
  return (
    <>
      <span aria-hidden="true">{plural(lang, minutes, t.readingTime)}</span>
      <span className="sr-only">
        {label ? `${t.readingTimeLabel}: ` : ''}
        {plural(lang, minutes, t.readingMinutes)}
      </span>
    </>
  );
}
