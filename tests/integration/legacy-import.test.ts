import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { runAdminCommand } from '../helpers/admin-command';
import { importLegacyCommand, importLegacyUsage } from '../../scripts/admin-commands';
import { importLegacy, legacyList, legacyTimestamp, LegacyImportError } from '~/site/backup/legacy.server';
import { toProject } from '~/domain/projects/model.server';
import { toBlogPost } from '~/domain/blog/model.server';
import { toBool, toDate } from '~/server/db/values';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/legacy');

describe('legacy value readers', () => {
  it('reads lists in every form the original stored them', () => {
    expect(legacyList(['a', ' b ', ''])).toEqual(['a', 'b']);
    expect(legacyList('["x","y"]')).toEqual(['x', 'y']);
    expect(legacyList('{Python,"React Native"}')).toEqual(['Python', 'React Native']);
    expect(legacyList('a, b')).toEqual(['a', 'b']);
    expect(legacyList(null)).toEqual([]);
  });

  it('normalises timestamps to ISO-8601 UTC with milliseconds', () => {
    expect(legacyTimestamp('2024-05-01T10:20:30.123456+00:00', 'x')).toBe('2024-05-01T10:20:30.123Z');
    expect(legacyTimestamp('2024-05-02 08:00:00+03', 'x')).toBe('2024-05-02T05:00:00.000Z');
    expect(legacyTimestamp('yesterday', 'fallback')).toBe('fallback');
  });
});

describeEachEngine('legacy import', (ctx) => {
  it('imports the exports applying the spec read fallbacks', async () => {
    const report = await importLegacy(FIXTURES, { now: new Date('2025-01-01T00:00:00Z') });
    expect(report.projects).toMatchObject({ found: true, read: 3, imported: 2, skipped: 1 });
    expect(report.blog_posts).toMatchObject({ read: 3, imported: 3, skipped: 0 });
    expect(report.newsletter_subscribers).toMatchObject({ read: 4, imported: 2, skipped: 2 });
    expect(report.consultation_requests).toMatchObject({ imported: 1 });
    expect(report.support_tickets).toMatchObject({ imported: 1 });

    const k = ctx.db.kysely;
    const projects = (await k.selectFrom('projects').selectAll().orderBy('created_at').execute()).map(toProject);
    const [home, security] = projects as [ReturnType<typeof toProject>, ReturnType<typeof toProject>];
    // Turkish/English values fall back to the legacy title/description/features
    expect(home).toMatchObject({
      titleTr: 'Akıllı Ev Asistanı',
      titleEn: 'Akıllı Ev Asistanı',
      descriptionEn: 'Evinizi sesle yöneten yapay zeka asistanı.',
      featuresTr: ['Sesli komut', 'Enerji takibi'],
      featuresEn: ['Sesli komut', 'Enerji takibi'],
      category: 'iot', // 'IoT & Akıllı Sistemler'
      status: 'development', // the original's 'Geliştirlme'
      icon: 'Brain',
      isActive: true,
      isFeatured: true,
      techStack: ['Python', 'React Native'],
      technologies: ['Python', 'React Native'],
      priority: 100,
      version: '1.0.0',
    });
    expect(home.createdAt.toISOString()).toBe('2024-05-01T10:20:30.123Z');
    // bilingual values win over legacy ones; status 'inactive' = hidden
    expect(security).toMatchObject({
      titleTr: 'Güvenlik Paneli',
      titleEn: 'Security Dashboard',
      descriptionTr: 'Kurumsal güvenlik izleme paneli.',
      descriptionEn: 'Kurumsal güvenlik izleme paneli.',
      featuresEn: ['Instant alerts'],
      category: 'other',
      status: 'active',
      isActive: false,
      technologies: ['Go', 'Vue'],
      priority: 0,
    });

    const posts = (await k.selectFrom('blog_posts').selectAll().orderBy('created_at').execute()).map(toBlogPost);
    expect(posts.map((p) => [p.slug, p.isPublished, p.category])).toEqual([
      ['yapay-zeka-ile-donusum', true, 'digital-transformation'], // is_published from status = 'published'
      ['taslak-yazi', false, 'news'],
      ['yapay-zeka-ile-donusum-2', false, 'other'], // an explicit is_published wins over status
    ]);
    expect(posts[0]).toMatchObject({
      titleEn: 'Yapay Zeka ile Dönüşüm',
      contentTr: '# Giriş\n\nİçerik metni.',
      contentEn: '# Giriş\n\nİçerik metni.',
      tags: ['yapay zeka', 'dönüşüm'],
      author: 'FunTech',
    });
    expect(posts[0]!.publishDate?.toISOString()).toBe('2024-03-01T09:00:00.000Z');
    expect(posts[1]).toMatchObject({ titleEn: 'Draft Post', contentEn: 'Draft content', author: 'Ayşe Yılmaz', publishDate: null });

    const subs = await k.selectFrom('newsletter_subscribers').selectAll().orderBy('email').execute();
    expect(subs.map((s) => [s.email, toBool(s.is_active), s.language])).toEqual([
      ['ali@example.com', true, 'tr'],
      ['veli@example.com', false, 'tr'],
    ]);
    expect(toDate(subs[0]!.consent_at).toISOString()).toBe('2024-01-01T00:00:00.000Z');

    const req = await k.selectFrom('consultation_requests').selectAll().executeTakeFirstOrThrow();
    expect(req).toMatchObject({ id: 'c1', email: 'ayse@example.com', phone: '0532 123 45 67', language: 'tr' });
    expect(toDate(req.created_at).toISOString()).toBe('2024-04-01T09:00:00.500Z');
    const ticket = await k.selectFrom('support_tickets').selectAll().executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ id: 't1', status: 'open', subject: 'Teklif' });
  });

  it('can be re-run: existing rows are skipped, nothing is doubled', async () => {
    const report = await importLegacy(FIXTURES);
    expect(report.projects.imported + report.blog_posts.imported + report.newsletter_subscribers.imported).toBe(0);
    const n = await ctx.db.kysely
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2);
  });

  it('--replace empties the tables first', async () => {
    await ctx.db.kysely.updateTable('projects').set({ title_tr: 'Değişti' }).execute();
    await importLegacy(FIXTURES, { replace: true });
    const titles = (await ctx.db.kysely.selectFrom('projects').select('title_tr').orderBy('title_tr').execute()).map((r) => r.title_tr);
    expect(titles).toEqual(['Akıllı Ev Asistanı', 'Güvenlik Paneli']);
  });

  it('drops links and images the admin forms would refuse (javascript:, data:), keeping the row', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-links-'));
    const id = '7d3c8a52-0000-4000-8000-00000000beef';
    fs.writeFileSync(
      path.join(dir, 'projects.json'),
      JSON.stringify([
        {
          id,
          title: 'Bağlantı testi',
          description: 'Açıklama',
          category: 'web',
          image_url: 'data:image/svg+xml,<svg onload=alert(1)>',
          demo_url: 'javascript:alert(1)',
          github_url: ' JAVASCRIPT:alert(1)',
          project_url: 'https://example.com/ok',
        },
      ]),
    );
    await importLegacy(dir);
    const row = await ctx.db.kysely.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.image_url, row.demo_url, row.github_url, row.project_url]).toEqual([null, null, null, 'https://example.com/ok']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder without exports or with a broken file, importing nothing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-empty-'));
    await expect(importLegacy(empty)).rejects.toBeInstanceOf(LegacyImportError);
    fs.writeFileSync(path.join(empty, 'projects.json'), '[{"title": "x"');
    fs.copyFileSync(path.join(FIXTURES, 'support_tickets.json'), path.join(empty, 'support_tickets.json'));
    await ctx.db.kysely.deleteFrom('support_tickets').execute();
    await expect(importLegacy(empty)).rejects.toThrow(/projects\.json: not valid JSON/);
    expect(await ctx.db.kysely.selectFrom('support_tickets').select('id').execute()).toEqual([]);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});

// The command runs in this process on the test's database (the script is a thin wrapper over it).
describeEachEngine('npm run import:legacy', (ctx) => {
  it('imports a folder and prints a summary; a missing folder fails with exit code 1', async () => {
    const r = await runAdminCommand(importLegacyCommand, [FIXTURES]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toMatch(/projects\s+2 imported, 1 skipped \(of 3\)/);
    expect(r.output).toMatch(/newsletter_subscribers\s+2 imported, 2 skipped \(of 4\)/);
    const k = ctx.db.kysely;
    expect(await k.selectFrom('blog_posts').select('id').execute()).toHaveLength(3);
    // The imported posts without a picture get their social cards (one per language).
    const plain = (await k.selectFrom('blog_posts').select('id').where('image_url', 'is', null).execute()).length;
    expect(plain).toBeGreaterThan(0);
    expect(r.output).toContain(`Social cards: ${plain * 2} drawn, 0 removed`);
    expect(fs.readdirSync(path.join(ctx.test.dataDir, 'uploads', 'social-cards'))).toHaveLength(plain * 2);

    const bad = await runAdminCommand(importLegacyCommand, [path.join(ctx.test.dataDir, 'nope')]);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('Import failed: not a folder');
    expect(importLegacyUsage([])).toMatchObject({ code: 1 });
    expect(importLegacyUsage(['--help', FIXTURES])).toMatchObject({ code: 0 });
  });
});
