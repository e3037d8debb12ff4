import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { config } from '../config.server';
import { getDb } from '../db/index.server';
import type { Database } from '../db/schema';
import { iso, nowIso } from '../db/values';
import { JobRunner } from '../jobs/runner.server';
import { logger } from '../logger.server';
import { closeMailTransport, isTemporaryMailError, sendMail } from './transport.server';
import { mailReady, mailRoute, type MailRoute } from './server-settings.server';
import { mailErrorDetail } from './errors';
import { singleton } from '../singleton.server';

/**
 * The outgoing mail queue (table mail_queue). Submissions enqueue their staff
 * notification in the same transaction that stores them, so a record is never
 * lost and a mail never announces a record that was rolled back. A worker on
 * every instance claims due rows through the shared job runner
 * (app/server/jobs/runner.server.ts), sends them through sendMail, retries
 * temporary failures with exponential backoff and marks permanent ones
 * failed. Rows stuck in 'sending' (an instance died mid-send) are reclaimed
 * after STALE_CLAIM_MS.
 */
export interface QueuedMail {
  /** What the mail is, for logs and the admin: 'consultation', 'contact'... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /**
   * 'staff': a staff notification; `to` is the notification address when queued,
   * and the one set at sending time wins (notifications queued before the
   * e-mail set-up reach the address chosen in it).
   */
  audience?: 'staff';
}

export const MAX_ATTEMPTS = 10;
const STALE_CLAIM_MS = 10 * 60 * 1000;
const BATCH = 20;
const POLL_MS = 5000;

type Executor = Kysely<Database> | Transaction<Database>;

/** Strips line breaks from header values (subject, addresses). */
function headerSafe(v: string): string {
  return v.replace(/[\r\n]+/g, ' ').trim();
}

/** Inserts a mail; pass the transaction of the submission so both commit together. Returns its id. */
export async function enqueueMail(mail: QueuedMail, executor: Executor = getDb().kysely): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await executor
    .insertInto('mail_queue')
    .values({
      id,
      kind: mail.kind,
      to_address: headerSafe(mail.to),
      subject: headerSafe(mail.subject).slice(0, 300),
      text_body: mail.text,
      html_body: mail.html ?? null,
      reply_to: mail.replyTo ? headerSafe(mail.replyTo) : null,
      audience: mail.audience ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

/** The mail queue on the shared job runner (no owner column: a claim is held for STALE_CLAIM_MS). */
function mailJobs() {
  return new JobRunner({
    table: 'mail_queue',
    columns: ['kind', 'to_address', 'subject', 'text_body', 'html_body', 'reply_to', 'audience'],
    leaseMs: STALE_CLAIM_MS,
    backoff: { baseMs: config().MAIL_RETRY_BASE_SECONDS * 1000 },
    maxAttempts: MAX_ATTEMPTS,
  });
}

/** Atomically claims up to `limit` due rows for this worker. Safe with several instances on either engine. */
export function claimDueMail(limit = BATCH, now = new Date()) {
  return mailJobs().claim(limit, now);
}

export interface ProcessResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Claims and sends one batch of due mail. While no sending server is set up,
 * claims nothing: the mail waits, unclaimed and unattempted, and leaves once
 * (the claim is atomic) when the set-up is saved.
 */
export async function processDueMail(limit = BATCH): Promise<ProcessResult> {
  const route = await mailRoute();
  if (route.kind === 'none') return { claimed: 0, sent: 0, retried: 0, failed: 0 };
  const jobs = mailJobs();
  const rows = await jobs.claim(limit);
  const result: ProcessResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    try {
      await sendMail({
        to: row.audience === 'staff' && route.notifyTo ? route.notifyTo : row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        replyTo: row.reply_to ?? undefined,
        headers: { 'X-Mail-Queue-Id': row.id },
      });
      await jobs.finish(row.id, 'sent', { sent_at: nowIso(), last_error: null });
      result.sent++;
      logger().info({ id: row.id, kind: row.kind, attempts: row.attempts }, 'queued mail sent');
    } catch (err) {
      // Code, command and the server's answer: the e-mail log shows it and classifies it (errors.ts).
      const message = mailErrorDetail(err, routeSecret(route)) || String(err);
      const retryAt = await jobs.fail(row, message.slice(0, 1000), isTemporaryMailError(err));
      if (retryAt) {
        result.retried++;
        logger().warn(
          { id: row.id, kind: row.kind, attempts: row.attempts, retryAt: iso(retryAt), err: message },
          'mail send failed, will retry',
        );
      } else {
        result.failed++;
        logger().error({ id: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'mail send failed permanently');
      }
    }
  }
  return result;
}

/** The password of the route, blanked out of stored errors (the e-mail log shows them to owners). */
export function routeSecret(route: MailRoute): string | undefined {
  if (route.kind === 'admin') return route.password;
  if (route.kind === 'env') {
    try {
      return decodeURIComponent(new URL(route.url).password) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * "Tekrar dene" in the e-mail log: a failed mail goes back to the queue as if
 * new (pending, due now, its attempts counted afresh); the worker sends it the
 * usual way. Only a failed row moves, so a double click or a race with the
 * worker queues it once. Returns false when the row is not (or no longer) failed.
 */
export async function retryFailedMail(id: string): Promise<boolean> {
  const r = await getDb()
    .kysely.updateTable('mail_queue')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso(), claimed_at: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  const moved = Number(r.numUpdatedRows) > 0;
  if (moved) wakeMailWorker();
  return moved;
}

/** Mail waiting to leave (pending or being sent), for the dashboard's "waiting" line; `staff`: notifications only. */
export async function waitingMailCount(audience?: 'staff'): Promise<number> {
  let q = getDb()
    .kysely.selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('status', 'in', ['pending', 'sending']);
  if (audience) q = q.where('audience', '=', audience);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Runs the local worker's next batch now; set while the worker runs. */
const workerWake = singleton('mail worker wake', (): (() => void) | undefined => undefined);

/** Runs the local worker now (after an enqueue) instead of at its next poll. No-op when it is not running. */
export function wakeMailWorker(): void {
  workerWake.peek()?.();
}

/**
 * Starts the worker: runs at once, then whenever woken, when the next retry
 * is due, and at least every few seconds (to pick up other instances' mail).
 * Returns a stop function that waits for the batch in progress.
 */
export async function startMailWorker(opts: { pollMs?: number } = {}): Promise<() => Promise<void>> {
  const pollMs = opts.pollMs ?? POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, Math.max(0, ms));
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      let delay = pollMs;
      try {
        do {
          again = false;
          while (!stopped) {
            const r = await processDueMail();
            if (r.claimed < BATCH) break;
          }
        } while (again && !stopped);
        // Held mail (no sending server yet) is due but must not spin the loop: poll as usual.
        const next = (await mailReady()) ? await mailJobs().nextDueAt() : undefined;
        if (next) delay = Math.min(pollMs, Math.max(50, next.getTime() - Date.now()));
      } catch (err) {
        logger().error({ err }, 'mail queue worker failed; retrying later');
      } finally {
        running = undefined;
        schedule(again ? 0 : delay);
      }
    })();
  }

  workerWake.set(run);
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    if (workerWake.peek() === run) workerWake.set(undefined);
    await running;
    closeMailTransport();
  };
}
