import type { Messages } from '~/i18n/catalog';
import type { TextOverrides } from '~/i18n/overrides';
import { overridden } from './claims';

/**
 * Sample claims made inside the spec's prose (ADR 029): a figure, a track record or a promise in
 * a sentence that cannot simply be left out (the services page's mobile description, the about
 * page's introduction, FAQ answers, meta descriptions, the starting prices). A fresh install shows
 * the spec's sentence; removing the claim writes the neutral wording of
 * `adminSampleNeutral.texts` at each path as a Metinler text, in both languages. So the site, the
 * Metinler screen, the history and a backup all show what the site says, and "Varsayılana dön"
 * in Metinler brings the spec's sentence (and the checklist item) back.
 */
export interface ProseClaim {
  id: string;
  /** Catalogue paths of the claim's sentences (a text, or one field of a list item: `faq.items.2.answer`). */
  paths: readonly string[];
  /** The claim as the checklist names it. */
  label: (tr: Messages) => string;
}

export const PROSE_CLAIMS: readonly ProseClaim[] = [
  { id: 'prose.services.mobile', paths: ['services.items.mobile.description'], label: (t) => t.adminSampleNeutral.labels.mobileDownloads },
  {
    id: 'prose.about.story',
    paths: ['about.hero.description', 'about.meta.description'],
    label: (t) => t.adminSampleNeutral.labels.aboutStory,
  },
  { id: 'prose.faq.support', paths: ['faq.items.2.answer'], label: (t) => t.adminSampleNeutral.labels.faqSupport },
  { id: 'prose.faq.delivery', paths: ['faq.items.6.answer'], label: (t) => t.adminSampleNeutral.labels.faqDelivery },
  { id: 'prose.support.meta', paths: ['support.meta.description'], label: (t) => t.adminSampleNeutral.labels.supportMeta },
  {
    id: 'prose.freeSupport',
    paths: ['services.hero.description', 'services.process.steps.3.text', 'home.services.web.features.3'],
    label: (t) => t.adminSampleNeutral.labels.freeSupport,
  },
  {
    id: 'prose.prices',
    paths: [
      'services.items.web.price',
      'services.items.mobile.price',
      'services.items.smart.price',
      'services.items.software.price',
      'services.priceLabel',
      'home.services.web.priceLabel',
      'services.meta.description',
    ],
    label: (t) => t.adminSampleNeutral.labels.prices,
  },
];

/** The paths of a prose claim still showing the spec's sentence (not written by staff in either language). */
export function proseSamplePaths(claim: ProseClaim, overrides: readonly TextOverrides[]): string[] {
  return claim.paths.filter((p) => !overridden({ keys: [p] }, overrides));
}
