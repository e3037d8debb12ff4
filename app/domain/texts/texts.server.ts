import { randomBytes, randomUUID } from 'node:crypto';
import { catalog, type Messages } from '~/i18n/catalog';
import { LANGS, type Lang } from '~/i18n/lang';
import { applyOverrides, getAt, type TextOverrides } from '~/i18n/overrides';
import { db } from '~/server/db/index.server';
import { createdAtIso, nowIso, toBool, toDate, toJson } from '~/server/db/values';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { textEntries, TEXT_SECTIONS, type TextEntryDef } from './entries';
import { checkTextValue } from './schema';
import { SHARED_COPIES, withSharedCopies } from './shared';

/**
 * Site texts (Metinler): staff overrides of the public catalogue, per language,
 * over the code catalogue (the default and the fallback). Read once per
 * instance and kept in memory until any content change (on PostgreSQL every
 * instance hears it through NOTIFY), like the settings.
 */

export interface TextRow {
  lang: Lang;
  key: string;
  value: unknown;
  otherStale: boolean;
  updatedBy: string | null;
  updatedAt: Date;
}

interface State {
  rows: Map<string, TextRow>; // by `${lang}:${key}`
  overrides: Record<Lang, TextOverrides>;
  merged: Partial<Record<Lang, Messages>>;
}

const ENTRIES = textEntries(catalog.tr as unknown as Record<string, unknown>);
const ENTRY_BY_KEY = new Map(ENTRIES.map((e) => [e.key, e]));

export function textEntryDefs(): readonly TextEntryDef[] {
  return ENTRIES;
}

export function textEntry(key: string): TextEntryDef | undefined {
  return ENTRY_BY_KEY.get(key);
}

/** The code default of an entry in one language. */
export function defaultText(key: string, lang: Lang): unknown {
  return getAt(catalog[lang], key);
}

/** A stored override that a backup may restore: a known entry, a value that passes the editor's rule. */
export function isValidStoredText(lang: string, key: string, value: unknown): boolean {
  if (lang !== 'tr' && lang !== 'en') return false;
  // A copy of a shared fact (shared.ts) was an entry of its own before shared facts existed: an older backup may hold
  // one. It is restored (and ignored on load, where the shared entry's value is shown) rather than refused.
  if (SHARED_COPIES.has(key))
    return checkTextValue(defaultText(key, lang), value, { rich: false, fixed: false }, catalog.tr.adminTexts.rules) === null;
  const entry = ENTRY_BY_KEY.get(key);
  if (!entry) return false;
  return checkTextValue(defaultText(key, lang), value, entry, catalog.tr.adminTexts.rules) === null;
}

/** Values are JSON text on both engines (010_site_texts). */
const parseJson = (v: unknown) => toJson<unknown>(v, null);

async function load(): Promise<State> {
  const rows = await db().selectFrom('site_texts').selectAll().execute();
  const state: State = { rows: new Map(), overrides: { tr: {}, en: {} }, merged: {} };
  const rules = catalog.tr.adminTexts.rules;
  for (const r of rows) {
    const lang = r.lang as Lang;
    const entry = ENTRY_BY_KEY.get(r.key);
    if (!entry || !LANGS.includes(lang)) continue; // an entry the code no longer has
    const value = parseJson(r.value);
    // A stored value that no longer fits the default (the code changed its placeholders or shape) is not used.
    if (checkTextValue(defaultText(r.key, lang), value, entry, rules) !== null) {
      logger().warn({ key: r.key, lang }, 'stored site text does not fit its default: the default is used');
      continue;
    }
    state.rows.set(`${lang}:${r.key}`, {
      lang,
      key: r.key,
      value,
      otherStale: toBool(r.other_stale),
      updatedBy: r.updated_by,
      updatedAt: toDate(r.updated_at),
    });
    (state.overrides[lang] as Record<string, unknown>)[r.key] = value;
  }
  // A fact shown in several places (shared.ts) is one entry: its value goes to every place.
  for (const l of LANGS) state.overrides[l] = Object.freeze(withSharedCopies(state.overrides[l]));
  return state;
}

// Read when a page or an e-mail is rendered (the page cache keeps the page).
const state = () => load();

/** The overrides of one language (a sparse map, key path → value), for the public layout's loader. */
export async function getTextOverrides(lang: Lang): Promise<TextOverrides> {
  return (await state()).overrides[lang];
}

/** The whole catalogue of one language with the staff's texts: for pages and e-mails rendered on the server only. */
export async function getSiteCatalog(lang: Lang): Promise<Messages> {
  const s = await state();
  const hit = s.merged[lang];
  if (hit) return hit;
  const overrides = s.overrides[lang];
  const base = catalog[lang] as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...base };
  for (const name of TEXT_SECTIONS) out[name] = applyOverrides(name, base[name], overrides);
  return (s.merged[lang] = out as unknown as Messages);
}

/** Every stored override (for the admin screen). */
export async function listTextRows(): Promise<TextRow[]> {
  return [...(await state()).rows.values()];
}

/** True when `lang`'s text of `key` has not followed a change of the other language. */
export function isStale(rows: ReadonlyMap<string, TextRow>, key: string, lang: Lang): boolean {
  const other = lang === 'tr' ? 'en' : 'tr';
  return rows.get(`${other}:${key}`)?.otherStale === true;
}

export async function textRowMap(): Promise<ReadonlyMap<string, TextRow>> {
  return (await state()).rows;
}

export interface HistoryRow {
  id: string;
  lang: Lang;
  key: string;
  oldValue: unknown;
  newValue: unknown;
  actor: string | null;
  createdAt: Date;
}

/** The changes of the given entries, newest first (at most `limit` per entry and language). */
export async function textHistory(keys: readonly string[], limit = 5): Promise<HistoryRow[]> {
  if (keys.length === 0) return [];
  const rows = await db()
    .selectFrom('site_text_history')
    .selectAll()
    .where('key', 'in', keys as string[])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const seen = new Map<string, number>();
  const out: HistoryRow[] = [];
  for (const r of rows) {
    const k = `${r.lang}:${r.key}`;
    const n = seen.get(k) ?? 0;
    if (n >= limit) continue;
    seen.set(k, n + 1);
    out.push({
      id: r.id,
      lang: r.lang as Lang,
      key: r.key,
      oldValue: r.old_value === null ? null : parseJson(r.old_value),
      newValue: r.new_value === null ? null : parseJson(r.new_value),
      actor: r.actor,
      createdAt: toDate(r.created_at),
    });
  }
  return out;
}

export class TextValidationError extends Error {
  constructor(
    readonly key: string,
    readonly lang: Lang,
    message: string,
  ) {
    super(message);
  }
}

/** A change of one entry: per language the new value, or null for the default; a language not given is left as it is. */
export type TextChange = { key: string } & Partial<Record<Lang, unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value to store: null when it equals the default (no override needed). */
function normalise(key: string, lang: Lang, value: unknown): unknown {
  return value === null || same(value, defaultText(key, lang)) ? null : value;
}

/**
 * Each value the changes give (null: the default), checked against its entry's rules (a default
 * needs no check: every default passes its own rule); throws TextValidationError at the first problem.
 */
function checkedValues(changes: readonly TextChange[]): Array<{ key: string; lang: Lang; value: unknown }> {
  const rules = catalog.tr.adminTexts.rules;
  const out: Array<{ key: string; lang: Lang; value: unknown }> = [];
  for (const change of changes) {
    const entry = ENTRY_BY_KEY.get(change.key);
    if (!entry) throw new TextValidationError(change.key, 'tr', rules.unknownEntry);
    for (const lang of LANGS) {
      if (!(lang in change)) continue;
      const value = normalise(change.key, lang, change[lang]);
      const problem = value === null ? null : checkTextValue(defaultText(change.key, lang), value, entry, rules);
      if (problem) throw new TextValidationError(change.key, lang, problem);
      out.push({ key: change.key, lang, value });
    }
  }
  return out;
}

/**
 * Validates and stores changes (all or nothing, one transaction), records each in
 * the history and drops every instance's caches. Translation status: a change of
 * one language alone marks the other as not updated, unless that change was the
 * other language being brought up to date. Returns the number of values changed.
 */
export async function saveTexts(changes: readonly TextChange[], actor: string | null): Promise<number> {
  const values = checkedValues(changes);
  const current = await loadRowsFresh(changes.map((c) => c.key));
  const writes = values.filter((w) => !same(current.get(`${w.lang}:${w.key}`)?.value ?? null, w.value));
  if (writes.length === 0) return 0;
  const now = nowIso();
  const json = (v: unknown) => JSON.stringify(v);
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const w of writes) {
        const id = `${w.lang}:${w.key}`;
        const other: Lang = w.lang === 'tr' ? 'en' : 'tr';
        const bothChanged = writes.some((x) => x.key === w.key && x.lang === other);
        const otherRow = current.get(`${other}:${w.key}`);
        // This language was behind the other: this change brings it up to date.
        const wasStale = otherRow?.otherStale === true;
        if (wasStale) await trx.updateTable('site_texts').set({ other_stale: false }).where('id', '=', `${other}:${w.key}`).execute();
        const otherStale = !bothChanged && !wasStale;
        const before = current.get(id)?.value ?? null;
        if (w.value === null) {
          await trx.deleteFrom('site_texts').where('id', '=', id).execute();
          // Back to the default: nothing left for the other language to follow.
          if (!wasStale) await trx.updateTable('site_texts').set({ other_stale: false }).where('id', '=', `${other}:${w.key}`).execute();
        } else {
          const row = { lang: w.lang, key: w.key, value: json(w.value), other_stale: otherStale, updated_by: actor, updated_at: now };
          await trx
            .insertInto('site_texts')
            .values({ id, ...row })
            .onConflict((oc) => oc.column('id').doUpdateSet(row))
            .execute();
        }
        await trx
          .insertInto('site_text_history')
          .values({
            id: randomUUID(),
            lang: w.lang,
            key: w.key,
            old_value: before === null ? null : json(before),
            new_value: w.value === null ? null : json(w.value),
            actor,
            created_at: createdAtIso(),
          })
          .execute();
      }
    });
  await notifyContentChanged('site_texts');
  return writes.length;
}

/** The stored rows of some keys, read from the database (not the cache: a write decides from the latest state). */
async function loadRowsFresh(keys: readonly string[]): Promise<Map<string, TextRow>> {
  const out = new Map<string, TextRow>();
  if (keys.length === 0) return out;
  const rows = await db()
    .selectFrom('site_texts')
    .selectAll()
    .where('key', 'in', [...new Set(keys)])
    .execute();
  for (const r of rows) {
    out.set(r.id, {
      lang: r.lang as Lang,
      key: r.key,
      value: parseJson(r.value),
      otherStale: toBool(r.other_stale),
      updatedBy: r.updated_by,
      updatedAt: toDate(r.updated_at),
    });
  }
  return out;
}

/** Puts back the value a history entry replaced (itself a new change in the history). */
export async function revertTextChange(historyId: string, actor: string | null): Promise<HistoryRow | undefined> {
  const row = await db().selectFrom('site_text_history').selectAll().where('id', '=', historyId).executeTakeFirst();
  if (!row || !ENTRY_BY_KEY.has(row.key)) return undefined;
  const lang = row.lang as Lang;
  const old = row.old_value === null ? null : parseJson(row.old_value);
  await saveTexts([{ key: row.key, [lang]: old }], actor);
  return { id: row.id, lang, key: row.key, oldValue: old, newValue: null, actor: row.actor, createdAt: toDate(row.created_at) };
}

/** Every entry whose key is `prefix` or starts with `prefix.` back to its default, in both languages. */
export async function resetTexts(prefix: string, actor: string | null): Promise<number> {
  const keys = ENTRIES.filter((e) => e.key === prefix || e.key.startsWith(`${prefix}.`)).map((e) => e.key);
  const stored = await loadRowsFresh(keys);
  const touched = [...new Set([...stored.values()].map((r) => r.key))];
  return saveTexts(
    touched.map((key) => ({ key, tr: null, en: null })),
    actor,
  );
}

// ---------------------------------------------------------------------------
// Preview: the editor's unsaved texts, shown on a public page to the admin who posted them.

const PREVIEW_TTL_MS = 30 * 60 * 1000;

/** Stores unsaved texts (validated like a save) for the admin-only preview; returns its id. */
export async function createTextPreview(changes: readonly TextChange[], sessionId: string): Promise<string> {
  const data: Record<Lang, Record<string, unknown>> = { tr: {}, en: {} };
  for (const c of checkedValues(changes)) data[c.lang][c.key] = c.value ?? defaultText(c.key, c.lang);
  const id = randomBytes(18).toString('base64url');
  const now = Date.now();
  await db()
    .deleteFrom('site_text_previews')
    .where('created_at', '<', new Date(now - PREVIEW_TTL_MS).toISOString())
    .execute();
  await db()
    .insertInto('site_text_previews')
    .values({ id, data: JSON.stringify(data), session_id: sessionId, created_at: new Date(now).toISOString() })
    .execute();
  return id;
}

/** A preview's texts of one language over the stored overrides, for the session that made it; undefined otherwise. */
export async function previewOverrides(id: string, sessionId: string, lang: Lang): Promise<TextOverrides | undefined> {
  if (!/^[\w-]{10,64}$/.test(id)) return undefined;
  const row = await db().selectFrom('site_text_previews').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.session_id !== sessionId) return undefined;
  if (Date.now() - toDate(row.created_at).getTime() > PREVIEW_TTL_MS) return undefined;
  const data = parseJson(row.data) as Record<Lang, Record<string, unknown>> | null;
  return withSharedCopies({ ...(await getTextOverrides(lang)), ...(data?.[lang] ?? {}) });
}

/** The banner of a preview page (an admin text, sent with the data only while previewing). */
export function previewBanner(lang: Lang): string {
  return catalog[lang].adminTexts.previewPage.banner;
}
