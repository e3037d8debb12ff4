import { describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '~/server/db/schema';
import { setDb } from '~/server/db/index.server';
import {
  BACKUP_COLUMN_KINDS,
  BACKUP_FORMAT_VERSION,
  BackupError,
  backupChunks,
  createBackup,
  parseBackup,
  restoreBackup,
  tableBatches,
  type BackupFile,
  type BackupRow,
} from '~/domain/backup/backup.server';
import { createTestDatabase, describeEachEngine, ENGINES } from '../helpers/test-db';
import { fillEveryTable } from '../helpers/ops-fixtures';
import type { Db } from '~/server/db/engine.server';

/** Every backed-up table's rows in canonical form, read straight from the current database. */
async function snapshot(): Promise<Record<string, BackupRow[]>> {
  const out: Record<string, BackupRow[]> = {};
  for (const t of BACKUP_TABLES) {
    out[t] = [];
    for await (const rows of tableBatches(t)) out[t].push(...rows);
  }
  return out;
}

async function wipe(d: Db) {
  for (const t of [...BACKUP_TABLES].reverse()) await d.kysely.deleteFrom(t as 'projects').execute();
}

async function backupText(): Promise<string> {
  let s = '';
  for await (const c of backupChunks()) s += c;
  return s;
}

describeEachEngine('backup and restore', (ctx) => {
  let backup: BackupFile;
  let before: Record<string, BackupRow[]>;

  it('a backup holds the format version, a timestamp, the settings and every table', async () => {
    await fillEveryTable(ctx.db.kysely, { subscribers: 1203 });
    before = await snapshot();
    const text = await backupText();
    backup = await parseBackup(text);
    expect(backup.version).toBe(BACKUP_FORMAT_VERSION);
    expect(Date.parse(backup.created_at)).not.toBeNaN();
    expect(Object.keys(backup.tables)).toEqual([...BACKUP_TABLES]);
    expect(backup.tables.newsletter_subscribers).toHaveLength(1203);
    expect((backup.settings as { site_title: string }).site_title).toBe('Şirket "A"');
    // canonical values, whatever the engine
    const project = backup.tables.projects[0]!;
    expect(project.is_active).toBe(true);
    expect(project.features_tr).toEqual(['Özellik 1', 'Özellik "2"']);
    expect(project.created_at).toBe('2026-02-01T10:00:00.001Z');
    expect(project.short_description_tr).toBeNull();
    expect(backup.tables.blog_posts[0]!.is_published).toBe(false);
  });

  it('backup → wipe → restore gives back identical rows', async () => {
    await wipe(ctx.db);
    expect((await snapshot()).projects).toHaveLength(0);
    const counts = await restoreBackup(backup);
    expect(counts.newsletter_subscribers).toBe(1203);
    expect(await snapshot()).toEqual(before);
  });

  it('restoring over existing content replaces it (no leftovers, no duplicates)', async () => {
    await ctx.db.kysely
      .insertInto('pages')
      .values({
        id: 'extra',
        title: 'x',
        slug: 'x',
        content: 'x',
        meta_description: null,
        status: 'draft',
        language: 'tr',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await restoreBackup(backup);
    expect(await snapshot()).toEqual(before);
  });

  it('a truncated (corrupted) file is refused and changes nothing', async () => {
    const text = await backupText();
    await expect(parseBackup(text.slice(0, Math.floor(text.length / 2)))).rejects.toMatchObject({ code: 'invalid_json' });
    expect(await snapshot()).toEqual(before);
  });

  it('a newer format version is refused with its own message', async () => {
    const text = await backupText();
    const newer = text.replace(`"version":${BACKUP_FORMAT_VERSION}`, `"version":${BACKUP_FORMAT_VERSION + 1}`);
    await expect(parseBackup(newer)).rejects.toMatchObject({ code: 'newer_version', detail: String(BACKUP_FORMAT_VERSION + 1) });
  });

  it('JSON that is not a backup, or has unknown tables, columns or bad values, is refused', async () => {
    await expect(parseBackup('{"hello":1}')).rejects.toMatchObject({ code: 'not_backup' });
    await expect(parseBackup('[]')).rejects.toMatchObject({ code: 'not_backup' });
    const good = JSON.parse(await backupText()) as BackupFile;
    const variants: Array<(b: BackupFile) => void> = [
      (b) => ((b.tables as Record<string, unknown>).users = []),
      (b) => ((b.tables.projects[0] as BackupRow).password = 'x'),
      (b) => ((b.tables.projects[0] as BackupRow).is_active = 'yes'),
      (b) => ((b.tables.projects[0] as BackupRow).created_at = 'yesterday'),
      (b) => delete (b.tables as Partial<BackupFile['tables']>).pages,
      (b) => b.tables.newsletter_subscribers.push({ ...b.tables.newsletter_subscribers[0]! }),
    ];
    for (const change of variants) {
      const b = structuredClone(good);
      change(b);
      await expect(parseBackup(JSON.stringify(b))).rejects.toMatchObject({ code: 'invalid_structure' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a backup that fails half-way through the restore is rolled back: nothing changes', async () => {
    const b = structuredClone(backup);
    // Valid JSON and structure, but the last table's row breaks a NOT NULL constraint:
    // every earlier table has already been deleted and re-inserted inside the transaction.
    (b.tables.media[0] as BackupRow).width = null;
    b.tables.projects = [];
    const parsed = await parseBackup(JSON.stringify(b));
    await expect(restoreBackup(parsed)).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot()).toEqual(before);
  });

  if (ctx.kind === 'postgres') {
    it('the column kinds the backup converts match the PostgreSQL schema', async () => {
      const tables = await ctx.db.kysely.introspection.getTables();
      for (const t of BACKUP_TABLES) {
        const cols = tables.find((x) => x.name === t)!.columns;
        const expected: Record<string, string> = {};
        for (const c of cols) {
          if (c.dataType === 'bool') expected[c.name] = 'bool';
          if (c.dataType === 'jsonb') expected[c.name] = 'json';
          if (c.dataType === 'timestamptz') expected[c.name] = 'timestamp';
        }
        expect(BACKUP_COLUMN_KINDS[t], t).toEqual(expected);
      }
    });
  }
});

describe.runIf(ENGINES.includes('postgres'))('moving from SQLite to PostgreSQL', () => {
  it('a backup taken on SQLite restores onto PostgreSQL with identical rows', async () => {
    const sqlite = await createTestDatabase('sqlite');
    const pg = await createTestDatabase('postgres');
    try {
      setDb(sqlite.db);
      await fillEveryTable(sqlite.db.kysely, { subscribers: 250 });
      const expected = await snapshot();
      const backup = await createBackup();
      expect(backup.engine).toBe('sqlite');
      setDb(pg.db);
      const parsed = await parseBackup(JSON.stringify(backup));
      await restoreBackup(parsed);
      expect(await snapshot()).toEqual(expected);
      // and back: a PostgreSQL backup restores onto SQLite
      const fromPg = await createBackup();
      setDb(sqlite.db);
      await wipe(sqlite.db);
      await restoreBackup(await parseBackup(JSON.stringify(fromPg)));
      expect(await snapshot()).toEqual(expected);
    } finally {
      setDb(undefined);
      await sqlite.drop();
      await pg.drop();
    }
  });
});
