import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { sectionNameOf } from '~/i18n/define';
import { applyOverrides } from '~/i18n/overrides';
import { LANGS } from '~/i18n/lang';
import { FIXED_LISTS, TEXT_EXCEPTIONS, TEXT_PAGES, TEXT_SECTIONS, textEntries } from '~/domain/texts/entries';
import { checkTextValue, placeholdersOf } from '~/domain/texts/schema';
import { SHARED_COPIES, SHARED_TEXTS, withSharedCopies } from '~/domain/texts/shared';
import { isAccessibilityText, partLabel, textPlace } from '~/domain/texts/labels';

const rules = catalog.tr.adminTexts.rules;
const entries = textEntries(catalog.tr as unknown as Record<string, unknown>);
const byKey = new Map(entries.map((e) => [e.key, e]));
const get = (lang: 'tr' | 'en', key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalog[lang] as unknown);

/** Every text of a catalogue subtree, with its path (`faq.items.3.answer`). */
function paths(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  if (Array.isArray(node)) return node.flatMap((v, i) => paths(v, `${prefix}.${i}`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => paths(v, `${prefix}.${k}`));
  return [prefix];
}

describe('site texts (Metinler): the catalogue walk', () => {
  const publicSections = Object.keys(catalog.tr).filter((s) => !/^admin|^media$/.test(s));

  it('every public section (not admin*, not media) is on a page of the Metinler screen, once, and named for useSection()', async () => {
    expect([...TEXT_SECTIONS].sort()).toEqual(publicSections.sort());
    expect(new Set(TEXT_SECTIONS).size).toBe(TEXT_SECTIONS.length);
    for (const name of publicSections) {
      const mod = (await import(path.resolve(import.meta.dirname, `../../app/i18n/messages/${name}.ts`))) as Record<string, object>;
      expect(sectionNameOf(mod[name]!), name).toBe(name);
    }
  });

  it('every public text in both languages is editable (a text entry, or part of a list entry), but the listed exceptions', () => {
    const notEditable: string[] = [];
    for (const lang of LANGS) {
      for (const section of publicSections) {
        for (const p of paths((catalog[lang] as Record<string, unknown>)[section], section)) {
          const covered =
            SHARED_COPIES.has(p) || [...byKey.keys()].some((k) => p === k || (byKey.get(k)!.kind === 'list' && p.startsWith(`${k}.`)));
          const excepted = TEXT_EXCEPTIONS.some((x) => x.pattern.test(p));
          if (!covered) notEditable.push(`${lang}:${p}`);
          // An exception is a part of a list (kept as it is by the list editor), with a reason.
          if (excepted) expect(covered, p).toBe(true);
        }
      }
    }
    expect(notEditable).toEqual([]);
    expect(entries.length).toBeGreaterThan(500);
    for (const x of TEXT_EXCEPTIONS) expect(x.reason.length).toBeGreaterThan(20);
  });

  it('entries come page by page in the order of TEXT_PAGES, each list and text once', () => {
    const order = TEXT_PAGES.map((p) => p.id);
    const seen = entries.map((e) => order.indexOf(e.page));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(byKey.size).toBe(entries.length);
    expect(byKey.get('faq.items')).toMatchObject({ kind: 'list', page: 'sss', part: 'items' });
    expect(byKey.get('services.items.web.price')).toMatchObject({ kind: 'text', page: 'hizmetler' });
    expect(byKey.get('services.why.items')?.kind).toBe('list');
    expect(byKey.get('legal.privacy.intro')?.rich).toBe(true);
    for (const k of FIXED_LISTS) expect(byKey.get(k)?.fixed, k).toBe(true);
  });

  it('every default passes its own rule, in both languages (and the languages share placeholders)', () => {
    for (const e of entries) {
      for (const lang of LANGS) expect(checkTextValue(get(lang, e.key), get(lang, e.key), e, rules), `${lang}:${e.key}`).toBeNull();
      if (e.kind === 'text')
        expect(placeholdersOf(get('en', e.key) as string).sort(), e.key).toEqual(placeholdersOf(get('tr', e.key) as string).sort());
    }
  });
});

describe('site texts: the rule of a value', () => {
  const check = (key: string, value: unknown, lang: 'tr' | 'en' = 'tr') => checkTextValue(get(lang, key), value, byKey.get(key)!, rules);

  it('keeps every placeholder and allows no unknown one', () => {
    const key = 'forms.newsletter.errorRateLimited';
    const e = byKey.get(key);
    // Find a text with a placeholder to test on, whatever the catalogue holds.
    const withPlaceholder =
      e && placeholdersOf(get('tr', key) as string).length
        ? key
        : entries.find((x) => x.kind === 'text' && placeholdersOf(get('tr', x.key) as string).length > 0)!.key;
    const def = get('tr', withPlaceholder) as string;
    const [first] = placeholdersOf(def);
    expect(check(withPlaceholder, def.replaceAll(`{${first}}`, ''))).toContain(`{${first}}`);
    expect(check(withPlaceholder, `${def} {bilinmeyen}`)).toContain('{bilinmeyen}');
    expect(check(withPlaceholder, `Yeni: ${def}`)).toBeNull();
  });

  it('refuses empty texts and texts over the length limit', () => {
    expect(check('faq.hero.title', '   ')).toBe(rules.required);
    expect(check('faq.hero.title', 'x'.repeat(2001))).toMatch(/2000/);
    expect(check('faq.hero.title', 'x'.repeat(2000))).toBeNull();
  });

  it('lists: items keep the default shape; add, remove and reorder; a fixed list keeps its length', () => {
    const items = get('tr', 'faq.items') as Array<{ question: string; answer: string }>;
    expect(check('faq.items', [...items].reverse())).toBeNull();
    expect(check('faq.items', [...items, { question: 'Yeni?', answer: 'Evet.' }])).toBeNull();
    expect(check('faq.items', items.slice(1))).toBeNull();
    expect(check('faq.items', [])).toMatch(/1/);
    expect(check('faq.items', [{ question: 'Yeni?' }])).toBeTruthy();
    expect(check('faq.items', [{ question: 'Yeni?', answer: 'Evet.', extra: 'x' }])).toBeTruthy();
    expect(check('faq.items', [{ question: 'Yeni?', answer: '' }])).toContain(rules.required);
    expect(check('faq.items', 'not a list')).toBeTruthy();
    const tutorials = get('tr', 'docs.tutorials.items') as unknown[];
    expect(check('docs.tutorials.items', tutorials.slice(1))).toBeTruthy();
    expect(check('docs.tutorials.items', tutorials)).toBeNull();
  });

  it('rich (legal) texts: backticks in pairs', () => {
    expect(check('legal.privacy.intro', 'Bir `kod` ve {company}.')).toBeNull();
    expect(check('legal.privacy.intro', 'Bir `kod ve {company}.')).toBe(rules.backticks);
  });
});

describe('site texts: merging overrides', () => {
  it('replaces only the overridden paths, shares everything else, and memoises per overrides map', () => {
    const base = catalog.tr.faq;
    expect(applyOverrides('faq', base, {})).toBe(base);
    expect(applyOverrides('faq', base, undefined)).toBe(base);
    const overrides = { 'faq.hero.title': 'Yeni başlık', 'faq.items': [{ question: 'S?', answer: 'C.' }], 'home.hero.title': 'x' };
    const merged = applyOverrides('faq', base, overrides);
    expect(merged.hero.title).toBe('Yeni başlık');
    expect(merged.hero.description).toBe(base.hero.description);
    expect(merged.items).toEqual([{ question: 'S?', answer: 'C.' }]);
    expect(merged.more).toBe(base.more);
    expect(base.hero.title).toBe('Sık Sorulan Sorular');
    expect(applyOverrides('faq', base, overrides)).toBe(merged);
    // A path the catalogue does not have changes nothing.
    expect(applyOverrides('faq', base, { 'faq.nope.title': 'x' })).toEqual(base);
  });

  it('the public route modules read their meta texts with the overrides (sectionForMeta), never the bare section', () => {
    const dir = path.resolve(import.meta.dirname, '../../app/routes/public');
    for (const f of fs.readdirSync(dir)) {
      const src = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(src, f).not.toMatch(/\b\w+\[langFromPath\((args\.)?location\.pathname\)\]/);
    }
  });

  describe('staff words', () => {
    const codeKey = /\b[a-zA-Z]+\.[a-zA-Z]+\b/;
    it('every entry and part is named in words, never by its code key', () => {
      for (const lang of LANGS) {
        const m = catalog[lang].adminTexts;
        for (const e of entries) {
          const place = textPlace(e.key, m, lang);
          expect(place, e.key).not.toMatch(codeKey);
          expect(place, e.key).toContain(' → ');
          expect(partLabel(e.part, m), e.key).not.toMatch(codeKey);
        }
      }
      expect(textPlace('common.nav.home')).toBe('Üst menü ve ortak metinler → Üst menü → ana sayfa bağlantısı');
      expect(textPlace('services.items.web.price')).toBe('Hizmetler → Web Geliştirme başlangıç fiyatı');
      expect(textPlace('faq.hero.title')).toBe('SSS → Sayfanın üst bölümü → Başlık');
    });

    it('screen-reader labels and form warnings are told apart from page copy', () => {
      for (const k of ['common.skipToContent', 'common.nav.menuOpen', 'faq.listLabel', 'forms.contact.errors.email'])
        if (byKey.has(k)) expect(isAccessibilityText(k), k).toBe(true);
      expect(isAccessibilityText('common.skipToContent')).toBe(true);
      expect(isAccessibilityText('forms.contact.errors.email')).toBe(true);
      for (const k of ['common.nav.home', 'services.items.web.price', 'faq.hero.title']) expect(isAccessibilityText(k), k).toBe(false);
    });

    it('a shared fact is one entry; its copies have the same default in each language and follow its value', () => {
      for (const s of SHARED_TEXTS) {
        expect(byKey.has(s.key), s.key).toBe(true);
        for (const c of s.copies) {
          expect(byKey.has(c), c).toBe(false);
          for (const lang of LANGS) expect(get(lang, c), `${lang}:${c}`).toEqual(get(lang, s.key));
        }
      }
      const o = withSharedCopies({ 'services.items.web.price': '18.000+ TL' });
      expect(o['home.services.web.price']).toBe('18.000+ TL');
      expect(applyOverrides('home', catalog.tr.home, o).services.web.price).toBe('18.000+ TL');
    });
  });
});
