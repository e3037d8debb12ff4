import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { publicCatalog, publicSections } from '~/i18n/public-catalog';
import { formatCountText, formatNumber, plural } from '~/i18n/define';
import { LOCALES } from '~/i18n/lang';

type Tree = { [k: string]: Tree | string | readonly unknown[] };

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node as Tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, node]];
}

const APP = path.resolve(import.meta.dirname, '../../app');
const MESSAGES = path.join(APP, 'i18n/messages');

describe('translation catalogue', () => {
  const tr = new Map(leaves(catalog.tr));
  const en = new Map(leaves(catalog.en));

  it('has every section file of app/i18n/messages, in both languages', async () => {
    const files = fs.readdirSync(MESSAGES).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const name = file.replace(/\.ts$/, '');
      const mod = (await import(path.join(MESSAGES, file))) as Record<string, { tr: unknown; en: unknown }>;
      expect(mod[name], `${file} exports ${name}`).toBeDefined();
      expect((catalog.tr as Record<string, unknown>)[name], `catalog.tr.${name}`).toBe(mod[name]!.tr);
      expect((catalog.en as Record<string, unknown>)[name], `catalog.en.${name}`).toBe(mod[name]!.en);
    }
    expect(Object.keys(catalog.tr).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
  });

  it('has every key in both languages', () => {
    const missingInEn = [...tr.keys()].filter((k) => !en.has(k));
    const missingInTr = [...en.keys()].filter((k) => !tr.has(k));
    expect({ missingInEn, missingInTr }).toEqual({ missingInEn: [], missingInTr: [] });
  });

  it('has no empty texts', () => {
    const empty = [...tr, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  /*
   * English without Turkish leftovers: the English texts of every
   * public section have no Turkish-only letter and no Turkish number format
   * (1.000). The one allowed exception is the language switch, which names the
   * Turkish site in Turkish and is marked lang="tr" (Header.tsx). Proper nouns
   * are written the English way in English texts (Diyarbakir); the address has
   * its own English setting (address_en).
   */
  const TURKISH_LETTERS = /[ğşıİçöüĞŞÇÖÜ]/;
  const TURKISH_NUMBER = /\d\.\d{3}(?!\d)/;
  const ALLOWED_TURKISH = new Set(['common.language.switchTo']);
  const publicEn = [...en].filter(([k]) => !/^admin|^media\./.test(k)) as Array<[string, string]>;

  it('English public texts: no Turkish letters (but the lang="tr" language switch), no Turkish number format', () => {
    expect(publicEn.length).toBeGreaterThan(100);
    expect(publicEn.filter(([k, v]) => TURKISH_LETTERS.test(v) && !ALLOWED_TURKISH.has(k))).toEqual([]);
    expect(publicEn.filter(([, v]) => TURKISH_NUMBER.test(v))).toEqual([]);
    // The checks do find what they look for.
    expect(TURKISH_LETTERS.test('Yapay Zekâ ve Büyüme')).toBe(true);
    expect(['1.000+ Users', '100.000+'].every((v) => TURKISH_NUMBER.test(v))).toBe(true);
    expect(['1,000+ Users', '4.8', '2-12 weeks'].some((v) => TURKISH_NUMBER.test(v))).toBe(false);
  });

  it('blog categories have their own English labels', () => {
    const trLabels = catalog.tr.blog.categories as Record<string, string>;
    const entries = Object.entries(catalog.en.blog.categories);
    expect(entries.length).toBe(Object.keys(trLabels).length);
    for (const [code, label] of entries) expect(label, code).not.toMatch(TURKISH_LETTERS);
    // Only a word both languages write alike ("Startup") may read the same.
    expect(entries.filter(([code, label]) => label === trLabels[code]).map(([code]) => code)).toEqual(['startup']);
  });

  it('counted English texts are plural forms ({ one, other }), never one text with a plural noun', () => {
    const pluralNoun = /\{n\}\s+(?:more\s+)?[a-z]+(?:s|ies)\b/i;
    expect(publicEn.filter(([k, v]) => !/\.(one|other)$/.test(k) && pluralNoun.test(v))).toEqual([]);
    expect(pluralNoun.test('{n} more technologies')).toBe(true);
    const card = catalog.en.projects.card.moreTechLabel;
    expect(plural('en', 1, card)).toBe('1 more technology');
    expect(plural('en', 2, card)).toBe('2 more technologies');
    expect(plural('en', 1, catalog.en.projects.search.results)).toBe('Showing 1 project');
    expect(plural('en', 1000, catalog.en.projects.stats.count)).toBe('1,000 projects');
    expect(plural('tr', 1, catalog.tr.projects.card.moreTechLabel)).toBe('1 teknoloji daha');
    expect(plural('tr', 1000, catalog.tr.projects.stats.count)).toBe('1.000 proje');
  });

  it('numbers and plural forms without Intl (small whole numbers) are what Intl gives', () => {
    const forms = { one: 'one', other: 'other' };
    for (const lang of ['tr', 'en'] as const) {
      const locale = LOCALES[lang];
      const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      const rules = new Intl.PluralRules(locale);
      for (const n of [...Array.from({ length: 1001 }, (_, i) => i), 1234, 1e6, -1, -5, 1.5, 0.25, 2.5]) {
        expect(formatNumber(n, lang)).toBe(numbers.format(n));
        expect(plural(lang, n, forms)).toBe(rules.select(n) === 'one' ? 'one' : 'other');
      }
    }
  });

  it('counts typed as text ("1.000+" users) are written the language\'s way', () => {
    expect(formatCountText('1.000+', 'en')).toBe('1,000+');
    expect(formatCountText('1.000+', 'tr')).toBe('1.000+');
    expect(formatCountText('5,000+', 'tr')).toBe('5.000+');
    expect(formatCountText('250000', 'en')).toBe('250,000');
    expect(formatCountText('1.000.000+ users', 'en')).toBe('1,000,000+ users');
    // Not thousands: a rating, a range, a year.
    expect(formatCountText('4.8', 'en')).toBe('4.8');
    expect(formatCountText('2-12', 'en')).toBe('2-12');
    expect(formatCountText('2025', 'en')).toBe('2025');
    expect(formatCountText('500+', 'en')).toBe('500+');
  });

  it('public catalogue: the same texts as the full catalogue, no admin section', () => {
    for (const lang of ['tr', 'en'] as const) {
      for (const name of Object.keys(publicSections)) {
        expect((publicCatalog[lang] as Record<string, unknown>)[name]).toBe((catalog[lang] as Record<string, unknown>)[name]);
      }
      expect(Object.keys(publicCatalog[lang]).filter((k) => /^admin|^media$/.test(k))).toEqual([]);
    }
  });
});

/*
 * What a public page loads up front (npm run build prints the sizes): the
 * modules reachable by static imports from the root and the public route
 * modules. Server modules (*.server.ts, loaders and actions) never reach the
 * browser; `import type` is erased; dynamic import() is loaded on demand.
 * A folder's client face (domain/<x>/index.ts, site/<x>/index.ts) only
 * re-exports side-effect-free modules, so through it a page reaches only the
 * modules of the names it imports (as the build does, docs/architecture.md).
 */
function staticImports(file: string): { spec: string; names: string[] | null }[] {
  const src = fs.readFileSync(file, 'utf8');
  const out: { spec: string; names: string[] | null }[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of src.matchAll(re)) {
    if (m[5]) {
      out.push({ spec: m[5], names: null });
      continue;
    }
    if (m[2]) continue; // import type / export type
    const braces = /^\{([^}]*)\}$/.exec(m[3]!.trim());
    const names = braces
      ? braces[1]!
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p && !p.startsWith('type '))
          .map((p) => p.split(/\s+as\s+/)[0]!)
      : null;
    out.push({ spec: m[4]!, names });
  }
  return out;
}

const FACE = /\/app\/(?:domain|site)\/[^/]+\/index\.ts$/;
/** The modules a client face takes the given names from. */
function throughFace(face: string, names: string[]): string[] {
  const out: string[] = [];
  for (const { spec, names: given } of staticImports(face)) if (given?.some((n) => names.includes(n))) out.push(resolveModule(spec, face)!);
  return out;
}

function resolveModule(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  }
  return null; // ?url assets and the like
}

function publicGraph(): { modules: Set<string>; packages: Set<string> } {
  const entries = [
    path.join(APP, 'root.tsx'),
    ...fs.readdirSync(path.join(APP, 'routes/public')).map((f) => path.join(APP, 'routes/public', f)),
  ];
  const modules = new Set<string>();
  const packages = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const file = todo.pop()!;
    if (modules.has(file) || /\.server\.tsx?$/.test(file)) continue;
    modules.add(file);
    for (const { spec, names } of staticImports(file)) {
      const resolved = resolveModule(spec, file);
      if (resolved && names && FACE.test(resolved)) todo.push(...throughFace(resolved, names));
      else if (resolved) todo.push(resolved);
      else if (!spec.startsWith('.') && !spec.startsWith('~/'))
        packages.add(
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  return { modules, packages };
}

describe('public pages load only the public catalogue', () => {
  const { modules, packages } = publicGraph();
  const rel = (f: string) => path.relative(APP, f);

  it('public code never imports the full catalogue or an admin section', () => {
    const forbidden = [...modules]
      .map(rel)
      .filter((f) => f === 'i18n/catalog.ts' || f === 'i18n/admin-context.tsx' || /^i18n\/messages\/(admin|media|maintenance)/.test(f));
    expect(forbidden).toEqual([]);
    expect(modules.has(path.join(APP, 'i18n/public-catalog.ts'))).toBe(true);
  });

  it('validation (zod), toasts (sonner) and the dialog (radix-ui) are loaded on demand', () => {
    expect([...packages].filter((p) => ['zod', 'sonner', 'radix-ui'].includes(p))).toEqual([]);
  });
});
