import { sql } from 'kysely';
import { retryFailedDelivery } from '~/domain/campaigns/index.server';
import { formatTimestamp } from '~/lib/format-date';
import { db } from '~/server/db/index.server';
import { toDate, toNumber } from '~/server/db/values';
import { classifyStoredError } from '~/server/mail/errors';
import { retryFailedMail } from '~/server/mail/queue.server';
import { MAIL_LOG_PAGE_SIZE, mailKindOf, type MailLogFilter, type MailLogRow, type MailLogStatus, type MailSource } from './log';

/**
 * The e-mail log (Ayarlar → E-posta → Gönderim günlüğü, owners only): every
 * message the site sends, newest first, from the mail queue (notifications,
 * confirmations, invitations, backup alerts) and the campaign deliveries, one
 * row per message, with its status, attempts and the server's last answer.
 */

/** Both tables as one list of messages (a campaign delivery's time is its campaign's). */
function messages() {
  const d = db();
  const queue = d
    .selectFrom('mail_queue')
    .select([
      'id',
      sql<string>`'queue'`.as('source'),
      'kind',
      'to_address as to',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at as at',
      'sent_at',
      sql<string | null>`null`.as('campaign_status'),
    ]);
  const campaigns = d
    .selectFrom('campaign_deliveries as cd')
    .innerJoin('campaigns as c', 'c.id', 'cd.campaign_id')
    .select([
      'cd.id',
      sql<string>`'campaign'`.as('source'),
      sql<string>`'campaign'`.as('kind'),
      'cd.email as to',
      sql<string>`coalesce(case when cd.language = 'en' then c.subject_en end, c.subject_tr, c.subject_en, '')`.as('subject'),
      'cd.status',
      'cd.attempts',
      'cd.last_error',
      'c.created_at as at',
      'cd.sent_at',
      sql<string | null>`c.status`.as('campaign_status'),
    ]);
  return d.selectFrom(queue.unionAll(campaigns).as('m'));
}

const FILTER_STATUSES: Record<Exclude<MailLogFilter, 'all'>, string[]> = {
  failed: ['failed'],
  waiting: ['pending', 'sending'],
  sent: ['sent'],
};

function statusOf(s: string): MailLogStatus {
  if (s === 'sent' || s === 'failed' || s === 'skipped') return s;
  return 'waiting';
}

export async function listMailLog(opts: { filter: MailLogFilter; page: number }): Promise<{ rows: MailLogRow[]; total: number }> {
  const statuses = opts.filter === 'all' ? undefined : FILTER_STATUSES[opts.filter];
  const base = statuses ? messages().where('m.status', 'in', statuses) : messages();
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .selectAll('m')
      .orderBy('m.at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(MAIL_LOG_PAGE_SIZE)
      .offset((Math.max(1, opts.page) - 1) * MAIL_LOG_PAGE_SIZE)
      .execute(),
  ]);
  return {
    total: toNumber(count?.n ?? 0),
    rows: rows.map((r) => {
      const status = statusOf(r.status);
      const at = toDate(r.at);
      const error = status === 'failed' || status === 'waiting' ? r.last_error : null;
      return {
        id: r.id,
        source: r.source as MailSource,
        kind: mailKindOf(r.kind),
        to: r.to,
        subject: r.subject,
        status,
        retrying: status === 'waiting' && !!r.last_error,
        attempts: toNumber(r.attempts),
        iso: at.toISOString(),
        at: formatTimestamp(at, 'tr'),
        sentAt: r.sent_at ? formatTimestamp(toDate(r.sent_at), 'tr') : null,
        reason: error ? classifyStoredError(error) : null,
        detail: error,
        canRetry: status === 'failed' && r.campaign_status !== 'cancelled',
      };
    }),
  };
}

/** "Tekrar dene": the failed message back into its queue. False when it is not failed (any more). */
export function retryMessage(source: MailSource, id: string): Promise<boolean> {
  return source === 'campaign' ? retryFailedDelivery(id) : retryFailedMail(id);
}
