import { catalog } from '~/i18n/catalog';
import { getAt } from '~/i18n/overrides';
import { TEXT_PAGES, type TextEntryDef, type TextPageId } from './entries';
import { SHARED_TEXTS } from './shared';

/**
 * How staff see a site text on the Metinler screen and in the audit log: by
 * where it appears and what it does ("Üst menü → ana sayfa bağlantısı"), never by
 * its code key (the key is kept under "Teknik ayrıntılar"). Names come from the
 * admin catalogue: a name given to the entry itself, else its page section, the
 * plain names of its parts and, for a part that is a card, the card's own title.
 */

type Labels = (typeof catalog)['tr']['adminTexts'];

const leafPattern =
  /^(skipToContent|homeLinkLabel|menuOpen|menuClose|mainLabel|mobileLabel|opensInNewTab|scrollDown|listLabel|tilesLabel|honeypotLabel|counterHint|label|required|tooMany|tooLarge|invalid|invalidTitle|invalidText)$/;

/**
 * Screen-reader-only labels and form warnings: shown apart, collapsed, because
 * they are not page copy ("İçeriğe geç", "Menüyü aç", "Ad zorunludur").
 */
export function isAccessibilityText(key: string): boolean {
  const leaf = key.slice(key.lastIndexOf('.') + 1);
  return key.includes('.errors.') || leafPattern.test(leaf);
}

const clip = (s: string, max = 40) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** The entry's place in words: "Hizmetler → Liste → Web Geliştirme → Fiyat". */
export function textPlace(key: string, m: Labels = catalog.tr.adminTexts, lang: 'tr' | 'en' = 'tr'): string {
  const segments = key.split('.');
  const section = segments[0]!;
  const sectionName = (m.sections as Record<string, string>)[section] ?? m.otherPart;
  const named = (m.entryNames as Record<string, string>)[key];
  if (named) return `${sectionName} → ${named}`;
  const parts = m.partNames as Record<string, string>;
  const fields = m.fieldNames as Record<string, string>;
  const out = [sectionName];
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i]!;
    if (i === segments.length - 1) {
      out.push(fields[seg] ?? parts[seg] ?? m.fieldFallback);
      break;
    }
    const node = getAt(catalog[lang], segments.slice(0, i + 1).join('.'));
    const title = node && typeof node === 'object' ? (node as Record<string, unknown>).title : undefined;
    const name = parts[seg] ?? (typeof title === 'string' ? clip(title) : fields[seg]);
    if (name && name !== out[out.length - 1]) out.push(name);
  }
  return out.join(' → ');
}

/** The name of a part of a page (the group header on Metinler), never a code key. */
export function partLabel(part: string, m: Labels = catalog.tr.adminTexts): string {
  return (m.partNames as Record<string, string>)[part] ?? (m.fieldNames as Record<string, string>)[part] ?? m.otherPart;
}

/** The pages (in words) where an entry is shown: its own, and those of its shared copies. */
export function shownOnPages(entry: TextEntryDef, m: Labels = catalog.tr.adminTexts): string[] {
  const shared = SHARED_TEXTS.find((s) => s.key === entry.key);
  if (!shared) return [];
  const pageOf = (key: string): TextPageId | undefined =>
    TEXT_PAGES.find((p) => (p.sections as readonly string[]).includes(key.split('.')[0]!))?.id;
  const ids = [entry.page, ...shared.copies.map(pageOf)].filter((p): p is TextPageId => p !== undefined);
  return [...new Set(ids)].map((id) => m.pages[id]);
}
