import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool; undefined on SQLite. */
  pool?: pg.Pool;
  /** A PostgreSQL connection of its own, outside the pool, not yet connected (LISTEN); undefined on SQLite. */
  newClient?: () => pg.Client;
  /** The SQLite file path; undefined on PostgreSQL. */
  file?: string;
}

// better-sqlite3 binds neither booleans nor Dates: convert them on the way in,
// so repositories can write the same values on both engines.
function sqliteParam(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  return v;
}

// Prepared statements are reused per SQL text (LRU). Kysely prepares every query it runs; a
// fresh native statement per query is slower and, until the garbage collector finalises it,
// holds native memory V8 does not see (the RSS grew by ~12 KB per campaign e-mail without this).
const STATEMENT_CACHE_SIZE = 300;

function wrapSqlite(raw: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  const statement = (sqlText: string): SQLite.Statement => {
    const hit = cache.get(sqlText);
    if (hit) {
      cache.delete(sqlText);
      cache.set(sqlText, hit);
      return hit;
    }
    const stmt = raw.prepare(sqlText);
    cache.set(sqlText, stmt);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return stmt;
  };
  return {
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare(sqlText: string) {
      const stmt = statement(sqlText);
      const conv = (params: readonly unknown[]) => params.map(sqliteParam);
      return {
        get reader() {
          return stmt.reader;
        },
        all: (params: readonly unknown[]) => stmt.all(...conv(params)),
        run: (params: readonly unknown[]) => stmt.run(...conv(params)),
        // A streamed query gets its own statement: a shared one would be busy while iterating.
        iterate: (params: readonly unknown[]) => raw.prepare(sqlText).iterate(...conv(params)),
      };
    },
  };
}

export function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: wrapSqlite(raw) as never }),
  });
  return {
    kysely,
    kind: 'sqlite',
    file,
    async ping() {
      raw.prepare('select 1').get();
    },
    async close() {
      await kysely.destroy();
    },
  };
}

export function openPostgres(url: string, poolSize = 10): Db {
  // Loaded only for PostgreSQL (~40 ms at start that a SQLite site need not pay).
  const { Client, Pool, types } = createRequire(import.meta.url)('pg') as typeof pg;
  // int8 (count(*)) as a JS number; the counts here are far below 2^53.
  types.setTypeParser(20, (v) => Number(v));
  // A burst queues for a connection (the wait counts against this timeout): long enough for a
  // busy 2-CPU instance to drain 200 concurrent sign-ups, well below the 30 s request timeout.
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 15_000 });
  pool.on('error', () => {
    /* an idle client failed: the pool drops it, the next query takes a new one */
  });
  // A client in use (a query, a transaction, the LISTEN connection) whose backend goes away
  // emits 'error' too, where the pool does not listen: unheard, it would end the process. The
  // query in flight rejects with the error (its request answers 503) and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    kind: 'postgres',
    pool,
    newClient: () => new Client({ connectionString: url, connectionTimeoutMillis: 15_000 }),
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    async close() {
      await kysely.destroy();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Db {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) return openPostgres(opts.databaseUrl);
  const file = opts.databaseUrl?.replace(/^(sqlite:|file:)/, '') || path.join(opts.dataDir, 'site.db');
  return openSqlite(file);
}

/** True when an error is a unique-constraint violation on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}
