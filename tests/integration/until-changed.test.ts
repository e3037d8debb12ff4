import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { projectRow } from '../helpers/project-row';
import { until } from '../helpers/wait';
import { listFeaturedProjects, listVisibleProjects } from '~/domain/projects/public.server';
import { CACHE_MAX_AGE_MS, listenForChanges, notifyContentChanged } from '~/server/cache/invalidation.server';
import { getSettings } from '~/domain/settings/settings.server';

/**
 * The public reads kept in memory until the next content change (app/server/cache/until-changed.server.ts,
 * ADR 031): an uncached page no longer queries the projects, yet every change, made here or announced by
 * another instance (PostgreSQL NOTIFY), is seen by the next read.
 */
describeEachEngine('public reads kept until the next change', (ctx) => {
  // A row written without the app's announcement: what another instance's write looks like before its NOTIFY arrives.
  async function insertProject(title: string) {
    await ctx.db.kysely.insertInto('projects').values(projectRow(title)).execute();
  }
  const titles = async () => (await listVisibleProjects()).map((p) => p.titleTr);

  it('keeps the list until a change is announced, then reads it again', async () => {
    await notifyContentChanged('projects');
    const before = await titles();
    await insertProject('Sonradan');
    // Kept: the row written behind the app's back is not read until a change is announced.
    expect(await titles()).toEqual(before);
    await notifyContentChanged('projects');
    expect(await titles()).toContain('Sonradan');
    expect((await listFeaturedProjects()).map((p) => p.titleTr)).toContain('Sonradan');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('a change whose notice never arrives is read at most CACHE_MAX_AGE_MS later (lists and settings)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await notifyContentChanged('projects');
    const before = await titles();
    const settings = await getSettings();
    await insertProject('Bildirimsiz');
    const title = JSON.stringify('Bildirimsiz Şirket');
    await ctx.db.kysely
      .insertInto('settings')
      .values({ key: 'site_title', value: title, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: title }))
      .execute();
    // No notice: still the values read before.
    vi.advanceTimersByTime(CACHE_MAX_AGE_MS - 1000);
    expect(await titles()).toEqual(before);
    expect((await getSettings()).site_title).toBe(settings.site_title);
    // Past the bound: read again.
    vi.advanceTimersByTime(1000);
    expect(await titles()).toContain('Bildirimsiz');
    expect((await getSettings()).site_title).toBe('Bildirimsiz Şirket');
  });

  if (ctx.kind === 'postgres') {
    it('drops the kept list when another instance announces its change (NOTIFY)', async () => {
      const stop = await listenForChanges(ctx.db);
      try {
        await titles();
        await insertProject('Öteki sunucu');
        // What notifyContentChanged sends from the other instance.
        await sql`select pg_notify('content_changed', 'projects')`.execute(ctx.db.kysely);
        await until(async () => (await titles()).includes('Öteki sunucu'), 30_000, "the other instance's project");
      } finally {
        await stop();
      }
    });
  }
});
