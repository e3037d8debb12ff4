import { describe, expect, it } from 'vitest';
import { firstFreeSlug, isSlug, slugify } from '~/domain/blog/slug';
import { blogPostSchema } from '~/domain/blog/schema';
import { cleanList, emptyProjectForm, parsePriority, projectSchema, projectTranslationStatus } from '~/domain/projects/schema';
import { fieldErrors } from '~/lib/zod-errors';
import { catalog } from '~/i18n/catalog';
import { fromIstanbulInput, toIstanbulInput } from '~/lib/istanbul-time';

const pe = catalog.tr.adminProjects.errors;
const be = catalog.tr.adminBlog.errors;

describe('slugs (DESIGN.md: Turkish letters transliterated)', () => {
  it('transliterates Turkish letters and hyphenates everything else', () => {
    expect(slugify('Yapay Zekâ ile Çalışmak: İlk Adımlar!')).toBe('yapay-zeka-ile-calismak-ilk-adimlar');
    expect(slugify('ĞÜŞİÖÇ ğüşıöç')).toBe('gusioc-gusioc');
    expect(slugify('  --Merhaba   Dünya--  ')).toBe('merhaba-dunya');
    expect(slugify('Café & Crème 2026')).toBe('cafe-creme-2026');
    expect(slugify('***')).toBe('');
  });

  it('limits the length without a trailing hyphen', () => {
    const s = slugify('a'.repeat(79) + ' bcd');
    expect(s.length).toBeLessThanOrEqual(80);
    expect(s.endsWith('-')).toBe(false);
  });

  it('suffixes -2, -3 when taken', () => {
    expect(firstFreeSlug('haber', new Set())).toBe('haber');
    expect(firstFreeSlug('haber', new Set(['haber']))).toBe('haber-2');
    expect(firstFreeSlug('haber', new Set(['haber', 'haber-2']))).toBe('haber-3');
    expect(isSlug('haber-3')).toBe(true);
    expect(isSlug('Haber 3')).toBe(false);
  });
});

describe('project form rules (spec §5)', () => {
  const valid = () => ({
    ...emptyProjectForm(),
    title_tr: 'Başlık',
    title_en: 'Title',
    description_tr: 'Açıklama',
    description_en: 'Description',
    category: 'ai' as const,
  });

  it('requires Turkish and English title and description, and a category', () => {
    const r = projectSchema().safeParse(emptyProjectForm());
    expect(r.success).toBe(false);
    const errors = fieldErrors(r.error!);
    expect(errors).toMatchObject({
      title_tr: pe.titleTr,
      title_en: pe.titleEn,
      description_tr: pe.descriptionTr,
      description_en: pe.descriptionEn,
      category: pe.category,
    });
  });

  it('priority: non-numeric becomes 0, 0..100 accepted, 150 and -1 refused', () => {
    expect(parsePriority('abc')).toBe(0);
    expect(parsePriority('')).toBe(0);
    expect(parsePriority(' 42 ')).toBe(42);
    expect(projectSchema().parse({ ...valid(), priority: 'abc' }).priority).toBe(0);
    expect(projectSchema().parse({ ...valid(), priority: '100' }).priority).toBe(100);
    const high = projectSchema().safeParse({ ...valid(), priority: '150' });
    expect(high.success).toBe(false);
    expect(fieldErrors(high.error!).priority).toBe(pe.priority);
    expect(projectSchema().safeParse({ ...valid(), priority: '-1' }).success).toBe(false);
  });

  it('lists drop blanks and repeats; version defaults to 1.0.0; rating is optional', () => {
    expect(cleanList(['  React ', '', '   ', 'react', 'Node.js'])).toEqual(['React', 'Node.js']);
    const p = projectSchema().parse({ ...valid(), features_tr: ['a', ' ', 'a', 'b'], version: '', rating: '' });
    expect(p.features_tr).toEqual(['a', 'b']);
    expect(p.version).toBe('1.0.0');
    expect(p.rating).toBeNull();
    expect(projectSchema().parse({ ...valid(), rating: '4,5' }).rating).toBe(4.5);
    expect(projectSchema().safeParse({ ...valid(), rating: '6' }).success).toBe(false);
  });

  it('refuses javascript: links and requires alt texts with an image', () => {
    const r = projectSchema().safeParse({
      ...valid(),
      demo_url: 'javascript:alert(1)',
      image_url: '/uploads/project-images/1-ab-480.webp',
    });
    const errors = fieldErrors(r.error!);
    expect(errors.demo_url).toBe(pe.url);
    expect(errors.image_alt_tr).toBe(pe.altTr);
    expect(errors.image_alt_en).toBe(pe.altEn);
  });

  it('translation status: a language is complete when it has what the other has', () => {
    const base = {
      titleTr: 'A',
      titleEn: 'A',
      descriptionTr: 'd',
      descriptionEn: 'd',
      shortDescriptionTr: null,
      shortDescriptionEn: null,
      featuresTr: ['x'],
      featuresEn: ['x'],
      imageUrl: null,
      imageAltTr: null,
      imageAltEn: null,
    };
    expect(projectTranslationStatus(base)).toEqual({ tr: true, en: true });
    expect(projectTranslationStatus({ ...base, shortDescriptionTr: 'kısa' })).toEqual({ tr: true, en: false });
    expect(projectTranslationStatus({ ...base, featuresEn: [] })).toEqual({ tr: true, en: false });
    expect(projectTranslationStatus({ ...base, imageUrl: '/x', imageAltEn: 'alt' })).toEqual({ tr: false, en: true });
  });
});

describe('blog form rules (spec §5)', () => {
  const valid = {
    title_tr: 'Merhaba Dünya',
    title_en: 'Hello World',
    excerpt_tr: '',
    excerpt_en: '',
    content_tr: 'içerik',
    content_en: 'content',
    image_url: '',
    image_alt_tr: '',
    image_alt_en: '',
    category: 'technology' as const,
    tags: [],
    tags_en: [],
    is_published: false,
    is_featured: false,
    author: '',
    publish_date: '',
    slug: '',
    slug_en: '',
  };

  it('requires titles, contents and a category', () => {
    const r = blogPostSchema().safeParse({ ...valid, title_tr: ' ', title_en: '', content_tr: '', content_en: '', category: '' });
    expect(fieldErrors(r.error!)).toMatchObject({
      title_tr: be.titleTr,
      title_en: be.titleEn,
      content_tr: be.contentTr,
      content_en: be.contentEn,
      category: be.category,
    });
  });

  it('drops blank and duplicate tags; slug from the Turkish title unless given', () => {
    const p = blogPostSchema().parse({ ...valid, tags: ['AI', ' ', 'ai', '', 'Web', 'AI '] });
    expect(p.tags).toEqual(['AI', 'Web']);
    expect(p.slug).toBe('merhaba-dunya');
    expect(blogPostSchema().parse({ ...valid, slug: 'Özel Adres' }).slug).toBe('ozel-adres');
    expect(fieldErrors(blogPostSchema().safeParse({ ...valid, slug: '!!!' }).error!).slug).toBe(be.slug);
  });

  it('English tags cleaned alike; the English slug from the English title unless given', () => {
    const p = blogPostSchema().parse({ ...valid, tags_en: ['AI', ' ', 'ai', 'Growth'] });
    expect(p.tags_en).toEqual(['AI', 'Growth']);
    expect(p.slug_en).toBe('hello-world');
    expect(blogPostSchema().parse({ ...valid, slug_en: 'My Own Address' }).slug_en).toBe('my-own-address');
    // A title of only symbols falls back to the Turkish slug rather than an empty address.
    expect(blogPostSchema().parse({ ...valid, title_en: '!!!' }).slug_en).toBe('merhaba-dunya');
    expect(fieldErrors(blogPostSchema().safeParse({ ...valid, slug_en: '!!!' }).error!).slug_en).toBe(be.slug);
  });

  it('publish date is Istanbul wall-clock time', () => {
    const p = blogPostSchema().parse({ ...valid, publish_date: '2026-03-01T10:30' });
    expect(p.publish_date!.toISOString()).toBe('2026-03-01T07:30:00.000Z');
    expect(toIstanbulInput(new Date('2026-03-01T07:30:00Z'))).toBe('2026-03-01T10:30');
    expect(fromIstanbulInput('2026-02-30T10:00')).toBeUndefined();
    expect(blogPostSchema().safeParse({ ...valid, publish_date: 'yarın' }).success).toBe(false);
  });
});
