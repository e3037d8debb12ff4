import { db } from '~/server/db/index.server';
import { iso, toDate, toNumber } from '~/server/db/values';
import { classifyStoredError } from '~/server/mail/errors';
import { mailRoute } from '~/server/mail/server-settings.server';
import { MAIL_FAILED_WINDOW_HOURS, MAIL_WAIT_LIMIT_MINUTES, type MailHealthView, type MailReason } from './log';

/**
 * Is mail leaving? One answer for the dashboard, Ayarlar → E-posta and the
 * campaigns screen, read from the mail queue and the campaign deliveries
 * (their status, attempts and last error): an attempt that failed and waits
 * for its retry, mail that waits too long without any attempt, and messages
 * given up in the last day. See log.ts for the states.
 */

const ACTIVE_CAMPAIGN = ['queued', 'sending'];
const OPEN = ['pending', 'sending'];

interface ErrorRow {
  error: string | null;
  at: unknown;
}

/** The latest of a few (error, time) rows. */
function latest(rows: Array<ErrorRow | undefined>): ErrorRow | undefined {
  let best: ErrorRow | undefined;
  for (const r of rows) {
    if (r?.error && (!best || toDate(r.at).getTime() > toDate(best.at).getTime())) best = r;
  }
  return best;
}

const queueRows = () => db().selectFrom('mail_queue as m');
/** Rows of one mail table, as `m`: the queue's, or the campaign deliveries' (only columns both have are asked). */
type MailRows = ReturnType<typeof queueRows>;

/** The same question of both mail tables; `running`: only the deliveries of campaigns still sending. */
function mailTables(running: boolean): MailRows[] {
  const d = db();
  const deliveries = d.selectFrom('campaign_deliveries as m');
  const campaign = running
    ? deliveries.innerJoin('campaigns as c', 'c.id', 'm.campaign_id').where('c.status', 'in', ACTIVE_CAMPAIGN)
    : deliveries;
  return [queueRows(), campaign as unknown as MailRows];
}

/** Each table's newest failed attempt: waiting for its retry (`pending`, by next attempt) or given up (`failed`, by last attempt). */
function newestErrors(status: 'pending' | 'failed', since?: string): Promise<Array<ErrorRow | undefined>> {
  const at = status === 'pending' ? ('m.next_attempt_at' as const) : ('m.claimed_at' as const);
  return Promise.all(
    mailTables(status === 'pending').map((q) => {
      let rows = q.select(['m.last_error as error', `${at} as at`]).where('m.status', '=', status);
      rows = since ? rows.where('m.claimed_at', '>=', since) : rows.where('m.last_error', 'is not', null);
      return rows.orderBy(at, 'desc').limit(1).executeTakeFirst();
    }),
  );
}

export async function mailHealth(now = new Date()): Promise<MailHealthView> {
  const d = db();
  const failedSince = iso(new Date(now.getTime() - MAIL_FAILED_WINDOW_HOURS * 3600_000));
  const [queueOpen, campaignOpen, retries, failedCounts, route] = await Promise.all([
    d
      .selectFrom('mail_queue')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', OPEN)
      .executeTakeFirst(),
    d
      .selectFrom('campaign_deliveries as cd')
      .innerJoin('campaigns as c', 'c.id', 'cd.campaign_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('c.created_at').as('oldest')])
      .where('cd.status', 'in', OPEN)
      .where('c.status', 'in', ACTIVE_CAMPAIGN)
      .executeTakeFirst(),
    // Waiting for a retry after a failed attempt: the newest such answer is the server's current one.
    newestErrors('pending'),
    // Given up: claimed_at is the last attempt's time (a final failure keeps it).
    Promise.all(
      mailTables(false).map((q) =>
        q
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('m.status', '=', 'failed')
          .where('m.claimed_at', '>=', failedSince)
          .executeTakeFirst(),
      ),
    ),
    mailRoute(),
  ]);
  const waiting = toNumber(queueOpen?.n ?? 0) + toNumber(campaignOpen?.n ?? 0);
  const oldest = [queueOpen?.oldest, campaignOpen?.oldest].filter((v) => v !== null && v !== undefined).map((v) => toDate(v).getTime());
  const waitedMinutes = oldest.length ? Math.max(0, Math.floor((now.getTime() - Math.min(...oldest)) / 60_000)) : 0;
  const failed = failedCounts.reduce((sum, r) => sum + toNumber(r?.n ?? 0), 0);
  const base = { waiting, failed, waitedMinutes };

  const retrying = latest(retries);
  if (retrying) return { ...base, problem: 'failing', reason: classifyStoredError(retrying.error), detail: retrying.error };
  if (waiting > 0 && waitedMinutes >= MAIL_WAIT_LIMIT_MINUTES) {
    const reason: MailReason = route.kind === 'none' ? 'not-configured' : 'stalled';
    return { ...base, problem: 'waiting', reason, detail: null };
  }
  if (failed > 0) {
    const lastFailed = latest(await newestErrors('failed', failedSince));
    return { ...base, problem: 'failed', reason: classifyStoredError(lastFailed?.error), detail: lastFailed?.error ?? null };
  }
  return { ...base, problem: null, reason: 'other', detail: null };
}

/** The health for a person: the server's raw answer only for those who see the e-mail log (owners). */
export async function mailHealthFor(seesDetail: boolean): Promise<MailHealthView> {
  const h = await mailHealth();
  return seesDetail ? h : { ...h, detail: null };
}

/**
 * Why each running campaign is not moving, when it is not: its own last failed
 * attempt (the server's answer), else mail in general waiting too long (no
 * server, nothing sending).
 */
export async function campaignWaitReasons(
  campaignIds: string[],
  health: MailHealthView,
): Promise<Record<string, { reason: MailReason; detail: string | null }>> {
  const out: Record<string, { reason: MailReason; detail: string | null }> = {};
  for (const id of campaignIds) {
    const row = await db()
      .selectFrom('campaign_deliveries')
      .select('last_error')
      .where('campaign_id', '=', id)
      .where('status', '=', 'pending')
      .where('last_error', 'is not', null)
      .orderBy('next_attempt_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row?.last_error) out[id] = { reason: classifyStoredError(row.last_error), detail: row.last_error };
    else if (health.problem === 'waiting') out[id] = { reason: health.reason, detail: null };
  }
  return out;
}
