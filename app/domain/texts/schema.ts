// First: configures zod for the CSP (browser) before this module builds a schema.
import '~/lib/zod-csp';
import { z } from 'zod';

/**
 * The rule of a site text (Metinler), built from the entry's default in the
 * code catalogue; the admin editor (browser) and the server use the same one.
 *
 *  - A text keeps exactly the default's placeholders (`{minutes}`, `{company}`):
 *    none missing, none unknown. In a list item, the placeholders that some
 *    item of the default list uses are allowed (none is required).
 *  - Length: at most 4 × the default's length, and at least 2,000 characters.
 *  - Not empty when the default is not.
 *  - Rich texts (the legal pages, where `backticks` are shown as code: the only
 *    markup the public pages render from the catalogue) must have their
 *    backticks in pairs. Everything else is shown as plain text: HTML is
 *    always escaped by React.
 *  - Lists keep the default items' shape (the same fields), have at least one
 *    item and at most MAX_LIST_ITEMS; a fixed list (its items are paired with
 *    code, e.g. the documentation's tutorials) keeps its length and anchors.
 */
export const MAX_LIST_ITEMS = 30;
export const MIN_TEXT_LIMIT = 2000;

export interface TextRuleMessages {
  required: string;
  tooLong: string; // {max}
  missingPlaceholder: string; // {names}
  unknownPlaceholder: string; // {names}
  backticks: string;
  listLength: string; // {min} {max}
  shape: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a text, in order, without repeats: `['minutes']`. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export function lengthLimit(defaultLength: number): number {
  return Math.max(4 * defaultLength, MIN_TEXT_LIMIT);
}

const fill = (m: string, params: Record<string, string | number>) =>
  m.replace(/\{(\w+)\}/g, (s, k: string) => (k in params ? String(params[k]) : s));
const braces = (names: string[]) => names.map((n) => `{${n}}`).join(', ');

function stringRule(samples: string[], inList: boolean, rich: boolean, m: TextRuleMessages): z.ZodType {
  const max = lengthLimit(Math.max(0, ...samples.map((s) => s.length)));
  const allowed = new Set(samples.flatMap(placeholdersOf));
  const required = inList ? [] : placeholdersOf(samples[0] ?? '');
  const mayBeEmpty = samples.some((s) => s.trim() === '');
  return z.string(m.shape).superRefine((value, ctx) => {
    if (!mayBeEmpty && value.trim() === '') ctx.addIssue({ code: 'custom', message: m.required });
    if (value.length > max) ctx.addIssue({ code: 'custom', message: fill(m.tooLong, { max }) });
    const used = placeholdersOf(value);
    const missing = required.filter((p) => !used.includes(p));
    if (missing.length) ctx.addIssue({ code: 'custom', message: fill(m.missingPlaceholder, { names: braces(missing) }) });
    const unknown = used.filter((p) => !allowed.has(p));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: fill(m.unknownPlaceholder, { names: braces(unknown) }) });
    if (rich && (value.match(/`/g)?.length ?? 0) % 2 === 1) ctx.addIssue({ code: 'custom', message: m.backticks });
  });
}

/** The rule of values shaped like `samples` (the default, or every item of a default list). */
function ruleFor(samples: unknown[], inList: boolean, opts: { rich: boolean; fixed: boolean }, m: TextRuleMessages): z.ZodType {
  const first = samples[0];
  if (typeof first === 'string') return stringRule(samples as string[], inList, opts.rich, m);
  if (Array.isArray(first)) {
    const items = samples.flatMap((s) => s as unknown[]);
    const item = ruleFor(items, true, opts, m);
    const length = (first as unknown[]).length;
    const [min, max] = opts.fixed && !inList ? [length, length] : [inList ? 0 : 1, MAX_LIST_ITEMS];
    return z.array(item, m.shape).superRefine((list, ctx) => {
      if (list.length < min || list.length > max) ctx.addIssue({ code: 'custom', message: fill(m.listLength, { min, max }) });
      if (opts.fixed && !inList) {
        (first as unknown[]).forEach((d, i) => {
          const anchor = (d as { anchor?: unknown } | null)?.anchor;
          if (anchor !== undefined && (list[i] as { anchor?: unknown } | undefined)?.anchor !== anchor)
            ctx.addIssue({ code: 'custom', message: m.shape, path: [i, 'anchor'] });
        });
      }
    });
  }
  if (first && typeof first === 'object') {
    const shape: Record<string, z.ZodType> = {};
    for (const k of Object.keys(first))
      shape[k] = ruleFor(
        samples.map((s) => (s as Record<string, unknown>)[k]),
        inList,
        opts,
        m,
      );
    return z.strictObject(shape, m.shape);
  }
  return z.never(m.shape);
}

/** The rule of one entry's value, given its default in the same language. */
export function textValueSchema(defaultValue: unknown, opts: { rich: boolean; fixed: boolean }, m: TextRuleMessages): z.ZodType {
  return ruleFor([defaultValue], false, opts, m);
}

/** The first problem of a value, with its place in a list (`2. öğe, answer: …`), or null when valid. */
export function checkTextValue(
  defaultValue: unknown,
  value: unknown,
  opts: { rich: boolean; fixed: boolean },
  m: TextRuleMessages & { itemPrefix: string },
): string | null {
  const result = textValueSchema(defaultValue, opts, m).safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const index = issue.path.find((p) => typeof p === 'number');
  return index === undefined ? issue.message : `${fill(m.itemPrefix, { n: index + 1 })} ${issue.message}`;
}
