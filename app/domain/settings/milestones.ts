// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';

/**
 * The about page's timeline (docs/product-spec.md §9: milestone years 2020 to 2025), an
 * editable setting (`milestones`): a year and a title and a text per language.
 * Shown in the order stored (the admin reorders the rows).
 */
export const MAX_MILESTONES = 12;
export const MILESTONE_YEAR_MIN = 1900;
export const MILESTONE_YEAR_MAX = 2100;

export const milestoneShape = {
  year: z.number('year').int('year').min(MILESTONE_YEAR_MIN, 'year').max(MILESTONE_YEAR_MAX, 'year'),
  title_tr: z.string().trim().min(1).max(100),
  title_en: z.string().trim().min(1).max(100),
  text_tr: z.string().trim().max(400),
  text_en: z.string().trim().max(400),
};

export const milestoneSchema = z.object(milestoneShape);
export const milestonesSchema = z.array(milestoneSchema).max(MAX_MILESTONES);
export type Milestone = z.infer<typeof milestoneSchema>;

/** The form fields of one row (`milestones.0.year`, ...). */
export const MILESTONE_FIELDS = ['year', 'title_tr', 'title_en', 'text_tr', 'text_en'] as const;

/**
 * The first start's timeline: the team has worked together since 2020 and
 * founded the company in 2025, so the years before 2025 are the team's, not
 * the company's.
 */
export const DEFAULT_MILESTONES: Milestone[] = [
  {
    year: 2020,
    title_tr: 'Ekip bir araya geldi',
    title_en: 'The team comes together',
    text_tr: 'Kurucu ekibimiz ilk yazılım projelerinde birlikte çalışmaya başladı.',
    text_en: 'Our founding team starts working together on its first software projects.',
  },
  {
    year: 2021,
    title_tr: 'İlk web ve mobil projeler',
    title_en: 'First web and mobile projects',
    text_tr: 'Yerel işletmeler için web siteleri ve mobil uygulamalar geliştirdik.',
    text_en: 'We build websites and mobile apps for local businesses.',
  },
  {
    year: 2022,
    title_tr: 'Yapay zekaya odaklandık',
    title_en: 'A focus on AI',
    text_tr: 'Makine öğrenmesi ve doğal dil işleme projeleriyle yapay zeka alanında deneyim kazandık.',
    text_en: 'Machine learning and natural language processing projects bring us into AI.',
  },
  {
    year: 2023,
    title_tr: 'Akıllı sistemler',
    title_en: 'Smart systems',
    text_tr: 'Akıllı ev ve IoT projeleriyle yazılımı donanımla buluşturduk.',
    text_en: 'Smart home and IoT projects bring our software to hardware.',
  },
  {
    year: 2024,
    title_tr: 'Geniş kitlelere ulaşan uygulamalar',
    title_en: 'Apps that reach many people',
    text_tr: 'Geliştirdiğimiz bir mobil uygulama 100.000 indirmeyi aştı.',
    text_en: 'A mobile app we built passes 100,000 downloads.',
  },
  {
    year: 2025,
    title_tr: 'Şirketimizi kurduk',
    title_en: 'We found our company',
    text_tr: 'Beş yıllık ortak çalışmanın ardından şirketimizi Diyarbakır’da kurduk.',
    text_en: 'After five years of working together, we found our company in Diyarbakir.',
  },
];

/** The milestone rows of the settings form (FormData), as the schema's input, in the form's order. */
export function milestonesFromForm(form: FormData): unknown[] {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const count = Math.min(Number.parseInt(str('milestones.count'), 10) || 0, MAX_MILESTONES + 1);
  const rows: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const row = Object.fromEntries(MILESTONE_FIELDS.map((f) => [f, str(`milestones.${i}.${f}`)]));
    const year = row.year!.trim();
    rows.push({ ...row, year: /^\d{1,4}$/.test(year) ? Number(year) : Number.NaN });
  }
  return rows;
}
