import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { type AuditEntity, baseSummary, clip, fieldLabel, type AuditEntry } from '../audit/index.server';
import { staffChoices, staffNames } from '../auth/index.server';
import { followUpSchema } from './follow-up';

export interface FollowUpValues<S extends string> {
  status: S;
  note: string;
  handlerId: string | null;
}

/**
 * A follow-up form's post, checked on the server: the status from its list, the note's length,
 * and a handler that is '' (nobody) or a current staff account. Returns the values or the
 * first error message (Turkish: the admin's language).
 */
export async function parseFollowUp<S extends readonly [string, ...string[]]>(
  form: FormData,
  statuses: S,
  noteTooLong: string,
): Promise<{ ok: true; value: FollowUpValues<S[number]> } | { ok: false; error: string }> {
  const parsed = followUpSchema(statuses, noteTooLong).safeParse({
    status: form.get('status'),
    note: typeof form.get('note') === 'string' ? form.get('note') : '',
    handler: typeof form.get('handler') === 'string' ? form.get('handler') : '',
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
  const { status, note, handler } = parsed.data;
  if (handler && !(await staffChoices()).some((s) => s.id === handler)) return { ok: false, error: 'unknown handler' };
  return { ok: true, value: { status: status as S[number], note, handlerId: handler || null } };
}

/**
 * The audit line of a follow-up change, in words: "Danışmanlık talebi güncellendi: durum: Yeni →
 * Teklif verildi, iç not, ilgilenen kişi: Ayşe". The note's text is never written to the log.
 * Undefined when nothing changed.
 */
export function followUpSummary<S extends string>(
  entity: AuditEntity,
  before: FollowUpValues<S>,
  after: FollowUpValues<S>,
  statusLabel: (s: S) => string,
  handlerName: (id: string | null) => string,
): string | undefined {
  const parts: string[] = [];
  if (before.status !== after.status) parts.push(`${fieldLabel('status')}: ${statusLabel(before.status)} → ${statusLabel(after.status)}`);
  if (before.note !== after.note) parts.push(fieldLabel('note'));
  if (before.handlerId !== after.handlerId) parts.push(`${fieldLabel('handler')}: ${handlerName(after.handlerId)}`);
  if (!parts.length) return undefined;
  return clip(fmt(catalog.tr.adminAudit.details.fields, { summary: baseSummary('update', entity), fields: parts.join(', ') }));
}

/**
 * The follow-up intent of consultations and tickets: checks the post, stores it (`update`
 * answers the values before, undefined for an unknown record: thrown) and names the change
 * for the audit log (null when nothing changed). A refusal's message is the note's limit or `invalid`.
 */
export async function saveFollowUp<S extends readonly [string, ...string[]]>(
  form: FormData,
  id: string,
  o: {
    entity: 'consultation' | 'ticket';
    statuses: S;
    texts: { noteTooLong: string; handlerUnknown: string; handlerNone: string; invalid: string };
    statusLabel: (s: S[number]) => string;
    update: (id: string, value: FollowUpValues<S[number]>) => Promise<FollowUpValues<S[number]> | undefined>;
  },
): Promise<{ ok: false; error: string } | { ok: true; value: FollowUpValues<S[number]>; audit: AuditEntry | null }> {
  const m = o.texts;
  const parsed = await parseFollowUp(form, o.statuses, m.noteTooLong);
  if (!parsed.ok) return { ok: false, error: parsed.error === m.noteTooLong ? parsed.error : m.invalid };
  const before = id ? await o.update(id, parsed.value) : undefined;
  if (!before) throw new Error('not found');
  const names = await staffNames();
  const handlerName = (h: string | null) => (h ? (names.get(h) ?? m.handlerUnknown) : m.handlerNone);
  const summary = followUpSummary(o.entity, before, parsed.value, o.statusLabel, handlerName);
  return { ok: true, value: parsed.value, audit: summary ? { action: 'update', entity: o.entity, entityId: id, summary } : null };
}
