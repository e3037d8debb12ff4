import { validIp } from '~/server/http/client-ip.server';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { db } from '~/server/db/index.server';
import type { Database } from '~/server/db/schema';
import { toBool, toDate } from '~/server/db/values';
import { logger } from '~/server/logger.server';
import { actorOf, type Actor, type AuditedSession } from './actor.server';
import { AUDIT_PAGE_SIZE, SECURITY_ACTIONS, type AuditAction, type AuditEntity } from './constants';
import { baseSummary, clip } from './summary';
import { monotonicClock, singleton } from '~/server/singleton.server';

/**
 * The audit log ("Etkinlik"; docs/decisions/015-audit-log.md).
 * Append-only from the application: this module only inserts and reads; the
 * one delete is the retention job (retention.server.ts), for rows older than a year.
 */

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  /** Default: the action's own line ("Proje silindi"). */
  summary?: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Strictly increasing within an instance, so entries of one request keep their order. */
const auditClock = singleton('audit clock', monotonicClock);

/**
 * Appends one entry. Pass the transaction of the change when there is one, so
 * the entry and the change are written together. Throws on a database error.
 */
export async function recordAudit(actor: Actor, entry: AuditEntry, executor: Executor = db()): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: auditClock()(),
      actor_account_id: actor.accountId,
      actor_name: actor.name.slice(0, 200),
      action: entry.action,
      entity_type: entry.entity,
      entity_id: entry.entityId ? entry.entityId.slice(0, 200) : null,
      summary: clip(entry.summary ?? baseSummary(entry.action, entry.entity)),
      // Only an address that parses as one is ever stored (a backup's audit_log.ip is checked the same way).
      ip: SECURITY_ACTIONS.has(entry.action) ? (validIp(actor.ip) ?? null) : null,
    })
    .execute();
}

/**
 * Records an entry after a change that has already succeeded (outside its
 * transaction): a failure to write the entry is logged, never shown as a
 * failure of the change that did happen.
 */
export async function recordAfter(actor: Actor, entry: AuditEntry): Promise<void> {
  try {
    await recordAudit(actor, entry);
  } catch (err) {
    logger().error({ err, action: entry.action, entity: entry.entity, entityId: entry.entityId }, 'audit entry could not be written');
  }
}

/** The recorder of an admin action: `const audit = auditor(session); … await audit({ action, entity, entityId, summary })`. */
export type Auditor = (entry: AuditEntry) => Promise<void>;
export function auditor(session: Pick<AuditedSession, 'id'>): Auditor {
  const actor = actorOf(session);
  return (entry) => recordAfter(actor, entry);
}

// ---------------------------------------------------------------------------
// Reading

export interface AuditRow {
  id: string;
  at: Date;
  actorAccountId: string | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  ip: string | null;
  /** The entry came from a restored backup file (014): it did not happen on this site. */
  imported: boolean;
}

export interface AuditFilter {
  /** An actor name as stored (or an account id, with accounts). */
  person?: string;
  entity?: string;
  /** From this instant (inclusive). */
  from?: Date;
  /** Up to this instant (exclusive). */
  to?: Date;
}

/** The keyset cursor of a row: its time and id. */
export function auditCursor(row: Pick<AuditRow, 'at' | 'id'>): string {
  return `${row.at.toISOString()}_${row.id}`;
}

function parseCursor(c: string | undefined): { at: string; id: string } | undefined {
  const m = c ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([\w-]{1,200})$/.exec(c) : null;
  return m ? { at: m[1]!, id: m[2]! } : undefined;
}

function toRow(r: Database['audit_log'] extends infer T ? { [K in keyof T]: unknown } : never): AuditRow {
  return {
    id: String(r.id),
    at: toDate(r.at),
    actorAccountId: r.actor_account_id === null ? null : String(r.actor_account_id),
    actorName: String(r.actor_name),
    action: String(r.action),
    entityType: String(r.entity_type),
    entityId: r.entity_id === null ? null : String(r.entity_id),
    summary: String(r.summary),
    ip: r.ip === null ? null : String(r.ip),
    imported: toBool(r.imported),
  };
}

function filtered(f: AuditFilter) {
  let q = db().selectFrom('audit_log').selectAll();
  if (f.person) q = q.where((eb) => eb.or([eb('actor_name', '=', f.person!), eb('actor_account_id', '=', f.person!)]));
  if (f.entity) q = q.where('entity_type', '=', f.entity);
  if (f.from) q = q.where('at', '>=', f.from.toISOString());
  if (f.to) q = q.where('at', '<', f.to.toISOString());
  return q;
}

/** One page, newest first, after `cursor` (keyset on time and id). `next` is the cursor of the following page. */
export async function listAudit(
  f: AuditFilter,
  cursor?: string,
  limit = AUDIT_PAGE_SIZE,
): Promise<{ rows: AuditRow[]; next: string | undefined }> {
  let q = filtered(f);
  const after = parseCursor(cursor);
  if (after) q = q.where((eb) => eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]));
  const raw = await q
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const rows = raw.slice(0, limit).map(toRow);
  return { rows, next: raw.length > limit ? auditCursor(rows[rows.length - 1]!) : undefined };
}

/** Every entry matching the filter, newest first, in keyset batches (the CSV export). */
export async function* auditBatches(f: AuditFilter, batchSize = 1000): AsyncGenerator<AuditRow[]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await listAudit(f, cursor, batchSize);
    if (page.rows.length) yield page.rows;
    if (!page.next) return;
    cursor = page.next;
  }
}

/** The people and record types that occur in the log (the filter's choices), most recent people first. */
export async function auditFilterChoices(): Promise<{ people: string[]; entities: string[] }> {
  const [people, entities] = await Promise.all([
    db()
      .selectFrom('audit_log')
      .select(['actor_name'])
      .select((eb) => eb.fn.max('at').as('last'))
      .groupBy('actor_name')
      .orderBy('last', 'desc')
      .limit(100)
      .execute(),
    db().selectFrom('audit_log').select('entity_type').distinct().execute(),
  ]);
  return { people: people.map((p) => String(p.actor_name)), entities: entities.map((e) => String(e.entity_type)) };
}
