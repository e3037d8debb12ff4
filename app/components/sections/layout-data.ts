import { useRouteLoaderData } from 'react-router';
import type { Settings } from '~/domain/settings/index';
import type { SitePageNav } from '~/domain/pages/index';
import type { TextOverrides } from '~/i18n/overrides';
import { phoneRuleOf, type PhoneRule } from '~/domain/forms/index';
import { emptySectionMarker, type EmptiableSection } from '~/site/sample/index';

/** What the public layout loader (routes/public/layout.tsx) gives every public page. */
export interface PublicLayoutData {
  settings: Settings;
  origin: string;
  /** The static pages in the header and footer, and the careers page, in the page's language. */
  sitePages: SitePageNav;
  /** The staff's texts (Metinler) in the page's language, merged by useT()/useSection(). */
  texts: TextOverrides;
  /** The banner of an admin's preview of unsaved texts, or null. */
  preview: string | null;
  /** Sample claims removed by the owner (app/site/sample/claims.ts): the pages leave them out. */
  sampleHidden: readonly string[];
}

/** The static pages the header and footer link to (Sayfalar → "Sitede yeri"), in the current language. */
export function useSitePageNav(): SitePageNav {
  const data = useRouteLoaderData('routes/public/layout') as PublicLayoutData | undefined;
  return data?.sitePages ?? { header: [], footer: [] };
}

/**
 * Whether a sample claim was removed (ADR 026): `hidden('home.stats.clients')`.
 * Outside the public layout nothing is hidden.
 */
export function useSampleHidden(): (claim: string) => boolean {
  const data = useRouteLoaderData('routes/public/layout') as PublicLayoutData | undefined;
  const hidden = data?.sampleHidden ?? [];
  return (claim) => hidden.includes(claim);
}

/**
 * Whether a section has something to show (a visible project, a live post): while it has not,
 * menus and buttons leave out their links to it (no dead end after the samples are removed).
 */
export function useHasContent(): (section: EmptiableSection) => boolean {
  const hidden = useSampleHidden();
  return (section) => !hidden(emptySectionMarker(section));
}

/** The site settings, from the public layout's loader data. */
export function usePublicSettings(): Settings {
  const data = useRouteLoaderData('routes/public/layout') as PublicLayoutData | undefined;
  if (!data) throw new Error('usePublicSettings() is only available under the public layout');
  return data.settings;
}

/** The public forms' phone rule (the owner's `phone_international` setting); the spec's rule outside the public layout. */
export function usePhoneRule(): PhoneRule {
  const data = useRouteLoaderData('routes/public/layout') as PublicLayoutData | undefined;
  return phoneRuleOf(data?.settings);
}
