import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { subscribe, findSubscriberByEmail } from '~/domain/newsletter/subscribers.server';
import { AlreadySubscribedError } from '~/lib/errors';
import { seedIfEmpty } from '~/server/db/seed.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { toBool, toDate, toList } from '~/server/db/values';
import fs from 'node:fs';
import path from 'node:path';
import { storeSeedImage } from '~/domain/media/images.server';
import { LocalStorage, setStorage } from '~/domain/media/storage.server';
import { getSettings } from '~/domain/settings/settings.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { seededPlaceholderUrls } from '~/domain/settings/placeholders.server';
import { parseImageUrl, variantUrl } from '~/lib/images';

describeEachEngine('data layer', (ctx) => {
  it('migrations are idempotent', async () => {
    expect(await migrateToLatest(ctx.db)).toEqual([]);
  });

  it('seeds the company projects once, in both languages', async () => {
    expect(await seedIfEmpty(ctx.db)).toBe(true);
    expect(await seedIfEmpty(ctx.db)).toBe(false);
    const rows = await ctx.db.kysely.selectFrom('projects').selectAll().orderBy('priority', 'desc').execute();
    expect(rows.map((r) => r.title_en)).toEqual(['FunAI', 'QuakeSafe', 'FunVest']);
    for (const r of rows) {
      expect(toBool(r.is_featured)).toBe(true);
      expect(toBool(r.is_active)).toBe(true);
      expect(toList(r.features_tr).length).toBeGreaterThan(2);
      expect(toList(r.features_en).length).toBe(toList(r.features_tr).length);
      expect(toList(r.technologies).length).toBeGreaterThan(3);
      expect(r.description_en).not.toMatch(/[çğıöşüİ]/);
      // without an image store (a script, a test), no pictures
      expect(r.image_url).toBeNull();
    }
    // the blog starts with one published post in both languages
    const posts = await ctx.db.kysely.selectFrom('blog_posts').selectAll().execute();
    expect(posts).toHaveLength(1);
    expect(toBool(posts[0]!.is_published)).toBe(true);
    expect(posts[0]!.content_en).not.toMatch(/[çğıöşüİ]/);
    expect(posts[0]!.content_tr.length).toBeGreaterThan(200);
  });

  it('seeds pictures drawn by the project, stored like uploads (WebP variants, media rows)', async () => {
    await ctx.db.kysely.deleteFrom('projects').execute();
    await ctx.db.kysely.deleteFrom('blog_posts').execute();
    await ctx.db.kysely.deleteFrom('settings').execute();
    setStorage(new LocalStorage(path.join(ctx.test.dataDir, 'uploads')));
    try {
      expect(await seedIfEmpty(ctx.db, { storeImage: storeSeedImage })).toBe(true);
    } finally {
      setStorage(undefined);
    }
    const projects = await ctx.db.kysely.selectFrom('projects').select(['image_url', 'image_alt_tr', 'image_alt_en']).execute();
    const posts = await ctx.db.kysely.selectFrom('blog_posts').select(['image_url', 'image_alt_tr', 'image_alt_en']).execute();
    for (const r of [...projects, ...posts]) {
      const parsed = parseImageUrl(r.image_url);
      expect(parsed?.width).toBe(1200);
      expect(parsed?.widths).toEqual([480, 960, 1200]);
      expect(r.image_alt_tr).toBeTruthy();
      expect(r.image_alt_en).toBeTruthy();
      for (const w of parsed!.widths) {
        const file = path.join(ctx.test.dataDir, variantUrl(parsed!, w).replace(/^\/uploads\//, 'uploads/'));
        expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
      }
    }
    await notifyContentChanged('test'); // the settings cache
    const settings = await getSettings();
    expect(parseImageUrl(settings.hero_image.url)?.width).toBe(1600);
    expect(settings.hero_image.alt_en).toBeTruthy();
    expect(parseImageUrl(settings.founder_photo.url)?.width).toBe(480);
    expect(await seededPlaceholderUrls()).toEqual([settings.founder_photo.url]);
    const media = await ctx.db.kysely.selectFrom('media').select('id').execute();
    expect(media).toHaveLength(projects.length + posts.length + 2);
  });

  it('returns booleans, timestamps and lists as the same values on both engines', async () => {
    const id = randomUUID();
    const created = new Date('2026-01-31T21:30:00.123Z');
    await ctx.db.kysely
      .insertInto('blog_posts')
      .values({
        id,
        slug: `post-${id}`,
        title_tr: 'Başlık',
        title_en: 'Title',
        content_tr: 'İçerik',
        content_en: 'Content',
        excerpt_tr: null,
        excerpt_en: null,
        image_url: null,
        image_alt_tr: null,
        image_alt_en: null,
        category: 'Teknoloji',
        tags: JSON.stringify(['a', 'ç']),
        is_published: true,
        is_featured: false,
        author: 'X',
        publish_date: created.toISOString(),
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      })
      .execute();
    const row = await ctx.db.kysely.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(toBool(row.is_published)).toBe(true);
    expect(toBool(row.is_featured)).toBe(false);
    expect(toDate(row.created_at).getTime()).toBe(created.getTime());
    expect(toList(row.tags)).toEqual(['a', 'ç']);
    const published = await ctx.db.kysely.selectFrom('blog_posts').select('id').where('is_published', '=', true).execute();
    expect(published.map((p) => p.id)).toContain(id);
  });

  it('a duplicate newsletter e-mail raises the same domain error', async () => {
    await subscribe({ email: '  Someone@Example.COM ', language: 'en', sourcePage: '/en-home' });
    const s = await findSubscriberByEmail('someone@example.com');
    expect(s).toMatchObject({ email: 'someone@example.com', isActive: true, language: 'en', sourcePage: '/en-home' });
    expect(s!.consentAt).toBeInstanceOf(Date);
    await expect(subscribe({ email: 'someone@example.com', language: 'tr' })).rejects.toBeInstanceOf(AlreadySubscribedError);
  });

  it('maps the engine unique violation of racing sign-ups to the domain error', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => subscribe({ email: 'race@example.com', language: 'tr' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AlreadySubscribedError);
    }
  });
});
