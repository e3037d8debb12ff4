import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { config } from '../config.server';
import { getDb } from '../db/index.server';
import type { Database } from '../db/schema';
import { iso, nowIso, toDate } from '../db/values';
import { logger } from '../logger.server';
import { closeMailTransport, isTemporaryMailError, sendMail } from './transport.server';

/**
 * The outgoing mail queue (table mail_queue). Submissions enqueue their staff
 * notification in the same transaction that stores them, so a record is never
 * lost and a mail never announces a record that was rolled back. A worker on
 * every instance claims due rows (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite:
 * one atomic conditional UPDATE ... RETURNING), sends them through sendMail,
 * retries temporary failures with exponential backoff and marks permanent
 * ones failed. Rows stuck in 'sending' (an instance died mid-send) are
 * reclaimed after STALE_CLAIM_MS.
 */
export interface QueuedMail {
  /** What the mail is, for logs and the admin: 'consultation', 'contact'... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
}

export const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
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
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

/** Delay before the next try after `attempts` failed ones: base, 2×base, 4×base... capped at one hour. */
export function backoffMs(attempts: number, baseMs = config().MAIL_RETRY_BASE_SECONDS * 1000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

interface ClaimedRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  attempts: number;
}

/** Atomically claims up to `limit` due rows for this worker. Safe with several instances on either engine. */
export async function claimDueMail(limit = BATCH, now = new Date()): Promise<ClaimedRow[]> {
  const d = getDb();
  const nowS = iso(now);
  const staleS = iso(new Date(now.getTime() - STALE_CLAIM_MS));
  const rows = await d.kysely
    .updateTable('mail_queue')
    .set((eb) => ({ status: 'sending', claimed_at: nowS, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_queue')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', nowS)]),
            w.and([w('status', '=', 'sending'), w('claimed_at', '<', staleS)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(d.kind === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .returning(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'reply_to', 'attempts'])
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

export interface ProcessResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** Claims and sends one batch of due mail. */
export async function processDueMail(limit = BATCH): Promise<ProcessResult> {
  const k = getDb().kysely;
  const rows = await claimDueMail(limit);
  const result: ProcessResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    try {
      await sendMail({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        replyTo: row.reply_to ?? undefined,
        headers: { 'X-Mail-Queue-Id': row.id },
      });
      await k.updateTable('mail_queue').set({ status: 'sent', sent_at: nowIso(), last_error: null }).where('id', '=', row.id).execute();
      result.sent++;
      logger().info({ id: row.id, kind: row.kind, attempts: row.attempts }, 'queued mail sent');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retry = isTemporaryMailError(err) && row.attempts < MAX_ATTEMPTS;
      if (retry) {
        const next = new Date(Date.now() + backoffMs(row.attempts));
        await k
          .updateTable('mail_queue')
          .set({ status: 'pending', next_attempt_at: iso(next), last_error: message.slice(0, 1000) })
          .where('id', '=', row.id)
          .execute();
        result.retried++;
        logger().warn(
          { id: row.id, kind: row.kind, attempts: row.attempts, retryAt: iso(next), err: message },
          'mail send failed, will retry',
        );
      } else {
        await k
          .updateTable('mail_queue')
          .set({ status: 'failed', last_error: message.slice(0, 1000) })
          .where('id', '=', row.id)
          .execute();
        result.failed++;
        logger().error({ id: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'mail send failed permanently');
      }
    }
  }
  return result;
}

/** When the next pending mail is due (undefined when none is waiting). */
async function nextDueAt(): Promise<Date | undefined> {
  const row = await getDb()
    .kysely.selectFrom('mail_queue')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.next ? toDate(row.next) : undefined;
}

let wake: (() => void) | undefined;

/** Runs the local worker now (after an enqueue) instead of at its next poll. No-op when it is not running. */
export function wakeMailWorker(): void {
  wake?.();
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
        const next = await nextDueAt();
        if (next) delay = Math.min(pollMs, Math.max(50, next.getTime() - Date.now()));
      } catch (err) {
        logger().error({ err }, 'mail queue worker failed; retrying later');
      } finally {
        running = undefined;
        schedule(again ? 0 : delay);
      }
    })();
  }

  wake = run;
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    if (wake === run) wake = undefined;
    await running;
    closeMailTransport();
  };
}
