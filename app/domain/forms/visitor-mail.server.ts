import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { logger } from '~/server/logger.server';
import { singleton } from '~/server/singleton.server';

/**
 * The one limit on mail a visitor can make the site send to an address they type
 * (a consultation's or contact message's confirmation, a comment's reply-notification
 * confirmation): at most one of each kind per mailbox per VISITOR_MAIL_WINDOW_MS,
 * whoever asks and from wherever. Without it, a form is a relay: anyone types a stranger's address and the
 * company's own mail server delivers to them as often as the form is posted.
 *
 * Stored in the database (table visitor_mail_limits), so it holds across instances and
 * restarts; one conditional upsert decides, so two posts at once never both pass (on
 * PostgreSQL the second waits for the first's row and then sees it). Run it in the
 * transaction that queues the mail: a rolled-back submission gives its turn back.
 */
export type VisitorMailKind = 'consultation-confirmation' | 'contact-confirmation' | 'comment-confirm';

export const VISITOR_MAIL_WINDOW_MS = 24 * 3600_000;

/**
 * The mailbox an address delivers to, as far as it can be told from the address: case
 * folded, a `+tag` dropped, and Gmail's ignored dots removed, so `Victim+1@x` and
 * `victim+2@x` share one turn.
 */
export function mailboxOf(address: string): string {
  const a = address.trim().toLowerCase();
  const at = a.lastIndexOf('@');
  if (at <= 0) return a;
  let local = a.slice(0, at);
  let domain = a.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

function keyOf(kind: VisitorMailKind, address: string): string {
  return createHash('sha256')
    .update(`${kind}\n${mailboxOf(address)}`)
    .digest('hex');
}

const sweeps = singleton('visitor mail limit sweep', () => ({ last: 0 }));

/** Forgets turns older than the window (at most once an hour per process; failure only logged). */
function sweep(now: number) {
  const s = sweeps();
  if (now - s.last < 3600_000) return;
  s.last = now;
  db()
    .deleteFrom('visitor_mail_limits')
    .where('sent_at', '<=', now - VISITOR_MAIL_WINDOW_MS)
    .execute()
    .catch((err: unknown) => logger().warn({ err }, 'visitor mail limit sweep failed'));
}

/**
 * Takes the mailbox's turn for `kind` when it is free (nothing of that kind sent to it
 * within the window): true means queue the mail now. Throws with the transaction when
 * the database fails, so the caller's submission fails too rather than mailing unchecked.
 */
export async function takeVisitorMailTurn(
  executor: Kysely<Database> | Transaction<Database>,
  kind: VisitorMailKind,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await executor
    .insertInto('visitor_mail_limits')
    .values({ key: keyOf(kind, address), sent_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ sent_at: now })
        .where('visitor_mail_limits.sent_at', '<=', now - VISITOR_MAIL_WINDOW_MS),
    )
    .returning('key')
    .executeTakeFirst();
  sweep(now);
  return !!row;
}
