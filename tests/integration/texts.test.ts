import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { catalog } from '~/i18n/catalog';
import {
  createTextPreview,
  getSiteCatalog,
  getTextOverrides,
  isStale,
  isValidStoredText,
  previewOverrides,
  resetTexts,
  revertTextChange,
  saveTexts,
  textHistory,
  textRowMap,
  TextValidationError,
} from '~/domain/texts/texts.server';
import { createBackup, restoreBackup } from '~/site/backup/backup.server';

const ACTOR = 'session:test1234';
const faqTr = catalog.tr.faq.items;

describeEachEngine('site texts (Metinler)', (ctx) => {
  const count = async (table: 'site_texts' | 'site_text_history') =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores an override per language, merged over the catalogue; the other language is flagged until it follows', async () => {
    const items = faqTr.map((it, i) => (i === 2 ? { ...it, answer: 'Evet, 7/24 destek veriyoruz.' } : it));
    expect(
      await saveTexts(
        [
          { key: 'faq.items', tr: items },
          { key: 'services.items.web.price', tr: '18.000+ TL' },
        ],
        ACTOR,
      ),
    ).toBe(2);
    expect((await getSiteCatalog('tr')).faq.items[2]!.answer).toBe('Evet, 7/24 destek veriyoruz.');
    expect((await getSiteCatalog('tr')).services.items.web.price).toBe('18.000+ TL');
    expect((await getSiteCatalog('en')).services.items.web.price).toBe(catalog.en.services.items.web.price);
    // The price is one fact shown on the home page too (shared.ts): the one change reaches both, in that language only.
    expect((await getSiteCatalog('tr')).home.services.web.price).toBe('18.000+ TL');
    expect((await getSiteCatalog('en')).home.services.web.price).toBe(catalog.en.home.services.web.price);
    expect(Object.keys(await getTextOverrides('tr')).sort()).toEqual(['faq.items', 'home.services.web.price', 'services.items.web.price']);
    expect(await getTextOverrides('en')).toEqual({});
    let rows = await textRowMap();
    expect(isStale(rows, 'services.items.web.price', 'en')).toBe(true);
    expect(isStale(rows, 'services.items.web.price', 'tr')).toBe(false);
    // The English follows: nothing is flagged any more.
    await saveTexts([{ key: 'services.items.web.price', en: 'TRY 18,000+' }], ACTOR);
    rows = await textRowMap();
    expect(isStale(rows, 'services.items.web.price', 'en')).toBe(false);
    expect(isStale(rows, 'services.items.web.price', 'tr')).toBe(false);
    // Saving the same value again changes nothing.
    expect(await saveTexts([{ key: 'services.items.web.price', en: 'TRY 18,000+' }], ACTOR)).toBe(0);
  });

  it('refuses a broken placeholder and stores nothing', async () => {
    const before = [await count('site_texts'), await count('site_text_history')];
    const key = 'legal.lastUpdated';
    await expect(
      saveTexts(
        [
          { key, tr: 'Son güncelleme: tarih' },
          { key: 'faq.hero.title', tr: 'Başka' },
        ],
        ACTOR,
      ),
    ).rejects.toThrow(TextValidationError);
    await expect(saveTexts([{ key, tr: 'Son güncelleme: {date} {gun}' }], ACTOR)).rejects.toThrow(/\{gun\}/);
    await expect(saveTexts([{ key: 'yok.boyle', tr: 'x' }], ACTOR)).rejects.toThrow(TextValidationError);
    expect([await count('site_texts'), await count('site_text_history')]).toEqual(before);
    expect((await getSiteCatalog('tr')).faq.hero.title).toBe(catalog.tr.faq.hero.title);
  });

  it('keeps the history with the previous value; revert puts it back; reset returns to the default', async () => {
    await saveTexts([{ key: 'services.items.web.price', tr: '20.000+ TL' }], ACTOR);
    const history = await textHistory(['services.items.web.price']);
    const last = history.find((h) => h.lang === 'tr')!;
    expect(last).toMatchObject({ oldValue: '18.000+ TL', newValue: '20.000+ TL', actor: ACTOR });
    await revertTextChange(last.id, ACTOR);
    expect((await getSiteCatalog('tr')).services.items.web.price).toBe('18.000+ TL');
    await resetTexts('services', ACTOR);
    expect((await getSiteCatalog('tr')).services.items.web.price).toBe(catalog.tr.services.items.web.price);
    expect((await getSiteCatalog('en')).services.items.web.price).toBe(catalog.en.services.items.web.price);
    expect(Object.keys(await getTextOverrides('tr'))).toEqual(['faq.items']);
    // Every change is in the history, the reset included (new value: the default).
    expect((await textHistory(['services.items.web.price'], 50)).filter((h) => h.newValue === null).length).toBe(2);
  });

  it('a preview: validated, for its session only, over the stored texts, nothing saved', async () => {
    const id = await createTextPreview([{ key: 'faq.hero.title', tr: 'Önizleme başlığı' }], 'session-a');
    expect((await previewOverrides(id, 'session-a', 'tr'))?.['faq.hero.title']).toBe('Önizleme başlığı');
    expect((await previewOverrides(id, 'session-a', 'tr'))?.['faq.items']).toBeDefined();
    expect(await previewOverrides(id, 'session-b', 'tr')).toBeUndefined();
    expect((await getSiteCatalog('tr')).faq.hero.title).toBe(catalog.tr.faq.hero.title);
    await expect(createTextPreview([{ key: 'legal.lastUpdated', tr: 'yok' }], 'session-a')).rejects.toThrow(TextValidationError);
  });

  it('backup and restore carry the overrides and their history; an older backup without them restores', async () => {
    const backup = JSON.parse(JSON.stringify(await createBackup())) as Awaited<ReturnType<typeof createBackup>>;
    expect(backup.tables.site_texts.map((r) => r.key)).toEqual(['faq.items']);
    expect(backup.tables.site_text_history.length).toBeGreaterThan(3);
    await resetTexts('faq', ACTOR);
    expect(await getTextOverrides('tr')).toEqual({});
    await restoreBackup(backup);
    expect((await getSiteCatalog('tr')).faq.items[2]!.answer).toBe('Evet, 7/24 destek veriyoruz.');
    // A backup taken before 010_site_texts: the tables are restored empty.
    const old = JSON.parse(JSON.stringify(backup)) as Record<string, unknown> & { tables: Record<string, unknown> };
    delete old.tables.site_texts;
    delete old.tables.site_text_history;
    await restoreBackup(old as never);
    expect(await count('site_texts')).toBe(0);
    // A stored text that breaks its rule is refused by a restore.
    const bad = JSON.parse(JSON.stringify(backup)) as typeof backup;
    bad.tables.site_texts[0]!.value = [{ question: 'x' }];
    await expect(restoreBackup(bad)).rejects.toThrow();
  });
});

describe('site texts: the rule messages', () => {
  it('the admin speaks Turkish: the server refuses with the Turkish message', () => {
    expect(catalog.tr.adminTexts.rules.missingPlaceholder).toMatch(/Yer tutucu/);
  });
});

describe('a backup from before shared facts', () => {
  it('may hold an override of a copy path (then an entry of its own): restorable, not refused', () => {
    expect(isValidStoredText('tr', 'home.services.web.price', '20.000+ TL')).toBe(true);
    expect(isValidStoredText('en', 'about.facts.clients.value', '120+')).toBe(true);
    expect(isValidStoredText('tr', 'home.services.web.price', '')).toBe(false);
    expect(isValidStoredText('tr', 'home.nothing.here', 'x')).toBe(false);
  });
});
