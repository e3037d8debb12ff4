import { LOCALES, TIME_ZONE, type Lang } from '~/i18n/lang';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** "25.11.2026 03:04:05" in Istanbul time (the audit log is read to the second). */
export function formatAuditTime(date: Date, lang: Lang = 'tr'): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    });
    formats.set(lang, f);
  }
  return f.format(date);
}
