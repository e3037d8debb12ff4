import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Db } from './engine.server';
import { nowIso } from './values';

/** The company's own projects, seeded once into an empty database. */
const PROJECTS = [
  {
    title_tr: 'FunAI',
    title_en: 'FunAI',
    short_description_tr: 'İşletmeler için yapay zeka destekli sohbet ve otomasyon platformu.',
    short_description_en: 'An AI-powered conversation and automation platform for businesses.',
    description_tr:
      'FunAI, doğal dil işleme ve makine öğrenmesiyle müşteri sorularını yanıtlayan, iş süreçlerini otomatikleştiren ve verilerden içgörü çıkaran bir yapay zeka platformudur.',
    description_en:
      'FunAI is an artificial intelligence platform that answers customer questions, automates business processes and draws insights from data with natural language processing and machine learning.',
    category: 'ai',
    status: 'active',
    icon: 'Bot',
    features_tr: ['Türkçe doğal dil işleme', 'Akıllı sohbet asistanı', 'İş akışı otomasyonu', 'Gerçek zamanlı analitik'],
    features_en: ['Turkish natural language processing', 'Smart chat assistant', 'Workflow automation', 'Real-time analytics'],
    technologies: ['Python', 'PyTorch', 'FastAPI', 'React', 'PostgreSQL', 'Docker'],
    users_text: '1.000+',
    rating: 4.8,
    priority: 90,
    release_date: '2025-03-01',
  },
  {
    title_tr: 'QuakeSafe',
    title_en: 'QuakeSafe',
    short_description_tr: 'Deprem anında erken uyarı ve güvenli toplanma rehberi sunan mobil uygulama.',
    short_description_en: 'A mobile app with earthquake early warnings and a guide to safe assembly areas.',
    description_tr:
      'QuakeSafe, sensör verilerini ve resmi kaynakları izleyerek deprem riskine karşı erken uyarı veren, en yakın toplanma alanını gösteren ve yakınlara tek dokunuşla güvende olduğunuzu bildiren bir güvenlik uygulamasıdır.',
    description_en:
      'QuakeSafe is a safety app that watches sensor data and official sources to give early earthquake warnings, shows the nearest assembly area and tells your family you are safe with one tap.',
    category: 'iot',
    status: 'beta',
    icon: 'Shield',
    features_tr: ['Erken deprem uyarısı', 'Toplanma alanı haritası', 'Tek dokunuşla güvendeyim bildirimi', 'Çevrimdışı acil durum rehberi'],
    features_en: ['Early earthquake warning', 'Assembly area map', 'One-tap "I am safe" alert', 'Offline emergency guide'],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'MQTT', 'Firebase'],
    users_text: '5.000+',
    rating: 4.7,
    priority: 80,
    release_date: '2025-06-01',
  },
  {
    title_tr: 'FunVest',
    title_en: 'FunVest',
    short_description_tr: 'Yatırımcılar için yapay zeka destekli portföy takip ve analiz aracı.',
    short_description_en: 'An AI-assisted portfolio tracking and analysis tool for investors.',
    description_tr:
      'FunVest, hisse, fon ve kripto varlıklarını tek ekranda toplayan, risk analizi yapan ve yapay zeka ile kişiselleştirilmiş öneriler sunan bir yatırım takip platformudur.',
    description_en:
      'FunVest is an investment tracking platform that brings stocks, funds and crypto assets onto one screen, analyses risk and offers personalised suggestions with artificial intelligence.',
    category: 'finance',
    status: 'development',
    icon: 'TrendingUp',
    features_tr: ['Tek ekranda portföy', 'Risk analizi', 'Yapay zeka önerileri', 'Fiyat alarmları'],
    features_en: ['Portfolio on one screen', 'Risk analysis', 'AI suggestions', 'Price alerts'],
    technologies: ['Next.js', 'TypeScript', 'Python', 'TensorFlow', 'PostgreSQL'],
    users_text: null,
    rating: null,
    priority: 70,
    release_date: null,
  },
];

/** Seeds an empty database once: projects (settings use their defaults until saved). */
export async function seedIfEmpty(d: Db): Promise<boolean> {
  const row = await d.kysely
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const marker = await d.kysely.selectFrom('settings').select('key').where('key', '=', '_seeded').executeTakeFirst();
  if (Number(row.n) > 0 || marker) return false;
  const now = Date.now();
  try {
    await d.kysely.transaction().execute(async (trx) => {
      // The marker (so that deleting every project does not bring them back) first: of several
      // instances starting at once on an empty database, one seeds; the others wait on its key,
      // then fail on it and roll back (below).
      await trx
        .insertInto('settings')
        .values({ key: '_seeded', value: JSON.stringify(true), updated_at: nowIso() })
        .execute();
      for (const [i, p] of PROJECTS.entries()) {
        const ts = new Date(now - i * 1000).toISOString();
        await trx
          .insertInto('projects')
          .values({
            id: randomUUID(),
            ...p,
            features_tr: JSON.stringify(p.features_tr),
            features_en: JSON.stringify(p.features_en),
            technologies: JSON.stringify(p.technologies),
            tech_stack: JSON.stringify(p.technologies),
            is_active: true,
            is_featured: true,
            image_url: null,
            image_alt_tr: null,
            image_alt_en: null,
            demo_url: null,
            github_url: null,
            project_url: null,
            version: '1.0.0',
            created_at: ts,
            updated_at: ts,
          })
          .execute();
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  return true;
}
