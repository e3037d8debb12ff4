import type { Transaction } from 'kysely';
import { db, getDb } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { nowIso } from '~/server/db/values';

/**
 * The rule "at least one active owner always remains", and the end of the shared password.
 *
 * Two owners acting on each other at once (on two instances) must not both pass the check
 * "is there another active owner?": the check and the write run in one transaction that first
 * locks every active owner row (SELECT ... FOR UPDATE on PostgreSQL; SQLite has one writer at
 * a time), and the write itself is conditional on another active owner still existing, so the
 * second of two such writes finds one owner left and is refused.
 *
 * The shared password (ADMIN_PASSWORD, admin:password) never opens the panel again once an
 * active owner has existed on this installation: a private settings row records it (never in a
 * backup, kept by a restore). If every owner is gone anyway (a hand edit of the database), the
 * way back is `npm run admin:create-owner`, which needs a shell on the server.
 */
export const OWNER_EXISTED_KEY = '_owner_existed';

type Trx = Transaction<Database>;

/** Records, in the caller's transaction, that an active owner exists (idempotent). */
export async function markOwnerExisted(trx: Trx): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('settings')
    .values({ key: OWNER_EXISTED_KEY, value: JSON.stringify(now), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * True once the shared password has ended: an active owner exists now, or one existed before.
 * Installations from before the record existed are recorded at start (recordExistingOwner).
 */
export async function sharedPasswordEnded(): Promise<boolean> {
  const [owner, marker] = await Promise.all([
    db().selectFrom('admin_accounts').select('id').where('status', '=', 'active').where('role', '=', 'owner').limit(1).executeTakeFirst(),
    db().selectFrom('settings').select('key').where('key', '=', OWNER_EXISTED_KEY).executeTakeFirst(),
  ]);
  return !!owner || !!marker;
}

/** At start: an installation that already has an active owner records it. */
export async function recordExistingOwner(): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      const owner = await trx
        .selectFrom('admin_accounts')
        .select('id')
        .where('status', '=', 'active')
        .where('role', '=', 'owner')
        .limit(1)
        .executeTakeFirst();
      if (owner) await markOwnerExisted(trx);
    });
}

/**
 * Runs `fn` in a transaction holding every active owner row, in one order (no deadlock between
 * two such transactions); `fn` gets the ids of the active owners as they are once locked.
 */
export async function withOwnersLocked<T>(fn: (trx: Trx, activeOwners: readonly string[]) => Promise<T>): Promise<T> {
  const postgres = getDb().kind === 'postgres';
  return db()
    .transaction()
    .execute(async (trx) => {
      const q = trx.selectFrom('admin_accounts').select('id').where('role', '=', 'owner').where('status', '=', 'active').orderBy('id');
      const rows = await (postgres ? q.forUpdate() : q).execute();
      return fn(
        trx,
        rows.map((r) => r.id),
      );
    });
}
