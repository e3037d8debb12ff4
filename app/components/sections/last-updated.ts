import { LOCALES, TIME_ZONE, langFromPath } from '~/i18n/lang';

/**
 * The 'last updated' date of the legal pages (docs/product-spec.md §2: today's date), formatted
 * once on the server (tr-TR / en-GB, Europe/Istanbul) so the browser renders
 * exactly the same text when it hydrates.
 */
export function lastUpdatedFor(request: Request, now = new Date()): { iso: string; text: string } {
  const lang = langFromPath(new URL(request.url).pathname);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const text = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(now);
  return { iso: parts, text };
}
