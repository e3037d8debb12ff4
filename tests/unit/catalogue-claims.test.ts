import { describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { about } from '~/i18n/messages/about';
import { faq } from '~/i18n/messages/faq';
import { home } from '~/i18n/messages/home';
import { services } from '~/i18n/messages/services';
import { support } from '~/i18n/messages/support';
import { DEFAULT_MILESTONES, milestonesSchema, MAX_MILESTONES } from '~/domain/settings/milestones';
import { DEFAULT_SETTINGS, settingsSchema } from '~/domain/settings/schema';

/**
 * The site's claims agree with each other: what FAQ,
 * services, about and home promise about support matches the support page, and
 * "founded in 2025" is never set next to "5+ years of experience" unless the
 * years are the team's.
 */

type Lang = 'tr' | 'en';
const LANGS: Lang[] = ['tr', 'en'];

function strings(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, `${prefix}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** `{ value, label }` figures (stats rows), anywhere in a section. */
function figures(node: unknown, prefix = ''): Array<[string, { value: string; label: string }]> {
  if (!node || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  if (typeof o.value === 'string' && typeof o.label === 'string') return [[prefix, { value: o.value, label: o.label }]];
  return Object.entries(o).flatMap(([k, v]) => figures(v, prefix ? `${prefix}.${k}` : k));
}

const ROUND_THE_CLOCK = /7\/24|24\/7|round the clock|around the clock|gece gündüz/i;
const LIVE_SUPPORT = { tr: /canlı (destek|sohbet)/i, en: /live (support|chat)/i } as const;
const COMING_SOON = { tr: /yakında|hazırlanıyor/i, en: /coming soon|on its way/i } as const;
const SUPPORT_ONLY = { tr: /^(teknik )?destek$/i, en: /^(technical )?support$/i } as const;
const FOUNDED = { tr: /kurul|kuruluş/i, en: /founded|found our company/i } as const;
const YEARS_OF_EXPERIENCE = { tr: /(yıl\w*|yılı aşkın)\s.*deneyim/i, en: /years?\b.*\bexperience/i } as const;
const TEAM = { tr: /ekib|ekip/i, en: /\bteam/i } as const;

/** The claims a page makes about support, beside the support page's own texts. */
const CLAIMING = { faq, services, about, home } as const;

/** Contradictions between the support page and the other pages' support claims, in one language. */
export function supportContradictions(lang: Lang, sections: Record<string, { tr: unknown; en: unknown }>, supportPage: unknown) {
  const liveIsComingSoon = strings(supportPage).some(([k, v]) => /live/i.test(k) && /status|value/i.test(k) && COMING_SOON[lang].test(v));
  const problems: string[] = [];
  for (const [name, section] of Object.entries(sections)) {
    for (const [key, text] of strings(section[lang])) {
      const at = `${lang}.${name}.${key}`;
      if (!liveIsComingSoon) continue;
      // A live support promise: live support named without "coming soon" in the same text.
      if (LIVE_SUPPORT[lang].test(text) && !COMING_SOON[lang].test(text)) problems.push(`${at}: promises live support: "${text}"`);
      // Round the clock and live support in one sentence reads as 24/7 live support.
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (ROUND_THE_CLOCK.test(sentence) && LIVE_SUPPORT[lang].test(sentence)) problems.push(`${at}: 24/7 live support: "${sentence}"`);
      }
      // A bare "24/7 Support" heading promises a support desk that answers round the clock.
      const bare = text.replace(ROUND_THE_CLOCK, '').trim();
      if (ROUND_THE_CLOCK.test(text) && SUPPORT_ONLY[lang].test(bare)) problems.push(`${at}: "${text}" promises round-the-clock support`);
    }
    for (const [key, f] of figures(section[lang])) {
      if (liveIsComingSoon && ROUND_THE_CLOCK.test(f.value) && SUPPORT_ONLY[lang].test(f.label.trim()))
        problems.push(`${lang}.${name}.${key}: "${f.value} ${f.label}" promises round-the-clock support`);
    }
  }
  return problems;
}

/** "X years of experience" next to a founding year, not attributed to the team, in one language. */
export function experienceContradictions(lang: Lang, sections: Record<string, { tr: unknown; en: unknown }>) {
  const all = Object.entries(sections).flatMap(([name, s]) => strings(s[lang]).map(([k, v]) => [`${lang}.${name}.${k}`, v] as const));
  const founded = all.some(([, v]) => FOUNDED[lang].test(v) && /\b20\d\d\b/.test(v));
  if (!founded) return [];
  const problems: string[] = [];
  for (const [at, text] of all) {
    if (YEARS_OF_EXPERIENCE[lang].test(text) && !TEAM[lang].test(text)) problems.push(`${at}: "${text}" is not the team's`);
  }
  for (const [name, s] of Object.entries(sections)) {
    for (const [key, f] of figures(s[lang])) {
      const claim = `${f.value} ${f.label}`;
      if (YEARS_OF_EXPERIENCE[lang].test(claim) && !TEAM[lang].test(claim))
        problems.push(`${lang}.${name}.${key}: "${claim}" is not the team's`);
    }
  }
  return problems;
}

const sections = catalog as unknown as Record<Lang, Record<string, unknown>>;
const bothLanguages = Object.fromEntries(
  Object.keys(catalog.tr)
    .filter((k) => !/^admin|^media$/.test(k))
    .map((k) => [k, { tr: sections.tr[k], en: sections.en[k] }]),
);

describe('the catalogue does not contradict itself', () => {
  for (const lang of LANGS) {
    it(`${lang}: FAQ, services, about and home make no support promise the support page takes back`, () => {
      expect(supportContradictions(lang, CLAIMING, support[lang])).toEqual([]);
    });

    it(`${lang}: "founded in 2025" is never next to years of experience that are not the team's`, () => {
      expect(experienceContradictions(lang, bothLanguages)).toEqual([]);
    });
  }

  it('the checks find the contradictions the site used to have (so they are not vacuous)', () => {
    const oldFaq = {
      tr: { a: 'Evet. Canlı destek, e-posta ve telefon üzerinden 7/24 teknik destek sunuyoruz.' },
      en: { a: 'Yes. We offer 24/7 technical support via live support, email and phone.' },
    };
    const oldServices = {
      tr: { why: [{ title: '7/24 Destek', text: 'E-posta ve telefonla her zaman yanınızdayız.' }] },
      en: { why: [{ title: '24/7 Support', text: 'E-mail and phone: we are always there for you.' }] },
    };
    const oldAbout = {
      tr: {
        hero: '2025 yılında kurulan şirketimiz, 5 yılı aşkın deneyimle...',
        facts: { experience: { value: '5+', label: 'Yıllık Deneyim' } },
      },
      en: {
        hero: 'Founded in 2025, our company brings more than 5 years of experience...',
        facts: { support: { value: '24/7', label: 'Support' } },
      },
    };
    for (const lang of LANGS) {
      expect(supportContradictions(lang, { faq: oldFaq }, support[lang]).length).toBeGreaterThan(0);
      expect(supportContradictions(lang, { services: oldServices }, support[lang]).length).toBeGreaterThan(0);
      expect(experienceContradictions(lang, { about: oldAbout }).length).toBeGreaterThan(0);
    }
    expect(supportContradictions('en', { about: oldAbout }, support.en)).toEqual([
      'en.about.facts.support: "24/7 Support" promises round-the-clock support',
    ]);
    // Once live support is open, the support page no longer says "coming soon" and 24/7 live support may be promised.
    const open = { channels: { live: { status: 'Available' } }, hours: { liveValue: 'Mon–Fri 9:00–18:00' } };
    expect(supportContradictions('en', { faq: oldFaq }, open)).toEqual([]);
  });
});

describe('milestones (about page timeline, setting `milestones`)', () => {
  it('default to the spec years 2020 to 2025, valid, in order', () => {
    expect(milestonesSchema.safeParse(DEFAULT_MILESTONES).success).toBe(true);
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(DEFAULT_MILESTONES.map((m) => m.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
  });

  it('say the company was founded in 2025 and the earlier years are the team’s', () => {
    const founding = DEFAULT_MILESTONES.filter((m) => FOUNDED.tr.test(m.title_tr + m.text_tr) || /kurduk/i.test(m.title_tr + m.text_tr));
    expect(founding.map((m) => m.year)).toEqual([2025]);
    expect(DEFAULT_MILESTONES[0]!.title_tr + DEFAULT_MILESTONES[0]!.text_tr).toMatch(TEAM.tr);
    expect(DEFAULT_MILESTONES[0]!.title_en + DEFAULT_MILESTONES[0]!.text_en).toMatch(TEAM.en);
    // The about page agrees: the team since 2020, the company since 2025.
    expect(about.tr.hero.description).toMatch(/2020/);
    expect(about.en.hero.description).toMatch(/2020/);
  });

  it('refuse more than the maximum, a bad year and an empty title', () => {
    const row = DEFAULT_MILESTONES[0]!;
    expect(milestonesSchema.safeParse(Array.from({ length: MAX_MILESTONES + 1 }, () => row)).success).toBe(false);
    expect(milestonesSchema.safeParse([{ ...row, year: Number.NaN }]).success).toBe(false);
    expect(milestonesSchema.safeParse([{ ...row, year: 20250 }]).success).toBe(false);
    expect(milestonesSchema.safeParse([{ ...row, title_en: ' ' }]).success).toBe(false);
    expect(milestonesSchema.safeParse([]).success).toBe(true);
  });
});
