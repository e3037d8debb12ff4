import { pathFor, type PageId } from '~/i18n/routes';
import type { Lang } from '~/i18n/lang';
import { SHARED_COPIES } from './shared';

/**
 * Which catalogue entries staff can edit (Metinler), grouped by the public page
 * that shows them, in display order. An entry is a text (a string at its path)
 * or a whole list (an array: FAQ items, service features, the why-us points...),
 * edited as one value so items can be added, removed and reordered.
 *
 * The admin sections (admin*, media) are not public texts and are not here.
 */

/** The query parameter of a public page previewed with unsaved texts (`/sss?onizleme=<id>`; admin only). */
export const TEXT_PREVIEW_PARAM = 'onizleme';

/** Pages of the Metinler screen, in the order of the site's menu; each lists its catalogue sections. */
export const TEXT_PAGES = [
  { id: 'genel', sections: ['common', 'footer', 'forms'] },
  { id: 'anasayfa', sections: ['home'] },
  { id: 'hizmetler', sections: ['services'] },
  { id: 'projeler', sections: ['projects'] },
  { id: 'hakkimizda', sections: ['about'] },
  { id: 'kurumsal', sections: ['corporate'] },
  { id: 'blog', sections: ['blog', 'comments'] },
  { id: 'sss', sections: ['faq'] },
  { id: 'destek', sections: ['support'] },
  { id: 'dokumantasyon', sections: ['docs'] },
  { id: 'yasal', sections: ['legal'] },
  { id: 'diger', sections: ['unsubscribe', 'commentNotifications', 'staticPage', 'maintenance'] },
] as const;

export type TextPageId = (typeof TEXT_PAGES)[number]['id'];

/**
 * The public page a section's preview opens (its first page when it has several;
 * sections shown on no page of their own preview on the home page, where the
 * header and footer are).
 */
export const PREVIEW_PAGE: Record<string, PageId> = {
  home: 'home',
  services: 'services',
  projects: 'projects',
  about: 'about',
  corporate: 'investors',
  blog: 'blog',
  comments: 'blog',
  faq: 'faq',
  support: 'support',
  docs: 'documentation',
  legal: 'privacy',
};

/** The public path that previews `key`'s section. */
export function previewPath(key: string, lang: Lang): string {
  const section = key.split('.')[0]!;
  let page: PageId = PREVIEW_PAGE[section] ?? 'home';
  if (key.startsWith('legal.terms.')) page = 'terms';
  if (key.startsWith('corporate.partners.')) page = 'partners';
  if (key.startsWith('forms.contact.')) page = 'contact';
  return pathFor(page, lang);
}
export type TextSectionName = (typeof TEXT_PAGES)[number]['sections'][number];

export const TEXT_SECTIONS: readonly TextSectionName[] = TEXT_PAGES.flatMap((p) => p.sections);

export function isTextPageId(v: unknown): v is TextPageId {
  return TEXT_PAGES.some((p) => p.id === v);
}

/** Sections whose texts are shown with `backticks` as code (LegalDocument): the "rich" texts. */
const RICH_SECTIONS = new Set<string>(['legal']);

/**
 * Lists whose items the code pairs by position with things that are not text
 * (icons, durations, anchors): editable item by item, but not added, removed or
 * reordered.
 */
export const FIXED_LISTS = new Set<string>(['docs.guides.items', 'docs.tutorials.items']);

/**
 * Catalogue paths that are not editable here, with the reason (the catalogue
 * test checks every other public path is an entry).
 */
export const TEXT_EXCEPTIONS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /^docs\.guides\.items\.\d+\.anchor$/,
    reason: 'An in-page anchor (an address, not a text): edited with the guide list, kept as it is.',
  },
];

export interface TextEntryDef {
  key: string;
  page: TextPageId;
  section: TextSectionName;
  /** The part of the section it belongs to (`hero`, `items`…): the admin groups by it. */
  part: string;
  kind: 'text' | 'list';
  rich: boolean;
  fixed: boolean;
}

/** Every editable entry of `catalogue` (one language's public sections; both languages have the same shape), in display order. */
export function textEntries(catalogue: Record<string, unknown>): TextEntryDef[] {
  const out: TextEntryDef[] = [];
  for (const page of TEXT_PAGES) {
    for (const section of page.sections) {
      const walk = (value: unknown, key: string) => {
        if (SHARED_COPIES.has(key)) return; // shown with its shared fact's value (shared.ts)
        if (typeof value === 'string' || Array.isArray(value)) {
          const rest = key.slice(section.length + 1);
          out.push({
            key,
            page: page.id,
            section,
            part: rest.includes('.') ? rest.slice(0, rest.indexOf('.')) : rest,
            kind: Array.isArray(value) ? 'list' : 'text',
            rich: RICH_SECTIONS.has(section),
            fixed: FIXED_LISTS.has(key),
          });
          return;
        }
        if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${key}.${k}`);
      };
      walk(catalogue[section], section);
    }
  }
  return out;
}
