import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { db, getDb } from '~/server/db/index.server';
import type { RestorePlan } from './plan.server';
import { unpackBackup, type StagedMedia, type StagedRestore as UnpackedBackup } from './archive.server';
import { tempDir, writeWhole } from './backup.server';

/**
 * A restore waiting for the owner's decision (ADR 018 and 028): bound to the session
 * that uploaded it, one per session, expiring after STAGE_MS. "Vazgeç" deletes it at once.
 *
 * Reachable from any instance (ADR 028): the record (session, expiry, plan) is in the database
 * (`restore_stages`, 021); on PostgreSQL — the engine several instances share — the uploaded
 * file is stored there too (`restore_stage_chunks`, 1 MB pieces). The instance that answers
 * "Geri yükle" uses its own copy under DATA_DIR/tmp when it has one (it took the upload) and
 * otherwise writes the file out of the database and unpacks and checks it again. On SQLite (one
 * instance) the file stays on the disk only. Expired stages are deleted, with their local files,
 * on the next look-up or upload on any instance. The files are the server's (0600), never served.
 */
export const STAGE_MS = 30 * 60 * 1000;
/** The size of a stored piece of a staged upload. */
const CHUNK_BYTES = 1024 * 1024;

export interface StagedRestore {
  id: string;
  /** The session (its stored id) that uploaded the file: nobody else may see or confirm it. */
  sessionId: string;
  /** The uploaded file on this instance's disk. */
  file: string;
  expiresAt: string;
  plan: RestorePlan;
  /** An archive upload, unpacked and checked (archive.server.ts): its rows file, its images and their folder. */
  unpacked?: { rowsFile: string; dir: string; media: StagedMedia[] };
}

const filePath = (id: string) => path.join(tempDir(), `restore-${id}.json`);
/** This instance's note of where it unpacked a stage (the folder of an archive's files). */
const localPath = (id: string) => path.join(tempDir(), `restore-${id}.local.json`);
const STAGE_FILE_RE = /^restore-([0-9a-f]{24})\.(?:json|local\.json)$/;

/** A new staging id and the file the upload is to be written to. */
export function newStageFile(): { id: string; file: string } {
  const id = randomBytes(12).toString('hex');
  return { id, file: filePath(id) };
}

/** What this instance keeps of an unpacked archive (nothing for a plain JSON backup). */
export function unpackedFiles(u: UnpackedBackup): StagedRestore['unpacked'] {
  return u.dir ? { rowsFile: u.rowsFile, dir: u.dir, media: u.media } : undefined;
}

function readLocal(id: string): StagedRestore['unpacked'] | null | undefined {
  try {
    return (JSON.parse(fs.readFileSync(localPath(id), 'utf8')) as { unpacked: StagedRestore['unpacked'] | null }).unpacked;
  } catch {
    return undefined;
  }
}

/** Removes this instance's files of a stage (the upload, the unpacked folder, the note). */
function removeLocal(id: string) {
  const unpacked = readLocal(id);
  if (unpacked) fs.rmSync(unpacked.dir, { recursive: true, force: true });
  fs.rmSync(filePath(id), { force: true });
  fs.rmSync(localPath(id), { force: true });
}

async function deleteStages(ids: string[]) {
  if (!ids.length) return;
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('restore_stage_chunks').where('stage_id', 'in', ids).execute();
      await trx.deleteFrom('restore_stages').where('id', 'in', ids).execute();
    });
  for (const id of ids) removeLocal(id);
}

/** Deletes expired stages (any instance's records) and this instance's files of stages that are gone. */
async function sweep(now = new Date()) {
  const expired = await db().selectFrom('restore_stages').select('id').where('expires_at', '<=', now.toISOString()).execute();
  await deleteStages(expired.map((r) => r.id));
  const ids = new Set<string>();
  const noted = new Set<string>();
  for (const name of fs.readdirSync(tempDir())) {
    const m = STAGE_FILE_RE.exec(name);
    if (m) ids.add(m[1]!);
    if (m && name.endsWith('.local.json')) noted.add(m[1]!);
  }
  if (!ids.size) return;
  const live = new Set(
    (
      await db()
        .selectFrom('restore_stages')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((r) => r.id),
  );
  // Done or cancelled on another instance: the note stays behind. An upload still being
  // written or checked has no record and no note yet: only removed once older than a stage lives.
  const young = now.getTime() - STAGE_MS;
  for (const id of ids) {
    if (live.has(id)) continue;
    const st = fs.statSync(filePath(id), { throwIfNoEntry: false });
    if (noted.has(id) || !st || st.mtimeMs < young) removeLocal(id);
  }
}

/** Keeps an upload for the owner's decision (in the database; on PostgreSQL the file too); the session's earlier one is deleted. */
export async function saveStage(input: {
  id: string;
  file: string;
  sessionId: string;
  plan: RestorePlan;
  unpacked?: StagedRestore['unpacked'];
}): Promise<StagedRestore> {
  await dropStage(input.sessionId);
  const expiresAt = new Date(Date.now() + STAGE_MS).toISOString();
  const shared = getDb().kind === 'postgres';
  const { size } = await fsp.stat(input.file);
  try {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('restore_stages')
          .values({ id: input.id, session_id: input.sessionId, expires_at: expiresAt, size, shared, plan: JSON.stringify(input.plan) })
          .execute();
        if (!shared) return;
        // Pieces of at most CHUNK_BYTES; materialize checks them against the recorded size.
        let seq = 0;
        for await (const data of fs.createReadStream(input.file, { highWaterMark: CHUNK_BYTES })) {
          await trx
            .insertInto('restore_stage_chunks')
            .values({ stage_id: input.id, seq: seq++, data: data as Buffer })
            .execute();
        }
      });
  } catch (err) {
    fs.rmSync(localPath(input.id), { force: true });
    throw err;
  }
  // Written once the record is there: a note without a record means the stage is gone (sweep).
  fs.writeFileSync(localPath(input.id), JSON.stringify({ unpacked: input.unpacked ?? null }), { mode: 0o600 });
  return { ...input, expiresAt };
}

/** Writes a shared stage's file out of the database and unpacks it (an archive's checksums checked again). */
async function materialize(id: string, size: number): Promise<StagedRestore['unpacked'] | null> {
  const file = filePath(id);
  await writeWhole(
    file,
    (async function* () {
      let written = 0;
      for (let seq = 0; written < size; seq++) {
        const row = await db()
          .selectFrom('restore_stage_chunks')
          .select('data')
          .where('stage_id', '=', id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!row) throw new Error('staged upload incomplete');
        written += row.data.length;
        yield Buffer.from(row.data);
      }
      if (written !== size) throw new Error('staged upload has the wrong size');
    })(),
  );
  const local = unpackedFiles(await unpackBackup(file)) ?? null;
  fs.writeFileSync(localPath(id), JSON.stringify({ unpacked: local }), { mode: 0o600 });
  return local;
}

/** The session's staged restore, while it is valid, with its files on this instance's disk (written out of the database when needed). */
export async function getStage(sessionId: string, opts: { files?: boolean } = {}): Promise<StagedRestore | undefined> {
  await sweep();
  const row = await db().selectFrom('restore_stages').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  if (!row) return undefined;
  const base = {
    id: row.id,
    sessionId: row.session_id,
    file: filePath(row.id),
    expiresAt: new Date(row.expires_at).toISOString(),
    plan: JSON.parse(row.plan) as RestorePlan,
  };
  // The preview page needs the plan only: the files are fetched for "Geri yükle".
  if (opts.files === false) return base;
  let unpacked = fs.existsSync(base.file) ? readLocal(row.id) : undefined;
  if (unpacked === undefined) {
    // Taken by another instance (or this one's files are gone): from the database, or not at all.
    if (!row.shared) return undefined;
    unpacked = await materialize(row.id, Number(row.size));
  }
  return unpacked ? { ...base, unpacked } : base;
}

/** Deletes the session's staged restore (cancelled, or done), on every instance's behalf. */
export async function dropStage(sessionId: string): Promise<void> {
  const rows = await db().selectFrom('restore_stages').select('id').where('session_id', '=', sessionId).execute();
  await deleteStages(rows.map((r) => r.id));
}
