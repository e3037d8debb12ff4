import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgres, openSqlite, type Db, type DatabaseKind } from '~/server/db/engine.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { setDb } from '~/server/db/index.server';
import { LocalStorage, setStorage } from '~/domain/media/storage.server';

const PG_URL = process.env.TEST_DATABASE_URL;
// (TESTS_SQLITE_ONLY=1: a run on SQLite alone, where PostgreSQL adds nothing to what is being checked.)
if (process.env.CI && !PG_URL && process.env.TESTS_SQLITE_ONLY !== '1') {
  throw new Error('CI must set TEST_DATABASE_URL: the PostgreSQL tests may not be skipped');
}

/** The engines the integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: DatabaseKind[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  db: Db;
  /** The URL to give a server process (DATABASE_URL), or undefined for SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite file, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind, opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  let db: Db;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'sqlite') {
    db = openSqlite(path.join(dataDir, 'site.db'));
  } else {
    if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
    const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    db = openPostgres(databaseUrl, 20);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  if (opts.migrate !== false) await migrateToLatest(db);
  return {
    db,
    databaseUrl,
    dataDir,
    async drop() {
      await db.close().catch(() => {});
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per engine with a fresh migrated database installed as the
 * process-wide one (so domain modules use it), and a local file store in its
 * folder. `ctx.db` is valid inside tests.
 */
export function describeEachEngine(name: string, fn: (ctx: { readonly db: Db; readonly test: TestDatabase; kind: DatabaseKind }) => void) {
  for (const kind of ENGINES) {
    describe(`${name} [${kind}]`, () => {
      let test: TestDatabase | undefined;
      const ctx = {
        kind,
        get db() {
          return test!.db;
        },
        get test() {
          return test!;
        },
      };
      beforeAll(async () => {
        test = await createTestDatabase(kind);
        setDb(test.db);
        // Files a test writes (uploads, blog posts' social cards) go to its own folder, not ./data.
        setStorage(new LocalStorage(path.join(test.dataDir, 'uploads')));
      });
      afterAll(async () => {
        setDb(undefined);
        setStorage(undefined);
        await test?.drop();
      });
      fn(ctx);
    });
  }
}
