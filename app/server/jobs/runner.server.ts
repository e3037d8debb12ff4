import { sql, type RawBuilder } from 'kysely';
import { getDb } from '../db/index.server';
import type { Database } from '../db/schema';
import { iso, toDate, toNumber } from '../db/values';
import { logger } from '../logger.server';

/**
 * One job runner for every queue kept in a database table (mail_queue,
 * campaign_deliveries): claim, renew, finish, backoff, and the differences
 * between the engines, in one place. See docs/decisions/012-job-runner.md.
 *
 * A job row has id, status (pending → sending → a final status), attempts,
 * next_attempt_at, claimed_at and last_error; with `owner` also claimed_by.
 * - claim: takes due rows and sets status 'sending', claimed_at (the lease) and
 *   attempts + 1. First rows whose lease has expired (a dead runner's), then
 *   pending rows whose next_attempt_at has come. PostgreSQL picks the rows once,
 *   FOR UPDATE SKIP LOCKED in a materialised CTE (a plain `id IN (subquery …
 *   LIMIT … SKIP LOCKED)` may be run more than once by the planner and claim
 *   more than the batch); SQLite runs one conditional UPDATE … RETURNING under
 *   its single writer lock, the conditions checked again on the updated row.
 * - renew: the heartbeat that moves claimed_at on for what this runner holds.
 * - finish / fail / release: write the outcome only while the row is still
 *   'sending' (and, with an owner, still claimed by this runner).
 */

/** Tables that hold jobs. */
interface JobColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: unknown;
  claimed_at: unknown;
  last_error: string | null;
}
export type JobTable = { [K in keyof Database]: Database[K] extends JobColumns ? K : never }[keyof Database];

type Column<T extends JobTable> = keyof Database[T] & string;
type Value = string | number | null;
type Assignments<T extends JobTable> = Partial<Record<Column<T>, Value>>;

/** A claimed row: the columns asked for, plus id and attempts (this claim included). */
export type ClaimedJob<T extends JobTable, C extends Column<T>> = Pick<Database[T], C> & { id: string; attempts: number };

export interface Backoff {
  /** Delay after the first failed attempt; doubles per attempt. */
  baseMs: number;
  /** Longest delay. Default: one hour. */
  capMs?: number;
  /** Adds up to min(1 s, delay / 4) at random, so retries of one batch spread out. */
  jitter?: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const RENEW_CHUNK = 500;

/** Delay before the next try after `attempts` failed ones: base, 2×base, 4×base… up to the cap. */
export function backoffMs(attempts: number, b: Backoff): number {
  const delay = Math.min(b.capMs ?? HOUR_MS, b.baseMs * 2 ** Math.max(0, attempts - 1));
  return b.jitter ? delay + Math.floor(Math.random() * Math.min(1000, delay / 4)) : delay;
}

export interface JobRunnerOptions<T extends JobTable, C extends Column<T>> {
  table: T;
  /** Columns a claim returns besides id and attempts. */
  columns: readonly C[];
  /** A claim not renewed for this long may be taken by any runner. */
  leaseMs: number;
  /** Written to claimed_by on claim and required by every later write (tables with that column). */
  owner?: string;
  backoff: Backoff;
  /** Attempts before a temporary failure becomes final. */
  maxAttempts: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class JobRunner<T extends JobTable, C extends Column<T>> {
  /** Ids this runner has claimed and not yet finished (what the heartbeat renews). */
  readonly held = new Set<string>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly opts: JobRunnerOptions<T, C>) {}

  private get table() {
    return sql.table(this.opts.table);
  }

  /** `status = 'sending'`, and with an owner `claimed_by = owner`: the row is still ours. */
  private heldByUs(): RawBuilder<unknown> {
    return this.opts.owner === undefined ? sql`status = 'sending'` : sql`status = 'sending' and claimed_by = ${this.opts.owner}`;
  }

  private async update(set: Record<string, Value | RawBuilder<unknown>>, where: RawBuilder<unknown>): Promise<number> {
    const assignments = sql.join(Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
    const r = await sql`update ${this.table} set ${assignments} where ${where}`.execute(getDb().kysely);
    return Number(r.numAffectedRows ?? 0);
  }

  /** Claims up to `limit` due rows: expired leases first, then pending rows. Never more than `limit`. */
  async claim(limit: number, now = new Date()): Promise<ClaimedJob<T, C>[]> {
    const d = getDb();
    const nowS = iso(now);
    const cutoff = iso(new Date(now.getTime() - this.opts.leaseMs));
    const owner = this.opts.owner === undefined ? sql`` : sql`, claimed_by = ${this.opts.owner}`;
    const out: ClaimedJob<T, C>[] = [];
    for (const which of ['expired', 'due'] as const) {
      const want = limit - out.length;
      if (want <= 0) break;
      const due =
        which === 'expired' ? sql`status = 'sending' and claimed_at < ${cutoff}` : sql`status = 'pending' and next_attempt_at <= ${nowS}`;
      const order = sql.ref(which === 'expired' ? 'claimed_at' : 'next_attempt_at');
      const columns = ['id', 'attempts', ...this.opts.columns.filter((c) => c !== 'id' && c !== 'attempts')];
      let rows: Array<Record<string, unknown>>;
      if (d.kind === 'postgres') {
        const returning = sql.join(columns.map((c) => sql.ref(`j.${c}`)));
        const r = await sql<Record<string, unknown>>`
          with picked as materialized (
            select id from ${this.table} where ${due} order by ${order} limit ${want} for update skip locked
          )
          update ${this.table} as j
          set status = 'sending', claimed_at = ${nowS}, attempts = j.attempts + 1${owner}
          from picked where j.id = picked.id
          returning ${returning}`.execute(d.kysely);
        rows = r.rows;
      } else {
        const returning = sql.join(columns.map((c) => sql.ref(c)));
        const r = await sql<Record<string, unknown>>`
          update ${this.table}
          set status = 'sending', claimed_at = ${nowS}, attempts = attempts + 1${owner}
          where id in (select id from ${this.table} where ${due} order by ${order} limit ${want}) and ${due}
          returning ${returning}`.execute(d.kysely);
        rows = r.rows;
      }
      for (const r of rows) {
        const job = { ...r, attempts: toNumber(r.attempts) } as ClaimedJob<T, C>;
        out.push(job);
        this.held.add(job.id);
      }
    }
    return out;
  }

  /** Moves the lease of the given (default: all held) rows on to now. Returns how many rows were renewed. */
  async renew(ids: readonly string[] = [...this.held], now = new Date()): Promise<number> {
    let renewed = 0;
    for (let i = 0; i < ids.length; i += RENEW_CHUNK) {
      const chunk = sql.join(ids.slice(i, i + RENEW_CHUNK));
      renewed += await this.update({ claimed_at: iso(now) }, sql`id in (${chunk}) and ${this.heldByUs()}`);
    }
    return renewed;
  }

  /** Renews the held leases every `intervalMs` (default a third of the lease) until stopHeartbeat(). */
  startHeartbeat(intervalMs = Math.max(1000, Math.floor(this.opts.leaseMs / 3))): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.held.size === 0) return;
      this.renew().catch((err: unknown) => logger().warn({ err, table: this.opts.table }, 'job runner: could not renew leases'));
    }, intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /**
   * Records a claimed row's outcome (status and other columns), if this runner still holds
   * the claim; retried a few times on a database error. Returns false when the claim was lost.
   */
  async finish(id: string, status: string, set: Assignments<T> = {}): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        const n = await this.update({ ...set, status }, sql`id = ${id} and ${this.heldByUs()}`);
        this.held.delete(id);
        if (n === 0) logger().warn({ table: this.opts.table, id, status }, 'job runner: claim was lost before the outcome was recorded');
        return n > 0;
      } catch (err) {
        if (attempt >= 5) {
          this.held.delete(id);
          throw err;
        }
        await sleep(200 * 2 ** attempt);
      }
    }
  }

  /**
   * Records a failed attempt: a temporary failure with attempts left goes back to 'pending'
   * after the backoff (the claim cleared); anything else is 'failed'. Returns the retry time, if any.
   */
  async fail(job: { id: string; attempts: number }, error: string, temporary: boolean): Promise<Date | undefined> {
    if (temporary && job.attempts < this.opts.maxAttempts) {
      const at = new Date(Date.now() + backoffMs(job.attempts, this.opts.backoff));
      await this.finish(job.id, 'pending', { ...this.cleared(), next_attempt_at: iso(at), last_error: error });
      return at;
    }
    await this.finish(job.id, 'failed', { last_error: error } as Assignments<T>);
    return undefined;
  }

  private cleared(): Assignments<T> {
    return (this.opts.owner === undefined ? { claimed_at: null } : { claimed_at: null, claimed_by: null }) as Assignments<T>;
  }

  /** Hands claimed rows back untouched (pending, the attempt not counted); default: every row this runner holds. */
  async release(ids?: readonly string[]): Promise<void> {
    const set = { ...this.cleared(), status: 'pending', attempts: sql`attempts - 1` };
    if (ids === undefined) {
      if (this.opts.owner === undefined) throw new Error('job runner: releasing every claim needs an owner');
      await this.update(set, this.heldByUs());
      this.held.clear();
      return;
    }
    for (let i = 0; i < ids.length; i += RENEW_CHUNK) {
      await this.update(set, sql`id in (${sql.join(ids.slice(i, i + RENEW_CHUNK))}) and ${this.heldByUs()}`);
    }
    for (const id of ids) this.held.delete(id);
  }

  /** When the next pending row is due (undefined when none is waiting). */
  async nextDueAt(): Promise<Date | undefined> {
    const r = await sql<{ next: unknown }>`select min(next_attempt_at) as next from ${this.table} where status = 'pending'`.execute(
      getDb().kysely,
    );
    const next = r.rows[0]?.next;
    return next ? toDate(next) : undefined;
  }
}
