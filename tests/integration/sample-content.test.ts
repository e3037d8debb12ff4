import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/test-db';
import { launchChecklist } from '~/site/dashboard/launch-checklist.server';
import { serverActor } from '~/domain/audit/actor.server';
import { getProject, projectToForm, updateProject } from '~/domain/projects/admin.server';
import { projectSchema } from '~/domain/projects/schema';
import { FOUNDER_DEFAULTS_HIDDEN, hiddenPages, TEXT_CLAIMS } from '~/site/sample/claims';
import { publicHiddenClaims, removeSamples, sampleItems } from '~/site/sample/sample.server';
import { DEFAULT_MILESTONES } from '~/domain/settings/milestones';
import { getSettings, saveSettings } from '~/domain/settings/settings.server';
import { getSiteCatalog, resetTexts, saveTexts } from '~/domain/texts/texts.server';
import { PROSE_CLAIMS } from '~/site/sample/prose';
import { SAMPLE_REMOVED_KEY } from '~/site/sample/claims';
import { backupChunks, restoreBackupFile } from '~/site/backup/backup.server';
import { catalog } from '~/i18n/catalog';
import { LANGS } from '~/i18n/lang';
import fs from 'node:fs';
import path from 'node:path';
import { buildSitemap } from '~/site/seo/sitemap.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { config, parseConfig, setConfig } from '~/server/config.server';
import { seedIfEmpty } from '~/server/db/seed.server';

/**
 * Sample content (ADR 026): a fresh install's sample claims are
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

  it('the claims inside sentences are listed too, each linking to its Metinler entry (ADR 029)', async () => {
    const items = await sampleItems();
    expect(items.find((i) => i.claim === 'prose.services.mobile')).toMatchObject({
      label: catalog.tr.adminSampleNeutral.labels.mobileDownloads,
      href: '/admin/metinler?q=services.items.mobile.description',
    });
    expect(items.find((i) => i.claim === 'prose.faq.support')?.href).toBe('/admin/metinler?q=faq.items');
    expect(items.map((i) => i.claim)).toEqual(expect.arrayContaining(PROSE_CLAIMS.map((c) => c.id)));
    // The site still says the spec's sentence.
    expect((await getSiteCatalog('tr')).services.items.mobile.description).toContain('100.000+ indirmeye ulaşan');
  });

  it('removing a prose claim writes the neutral wording in both languages; back to the default, it is listed again', async () => {
    expect(await removeSamples('prose.faq.support', ACTOR)).toBe(1);
    for (const lang of LANGS) {
      const faq = (await getSiteCatalog(lang)).faq.items;
      expect(faq[2]!.answer).toBe(catalog[lang].adminSampleNeutral.texts.faq.items['2'].answer);
      // The rest of the list is the spec's, untouched.
      expect(faq[2]!.question).toBe(catalog[lang].faq.items[2]!.question);
      expect(faq[6]!.answer).toBe(catalog[lang].faq.items[6]!.answer);
      expect(faq).toHaveLength(catalog[lang].faq.items.length);
    }
    expect((await sampleItems()).map((i) => i.claim)).not.toContain('prose.faq.support');
    // Nothing hidden: the text itself changed.
    expect(await publicHiddenClaims()).toEqual([]);
    await resetTexts('faq.items', null);
    expect((await sampleItems()).map((i) => i.claim)).toContain('prose.faq.support');
    await ctx.db.kysely.deleteFrom('audit_log').execute();
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
    // The blog lost its only (sample) post: no link leads to it; the founder card shows only the owner's fields.
    expect(all).toContain('empty:blog');
    expect(all).not.toContain('empty:projects');
    expect(all).toContain(FOUNDER_DEFAULTS_HIDDEN);
    const hidden = all.filter((c) => !c.startsWith('footer.') && !c.startsWith('empty:') && c !== FOUNDER_DEFAULTS_HIDDEN);
    // Every text claim but the rewritten one.
    expect([...hidden].sort()).toEqual(
      TEXT_CLAIMS.map((c) => c.id)
        .filter((id) => id !== 'home.stats.downloads')
        .sort(),
    );
    expect(hiddenPages(hidden).sort()).toEqual(['documentation', 'investors']);
    expect((await getSettings()).milestones).toEqual([]);
    // The prose claims now read the neutral wording, in both languages, with no figure or promise left.
    for (const lang of LANGS) {
      const site = await getSiteCatalog(lang);
      for (const c of PROSE_CLAIMS)
        for (const p of c.paths) {
          const text = String(getAtPath(site, p));
          expect(text, `${lang} ${p}`).toBe(getAtPath(catalog[lang].adminSampleNeutral.texts, p));
          expect(text, `${lang} ${p}`).not.toMatch(/\d|yakında|coming soon|ücretsiz destek|free support/i);
        }
    }
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

/** The value at a dotted path (`faq.items.2.answer`). */
function getAtPath(v: unknown, p: string): unknown {
  return p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], v);
}

/**
 * Sample content and backups (ADR 029): `_sample_removed` travels with the content. A backup
 * taken after "remove all" restores a site without the claims; one taken before brings them
 * back, listed on the checklist again, like the sample projects and milestones it holds.
 */
describeEachEngine('sample content in a backup', (ctx) => {
  let saved: ReturnType<typeof config>;
  beforeAll(async () => {
    await notifyContentChanged('test');
    saved = config();
    setConfig(parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: ctx.test.dataDir }));
    expect(await seedIfEmpty(ctx.db)).toBe(true);
  });
  afterAll(() => setConfig(saved));

  async function backupFile(name: string): Promise<string> {
    let text = '';
    for await (const c of backupChunks()) text += c;
    const file = path.join(ctx.test.dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  }
  const removedRow = () => ctx.db.kysely.selectFrom('settings').select('key').where('key', '=', SAMPLE_REMOVED_KEY).executeTakeFirst();

  it('restores the state of the backup: removed claims stay removed, a backup from before brings them back', async () => {
    const fresh = (await sampleItems()).map((i) => i.claim);
    const before = await backupFile('before.json');
    expect(fs.readFileSync(before, 'utf8')).not.toContain(SAMPLE_REMOVED_KEY);

    await removeSamples('all', ACTOR);
    const hidden = await publicHiddenClaims();
    expect(hidden.length).toBeGreaterThan(5);
    const after = await backupFile('after.json');
    const text = fs.readFileSync(after, 'utf8');
    expect(text).toContain(SAMPLE_REMOVED_KEY);
    // Still no private secret in a backup.
    expect(text).not.toContain('_token_secret');

    // The backup from before: the claims are back and listed, as on a fresh install.
    await restoreBackupFile(before);
    expect(await removedRow()).toBeUndefined();
    expect((await sampleItems()).map((i) => i.claim)).toEqual(fresh);
    expect(await publicHiddenClaims()).toEqual([]);
    expect((await getSiteCatalog('tr')).services.items.mobile.description).toContain('100.000+');

    // The backup from after: nothing listed, nothing shown, the neutral wording kept.
    await restoreBackupFile(after);
    expect(await removedRow()).toBeDefined();
    expect(await sampleItems()).toEqual([]);
    expect(await publicHiddenClaims()).toEqual(hidden);
    for (const lang of LANGS)
      expect((await getSiteCatalog(lang)).services.items.mobile.description).toBe(
        catalog[lang].adminSampleNeutral.texts.services.items.mobile.description,
      );

    // Restoring the same backup again (the row is replaced, not duplicated).
    await restoreBackupFile(after);
    expect(await publicHiddenClaims()).toEqual(hidden);
  });

  it('a backup whose removed list is not a list of ids is refused', async () => {
    let text = '';
    for await (const c of backupChunks()) text += c;
    const bad = text.replace(/("key":\s*"_sample_removed",\s*"value":\s*)\[[^\]]*\]/, '$1{"x":1}');
    expect(bad).not.toBe(text);
    const file = path.join(ctx.test.dataDir, 'bad.json');
    fs.writeFileSync(file, bad);
    await expect(restoreBackupFile(file)).rejects.toMatchObject({ code: expect.any(String) });
    expect(await publicHiddenClaims()).not.toEqual([]);
  });
});

describe('sample claims', () => {
  it('each prose claim has a neutral wording at every path, in both languages, with the shape of the text it replaces', () => {
    for (const c of PROSE_CLAIMS)
      for (const p of c.paths)
        for (const lang of LANGS) {
          const neutral = getAtPath(catalog[lang].adminSampleNeutral.texts, p);
          expect(typeof neutral, `${lang} ${p}`).toBe('string');
          expect(typeof getAtPath(catalog[lang], p), `${lang} ${p}`).toBe('string');
        }
  });

  it('name every removable page', () => {
    expect(hiddenPages(TEXT_CLAIMS.map((c) => c.id))).toEqual(['investors', 'documentation']);
  });
});
