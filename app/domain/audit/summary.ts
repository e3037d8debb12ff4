import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { AuditAction, AuditEntity } from './constants';

/**
 * Audit summaries: a short readable Turkish line ("Proje güncellendi: başlık
 * (Türkçe), öncelik"). Changed fields are named, never their contents; fields
 * that hold secrets are never named.
 */

const SECRET_FIELD = /password|secret|token|hash|_key$|^key$|^_/i;
const MAX_FIELDS = 12;
const MAX_SUMMARY = 300;

/** "Proje güncellendi" */
export function baseSummary(action: AuditAction, entity: AuditEntity): string {
  const m = catalog.tr.adminAudit;
  return fmt(m.summaries[action], { entity: m.entities[entity] });
}

/** A field's readable name: the catalogue's, or the key with spaces. */
export function fieldLabel(key: string): string {
  const fields = catalog.tr.adminAudit.fields as Record<string, string>;
  return fields[key] ?? key.replace(/_/g, ' ');
}

function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/** The keys whose values differ between two records (secret-looking keys left out). */
export function changedFields(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
  keys: readonly string[] = Object.keys(after),
): string[] {
  return keys.filter((k) => !SECRET_FIELD.test(k) && (!before || !same(before[k], after[k])));
}

/** "Proje güncellendi: başlık (Türkçe), öncelik" (at most 12 fields named, then "+3"). */
export function withFields(summary: string, keys: readonly string[]): string {
  const shown = keys.filter((k) => !SECRET_FIELD.test(k));
  if (!shown.length) return summary;
  const labels = shown.slice(0, MAX_FIELDS).map(fieldLabel);
  if (shown.length > MAX_FIELDS) labels.push(`+${shown.length - MAX_FIELDS}`);
  return clip(fmt(catalog.tr.adminAudit.details.fields, { summary, fields: labels.join(', ') }));
}

export function clip(s: string): string {
  return s.length > MAX_SUMMARY ? `${s.slice(0, MAX_SUMMARY - 1)}…` : s;
}
