import { LOCALES, TIME_ZONE, type Lang } from '~/i18n/lang';

/**
 * Dates as the admin and the site show them: tr-TR (or en-GB) in the
 * Europe/Istanbul time zone, whatever the server's or browser's zone.
 * Formatted on the server, so the HTML does not depend on the client clock.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: 'date' | 'dateTime' | 'longDate' | 'dayMonth' | 'stamp'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { year: 'numeric', month: '2-digit', day: '2-digit' }
        : kind === 'longDate'
          ? { year: 'numeric', month: 'long', day: 'numeric' }
          : kind === 'dayMonth'
            ? { month: 'short', day: 'numeric' }
            : kind === 'stamp'
              ? {
                  year: 'numeric',
                  month: '2-digit',
                  day: '2-digit',
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                  hourCycle: 'h23',
                }
              : { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...opts, timeZone: TIME_ZONE });
    cache.set(key, f);
  }
  return f;
}

/** 22.11.2026 */
export function formatDate(date: Date, lang: Lang = 'tr'): string {
  return formatter(lang, 'date').format(date);
}

/** 22 Kasım 2026 */
export function formatLongDate(date: Date, lang: Lang = 'tr'): string {
  return formatter(lang, 'longDate').format(date);
}

/** 22 Kasım 2026 08:24 (long month, hour and minute: docs/product-spec.md §9) */
export function formatDateTime(date: Date, lang: Lang = 'tr'): string {
  return formatter(lang, 'dateTime').format(date);
}

/** 22 Kas */
export function formatDayMonth(date: Date, lang: Lang = 'tr'): string {
  return formatter(lang, 'dayMonth').format(date);
}

/** 25.11.2026 03:04:05 (to the second: the audit log) */
export function formatTimestamp(date: Date, lang: Lang = 'tr'): string {
  return formatter(lang, 'stamp').format(date);
}
