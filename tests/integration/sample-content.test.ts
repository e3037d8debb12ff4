import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { launchChecklist } from '~/domain/dashboard/launch-checklist.server';
import { serverActor } from '~/domain/audit/actor.server';
import { getProject, projectToForm, updateProject } from '~/domain/projects/admin.server';
import { projectSchema } from '~/domain/projects/schema';
import { hiddenPages, TEXT_CLAIMS } from '~/domain/sample/claims';
import { publicHiddenClaims, removeSamples, sampleItems } from '~/domain/sample/sample.server';
import { DEFAULT_MILESTONES } from '~/domain/settings/milestones';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import { saveTexts } from '~/domain/texts/texts.server';
import { buildSitemap } from '~/domain/seo/sitemap.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { seedIfEmpty } from '~/server/db/seed.server';

/**
 * Sample content (issue 33 item 5, ADR 026): a fresh install's sample claims are
 * listed by the launch checklist with a link to edit each; removing one or all
 * hides them from the public pages (pages too), empties the milestones, deletes
 * the sample projects, and is audited; a claim the staff rewrote is theirs.
 */
const ACTOR = serverActor('test');

describeEachEngine('sample content', (ctx) => {
  let saved: ReturnType<typeof config>;
  beforeAll(async () => {
    await notifyContentChanged('test'); // caches of the other engine's run
    saved = config();
    setConfig(parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: ctx.test.dataDir }));
    expect(await seedIfEmpty(ctx.db)).toBe(true);
  });
  afterAll(() => setConfig(saved));

  it('a fresh install lists every sample claim, each with a link to edit it', async () => {
    const items = await sampleItems();
    const labels = items.map((i) => i.label);
    for (const claim of [
      '100+ Mutlu Müşteri',
      '100.000+ Uygulama İndirmesi',
      'Canlı Destek – Yakında',
      'Yatırımcı İlişkileri',
      'Dokümantasyon',
    ])
      expect(labels).toContain(claim);
    expect(labels).toEqual(expect.arrayContaining(['FunAI', 'QuakeSafe', 'FunVest', 'Kilometre Taşlarımız', 'Kurucumuz: Kurucu ve CEO']));
    expect(items.find((i) => i.label === '100+ Mutlu Müşteri')).toMatchObject({
      claim: 'home.stats.clients',
      href: '/admin/metinler?q=home.stats.clients',
    });
    const funai = await ctx.db.kysely.selectFrom('projects').select('id').where('title_tr', '=', 'FunAI').executeTakeFirstOrThrow();
    expect(items.find((i) => i.label === 'FunAI')).toEqual({
      claim: `project:${funai.id}`,
      label: 'FunAI',
      href: `/admin/projeler?edit=${funai.id}`,
    });
    // On the dashboard's checklist, after the set-up items.
    const checklist = (await launchChecklist())!;
    expect(checklist.filter((i) => i.id === 'sample')).toHaveLength(items.length);
    expect(await publicHiddenClaims()).toEqual([]);
    // The defaults are still the spec's.
    expect((await getSettings()).milestones).toEqual(DEFAULT_MILESTONES);
  });

  it('a claim the staff rewrote, a named founder, an edited project or own milestones are no longer sample', async () => {
    await saveTexts([{ key: 'home.stats.downloads.value', tr: '2.000+' }], null);
    const funvest = await ctx.db.kysely.selectFrom('projects').select('id').where('title_tr', '=', 'FunVest').executeTakeFirstOrThrow();
    const p = (await getProject(funvest.id))!;
    await updateProject(funvest.id, projectSchema().parse(projectToForm(p)));
    const claims = (await sampleItems()).map((i) => i.claim);
    expect(claims).not.toContain('home.stats.downloads');
    expect(claims).not.toContain(`project:${funvest.id}`);
    expect(claims).toContain('home.stats.clients');
    // Removing everything leaves the staff's own.
    await saveSettings({ founder_name: 'Ayşe Yılmaz' });
    expect((await sampleItems()).map((i) => i.claim)).not.toContain('about.founder');
    await saveSettings({ founder_name: '' });
  });

  it('one claim is removed on its own, audited', async () => {
    expect(await removeSamples('home.stats.clients', ACTOR)).toBe(1);
    expect(await publicHiddenClaims()).toEqual(['home.stats.clients']);
    expect((await sampleItems()).map((i) => i.claim)).not.toContain('home.stats.clients');
    // Not sample any more: nothing to remove.
    expect(await removeSamples('home.stats.clients', ACTOR)).toBe(0);
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['action', 'entity_id', 'summary']).execute();
    expect(audit).toEqual([{ action: 'remove', entity_id: 'home.stats.clients', summary: 'Örnek içerik kaldırıldı: 100+ Mutlu Müşteri' }]);
  });

  it('"remove all" hides every sample claim, its pages, the milestones and the sample projects', async () => {
    const before = await sampleItems();
    expect(await removeSamples('all', ACTOR)).toBe(before.length);
    expect(await sampleItems()).toEqual([]);
    expect((await launchChecklist())!.filter((i) => i.id === 'sample')).toEqual([]);
    const all = await publicHiddenClaims();
    // The footer's links to the deleted projects go; the edited one (FunVest) stays.
    expect(all.filter((c) => c.startsWith('footer.')).sort()).toEqual(['footer.projects.funai', 'footer.projects.quakesafe']);
    const hidden = all.filter((c) => !c.startsWith('footer.'));
    // Every text claim but the rewritten one.
    expect([...hidden].sort()).toEqual(
      TEXT_CLAIMS.map((c) => c.id)
        .filter((id) => id !== 'home.stats.downloads')
        .sort(),
    );
    expect(hiddenPages(hidden).sort()).toEqual(['documentation', 'investors']);
    expect((await getSettings()).milestones).toEqual([]);
    // The sample projects are deleted; the edited one stays.
    expect((await ctx.db.kysely.selectFrom('projects').select('title_tr').execute()).map((r) => r.title_tr)).toEqual(['FunVest']);
    // The sitemap no longer lists the removed pages.
    const sitemap = await buildSitemap('https://www.funtech.com.tr');
    expect(sitemap).not.toContain('/yatirimcilar');
    expect(sitemap).not.toContain('/en-documentation');
    expect(sitemap).toContain('/hakkimizda');
    const entries = await ctx.db.kysely.selectFrom('audit_log').select(['action', 'entity_type']).execute();
    expect(entries).toHaveLength(1 + before.length);
    expect(entries.filter((e) => e.entity_type === 'project' && e.action === 'delete')).toHaveLength(2);
  });

  it('a claim rewritten after its removal is shown again', async () => {
    await saveTexts([{ key: 'home.stats.clients.value', en: '40+' }], null);
    expect(await publicHiddenClaims()).not.toContain('home.stats.clients');
  });
});

describe('sample claims', () => {
  it('name every removable page', () => {
    expect(hiddenPages(TEXT_CLAIMS.map((c) => c.id))).toEqual(['investors', 'documentation']);
  });
});
