import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '~/i18n/catalog';
import { ADMIN_TABS } from '~/components/admin/AdminShell';

/**
 * The spec's labels stay verbatim: every admin tab name and every text the spec gives
 * in quotes is compared with the translation catalogue, read from the spec itself
 * (../shared/spec/product-spec.md, or SPEC_PATH). Plain-word explanations belong in hints and
 * descriptions beside a label, never in its place (the first tab became "Genel Bakış" once).
 */
const SPEC_PATH = process.env.SPEC_PATH ?? path.resolve(import.meta.dirname, '../../../shared/spec/product-spec.md');
const specAvailable = fs.existsSync(SPEC_PATH);
const spec = specAvailable ? fs.readFileSync(SPEC_PATH, 'utf8') : '';

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(leaves);
  if (node && typeof node === 'object') return Object.values(node).flatMap(leaves);
  return [];
}

/** Placeholders are named differently ({product} in the spec, {company} in the catalogue): compared as "{}". */
const placeholders = (s: string) => s.replace(/\{[^}]+\}/g, '{}');

/**
 * Quoted texts in the spec that are not labels of this product, each with the reason.
 * Anything else the spec quotes must be a catalogue text, verbatim.
 */
const NOT_LABELS: Record<string, string> = {
  'get quote': 'describes what the header texts name (a "get a quote" action), not the text itself',
  'Turkey, Diyarbakır': 'the company address is a setting staff edit (DESIGN.md: company details are settings), not a catalogue text',
  'last updated': 'describes the line on the privacy and terms pages, not its wording',
  active: 'a stored project status code, not a label',
  inactive: 'a stored project status code of the original (visibility is a separate flag in DESIGN.md), not a label',
  // A screen never says more than what happened: the request is saved and its mail may still wait.
  'Danışmanlık talebiniz gönderildi. En kısa sürede size dönüş yapacağız.': 'the page says "alındı" (received), which is true',
  'Your message has been sent successfully. We will get back to you soon.': 'the page says "received", which is true',
};

/** Every single-quoted text of the spec (an apostrophe inside a word, as in "5MB'dan", does not end it). */
function quotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<=^|[\s(,:/])'(.+?)'(?=[\s,.;:)/]|$)/gm)].map((m) => m[1]!);
}

/** The spec's list of the admin panel's tabs: "seven tabs: Dashboard (default), Projeler, …". */
function specTabs(text: string): string[] {
  const line = /seven tabs: ([^.\n]+)\./.exec(text)?.[1];
  if (!line) throw new Error('the spec no longer lists the admin tabs as "seven tabs: …"');
  return line.split(',').map((s) => s.replace(/\(default\)/, '').trim());
}

/** A comma-separated list after a heading in §9 ("Project categories: Yapay Zeka, Web Geliştirme, …."). */
function specList(text: string, heading: string): string[] {
  const line = new RegExp(`${heading}: ([^\\n]+)\\.`).exec(text)?.[1];
  if (!line) throw new Error(`the spec no longer lists "${heading}"`);
  return line.split(',').map((s) => s.trim());
}

describe.runIf(specAvailable)('the spec’s labels in the catalogue', () => {
  const tr = catalog.tr;
  const all = new Set([...leaves(catalog.tr), ...leaves(catalog.en)].map(placeholders));

  it('names the admin tabs as the spec does, in its order, "Dashboard" first', () => {
    const tabs = specTabs(spec);
    expect(tabs).toEqual(['Dashboard', 'Projeler', 'Danışmanlık', 'Sayfalar', 'İçerik', 'E-Bülten', 'Ayarlar']);
    const shown = ADMIN_TABS.map(({ id }) => tr.admin.shell.tabs[id]);
    expect(shown[0]).toBe('Dashboard');
    // The spec's tabs appear verbatim and in the spec's order; the product's own tabs (Analitik, Metinler, Etkinlik) sit between them.
    expect(shown.filter((label) => tabs.includes(label))).toEqual(tabs);
    // The dashboard's own title is the tab's name too.
    expect(tr.adminDashboard.title).toBe('Dashboard');
  });

  it('has every text the spec quotes, verbatim', () => {
    const quoted = quotedTexts(spec);
    // The extraction itself: the spec quotes well over a hundred texts (validation, toasts, login, admin).
    expect(quoted.length).toBeGreaterThan(90);
    const missing = [...new Set(quoted)].filter((q) => !(q in NOT_LABELS) && !all.has(placeholders(q)));
    expect(missing).toEqual([]);
    // The exceptions are still in the spec (a stale exception would hide nothing but mislead).
    for (const q of Object.keys(NOT_LABELS)) expect(quoted, q).toContain(q);
  });

  it('has the spec’s project and blog categories and the public project statuses, verbatim', () => {
    const projectCategories = Object.values(tr.projects.categories);
    expect(projectCategories).toEqual(expect.arrayContaining(specList(spec, 'Project categories')));
    expect(Object.values(tr.blog.categories)).toEqual(expect.arrayContaining(specList(spec, 'Blog categories')));
    // §4: "in the public view Aktif, Beta, Geliştirilme, Ar-Ge".
    const publicStatuses = /in the public view ([^,]+), ([^,]+), ([^,]+), ([^,]+), each/.exec(spec)!.slice(1);
    expect(Object.values(tr.projects.statuses)).toEqual(expect.arrayContaining(publicStatuses));
  });

  it('keeps the subscribers CSV’s file name and columns (spec §7)', () => {
    expect(spec).toContain('newsletter-subscribers.csv with columns Email, Durum (Aktif/Pasif)');
    const m = tr.adminSubscribers;
    expect(leaves(m)).toEqual(expect.arrayContaining(['Email', 'Durum', 'Aktif', 'Pasif']));
  });
});
