import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { nowIso } from '~/server/db/values';
import type { AccountPlan, NewAccount, RestoredInvitation } from './restore-types';
import { INVITATION_MS, normalizeEmail } from '~/domain/auth/index.server';
import { BackupError } from './errors';

export type { AccountPlan, NewAccount, RestoredInvitation };

/**
 * The staff accounts a backup file names, held against the accounts here (
 * docs/decisions/018-restore-rules.md). A restore never changes who can sign in without
 * the owner saying so:
 *  - a person already here (same id, or same e-mail) is kept exactly as here: e-mail,
 *    role, status, password, second factors and sessions; the file's row changes nothing;
 *  - a row whose id is one person here and whose e-mail is another person here is refused,
 *    and with it the whole restore;
 *  - a person in the file who is not here is only listed; the owner ticks whom to add,
 *    and they are added without any credential, as invited (disabled in the file: disabled),
 *    each with a new invitation link shown to the owner: a restore never sends e-mail;
 *  - people here and not in the file stay.
 */
export type FileAccountRow = { id: string; email: string; name: string; role: string; status: string; created_at?: unknown };

type Executor = Transaction<Database> | ReturnType<typeof db>;

type Here = { id: string; email: string; name: string; role: string; status: string };

async function accountsHere(ex: Executor): Promise<Here[]> {
  return ex.selectFrom('admin_accounts').select(['id', 'email', 'name', 'role', 'status']).execute();
}

const roleOf = (r: string): 'owner' | 'editor' => (r === 'owner' ? 'owner' : 'editor');

/** Sorts the file's people into kept, new and refused (nothing is written). */
export async function planAccounts(rows: FileAccountRow[], ex: Executor = db()): Promise<AccountPlan> {
  const here = await accountsHere(ex);
  const byId = new Map(here.map((a) => [a.id, a]));
  const byEmail = new Map(here.map((a) => [normalizeEmail(a.email), a]));
  const plan: AccountPlan = { kept: [], new: [], refused: [] };
  const seen = new Set<string>();
  for (const r of rows) {
    const email = normalizeEmail(String(r.email));
    const a = byId.get(String(r.id));
    const b = byEmail.get(email);
    if (a && b && a.id !== b.id) {
      plan.refused.push({ fileEmail: email, idEmail: a.email });
      continue;
    }
    const match = a ?? b;
    if (match) {
      if (seen.has(match.id)) continue;
      seen.add(match.id);
      plan.kept.push({
        id: match.id,
        email: match.email,
        name: match.name,
        role: roleOf(match.role),
        status: match.status,
        fileDiffers: normalizeEmail(match.email) !== email || match.role !== r.role || match.status !== r.status,
      });
    } else {
      plan.new.push({
        id: String(r.id),
        email,
        name: String(r.name),
        role: roleOf(r.role),
        status: r.status === 'disabled' ? 'disabled' : 'invited',
      });
    }
  }
  return plan;
}

/** A row of the file re-pointing one person here to another refuses the whole file (detail: their e-mails, id's first). */
export function refuseConflict(plan: AccountPlan): void {
  const conflict = plan.refused[0];
  if (conflict) throw new BackupError('account_conflict', `${conflict.idEmail} ${conflict.fileEmail}`);
}

/** True when an active owner account exists (then, and only then, the shared password has ended). */
export async function hasActiveOwner(ex: Executor = db()): Promise<boolean> {
  return !!(await ex
    .selectFrom('admin_accounts')
    .select('id')
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst());
}

/**
 * Whether adding these new people would leave staff without an owner: no active owner here
 * (a fresh install on the shared password) and no owner among the people ticked. The shared
 * password keeps working until an owner account is active, so adding nobody is always fine.
 */
export async function ownerProblem(added: NewAccount[], ex: Executor = db()): Promise<boolean> {
  if (!added.some((a) => a.status === 'invited')) return false;
  if (await hasActiveOwner(ex)) return false;
  return !added.some((a) => a.role === 'owner' && a.status === 'invited');
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Adds the ticked new people (inside the restore's transaction): no credential, invited (or
 * disabled), each invited one with a new invitation link returned for the owner to pass on.
 * Nothing is mailed.
 */
export async function addRestoredAccounts(
  trx: Transaction<Database>,
  people: Array<NewAccount & { created_at?: unknown }>,
  baseUrl: string,
): Promise<RestoredInvitation[]> {
  const out: RestoredInvitation[] = [];
  const now = nowIso();
  const expiresAt = new Date(Date.now() + INVITATION_MS).toISOString();
  for (const p of people) {
    await trx
      .insertInto('admin_accounts')
      .values({
        id: p.id,
        email: p.email,
        name: p.name,
        role: p.role,
        status: p.status,
        password_hash: null,
        totp_secret: null,
        totp_last_step: null,
        created_at: typeof p.created_at === 'string' ? p.created_at : now,
        updated_at: now,
        last_login_at: null,
      })
      .execute();
    if (p.status !== 'invited') continue;
    const token = randomBytes(24).toString('base64url');
    await trx
      .insertInto('admin_invitations')
      .values({ id: sha256(token), account_id: p.id, created_at: now, expires_at: expiresAt })
      .execute();
    out.push({ email: p.email, name: p.name, link: `${baseUrl.replace(/\/+$/, '')}/admin/davet?t=${token}`, expiresAt });
  }
  return out;
}
