import { getSiteCatalog } from '../texts/index.server';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';
import { db, getDb } from '~/server/db/index.server';
import { isUniqueViolation } from '~/server/db/engine.server';
import { nowIso, toBool, toDate, toDateOrNull, toNumber } from '~/server/db/values';
import { sendMail } from '~/server/mail/transport.server';
import { getSettings } from '~/domain/settings/index.server';
import type { Lang } from '~/i18n/lang';
import { campaignLanguages, isActiveStatus, type CampaignInput, type CampaignStatus } from './schema';
import { personalise, renderCampaignTemplate, unsubscribeHeaders } from './render.server';
import { campaignLinks } from './links.server';
import { activeRecipientsQuery, subscriberIdByEmail, signUnsubscribeToken } from '../newsletter/index.server';

/**
 * Campaign jobs. Sending a campaign stores it with one delivery row per
 * recipient, in one transaction (INSERT … SELECT over the active
 * subscribers); the worker (worker.server.ts) sends them. The unique
 * (campaign_id, email) key makes "one e-mail per subscriber" a database fact.
 */

export interface Campaign {
  id: string;
  subjectTr: string | null;
  subjectEn: string | null;
  languages: Lang[];
  status: CampaignStatus;
  sendToAll: boolean;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  skippedCount: number;
  remaining: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

type CampaignRow = {
  id: string;
  subject_tr: string | null;
  subject_en: string | null;
  content_tr: string | null;
  content_en: string | null;
  status: string;
  send_to_all: unknown;
  recipient_count: unknown;
  sent_count: unknown;
  failed_count: unknown;
  skipped_count: unknown;
  created_at: unknown;
  started_at: unknown;
  finished_at: unknown;
};

export function toCampaign(r: CampaignRow): Campaign {
  const recipientCount = toNumber(r.recipient_count);
  const sentCount = toNumber(r.sent_count);
  const failedCount = toNumber(r.failed_count);
  const skippedCount = toNumber(r.skipped_count);
  return {
    id: r.id,
    subjectTr: r.subject_tr,
    subjectEn: r.subject_en,
    languages: campaignLanguages({
      subject_tr: r.subject_tr ?? '',
      content_tr: r.content_tr ?? '',
      subject_en: r.subject_en ?? '',
      content_en: r.content_en ?? '',
    }),
    status: r.status as CampaignStatus,
    sendToAll: toBool(r.send_to_all),
    recipientCount,
    sentCount,
    failedCount,
    skippedCount,
    remaining: Math.max(0, recipientCount - sentCount - failedCount - skippedCount),
    createdAt: toDate(r.created_at),
    startedAt: toDateOrNull(r.started_at),
    finishedAt: toDateOrNull(r.finished_at),
  };
}

// In-process wake-up of the worker when a campaign is queued (other instances poll).
const wakeListeners = new Set<() => void>();
export function onCampaignQueued(fn: () => void): () => void {
  wakeListeners.add(fn);
  return () => wakeListeners.delete(fn);
}

export class NoRecipientsError extends Error {
  constructor() {
    super('no active subscribers to send to');
    this.name = 'NoRecipientsError';
  }
}

/** The site's address is not known yet (no PUBLIC_URL, none confirmed): a campaign's links would have no host. */
export class NoSiteAddressError extends Error {
  constructor() {
    super('the site address is not known: campaign links cannot be built');
    this.name = 'NoSiteAddressError';
  }
}

/**
 * Queues a campaign: the campaign row and one pending delivery per active
 * subscriber (in the subscriber's language when the campaign has both, else in
 * the campaign's one language), in one transaction. `id` makes the request
 * idempotent: a repeated submission of the same form queues nothing more.
 * Throws NoRecipientsError (and stores nothing) when nobody would receive it, and
 * NoSiteAddressError while the site's address is unknown. The links are built when each
 * e-mail is sent (worker.server.ts), from the address known then.
 */
export async function queueCampaign(
  input: CampaignInput,
  opts: {
    id?: string;
    draftId?: string;
    /** Runs in the queueing transaction (the audit log's entry), with the campaign's id and recipient count. */
    alsoInTransaction?: (trx: Transaction<Database>, campaignId: string, recipients: number) => Promise<void>;
  } = {},
): Promise<{ id: string; recipients: number; duplicate: boolean }> {
  const languages = input.languages;
  if (languages.length === 0) throw new Error('a campaign needs at least one complete language');
  if (!campaignLinks('tr')) throw new NoSiteAddressError();
  const id = opts.id ?? randomUUID();
  const now = nowIso();
  const both = languages.length === 2;
  const only = languages[0]!;
  try {
    const recipients = await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('campaigns')
          .values({
            id,
            subject_tr: languages.includes('tr') ? input.subject_tr : null,
            content_tr: languages.includes('tr') ? input.content_tr : null,
            subject_en: languages.includes('en') ? input.subject_en : null,
            content_en: languages.includes('en') ? input.content_en : null,
            status: 'queued',
            is_test: false,
            test_email: null,
            recipient_count: 0,
            sent_count: 0,
            failed_count: 0,
            skipped_count: 0,
            send_to_all: input.send_to_all,
            // Links come from the site's address when each e-mail is sent, not from here.
            base_url: null,
            created_at: now,
          })
          .execute();
        // Parameters in a select list need a type on PostgreSQL (the target column's is not inferred).
        const text = (v: string) => sql<string>`cast(${v} as text)`;
        const at = getDb().kind === 'postgres' ? sql<string>`cast(${now} as timestamptz)` : sql<string>`${now}`;
        const language = both ? sql<string>`case when s.language = 'en' then 'en' else 'tr' end` : text(only);
        // The recipients come from the newsletter domain, as a query selected from in this transaction.
        const recipients = activeRecipientsQuery(trx, both || input.send_to_all ? undefined : only);
        const select = trx
          .selectFrom(recipients.as('s'))
          .select([
            sql<string>`${text(id)} || ':' || s.id`.as('id'),
            text(id).as('campaign_id'),
            's.id as subscriber_id',
            's.email',
            language.as('language'),
            sql<string>`'pending'`.as('status'),
            sql<number>`0`.as('attempts'),
            at.as('next_attempt_at'),
          ]);
        const inserted = await trx
          .insertInto('campaign_deliveries')
          .columns(['id', 'campaign_id', 'subscriber_id', 'email', 'language', 'status', 'attempts', 'next_attempt_at'])
          .expression(select)
          .executeTakeFirst();
        const count = Number(inserted.numInsertedOrUpdatedRows ?? 0);
        if (count === 0) throw new NoRecipientsError();
        await trx.updateTable('campaigns').set({ recipient_count: count }).where('id', '=', id).execute();
        // The draft it was written from is sent now: it goes with the same commit.
        if (opts.draftId) await trx.deleteFrom('campaigns').where('id', '=', opts.draftId).where('status', '=', 'draft').execute();
        await opts.alsoInTransaction?.(trx, id, count);
        return count;
      });
    for (const fn of wakeListeners) fn();
    return { id, recipients, duplicate: false };
  } catch (err) {
    if (opts.id && isUniqueViolation(err)) {
      const existing = await db().selectFrom('campaigns').select('recipient_count').where('id', '=', id).executeTakeFirst();
      if (existing) return { id, recipients: toNumber(existing.recipient_count), duplicate: true };
    }
    throw err;
  }
}

/** The company name and the mailbox for the mailto unsubscribe target. */
async function mailContext() {
  const settings = await getSettings();
  return { companyName: settings.site_title, logo: settings.brand.logo, mailbox: settings.contact_email || undefined };
}

/**
 * "Send test": the campaign in each of its languages, to the test address
 * only, now (so the admin sees an SMTP error at once). Nothing is stored. The
 * unsubscribe link works when the address is a subscriber.
 */
export async function sendTestCampaign(input: CampaignInput, to: string): Promise<number> {
  const { companyName, logo, mailbox } = await mailContext();
  if (!input.languages.every((lang) => campaignLinks(lang))) throw new NoSiteAddressError();
  const subscriberId = await subscriberIdByEmail(to);
  const token = await signUnsubscribeToken(subscriberId ?? `test-${randomUUID()}`);
  let sent = 0;
  for (const lang of input.languages) {
    const links = campaignLinks(lang);
    if (!links) throw new NoSiteAddressError();
    const template = renderCampaignTemplate({
      lang,
      subject: input[`subject_${lang}`],
      content: input[`content_${lang}`],
      companyName,
      logo,
      links,
      test: true,
      texts: (await getSiteCatalog(lang)).unsubscribe.email,
    });
    const link = links.unsubscribe(token);
    const mail = personalise(template, link);
    await sendMail({ to, subject: mail.subject, html: mail.html, text: mail.text, headers: unsubscribeHeaders(link, mailbox) });
    sent++;
  }
  return sent;
}

/**
 * The e-mail of a language for the admin preview (the link is the page without a token). Shown,
 * not mailed: while the site's address is unknown its links are bare paths.
 */
export async function previewCampaign(lang: Lang, subject: string, content: string): Promise<string> {
  const { companyName, logo } = await mailContext();
  const texts = (await getSiteCatalog(lang)).unsubscribe.email;
  const links = campaignLinks(lang) ?? campaignLinks(lang, (path) => path)!;
  const template = renderCampaignTemplate({ lang, subject, content, companyName, logo, links, texts });
  return personalise(template, links.unsubscribe('preview')).html;
}

const CAMPAIGN_COLUMNS = [
  'id',
  'subject_tr',
  'subject_en',
  'content_tr',
  'content_en',
  'status',
  'send_to_all',
  'recipient_count',
  'sent_count',
  'failed_count',
  'skipped_count',
  'created_at',
  'started_at',
  'finished_at',
] as const;

/** Live delivery counts of a campaign, from its delivery rows. */
export async function deliveryCounts(campaignId: string): Promise<{ sent: number; failed: number; skipped: number; open: number }> {
  const rows = await db()
    .selectFrom('campaign_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  const out = { sent: 0, failed: 0, skipped: 0, open: 0 };
  for (const r of rows) {
    const n = toNumber(r.n);
    if (r.status === 'sent') out.sent += n;
    else if (r.status === 'failed') out.failed += n;
    else if (r.status === 'skipped') out.skipped += n;
    else out.open += n;
  }
  return out;
}

/**
 * Stores the counts on the campaign and completes it when no delivery is
 * pending or in flight. Safe to call from any instance at any time.
 */
export async function refreshCampaign(campaignId: string): Promise<{ completed: boolean }> {
  const c = await deliveryCounts(campaignId);
  const now = nowIso();
  const base = { sent_count: c.sent, failed_count: c.failed, skipped_count: c.skipped };
  if (c.open === 0) {
    const r = await db()
      .updateTable('campaigns')
      .set({ ...base, status: 'completed', finished_at: now })
      .where('id', '=', campaignId)
      .where('status', 'in', ['queued', 'sending'])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) {
      await db().updateTable('campaigns').set(base).where('id', '=', campaignId).execute();
    }
    return { completed: true };
  }
  await db().updateTable('campaigns').set(base).where('id', '=', campaignId).execute();
  return { completed: false };
}

/** Campaigns, newest first, with live counts for the running ones (drafts are listed by drafts.server.ts). */
export async function listCampaigns(limit = 50): Promise<Campaign[]> {
  const rows = await db()
    .selectFrom('campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('is_test', '=', false)
    .where('status', '!=', 'draft')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const campaigns = rows.map(toCampaign);
  for (const c of campaigns) {
    if (!isActiveStatus(c.status)) continue;
    const live = await deliveryCounts(c.id);
    c.sentCount = live.sent;
    c.failedCount = live.failed;
    c.skippedCount = live.skipped;
    c.remaining = live.open;
  }
  return campaigns;
}

export interface FailedDelivery {
  email: string;
  error: string | null;
}

/** The failed deliveries of campaigns (first `perCampaign` of each). */
export async function failedDeliveries(campaignIds: string[], perCampaign = 20): Promise<Record<string, FailedDelivery[]>> {
  const out: Record<string, FailedDelivery[]> = {};
  for (const id of campaignIds) {
    const rows = await db()
      .selectFrom('campaign_deliveries')
      .select(['email', 'last_error'])
      .where('campaign_id', '=', id)
      .where('status', '=', 'failed')
      .orderBy('email')
      .limit(perCampaign)
      .execute();
    out[id] = rows.map((r) => ({ email: r.email, error: r.last_error }));
  }
  return out;
}

/** Stops a running campaign: its pending deliveries are skipped; messages in flight finish. */
export async function cancelCampaign(campaignId: string): Promise<boolean> {
  const r = await db()
    .updateTable('campaigns')
    .set({ status: 'cancelled', finished_at: nowIso() })
    .where('id', '=', campaignId)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return false;
  await db()
    .updateTable('campaign_deliveries')
    .set({ status: 'skipped', last_error: 'cancelled' })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .execute();
  const c = await deliveryCounts(campaignId);
  await db()
    .updateTable('campaigns')
    .set({ sent_count: c.sent, failed_count: c.failed, skipped_count: c.skipped })
    .where('id', '=', campaignId)
    .execute();
  return true;
}

/**
 * "Tekrar dene" in the e-mail log: a failed delivery goes back to the queue
 * (pending, due now, attempts afresh) and a completed campaign runs again for
 * it, so the worker sends it and completes the campaign once more with fresh
 * counts. Not for a stopped campaign; an unsubscribed person is still skipped
 * by the worker. Only a failed row moves: a double click queues it once.
 */
export async function retryFailedDelivery(id: string): Promise<boolean> {
  const moved = await db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('campaign_deliveries as d')
        .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
        .select(['d.campaign_id', 'c.status'])
        .where('d.id', '=', id)
        .where('d.status', '=', 'failed')
        .executeTakeFirst();
      if (!row || row.status === 'cancelled') return false;
      const r = await trx
        .updateTable('campaign_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso(), claimed_at: null, claimed_by: null, last_error: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('campaigns')
        .set({ status: 'sending', finished_at: null })
        .where('id', '=', row.campaign_id)
        .where('status', '=', 'completed')
        .execute();
      return true;
    });
  if (moved) for (const fn of wakeListeners) fn();
  return moved;
}

/** A subscriber left: their pending deliveries of running campaigns are skipped (campaigns/unsubscribe.server.ts). */
export async function skipPendingDeliveries(subscriberId: string): Promise<void> {
  await db()
    .updateTable('campaign_deliveries')
    .set({ status: 'skipped', last_error: 'unsubscribed' })
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'pending')
    .execute();
}
