import { db, getDb } from '~/server/db/index.server';
import { BACKUP_TABLES } from '~/server/db/schema';
import { notifyContentChanged } from '~/server/cache/invalidation.server';
import { getSettings } from '../settings/settings.server';
import { DomainError } from '../errors';

/**
 * Backups: one JSON file with every table in BACKUP_TABLES, portable between
 * the engines (a backup taken on SQLite restores onto PostgreSQL: the
 * documented way to move a growing site). Values are written in one
 * canonical form whatever the engine: booleans true/false, timestamps ISO-8601
 * UTC strings, JSON columns as JSON values.
 *
 * Not included: admin credentials, sessions and login attempts (secrets and
 * transient state: a restore keeps the current admin logged in), the mail
 * queue (transient), and uploaded image files (DATA_DIR/uploads or the S3
 * bucket: copy those alongside).
 */
export const BACKUP_FORMAT = 'site-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupTable = (typeof BACKUP_TABLES)[number];
type Kind = 'bool' | 'json' | 'timestamp';

/** The columns whose stored form differs per engine (checked against PostgreSQL by tests/integration/backup.test.ts). */
export const BACKUP_COLUMN_KINDS: Record<BackupTable, Record<string, Kind>> = {
  settings: { value: 'json', updated_at: 'timestamp' },
  projects: {
    is_active: 'bool',
    is_featured: 'bool',
    features_tr: 'json',
    features_en: 'json',
    tech_stack: 'json',
    technologies: 'json',
    created_at: 'timestamp',
    updated_at: 'timestamp',
  },
  blog_posts: {
    tags: 'json',
    is_published: 'bool',
    is_featured: 'bool',
    publish_date: 'timestamp',
    created_at: 'timestamp',
    updated_at: 'timestamp',
  },
  blog_slug_redirects: { created_at: 'timestamp' },
  pages: { created_at: 'timestamp', updated_at: 'timestamp' },
  consultation_requests: { created_at: 'timestamp' },
  support_tickets: { created_at: 'timestamp', updated_at: 'timestamp' },
  newsletter_subscribers: { is_active: 'bool', consent_at: 'timestamp', created_at: 'timestamp', updated_at: 'timestamp' },
  campaigns: { is_test: 'bool', send_to_all: 'bool', created_at: 'timestamp', started_at: 'timestamp', finished_at: 'timestamp' },
  campaign_deliveries: { next_attempt_at: 'timestamp', claimed_at: 'timestamp', sent_at: 'timestamp' },
  media: { variants: 'json', created_at: 'timestamp' },
};

const PRIMARY_KEYS: Partial<Record<BackupTable, string>> = { settings: 'key', blog_slug_redirects: 'old_slug' };
const primaryKey = (t: BackupTable) => PRIMARY_KEYS[t] ?? 'id';

export type BackupRow = Record<string, unknown>;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  engine?: string;
  settings?: unknown;
  tables: Record<BackupTable, BackupRow[]>;
}

export type BackupErrorCode = 'invalid_json' | 'not_backup' | 'newer_version' | 'invalid_structure' | 'restore_failed';

export class BackupError extends DomainError {
  constructor(
    code: BackupErrorCode,
    readonly detail = '',
  ) {
    super(code, detail || code);
  }
  get backupCode(): BackupErrorCode {
    return this.code as BackupErrorCode;
  }
}

// ---------------------------------------------------------------------------
// Values: engine form <-> canonical form

function toCanonical(table: BackupTable, row: Record<string, unknown>): BackupRow {
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
    else if (kind === 'json') out[col] = JSON.stringify(v);
    else if (kind === 'bool') out[col] = v === true || v === 1;
    else out[col] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Reading

/** Every row of a table in canonical form, in primary-key order, in keyset-paginated batches. */
export async function* tableBatches(table: BackupTable, batchSize = 500): AsyncGenerator<BackupRow[]> {
  const pk = primaryKey(table);
  let after: string | undefined;
  for (;;) {
    // The table name comes from BACKUP_TABLES, never from input.
    let q = db()
      .selectFrom(table as 'projects')
      .selectAll();
    if (after !== undefined) q = q.where(pk as 'id', '>', after);
    const rows = (await q
      .orderBy(pk as 'id')
      .limit(batchSize)
      .execute()) as Record<string, unknown>[];
    if (!rows.length) return;
    yield rows.map((r) => toCanonical(table, r));
    if (rows.length < batchSize) return;
    after = String(rows[rows.length - 1]![pk]);
  }
}

/** `backup-YYYY-MM-DD.json` (the date in UTC, like the timestamp inside). */
export function backupFilename(now = new Date()): string {
  return `backup-${now.toISOString().slice(0, 10)}.json`;
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
// Validation

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Parses and checks a backup file without touching the database. Refuses
 * what is not JSON, not one of our backups, written by a newer format
 * version, or structurally wrong (unknown tables or columns, wrong value
 * kinds), with a code and a detail for the message.
 */
export async function parseBackup(text: string): Promise<BackupFile> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BackupError('invalid_json');
  }
  if (!isPlainObject(data) || data.format !== BACKUP_FORMAT || typeof data.version !== 'number' || !Number.isInteger(data.version)) {
    throw new BackupError('not_backup');
  }
  if (data.version > BACKUP_FORMAT_VERSION) throw new BackupError('newer_version', String(data.version));
  if (data.version < 1) throw new BackupError('not_backup');
  if (typeof data.created_at !== 'string' || Number.isNaN(Date.parse(data.created_at))) {
    throw new BackupError('invalid_structure', 'created_at');
  }
  if (!isPlainObject(data.tables)) throw new BackupError('invalid_structure', 'tables');

  const known = new Set<string>(BACKUP_TABLES);
  for (const name of Object.keys(data.tables)) {
    if (!known.has(name)) throw new BackupError('invalid_structure', name);
  }
  const columns = await tableColumns();
  for (const table of BACKUP_TABLES) {
    const rows = data.tables[table];
    if (!Array.isArray(rows)) throw new BackupError('invalid_structure', table);
    const allowed = columns.get(table) ?? new Set<string>();
    const kinds = BACKUP_COLUMN_KINDS[table];
    const pk = primaryKey(table);
    const seen = new Set<string>();
    for (const [i, row] of rows.entries()) {
      const where = `${table}[${i}]`;
      if (!isPlainObject(row)) throw new BackupError('invalid_structure', where);
      const key = row[pk];
      if (typeof key !== 'string' || !key || seen.has(key)) throw new BackupError('invalid_structure', `${where}.${pk}`);
      seen.add(key);
      for (const [col, v] of Object.entries(row)) {
        if (!allowed.has(col)) throw new BackupError('invalid_structure', `${where}.${col}`);
        if (v === null) continue;
        const kind = kinds[col];
        const ok =
          kind === 'bool'
            ? typeof v === 'boolean' || v === 0 || v === 1
            : kind === 'timestamp'
              ? typeof v === 'string' && !Number.isNaN(Date.parse(v))
              : kind === 'json'
                ? true
                : typeof v === 'string' || typeof v === 'number';
        if (!ok) throw new BackupError('invalid_structure', `${where}.${col}`);
      }
    }
  }
  return data as unknown as BackupFile;
}

async function tableColumns(): Promise<Map<string, Set<string>>> {
  const tables = await db().introspection.getTables();
  return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
}

// ---------------------------------------------------------------------------
// Restore

/**
 * Replaces the content of every backed-up table with the backup's rows, in
 * one transaction: deletes in reverse foreign-key order, inserts in order.
 * Any failure rolls everything back (nothing changes) and raises
 * BackupError('restore_failed'). Returns the number of rows per table.
 */
export async function restoreBackup(backup: BackupFile): Promise<Record<BackupTable, number>> {
  const counts = {} as Record<BackupTable, number>;
  try {
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const table of [...BACKUP_TABLES].reverse()) {
          await trx.deleteFrom(table as 'projects').execute();
        }
        for (const table of BACKUP_TABLES) {
          const rows = backup.tables[table] ?? [];
          counts[table] = rows.length;
          if (!rows.length) continue;
          // Stay well below both engines' bound-parameter limits.
          const width = Math.max(1, ...rows.map((r) => Object.keys(r).length));
          const chunk = Math.max(1, Math.floor(8000 / width));
          for (let i = 0; i < rows.length; i += chunk) {
            const values = rows.slice(i, i + chunk).map((r) => toStored(table, r));
            // Rows may differ in their columns (older backups): insert groups of the same shape.
            for (const group of groupByShape(values)) {
              await trx
                .insertInto(table as 'projects')
                .values(group as never)
                .execute();
            }
          }
        }
      });
  } catch (err) {
    throw new BackupError('restore_failed', err instanceof Error ? err.message.split('\n')[0] : String(err));
  }
  await notifyContentChanged('restore');
  return counts;
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
