import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { subscribe, findSubscriberByEmail } from '~/domain/newsletter/subscribers.server';
import { AlreadySubscribedError } from '~/domain/errors';
import { seedIfEmpty } from '~/server/db/seed.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { toBool, toDate, toList } from '~/server/db/values';

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
    }
    // the blog starts empty
    const posts = await ctx.db.kysely.selectFrom('blog_posts').select('id').execute();
    expect(posts).toHaveLength(0);
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
