import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Transaction } from 'kysely';
import { db, getDb } from '~/server/db/index.server';
import { BACKUP_TABLES, type Database } from '~/server/db/schema';
import { nowIso } from '~/server/db/values';
import { config } from '~/server/config.server';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { getSettings } from '~/domain/settings/index.server';
import { ACCOUNT_BACKUP_COLUMNS } from '~/domain/auth/index.server';
import {
  addRestoredAccounts,
  ownerProblem,
  planAccounts,
  refuseConflict,
  type FileAccountRow,
  type RestoredInvitation,
} from './restored-accounts.server';
import { BackupError, BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './errors';
import { BackupReader, type BackupHeader, type BackupTable } from './reader.server';
import { checkRow, type CheckedRow } from './rows.server';
import { withDeferredCheckpoint } from './sqlite-checkpoint.server';
import { SAMPLE_REMOVED_KEY } from '../sample/index.server';
import { isCarriedSetting, writeCarriedSettings } from './carried-settings.server';

export { BackupError, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupErrorCode } from './errors';
export type { BackupTable } from './reader.server';

/**
 * Backups: one JSON file with every table in BACKUP_TABLES, portable between
 * the engines (a backup taken on SQLite restores onto PostgreSQL: the
 * documented way to move a growing site). Values are written in one
 * canonical form whatever the engine: booleans true/false, timestamps ISO-8601
 * UTC strings, JSON columns as JSON values.
 *
 * Staff accounts (admin_accounts) travel with their e-mail, name, role and status only;
 * on restore the accounts here are never changed and the file's other people are added only
 * when the owner ticks them (restored-accounts.server.ts; ADR 018). Audit entries from a file
 * are stored as imported (014), and the restore's preview is plan.server.ts.
 *
 * Not included: admin credentials, sessions and login attempts (secrets and
 * transient state: a restore keeps the current admin logged in), private
 * settings (keys starting with `_`: the unsubscribe-link signing secret, the
 * SMTP password; but the mail set-up without its password and the confirmed
 * site address travel: carried-settings.server.ts), the
 * mail queue (transient), and uploaded image files (DATA_DIR/uploads or the
 * S3 bucket: copy those alongside).
 *
 * Restore (restoreBackupFile, used by the admin's restore route) reads the
 * uploaded file from disk twice, streamed (reader.server.ts): the first pass
 * checks every row (rows.server.ts) and writes nothing; the second replaces
 * the tables' content in one transaction, inserting in batches and letting
 * other requests run between them. Any problem leaves the database as it was.
 */

/** `jsonText`: JSON kept as text on both engines (site texts: a text "2025" must stay a string), converted like `json`. */
type Kind = 'bool' | 'json' | 'jsonText' | 'timestamp';

/** The columns whose stored form differs per engine (checked against PostgreSQL by tests/integration/backup.test.ts). */
export const BACKUP_COLUMN_KINDS: Record<BackupTable, Record<string, Kind>> = {
  settings: { value: 'json', updated_at: 'timestamp' },
  analytics_daily: {},
  projects: {
    is_active: 'bool',
    is_featured: 'bool',
    is_sample: 'bool',
    features_tr: 'json',
    features_en: 'json',
    tech_stack: 'json',
    technologies: 'json',
    created_at: 'timestamp',
    updated_at: 'timestamp',
  },
  blog_posts: {
    tags: 'json',
    tags_en: 'json',
    is_published: 'bool',
    is_featured: 'bool',
    is_sample: 'bool',
    publish_date: 'timestamp',
    created_at: 'timestamp',
    updated_at: 'timestamp',
  },
  blog_slug_redirects: { created_at: 'timestamp' },
  blog_comments: { notify_reply: 'bool', replied_at: 'timestamp', created_at: 'timestamp' },
  pages: { in_header: 'bool', in_footer: 'bool', is_careers: 'bool', created_at: 'timestamp', updated_at: 'timestamp' },
  consultation_requests: { created_at: 'timestamp' },
  support_tickets: { created_at: 'timestamp', updated_at: 'timestamp' },
  newsletter_subscribers: { is_active: 'bool', consent_at: 'timestamp', created_at: 'timestamp', updated_at: 'timestamp' },
  campaigns: { is_test: 'bool', send_to_all: 'bool', created_at: 'timestamp', started_at: 'timestamp', finished_at: 'timestamp' },
  campaign_deliveries: { next_attempt_at: 'timestamp', claimed_at: 'timestamp', sent_at: 'timestamp' },
  media: { variants: 'json', created_at: 'timestamp' },
  site_texts: { value: 'jsonText', other_stale: 'bool', updated_at: 'timestamp' },
  site_text_history: { old_value: 'jsonText', new_value: 'jsonText', created_at: 'timestamp' },
  // `imported` (014) is never exported nor read from a file (rows.server.ts refuses it); listed for the engine check.
  audit_log: { at: 'timestamp', imported: 'bool' },
  admin_accounts: { created_at: 'timestamp', updated_at: 'timestamp', last_login_at: 'timestamp' },
};

const PRIMARY_KEYS: Partial<Record<BackupTable, string>> = { settings: 'key', blog_slug_redirects: 'old_slug' };
export const primaryKey = (t: BackupTable) => PRIMARY_KEYS[t] ?? 'id';

/** The audit log's columns a backup carries: `imported` (014) is this site's own mark, never exported. */
const AUDIT_BACKUP_COLUMNS = ['id', 'at', 'actor_account_id', 'actor_name', 'action', 'entity_type', 'entity_id', 'summary', 'ip'] as const;

export type BackupRow = Record<string, unknown>;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  engine?: string;
  settings?: unknown;
  tables: Record<BackupTable, BackupRow[]>;
}

/** DATA_DIR/tmp (private to the server): where archives are put together, unpacked and staged. */
export function tempDir(): string {
  const dir = path.join(config().dataDir, 'tmp');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export const tempName = (prefix: string) => path.join(tempDir(), `${prefix}-${Date.now()}-${randomBytes(6).toString('hex')}`);

/** Writes `file` (0600) from `source` through a temporary name: a reader never sees half a file. */
export async function writeWhole(file: string, source: AsyncIterable<Buffer>): Promise<void> {
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    await pipeline(source, fs.createWriteStream(part, { mode: 0o600 }));
    await fsp.rename(part, file);
  } catch (err) {
    await fsp.rm(part, { force: true });
    throw err;
  }
}

// ---------------------------------------------------------------------------
// Values: engine form <-> canonical form

export function toCanonical(table: BackupTable, row: Record<string, unknown>): BackupRow {
  const kinds = BACKUP_COLUMN_KINDS[table];
  const out: BackupRow = {};
  for (const [col, v] of Object.entries(row)) {
    const kind = kinds[col];
    if (v === null || v === undefined || !kind) {
      out[col] = v ?? null;
    } else if (kind === 'bool') {
      out[col] = v === true || v === 1 || v === '1' || v === 't' || v === 'true';
    } else if (kind === 'timestamp') {
      const d = v instanceof Date ? v : new Date(String(v));
      out[col] = Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
    } else if (typeof v === 'string') {
      try {
        out[col] = JSON.parse(v);
      } catch {
        out[col] = v;
      }
    } else {
      out[col] = v;
    }
  }
  return out;
}

function toStored(table: BackupTable, row: BackupRow): Record<string, unknown> {
  const kinds = BACKUP_COLUMN_KINDS[table];
  const out: Record<string, unknown> = {};
  for (const [col, v] of Object.entries(row)) {
    const kind = kinds[col];
    if (v === null || v === undefined) out[col] = null;
    else if (kind === 'json' || kind === 'jsonText') out[col] = JSON.stringify(v);
    else if (kind === 'bool') out[col] = v === true || v === 1;
    else out[col] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Reading

/**
 * Settings rows whose key starts with `_` hold the server's own secrets: never exported, kept on restore.
 * But the removed sample claims (`_sample_removed`, ADR 029): content, exported and restored like a setting;
 * and the mail set-up (no password) and the site address: exported, and restored when the file has them.
 */
export function isPrivateSetting(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith('_') && key !== SAMPLE_REMOVED_KEY && !isCarriedSetting(key);
}

/** Every row of a table in canonical form, in primary-key order, in keyset-paginated batches. */
export async function* tableBatches(table: BackupTable, batchSize = 500): AsyncGenerator<BackupRow[]> {
  const pk = primaryKey(table);
  let after: string | undefined;
  for (;;) {
    // The table name comes from BACKUP_TABLES, never from input.
    // Staff accounts: only the columns that say who someone is (no credentials).
    const columns = table === 'admin_accounts' ? ACCOUNT_BACKUP_COLUMNS : table === 'audit_log' ? AUDIT_BACKUP_COLUMNS : undefined;
    let q = columns
      ? db()
          .selectFrom(table as 'projects')
          .select(columns as unknown as 'id'[])
      : db()
          .selectFrom(table as 'projects')
          .selectAll();
    if (after !== undefined) q = q.where(pk as 'id', '>', after);
    const rows = (await q
      .orderBy(pk as 'id')
      .limit(batchSize)
      .execute()) as Record<string, unknown>[];
    if (!rows.length) return;
    // Private settings (`_token_secret`...) are never part of a backup.
    const kept = table === 'settings' ? rows.filter((r) => !isPrivateSetting(r.key)) : rows;
    if (kept.length) yield kept.map((r) => toCanonical(table, r));
    if (rows.length < batchSize) return;
    after = String(rows[rows.length - 1]![pk]);
  }
}

/**
 * The backup as a sequence of JSON text chunks, one batch of rows at a time,
 * so a large table never sits in memory as a whole.
 */
export async function* backupChunks(now = new Date()): AsyncGenerator<string> {
  const settings = await getSettings();
  yield `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_FORMAT_VERSION},"created_at":${JSON.stringify(now.toISOString())},"engine":${JSON.stringify(getDb().kind)},\n"settings":${JSON.stringify(settings)},\n"tables":{`;
  for (const [i, table] of BACKUP_TABLES.entries()) {
    yield `${i ? ',' : ''}\n${JSON.stringify(table)}:[`;
    let first = true;
    for await (const rows of tableBatches(table)) {
      let chunk = '';
      for (const r of rows) {
        chunk += (first ? '\n' : ',\n') + JSON.stringify(r);
        first = false;
      }
      yield chunk;
    }
    yield ']';
  }
  yield '\n}}\n';
}

/** The whole backup in memory (tests and scripts; the admin download is streamed). */
export async function createBackup(now = new Date()): Promise<BackupFile> {
  let text = '';
  for await (const chunk of backupChunks(now)) text += chunk;
  return JSON.parse(text) as BackupFile;
}

// ---------------------------------------------------------------------------
// Reading a backup file (streamed) and checking it

/** Text pieces of a file, read as UTF-8 (a character split between reads is kept whole). */
export async function* fileText(file: string): AsyncGenerator<string> {
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 })) yield chunk as string;
}

async function* pieces(text: string, size = 256 * 1024): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** Rows that point at a row of another table must find it in the backup (a comment's post). */
const REFERENCES: Partial<Record<BackupTable, { column: string; table: BackupTable }>> = {
  blog_comments: { column: 'post_id', table: 'blog_posts' },
};

const keyDigest = (v: unknown) => createHash('sha1').update(String(v)).digest('base64');

/**
 * Checks each row of a file (rows.server.ts) and against the rows before it: a row key (primary
 * key) seen before in its table is refused, and so is a row pointing at a row the file does not
 * hold (the database would refuse it half-way through the restore, and a backup that holds it
 * was not written by this site). Keeps digests of the keys, not the keys (which may share memory
 * with the text read).
 */
class RowChecks {
  private keys = new Map<BackupTable, Set<string>>();
  constructor(private readonly now: string) {}

  check(table: BackupTable, raw: unknown, index: number): CheckedRow | undefined {
    const checked = checkRow(table, raw, index, this.now);
    const r = raw as Record<string, unknown>;
    const pk = primaryKey(table);
    let seen = this.keys.get(table);
    if (!seen) this.keys.set(table, (seen = new Set()));
    const key = keyDigest(r[pk]);
    if (seen.has(key)) throw new BackupError('invalid_row', `${table}[${index}].${pk}`);
    seen.add(key);
    const ref = REFERENCES[table];
    // Tables come in BACKUP_TABLES order (the reader refuses another), so the referred rows were all seen.
    if (ref && !this.keys.get(ref.table)?.has(keyDigest(r[ref.column]))) {
      throw new BackupError('invalid_row', `${table}[${index}].${ref.column}`);
    }
    return checked;
  }
}

/**
 * Streams a backup's text through the reader, checking every row (RowChecks); `onRow` gets each
 * row to restore (private settings left out) as checked and as read; `between` runs after every
 * piece (the restore inserts there) and lets other work run. Throws BackupError naming what is wrong.
 */
export async function readChecked(
  source: AsyncIterable<string>,
  onRow: (table: BackupTable, checked: CheckedRow, raw: unknown) => void = () => {},
  opts: { now?: string; between?: () => Promise<void> } = {},
): Promise<BackupHeader> {
  const checks = new RowChecks(opts.now ?? nowIso());
  const reader = new BackupReader((table, raw, index) => {
    const checked = checks.check(table, raw, index);
    if (checked) onRow(table, checked, raw);
  });
  for await (const piece of source) {
    reader.write(piece);
    await opts.between?.();
    await nextTurn();
  }
  const header = reader.end();
  await opts.between?.();
  return header;
}

/**
 * Checks a whole backup file (on disk) without touching the database: the
 * first pass of a restore. Throws BackupError naming what is wrong.
 */
export function checkBackupFile(file: string, now = nowIso()): Promise<BackupHeader> {
  return readChecked(fileText(file), undefined, { now });
}

/**
 * Parses and checks a backup held in memory (tests and scripts; the admin's
 * restore streams the file from disk). Refuses what is not JSON, not one of
 * our backups, written by a newer format version, structurally wrong, or has
 * an invalid row, with a code and a detail for the message. Private settings
 * rows are left out.
 */
export async function parseBackup(text: string): Promise<BackupFile> {
  const tables = Object.fromEntries(BACKUP_TABLES.map((t) => [t, [] as BackupRow[]])) as Record<BackupTable, BackupRow[]>;
  const header = await readChecked(pieces(text), (table, _checked, raw) => tables[table].push(raw as BackupRow));
  return { format: BACKUP_FORMAT, ...header, tables };
}

// ---------------------------------------------------------------------------
// Restore

export interface RestoreResult {
  /** Rows read from the file per table (admin_accounts: the people in the file, not the people added). */
  counts: Record<BackupTable, number>;
  /** Campaigns that were queued or sending, restored as cancelled (none of their e-mail is sent). */
  stoppedCampaigns: number;
  /** The people added (ticked), and the invitation links of those added as invited: never mailed. */
  addedAccounts: number;
  invitations: RestoredInvitation[];
}

/** What the owner decided in the preview (ADR 018). */
export interface RestoreOptions {
  /** Ids of the file's new people to add (as invited); none when absent. */
  addAccounts?: readonly string[];
  /** The site's address, for the invitation links. */
  baseUrl?: string;
  /** Runs inside the restore's transaction once everything is written (the restore's own audit entry). */
  onWritten?: (trx: Transaction<Database>, result: RestoreResult) => Promise<void>;
}

type Trx = Transaction<Database>;

/**
 * The file's people against the accounts here, inside the restore's transaction: a row pointing
 * at two people here refuses the whole restore; the ticked new people are added, as invited,
 * unless that would leave staff without an owner; nobody here changes.
 */
async function restoreAccounts(
  trx: Trx,
  rows: BackupRow[],
  opts: RestoreOptions,
): Promise<{ added: number; invitations: RestoredInvitation[] }> {
  const plan = await planAccounts(rows as FileAccountRow[], trx);
  refuseConflict(plan);
  const wanted = new Set(opts.addAccounts ?? []);
  for (const id of wanted) if (!plan.new.some((n) => n.id === id)) throw new BackupError('unknown_account', id.slice(0, 200));
  const add = plan.new.filter((n) => wanted.has(n.id)).map((n) => ({ ...n, created_at: rows.find((r) => r.id === n.id)?.created_at }));
  if (await ownerProblem(add, trx)) throw new BackupError('no_owner');
  return { added: add.length, invitations: await addRestoredAccounts(trx, add, opts.baseUrl ?? '') };
}

/**
 * Empties every backed-up table (reverse foreign-key order); private settings
 * stay. On SQLite (synchronous: a statement holds the event loop) large
 * tables are emptied 5,000 rows at a time, letting other requests run between.
 */
async function deleteAll(trx: Trx) {
  const sqlite = getDb().kind === 'sqlite';
  for (const table of [...BACKUP_TABLES].reverse()) {
    // The audit log is append-only, a restore included: its entries are merged (insertRows), never deleted.
    if (table === 'audit_log') continue;
    // Staff accounts are merged, never emptied (restoreAccounts): the restoring owner keeps their way in.
    if (table === 'admin_accounts') continue;
    if (table === 'settings') {
      await trx
        .deleteFrom('settings')
        .where((eb) => eb.or([eb(sql<string>`substr(key, 1, 1)`, '<>', '_'), eb('key', '=', SAMPLE_REMOVED_KEY)]))
        .execute();
    } else if (!sqlite) {
      await trx.deleteFrom(table as 'projects').execute();
    } else {
      const pk = primaryKey(table);
      for (;;) {
        const r = await trx
          .deleteFrom(table as 'projects')
          .where(pk as 'id', 'in', (eb) =>
            eb
              .selectFrom(table as 'projects')
              .select(pk as 'id')
              .limit(5000),
          )
          .executeTakeFirst();
        if (Number(r.numDeletedRows) < 5000) break;
        await nextTurn();
      }
    }
  }
}

async function insertRows(trx: Trx, table: BackupTable, given: BackupRow[]) {
  // Staff accounts are never inserted from a file as they are: restoreAccounts adds the ticked people.
  if (table === 'admin_accounts') return;
  // The carried private settings are written over the ones here (kept when the file has none).
  const carried = table === 'settings' ? given.filter((r) => isCarriedSetting(r.key)) : [];
  if (carried.length) await writeCarriedSettings(trx, carried as Array<{ key: string; value: unknown }>);
  const rows = carried.length ? given.filter((r) => !isCarriedSetting(r.key)) : given;
  if (!rows.length) return;
  // Stay well below both engines' bound-parameter limits.
  const width = Math.max(1, ...rows.map((r) => Object.keys(r).length));
  const chunk = Math.max(1, Math.floor(8000 / width));
  for (let i = 0; i < rows.length; i += chunk) {
    // Every audit entry read from a file is stored as imported (014), whatever the file says.
    const values = rows
      .slice(i, i + chunk)
      .map((r) => (table === 'audit_log' ? { ...toStored(table, r), imported: true } : toStored(table, r)));
    // Rows may differ in their columns (older backups): insert groups of the same shape.
    for (const group of groupByShape(values)) {
      if (table === 'audit_log') {
        // Merged: the backup's entries that are not here yet are added (imported); an entry here keeps its id and content.
        await trx
          .insertInto('audit_log')
          .values(group as never)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        continue;
      }
      await trx
        .insertInto(table as 'projects')
        .values(group as never)
        .execute();
    }
  }
}

/** The counts of the campaigns stopped by this restore (marked by `finished_at = now`), from their deliveries. */
async function recountStopped(trx: Trx, now: string) {
  const n = (status: string) =>
    sql<number>`(select count(*) from campaign_deliveries d where d.campaign_id = campaigns.id and d.status = ${status})`;
  await trx
    .updateTable('campaigns')
    .set({ sent_count: n('sent'), failed_count: n('failed'), skipped_count: n('skipped') })
    .where('status', '=', 'cancelled')
    .where('finished_at', '=', now)
    .execute();
}

/**
 * Restores a backup file on disk: pass 1 checks it all (nothing written),
 * pass 2 reads it again and, in one transaction, empties the tables and
 * inserts the rows in batches. Any failure rolls everything back and raises
 * BackupError; the database is then as it was.
 */
export async function restoreBackupFile(file: string, opts: RestoreOptions = {}): Promise<RestoreResult> {
  const now = nowIso();
  await checkBackupFile(file, now);
  const result: RestoreResult = {
    counts: Object.fromEntries(BACKUP_TABLES.map((t) => [t, 0])) as Record<BackupTable, number>,
    stoppedCampaigns: 0,
    addedAccounts: 0,
    invitations: [],
  };
  const accountRows: BackupRow[] = [];
  const work = async (trx: Trx) => {
    await deleteAll(trx);
    // Rows wait here until the piece of text they came in is read; then each table's rows are inserted.
    let queue = new Map<BackupTable, BackupRow[]>();
    const between = async () => {
      const tables = queue;
      queue = new Map();
      for (const [table, rows] of tables) await insertRows(trx, table, rows);
    };
    const onRow = (table: BackupTable, c: CheckedRow) => {
      if (c.stopped === 'campaign') result.stoppedCampaigns++;
      result.counts[table]++;
      // The file's people (a few rows) are held against the accounts here once all is read.
      if (table === 'admin_accounts') accountRows.push(c.row);
      else if (queue.has(table)) queue.get(table)!.push(c.row);
      else queue.set(table, [c.row]);
    };
    await readChecked(fileText(file), onRow, { now, between });
    if (result.stoppedCampaigns) await recountStopped(trx, now);
    const accounts = await restoreAccounts(trx, accountRows, opts);
    Object.assign(result, { addedAccounts: accounts.added, invitations: accounts.invitations });
    await opts.onWritten?.(trx, result);
  };
  await withDeferredCheckpoint(async () => {
    try {
      await db().transaction().execute(work);
    } catch (err) {
      if (err instanceof BackupError) throw err;
      throw new BackupError('restore_failed', err instanceof Error ? err.message.split('\n')[0] : String(err));
    }
  });
  await notifyContentChanged('restore');
  return result;
}

/**
 * Restores a parsed backup (tests and scripts): written to a temporary file, tables in
 * BACKUP_TABLES order, and restored like an upload. Returns the number of rows per table.
 */
export async function restoreBackup(backup: BackupFile, opts: RestoreOptions = {}): Promise<Record<BackupTable, number>> {
  const { tables, ...header } = backup;
  const ordered = Object.fromEntries(BACKUP_TABLES.filter((t) => tables[t] !== undefined).map((t) => [t, tables[t]]));
  const file = tempName('restore') + '.json';
  await fsp.writeFile(file, JSON.stringify({ ...header, tables: ordered }), { mode: 0o600 });
  try {
    return (await restoreBackupFile(file, opts)).counts;
  } finally {
    await fsp.rm(file, { force: true });
  }
}

function groupByShape(rows: Record<string, unknown>[]): Record<string, unknown>[][] {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const r of rows) {
    const key = Object.keys(r).sort().join(',');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(r);
  }
  return [...groups.values()];
}
