import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { config } from '~/server/config.server';
import type { RestorePlan } from './plan.server';
import type { StagedMedia } from './archive.server';

/**
 * A restore waiting for the owner's decision (issue 32): the uploaded rows file and its plan
 * under DATA_DIR/tmp, bound to the session that uploaded it, one per session, expiring after
 * STAGE_MS (then deleted: on the next look-up or upload). "Vazgeç" deletes it at once.
 * The files are the server's (0600) and never served.
 */
export const STAGE_MS = 30 * 60 * 1000;

export interface StagedRestore {
  id: string;
  /** The session (its stored id) that uploaded the file: nobody else may see or confirm it. */
  sessionId: string;
  file: string;
  expiresAt: string;
  plan: RestorePlan;
  /** An archive upload, unpacked and checked (archive.server.ts): its rows file, its images and their folder. */
  unpacked?: { rowsFile: string; dir: string; media: StagedMedia[] };
}

function dir(): string {
  const d = path.join(config().dataDir, 'tmp');
  fs.mkdirSync(d, { recursive: true, mode: 0o700 });
  return d;
}

const metaPath = (id: string) => path.join(dir(), `restore-${id}.meta.json`);

/** A new staging id and the file the upload is to be written to. */
export function newStageFile(): { id: string; file: string } {
  const id = randomBytes(12).toString('hex');
  return { id, file: path.join(dir(), `restore-${id}.json`) };
}

function readMeta(file: string): StagedRestore | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StagedRestore;
  } catch {
    return undefined;
  }
}

function remove(s: Pick<StagedRestore, 'id' | 'file' | 'unpacked'>) {
  fs.rmSync(s.file, { force: true });
  if (s.unpacked) fs.rmSync(s.unpacked.dir, { recursive: true, force: true });
  fs.rmSync(metaPath(s.id), { force: true });
}

/** Every staged restore's metadata, expired ones deleted on the way. */
function all(now = Date.now()): StagedRestore[] {
  const out: StagedRestore[] = [];
  for (const name of fs.readdirSync(dir())) {
    if (!/^restore-[0-9a-f]{24}\.meta\.json$/.test(name)) continue;
    const s = readMeta(path.join(dir(), name));
    if (!s || Date.parse(s.expiresAt) <= now) {
      const id = name.slice('restore-'.length, -'.meta.json'.length);
      remove({ id, file: s?.file ?? path.join(dir(), `restore-${id}.json`), unpacked: s?.unpacked });
    } else out.push(s);
  }
  return out;
}

/** Keeps an upload for the owner's decision; the session's earlier one is deleted. */
export function saveStage(input: {
  id: string;
  file: string;
  sessionId: string;
  plan: RestorePlan;
  unpacked?: StagedRestore['unpacked'];
}): StagedRestore {
  for (const s of all()) if (s.sessionId === input.sessionId) remove(s);
  const staged: StagedRestore = { ...input, expiresAt: new Date(Date.now() + STAGE_MS).toISOString() };
  fs.writeFileSync(metaPath(input.id), JSON.stringify(staged), { mode: 0o600 });
  return staged;
}

/** The session's staged restore, while it is valid. */
export function getStage(sessionId: string): StagedRestore | undefined {
  return all().find((s) => s.sessionId === sessionId && fs.existsSync(s.file));
}

/** Deletes the session's staged restore (cancelled, or done). */
export function dropStage(sessionId: string): void {
  for (const s of all()) if (s.sessionId === sessionId) remove(s);
}
