import { catalog } from '~/i18n/catalog';
import { anchorOf, FOOTER_PROJECT_ANCHORS } from '~/lib/anchors';
import { LANGS } from '~/i18n/lang';
import { db, getDb } from '~/server/db/index.server';
import { nowIso, toJson } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { recordAfter, type Actor } from '~/domain/audit/index.server';
import { deleteProject, hasVisibleProjects } from '~/domain/projects/index.server';
import { deletePost, hasLivePosts } from '~/domain/blog/index.server';
import { getSettings, saveSettings, DEFAULT_MILESTONES, type Milestone } from '~/domain/settings/index.server';
import { defaultText, getTextOverrides, saveTexts, textEntry, type TextChange } from '~/domain/texts/index.server';
import { applyOverrides, getAt } from '~/i18n/overrides';
import { PROSE_CLAIMS, proseSamplePaths } from './prose';
import {
  emptySectionMarker,
  FOUNDER_DEFAULTS_HIDDEN,
  hiddenClaims,
  MILESTONES_CLAIM,
  POST_CLAIM_PREFIX,
  PROJECT_CLAIM_PREFIX,
  SAMPLE_REMOVED_KEY,
  TEXT_CLAIMS,
  textClaimIsSample,
  type SampleItem,
  type SampleState,
} from './claims';

/** The milestones are the spec's sample while they equal the defaults (here, not in claims.ts: the public footer imports that, and milestones bring zod). */
export function milestonesAreSample(milestones: readonly Milestone[]): boolean {
  return JSON.stringify(milestones) === JSON.stringify(DEFAULT_MILESTONES);
}

export type { SampleItem };

/**
 * Sample content's state and its removal (ADR 026). The removed claims are a
 * private settings row; the seeded projects carry `is_sample` (migration 017).
 */

async function readRemoved(): Promise<string[]> {
  const row = await db().selectFrom('settings').select('value').where('key', '=', SAMPLE_REMOVED_KEY).executeTakeFirst();
  if (!row) return [];
  const value: unknown = getDb().kind === 'postgres' ? row.value : toJson(row.value, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function sampleState(): Promise<SampleState> {
  const [removed, settings, ...overrides] = await Promise.all([readRemoved(), getSettings(), ...LANGS.map(getTextOverrides)]);
  return { removed, overrides, founderName: settings.founder_name };
}

/**
 * The footer's project links (docs/product-spec.md §2: FunAI, QuakeSafe, FunVest) whose project is no longer on
 * the site (the sample projects removed): `footer.projects.<anchor>`, left out of the footer.
 */
async function missingFooterProjects(): Promise<string[]> {
  const rows = await db().selectFrom('projects').select('title_tr').where('is_active', '=', true).execute();
  const present = new Set(rows.map((r) => anchorOf(r.title_tr)));
  return FOOTER_PROJECT_ANCHORS.filter((a) => !present.has(a)).map((a) => `footer.projects.${a}`);
}

/**
 * Sections with nothing to show (no visible project, no live post): every link to them is left out
 * (menus, buttons, sitemap) until they have content, so removing the samples leaves no dead end.
 */
async function emptySections(): Promise<string[]> {
  const [projects, posts] = await Promise.all([hasVisibleProjects(), hasLivePosts()]);
  return [...(projects ? [] : [emptySectionMarker('projects')]), ...(posts ? [] : [emptySectionMarker('blog')])];
}

/** The founder card is the owner's (named, or written in Metinler): its sample texts are no longer shown. */
function founderMarker(s: SampleState): string[] {
  const founder = TEXT_CLAIMS.find((c) => c.id === 'about.founder')!;
  return textClaimIsSample(founder, s) ? [] : [FOUNDER_DEFAULTS_HIDDEN];
}

/**
 * The claims the public pages leave out (removed, not rewritten since), footer links to projects
 * that are gone, empty sections, and whether the founder card shows only the owner's own fields.
 */
// The public layout asks when a page is rendered (the page cache keeps the page).
export const publicHiddenClaims = (): Promise<string[]> =>
  Promise.all([sampleState().then((s) => [...hiddenClaims(s), ...founderMarker(s)]), missingFooterProjects(), emptySections()]).then(
    (lists) => lists.flat(),
  );

/** The Metinler entry holding a catalogue path: the path itself, or the list it is an item of (`faq.items`). */
function entryKeyOf(path: string): string {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const key = parts.slice(0, n).join('.');
    if (textEntry(key)) return key;
  }
  throw new Error(`not a site text: ${path}`);
}

/**
 * The Metinler changes that put the neutral wording (adminSampleNeutral.texts) at each path of
 * these prose claims still showing the spec's sentence, both languages: a list entry is saved
 * whole, its default with the claim's items replaced.
 */
function neutralChanges(claims: readonly (typeof PROSE_CLAIMS)[number][], overrides: SampleState['overrides']): TextChange[] {
  const byEntry = new Map<string, string[]>();
  for (const c of claims)
    for (const p of proseSamplePaths(c, overrides)) byEntry.set(entryKeyOf(p), [...(byEntry.get(entryKeyOf(p)) ?? []), p]);
  return [...byEntry].map(([key, paths]) => {
    const change: TextChange = { key };
    for (const lang of LANGS) {
      const neutral = Object.fromEntries(paths.map((p) => [p, getAt(catalog[lang].adminSampleNeutral.texts, p)]));
      change[lang] = paths.length === 1 && paths[0] === key ? neutral[key] : applyOverrides(key, defaultText(key, lang), neutral);
    }
    return change;
  });
}

const textsLink = (q: string) => `/admin/metinler?q=${encodeURIComponent(q)}`;

/** Every sample claim still on the site, in the order of the pages. */
export async function sampleItems(): Promise<SampleItem[]> {
  const [state, settings, projects, posts] = await Promise.all([
    sampleState(),
    getSettings(),
    db().selectFrom('projects').select(['id', 'title_tr']).where('is_sample', '=', true).orderBy('priority', 'desc').execute(),
    db().selectFrom('blog_posts').select(['id', 'title_tr']).where('is_sample', '=', true).orderBy('created_at', 'desc').execute(),
  ]);
  const tr = catalog.tr;
  const items: SampleItem[] = TEXT_CLAIMS.filter((c) => textClaimIsSample(c, state)).map((c) => ({
    claim: c.id,
    label: c.label(tr),
    href: c.id === 'about.founder' ? '/admin/ayarlar#founder_name' : textsLink(c.id.startsWith('page.') ? c.label(tr) : c.keys[0]!),
  }));
  for (const c of PROSE_CLAIMS) {
    const left = proseSamplePaths(c, state.overrides);
    if (left.length > 0) items.push({ claim: c.id, label: c.label(tr), href: textsLink(entryKeyOf(left[0]!)) });
  }
  if (milestonesAreSample(settings.milestones))
    items.push({ claim: MILESTONES_CLAIM, label: tr.about.timeline.title, href: '/admin/ayarlar#milestones' });
  for (const p of projects)
    items.push({ claim: `${PROJECT_CLAIM_PREFIX}${p.id}`, label: p.title_tr, href: `/admin/projeler?edit=${encodeURIComponent(p.id)}` });
  for (const p of posts)
    items.push({
      claim: `${POST_CLAIM_PREFIX}${p.id}`,
      label: `${tr.common.nav.blog}: ${p.title_tr}`,
      href: `/admin/icerik?edit=${encodeURIComponent(p.id)}`,
    });
  return items;
}

/**
 * Removes sample claims (one, or every one still listed): a text claim is hidden on the site,
 * a prose claim gets the neutral wording (a Metinler text, ADR 029), the milestones are emptied, a sample project is deleted. Each removal is audited. Returns
 * how many were removed; a claim that is no longer sample is left alone.
 */
export async function removeSamples(which: string | 'all', actor: Actor): Promise<number> {
  const items = (await sampleItems()).filter((i) => which === 'all' || i.claim === which);
  if (items.length === 0) return 0;
  const texts = items.filter((i) => TEXT_CLAIMS.some((c) => c.id === i.claim)).map((i) => i.claim);
  if (texts.length > 0) {
    const removed = [...new Set([...(await readRemoved()), ...texts])];
    const json = JSON.stringify(removed);
    await db()
      .insertInto('settings')
      .values({ key: SAMPLE_REMOVED_KEY, value: json, updated_at: nowIso() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: nowIso() }))
      .execute();
    await notifyContentChanged('settings');
  }
  const prose = PROSE_CLAIMS.filter((c) => items.some((i) => i.claim === c.id));
  if (prose.length > 0) await saveTexts(neutralChanges(prose, (await sampleState()).overrides), actor.name);
  if (items.some((i) => i.claim === MILESTONES_CLAIM)) await saveSettings({ milestones: [] });
  for (const i of items) if (i.claim.startsWith(PROJECT_CLAIM_PREFIX)) await deleteProject(i.claim.slice(PROJECT_CLAIM_PREFIX.length));
  for (const i of items) if (i.claim.startsWith(POST_CLAIM_PREFIX)) await deletePost(i.claim.slice(POST_CLAIM_PREFIX.length));
  const line = catalog.tr.adminDashboard.checklist.sample.audit;
  // A deleted project or post is audited as its own entity; a hidden claim as a settings change.
  const deleted = (claim: string) =>
    claim.startsWith(PROJECT_CLAIM_PREFIX)
      ? { entity: 'project' as const, entityId: claim.slice(PROJECT_CLAIM_PREFIX.length) }
      : claim.startsWith(POST_CLAIM_PREFIX)
        ? { entity: 'blog_post' as const, entityId: claim.slice(POST_CLAIM_PREFIX.length) }
        : undefined;
  for (const i of items) {
    const d = deleted(i.claim);
    await recordAfter(actor, {
      action: d ? 'delete' : 'remove',
      entity: d?.entity ?? 'settings',
      entityId: d?.entityId ?? i.claim,
      summary: `${line}: ${i.label}`,
    });
  }
  return items.length;
}
