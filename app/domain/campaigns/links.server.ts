import type { Lang } from '~/i18n/lang';
import { mailLink } from '~/server/http/origin.server';
import { UNSUBSCRIBE_PATHS } from '../newsletter/index.server';

const HOME_PATHS: Record<Lang, string> = { tr: '/', en: '/en-home' };

/** The links of a campaign e-mail in one language: the home page, any site path, the per-recipient unsubscribe link. */
export interface CampaignLinks {
  home: string;
  /** A path on the site (a link or image the editor wrote as `/…`), made absolute: a mail has no page to be relative to. */
  site(path: string): string;
  unsubscribe(token: string): string;
}

/**
 * Every link a campaign e-mail carries, built by `build` (mailLink: the site's known address,
 * never a request's host). Undefined while no address is known: nothing may then be sent, since a
 * mail without a working unsubscribe link must not leave. The admin preview passes a builder that
 * falls back to bare paths, as it is shown, not mailed.
 */
export function campaignLinks(lang: Lang, build: (path: string) => string | undefined = mailLink): CampaignLinks | undefined {
  const home = build(HOME_PATHS[lang]);
  const unsubscribe = build(UNSUBSCRIBE_PATHS[lang]);
  if (!home || !unsubscribe) return undefined;
  return {
    home,
    site: (path) => build(path) ?? path,
    unsubscribe: (token) => `${unsubscribe}?token=${encodeURIComponent(token)}`,
  };
}

/** Whether campaign e-mails can be sent: the site's address is known (PUBLIC_URL or confirmed). */
export function campaignAddressKnown(): boolean {
  return !!campaignLinks('tr');
}
