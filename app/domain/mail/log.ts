import type { MailFailure } from '~/server/mail/errors';

/**
 * The e-mail log and mail health as the admin shows them (shared by the
 * server and the browser; no I/O). The queries are log.server.ts and
 * health.server.ts.
 */

/** The plain reason of a problem: a classified server answer, or mail that waits with no answer at all. */
export type MailReason = MailFailure | 'stalled';

/**
 * - `failing`: an attempt failed and the message waits for its retry (the server is down, refuses…);
 * - `waiting`: messages wait longer than MAIL_WAIT_LIMIT_MINUTES with no failed attempt (no server set up, nothing sending);
 * - `failed`: messages given up in the last day (a refused address, too many attempts).
 */
export type MailProblem = 'failing' | 'waiting' | 'failed';

/** Mail waiting longer than this is a problem worth telling. */
export const MAIL_WAIT_LIMIT_MINUTES = 5;
/** A given-up message is told about for this long (then only the log shows it). */
export const MAIL_FAILED_WINDOW_HOURS = 24;

export interface MailHealthView {
  problem: MailProblem | null;
  reason: MailReason;
  /** The server's own answer (for the "Teknik ayrıntılar" disclosure); owners only, null for others. */
  detail: string | null;
  /** Messages waiting to leave (notifications, confirmations and campaign e-mails). */
  waiting: number;
  /** Messages given up in the last MAIL_FAILED_WINDOW_HOURS. */
  failed: number;
  /** How long the oldest waiting message has waited, in whole minutes. */
  waitedMinutes: number;
}

/** What a message is, for the log's "Tür" column; anything else is `other`. */
export const MAIL_KINDS = [
  'consultation',
  'consultation-confirmation',
  'contact',
  'contact-confirmation',
  'comment',
  'comment-confirm',
  'comment-reply',
  'staff-invitation',
  'staff-unlock',
  'backup-failed',
  'backup-bucket',
  'backup-stale',
  'campaign',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export function mailKindOf(kind: string): MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind) ? (kind as MailKind) : 'other';
}

export type MailLogStatus = 'sent' | 'waiting' | 'failed' | 'skipped';

/** The log's filter (`?durum=`): all, or one status. */
export const MAIL_LOG_FILTERS = ['all', 'failed', 'waiting', 'sent'] as const;
export type MailLogFilter = (typeof MAIL_LOG_FILTERS)[number];

export function mailLogFilterOf(v: string | null): MailLogFilter {
  return (MAIL_LOG_FILTERS as readonly string[]).includes(v ?? '') ? (v as MailLogFilter) : 'all';
}

export const MAIL_LOG_PAGE_SIZE = 25;

/** Where a message comes from: the mail queue, or a campaign's deliveries. */
export type MailSource = 'queue' | 'campaign';

export interface MailLogRow {
  id: string;
  source: MailSource;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailLogStatus;
  /** Waiting after a failed attempt (the reason is the last attempt's). */
  retrying: boolean;
  attempts: number;
  /** Queued at (ISO) and its text in Istanbul time. */
  iso: string;
  at: string;
  sentAt: string | null;
  reason: MailReason | null;
  detail: string | null;
  canRetry: boolean;
}
