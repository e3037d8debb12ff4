import type { Lang } from '~/i18n/lang';
import { isOneOf } from './vocabulary';

/**
 * In-page anchors of the services page (docs/product-spec.md §2), per language: the footer
 * links to them and the services page gives its cards these ids.
 */
export const SERVICE_IDS = ['ai', 'web', 'mobile', 'smart', 'software'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const isServiceId = isOneOf(SERVICE_IDS);

export const SERVICE_ANCHORS: Record<ServiceId, Record<Lang, string>> = {
  ai: { tr: 'yapay-zeka', en: 'ai' },
  web: { tr: 'web-gelistirme', en: 'web' },
  mobile: { tr: 'mobil-uygulamalar', en: 'mobile' },
  smart: { tr: 'akilli-sistemler', en: 'smart' },
  software: { tr: 'yazilim-hizmetleri', en: 'software' },
};

/** The project anchors the footer links to (docs/product-spec.md §2); a project card's id is its title's slug. */
export const FOOTER_PROJECT_ANCHORS = ['funai', 'quakesafe', 'funvest'] as const;

const TR_MAP: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };

/** Slug of a title: Turkish letters transliterated, other non-alphanumerics to hyphens ("FunAI" → "funai"). */
export function anchorOf(title: string): string {
  return title
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => TR_MAP[c] ?? c)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
