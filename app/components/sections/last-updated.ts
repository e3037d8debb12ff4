import { TIME_ZONE, langFromPath } from '~/i18n/lang';
import { formatLongDate } from '~/lib/format-date';

/** Year-month-day in Istanbul (en-CA writes 2026-11-27), made once: an Intl object costs ~0.1 ms to build. */
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The 'last updated' date of the legal pages (docs/product-spec.md §2: today's date), formatted
 * once on the server (tr-TR / en-GB, Europe/Istanbul) so the browser renders
 * exactly the same text when it hydrates.
 */
export function lastUpdatedFor(request: Request, now = new Date()): { iso: string; text: string } {
  const lang = langFromPath(new URL(request.url).pathname);
  return { iso: isoDay.format(now), text: formatLongDate(now, lang) };
}
