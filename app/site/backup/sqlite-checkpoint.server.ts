import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { getDb } from '~/server/db/index.server';
import { logger } from '~/server/logger.server';

/**
 * A restore writes its whole content in one SQLite transaction, so the
 * write-ahead log grows to the size of the data (hundreds of MB for a 200 MB
 * backup). SQLite copies the log into the database file when a commit finds
 * it large (the automatic checkpoint), synchronously, on the committing
 * connection: here the server's only one, so the event loop would stop for
 * that copy (about a second for 200 MB). Around a restore the automatic
 * checkpoint is turned off, and afterwards the log is copied by a second
 * connection in a worker thread, while the server goes on answering.
 * Nothing is done on PostgreSQL.
 */
const DEFAULT_AUTOCHECKPOINT = 1000;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
try {
  db.pragma('busy_timeout = 5000');
  parentPort.postMessage(db.pragma('wal_checkpoint(TRUNCATE)'));
} finally {
  db.close();
}
`;

export async function withDeferredCheckpoint<T>(work: () => Promise<T>): Promise<T> {
  const d = getDb();
  if (d.kind !== 'sqlite' || !d.file) return work();
  await sql`pragma wal_autocheckpoint = 0`.execute(d.kysely);
  try {
    return await work();
  } finally {
    try {
      await checkpointInWorker(d.file);
    } catch (err) {
      logger().warn({ err }, 'restore: background checkpoint failed (SQLite will checkpoint at a later commit)');
    }
    await sql`pragma wal_autocheckpoint = ${sql.raw(String(DEFAULT_AUTOCHECKPOINT))}`.execute(d.kysely);
  }
}

function checkpointInWorker(file: string): Promise<unknown> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { eval: true, workerData: { module, file } });
    let result: unknown;
    w.on('message', (m) => (result = m));
    w.on('error', reject);
    w.on('exit', (code) => (code === 0 ? resolve(result) : reject(new Error(`checkpoint worker exited with ${code}`))));
  });
}
