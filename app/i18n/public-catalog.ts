import type { Lang } from './lang';
import { inLanguage, type SectionTexts } from './define';
import { common } from './messages/common';
import { footer } from './messages/footer';
import { forms } from './messages/forms';

/**
 * The public catalogue: the sections every public page needs (header and
 * footer, the forms' texts: the newsletter form is in every footer). This is
 * what `useT()` gives public code, and it is loaded up front by every page.
 *
 * A page's own section (home, about, legal, docs...) is not here: the route
 * module that shows it imports it from app/i18n/messages and reads it with
 * `useSection()`, so its text lands in that page's chunk. Admin sections are
 * only in the full catalogue (catalog.ts, `useAdminT()`), never shipped to a
 * public page.
 */
export const publicSections = { common, footer, forms } as const;

export type PublicMessages = SectionTexts<typeof publicSections>;

export const publicCatalog: Record<Lang, PublicMessages> = {
  tr: inLanguage(publicSections, 'tr'),
  en: inLanguage(publicSections, 'en'),
};
