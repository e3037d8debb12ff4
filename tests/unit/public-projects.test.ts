import { describe, expect, it } from 'vitest';
import { filterProjects, foldForSearch, type ProjectCardData } from '~/domain/projects/card';
import { anchorOf, FOOTER_PROJECT_ANCHORS, SERVICE_ANCHORS, SERVICE_IDS } from '~/lib/anchors';
import { catalog } from '~/i18n/catalog';

function card(p: Partial<ProjectCardData> & { title: string }): ProjectCardData {
  return {
    id: p.title,
    anchor: anchorOf(p.title),
    description: '',
    category: 'other',
    status: 'active',
    icon: 'Bot',
    usersText: null,
    rating: null,
    features: [],
    technologies: [],
    demoUrl: null,
    githubUrl: null,
    ...p,
  };
}

const list = [
  card({ title: 'FunAI', category: 'ai', technologies: ['Python', 'React'], features: ['Türkçe doğal dil işleme'] }),
  card({ title: 'QuakeSafe', category: 'iot', description: 'Deprem erken uyarı', technologies: ['React Native'] }),
  card({ title: 'Görüntü İşleme', category: 'ai', technologies: ['OpenCV'] }),
];
const labels = catalog.tr.projects;

describe('project anchors', () => {
  it('are the slug of the title, with Turkish letters transliterated', () => {
    expect(anchorOf('FunAI')).toBe('funai');
    expect(anchorOf('QuakeSafe')).toBe('quakesafe');
    expect(anchorOf('Görüntü İşleme & Şifre Çözücü')).toBe('goruntu-isleme-sifre-cozucu');
    expect(FOOTER_PROJECT_ANCHORS).toEqual(['funai', 'quakesafe', 'funvest']);
  });

  it('services anchors match the spec in both languages', () => {
    expect(SERVICE_IDS.map((id) => SERVICE_ANCHORS[id].tr)).toEqual([
      'yapay-zeka',
      'web-gelistirme',
      'mobil-uygulamalar',
      'akilli-sistemler',
      'yazilim-hizmetleri',
    ]);
    expect(SERVICE_IDS.map((id) => SERVICE_ANCHORS[id].en)).toEqual(['ai', 'web', 'mobile', 'smart', 'software']);
  });
});

describe('projects filter', () => {
  it('folds case, Turkish dotted/dotless i and diacritics', () => {
    expect(foldForSearch('İŞLEME')).toBe('isleme');
    expect(foldForSearch('AI')).toBe('ai');
    expect(foldForSearch('Görüntü')).toBe('goruntu');
  });

  it('matches every word against title, description, category label, features and technologies', () => {
    const titles = (q: string, c = '') => filterProjects(list, q, c, labels).map((p) => p.title);
    expect(titles('')).toEqual(['FunAI', 'QuakeSafe', 'Görüntü İşleme']);
    expect(titles('react')).toEqual(['FunAI', 'QuakeSafe']);
    expect(titles('react native')).toEqual(['QuakeSafe']);
    expect(titles('deprem')).toEqual(['QuakeSafe']);
    expect(titles('goruntu isleme')).toEqual(['Görüntü İşleme']);
    expect(titles('turkce dogal')).toEqual(['FunAI']);
    expect(titles('yapay zeka')).toEqual(['FunAI', 'Görüntü İşleme']);
    expect(titles('', 'ai')).toEqual(['FunAI', 'Görüntü İşleme']);
    expect(titles('react', 'ai')).toEqual(['FunAI']);
    expect(titles('nothing')).toEqual([]);
  });
});
