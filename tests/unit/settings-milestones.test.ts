import { describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { parseSettingsForm, SETTINGS_FIELD_TABS } from '~/domain/settings/form';
import { DEFAULT_SETTINGS } from '~/domain/settings/schema';
import { MAX_MILESTONES } from '~/domain/settings/milestones';

/** The settings form posts the milestone rows as `milestones.<i>.<field>` with `milestones.count`. */
function formWith(rows: Array<Record<string, string>>, count = rows.length): FormData {
  const f = new FormData();
  const s = DEFAULT_SETTINGS;
  for (const k of [
    'site_title',
    'site_description',
    'contact_email',
    'support_email',
    'phone_number',
    'whatsapp_number',
    'address',
    'address_en',
  ] as const)
    f.set(k, s[k]);
  for (const [k, v] of Object.entries(s.social_links)) f.set(`social_links.${k}`, v);
  f.set('milestones.count', String(count));
  rows.forEach((r, i) => Object.entries(r).forEach(([k, v]) => f.set(`milestones.${i}.${k}`, v)));
  return f;
}

const m = catalog.tr.adminSettings.validation;
const row = (year: string, title = 'Başlık') => ({ year, title_tr: title, title_en: 'Title', text_tr: ' metin ', text_en: 'text' });

describe('settings form: milestones', () => {
  it('keeps the rows in the order posted, years as numbers, texts trimmed', () => {
    const r = parseSettingsForm(formWith([row('2025', 'Kuruluş'), row('2020', 'Başlangıç')]), m);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.milestones).toEqual([
      { year: 2025, title_tr: 'Kuruluş', title_en: 'Title', text_tr: 'metin', text_en: 'text' },
      { year: 2020, title_tr: 'Başlangıç', title_en: 'Title', text_tr: 'metin', text_en: 'text' },
    ]);
  });

  it('an empty list is allowed (the about page then shows no timeline)', () => {
    const r = parseSettingsForm(formWith([]), m);
    expect(r.ok && r.value.milestones).toEqual([]);
  });

  it('names the field of a bad row, on the general tab', () => {
    const r = parseSettingsForm(formWith([row('2020'), row('20x5', '')]), m);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({ 'milestones.1.year': m.year, 'milestones.1.title_tr': m.required });
    expect(SETTINGS_FIELD_TABS['milestones.1.year']).toBe('general');
  });

  it('refuses more rows than the maximum', () => {
    const r = parseSettingsForm(formWith(Array.from({ length: MAX_MILESTONES + 1 }, (_, i) => row(String(2000 + i)))), m);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.milestones).toBe(m.tooManyMilestones.replace('{max}', String(MAX_MILESTONES)));
  });
});
