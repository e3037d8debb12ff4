import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { toDate, toDateOrNull } from '~/server/db/values';
import { mailLink } from '~/server/http/origin.server';
import { enqueueMail, wakeMailWorker } from '~/server/mail/queue.server';
import { mailConfigured } from '~/server/mail/transport.server';
import { logger } from '~/server/logger.server';
import { recordAfter, actorOf, anonymousActor } from '~/domain/audit/index.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { getAccount, getAccountByEmail } from './accounts.server';
import { lockoutKey, pairLockKey } from './lockout.server';

/**
 * "Kilidi e-postayla aç": while an account is under guard one wrong answer locks the owner's own
 * address for that account for an hour. The account's own mailbox can lift that one lock (the
 * account from the asking address) through a link valid 15 minutes, used once, confirmed by a POST
 * from the same address. It signs no one in: the password and second factor are still asked.
 */
export const UNLOCK_LINK_MS = 15 * 60_000;
export const UNLOCK_PATH = '/admin/kilit-ac';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Takes the account's one mail turn per UNLOCK_LINK_MS: the visitor-mail limit's table and rule
 * (one conditional upsert, so requests at once never both pass), under its own key.
 */
async function takeMailTurn(trx: Transaction<Database>, address: string, now: number): Promise<boolean> {
  const row = await trx
    .insertInto('visitor_mail_limits')
    .values({ key: sha256(`staff-unlock\n${address.trim().toLowerCase()}`), sent_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ sent_at: now })
        .where('visitor_mail_limits.sent_at', '<=', now - UNLOCK_LINK_MS),
    )
    .returning('key')
    .executeTakeFirst();
  return !!row;
}

/** Whether the lock of this account from this address runs while the address itself is not locked (the lock a link can lift). */
export async function pairLockedOnly(email: string, ip: string, now = new Date()): Promise<boolean> {
  const keys = [lockoutKey(ip), pairLockKey(email, ip)];
  const rows = await db().selectFrom('login_attempts').select(['ip', 'locked_until']).where('ip', 'in', keys).execute();
  const running = (key: string) => {
    const until = toDateOrNull(rows.find((r) => r.ip === key)?.locked_until ?? null);
    return !!until && until > now;
  };
  return running(keys[1]!) && !running(keys[0]!);
}

/**
 * `unavailable`: no link can be mailed at all (no known site address, or no mail set up): ask an
 * owner. `answered`: the same answer whether or not the account exists, is active, is locked from
 * this address or has had a link in the last 15 minutes, so the form cannot tell who has an account.
 */
export type UnlockRequestResult = 'answered' | 'unavailable';

export async function requestUnlockLink(email: string, ip: string, now = new Date()): Promise<UnlockRequestResult> {
  const token = randomBytes(32).toString('base64url');
  const link = mailLink(`${UNLOCK_PATH}?t=${token}`);
  if (!link || !(await mailConfigured())) return 'unavailable';
  const account = await getAccountByEmail(email);
  if (!account || account.status !== 'active' || !(await pairLockedOnly(account.email, ip, now))) return 'answered';
  const address = lockoutKey(ip);
  const m = catalog.tr.adminUsers.unlockMail;
  const mailed = await db()
    .transaction()
    .execute(async (trx) => {
      // One mail per account per link lifetime, whoever asks and from wherever.
      if (!(await takeMailTurn(trx, account.email, now.getTime()))) return false;
      await trx.deleteFrom('staff_unlock_links').where('expires_at', '<=', now.toISOString()).execute();
      await trx.deleteFrom('staff_unlock_links').where('account_id', '=', account.id).execute();
      await trx
        .insertInto('staff_unlock_links')
        .values({
          id: sha256(token),
          account_id: account.id,
          address,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + UNLOCK_LINK_MS).toISOString(),
        })
        .execute();
      await enqueueMail(
        {
          kind: 'staff-unlock',
          to: account.email,
          subject: m.subject,
          text: fmt(m.text, { name: account.name, address, link }),
        },
        trx,
      );
      return true;
    });
  if (!mailed) return 'answered';
  wakeMailWorker();
  logger().info({ ip, account: account.id }, 'staff unlock link mailed');
  await recordAfter(anonymousActor(ip), {
    action: 'unlock_requested',
    entity: 'login_lock',
    entityId: pairLockKey(account.email, ip),
  });
  return 'answered';
}

/** A link as its page shows it: valid (for whom), or not (unknown, used or expired: one answer for all). */
export async function findUnlockLink(token: string | null | undefined, now = new Date()) {
  if (!token || token.length > 100) return undefined;
  const row = await db()
    .selectFrom('staff_unlock_links')
    .select(['account_id', 'address', 'expires_at'])
    .where('id', '=', sha256(token))
    .executeTakeFirst();
  if (!row || toDate(row.expires_at) <= now) return undefined;
  const account = await getAccount(row.account_id);
  return account && account.status === 'active' ? { account, address: row.address } : undefined;
}

/** `lifted`; `elsewhere`: the confirmation came from another address than the one that asked (the link stays); `invalid`. */
export type UnlockResult = 'lifted' | 'elsewhere' | 'invalid';

/**
 * The confirm button's POST: from the address that asked, lifts that address's lock for the account
 * (its failure count too) and uses the link up. The account's guard stays, so a stranger gains nothing.
 */
export async function liftWithUnlockLink(token: string, ip: string, now = new Date()): Promise<UnlockResult> {
  const found = await findUnlockLink(token, now);
  if (!found) return 'invalid';
  if (found.address !== lockoutKey(ip)) {
    logger().warn({ ip, account: found.account.id }, 'staff unlock link confirmed from another address');
    return 'elsewhere';
  }
  const pairKey = pairLockKey(found.account.email, ip);
  const used = await db()
    .transaction()
    .execute(async (trx) => {
      const r = await trx
        .deleteFrom('staff_unlock_links')
        .where('id', '=', sha256(token))
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) return false;
      await trx.deleteFrom('login_attempts').where('ip', '=', pairKey).execute();
      return true;
    });
  if (!used) return 'invalid';
  logger().info({ ip, account: found.account.id }, 'login lock lifted by e-mail link');
  const { account } = found;
  await recordAfter(actorOf({ id: '', accountId: account.id, name: account.name, email: account.email }, ip), {
    action: 'unlock',
    entity: 'login_lock',
    entityId: pairKey,
    summary: catalog.tr.adminAudit.details.unlockedByLink,
  });
  return 'lifted';
}
