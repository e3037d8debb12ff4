import { randomUUID } from 'node:crypto';
import { db } from '~/server/db/index.server';
import { nowIso, toBool, toDate } from '~/server/db/values';
import type { Lang } from '~/i18n/lang';
import { campaignLanguages, type CampaignDraftInput } from './schema';

/**
 * Campaign drafts: rows of `campaigns` with status `draft` and no deliveries, so they travel with backups and
 * are never picked up by the worker (it only sends queued or sending campaigns). `created_at` of a draft is when
 * it was last saved. Sending a draft turns it into a new queued campaign and deletes the draft in the same
 * transaction (queueCampaign's `draftId`).
 */

export interface CampaignDraft {
  id: string;
  subject_tr: string;
  content_tr: string;
  subject_en: string;
  content_en: string;
  test_email: string;
  send_to_all: boolean;
  languages: Lang[];
  savedAt: Date;
}

const COLUMNS = ['id', 'subject_tr', 'content_tr', 'subject_en', 'content_en', 'test_email', 'send_to_all', 'created_at'] as const;
export const MAX_DRAFTS_LISTED = 50;

function toDraft(r: {
  id: string;
  subject_tr: string | null;
  content_tr: string | null;
  subject_en: string | null;
  content_en: string | null;
  test_email: string | null;
  send_to_all: unknown;
  created_at: unknown;
}): CampaignDraft {
  const d = {
    subject_tr: r.subject_tr ?? '',
    content_tr: r.content_tr ?? '',
    subject_en: r.subject_en ?? '',
    content_en: r.content_en ?? '',
  };
  return {
    id: r.id,
    ...d,
    test_email: r.test_email ?? '',
    send_to_all: toBool(r.send_to_all),
    languages: campaignLanguages(d),
    savedAt: toDate(r.created_at),
  };
}

/** Saves a draft: updates the draft `id` when it still exists, otherwise stores a new one. Returns its id. */
export async function saveCampaignDraft(input: CampaignDraftInput, id?: string): Promise<string> {
  const values = {
    subject_tr: input.subject_tr,
    content_tr: input.content_tr,
    subject_en: input.subject_en,
    content_en: input.content_en,
    test_email: input.test_email || null,
    send_to_all: input.send_to_all,
    created_at: nowIso(),
  };
  if (id) {
    const updated = await db().updateTable('campaigns').set(values).where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return id;
  }
  const newId = randomUUID();
  await db()
    .insertInto('campaigns')
    .values({
      id: newId,
      ...values,
      status: 'draft',
      is_test: false,
      recipient_count: 0,
      sent_count: 0,
      failed_count: 0,
      skipped_count: 0,
      base_url: null,
    })
    .execute();
  return newId;
}

/** The drafts, last saved first (subjects and contents: the list opens one into the form). */
export async function listCampaignDrafts(limit = MAX_DRAFTS_LISTED): Promise<CampaignDraft[]> {
  const rows = await db()
    .selectFrom('campaigns')
    .select(COLUMNS)
    .where('status', '=', 'draft')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toDraft);
}

export async function getCampaignDraft(id: string): Promise<CampaignDraft | undefined> {
  const row = await db().selectFrom('campaigns').select(COLUMNS).where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
  return row ? toDraft(row) : undefined;
}

/** Deletes a draft (never a campaign that was sent). False when there was no such draft. */
export async function deleteCampaignDraft(id: string): Promise<boolean> {
  const r = await db().deleteFrom('campaigns').where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The form's values of a draft reopened with `?taslak=<id>`. */
export function draftFormValues(draft: CampaignDraft) {
  const { subject_tr, content_tr, subject_en, content_en, test_email, send_to_all } = draft;
  return { subject_tr, content_tr, subject_en, content_en, test_email, send_to_all };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A draft id from the query string, or undefined for anything that is not one. */
export const draftIdOrUndefined = (v: unknown) => (typeof v === 'string' && UUID_RE.test(v) ? v.toLowerCase() : undefined);
