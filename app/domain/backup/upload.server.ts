import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { config } from '~/server/config.server';
import { staffOrigin } from '~/server/http/origin.server';
import { logger } from '~/server/logger.server';
import { inviteAccountsWithoutPassword } from '../auth/accounts.server';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import type { ActionResult } from '~/lib/action-result';
import { BackupError, BACKUP_FORMAT_VERSION } from './errors';
import { restoreBackupFile } from './backup.server';
import { MAX_RESTORE_BYTES, MAX_RESTORE_MB } from './paths';

/**
 * The admin's restore upload: the multipart body is streamed (busboy) into a
 * temporary file under DATA_DIR/tmp, at most MAX_RESTORE_MB (a larger file is
 * refused: nothing more is written, the rest of the body is discarded), then
 * restored from that file by two streamed passes (restoreBackupFile), and the
 * file is deleted whatever happens. One restore at a time per instance.
 * Answers JSON: an ActionResult with the toast (texts from the catalogue).
 */
type Saved = { kind: 'file'; file: string } | { kind: 'too_large' } | { kind: 'no_file' } | { kind: 'bad_request' };

let running = false;

function tempFile(): string {
  const dir = path.join(config().dataDir, 'tmp');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `restore-${Date.now()}-${randomBytes(6).toString('hex')}.json`);
}

/**
 * Streams the `backup` file field of the request into `file`. Past `max`
 * bytes busboy stops passing the file on (the file holds at most `max` bytes,
 * and the caller deletes it) and the rest of the body is discarded. A body
 * that fails or is cut off (the client went away) ends at once.
 */
export function saveUpload(request: Request, file: string, max = MAX_RESTORE_BYTES): Promise<Saved> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) return Promise.resolve({ kind: 'bad_request' });
  return new Promise((resolve) => {
    let settled = false;
    let writing: Promise<void> | undefined;
    let output: fs.WriteStream | undefined;
    let outcome: Saved | undefined;
    const finish = (o: Saved) => {
      if (settled) return;
      settled = true;
      resolve(o);
    };
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: max, fields: 10, parts: 12, fieldSize: 1024 },
      });
    } catch {
      finish({ kind: 'bad_request' });
      return;
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream);
    const broken = () => {
      output?.destroy();
      bb.destroy();
      finish({ kind: 'bad_request' });
    };
    source.on('error', broken);
    request.signal.addEventListener('abort', broken, { once: true });
    bb.on('file', (name, stream) => {
      if (name !== 'backup' || writing) {
        stream.resume();
        return;
      }
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          cb(null, chunk);
        },
      });
      stream.on('limit', () => (outcome = { kind: 'too_large' }));
      output = fs.createWriteStream(file, { mode: 0o600 });
      writing = pipeline(stream, count, output).then(
        () => {
          outcome ??= size > 0 ? { kind: 'file', file } : { kind: 'no_file' };
        },
        () => {
          outcome ??= { kind: 'bad_request' };
        },
      );
    });
    bb.on('error', broken);
    // Busboy is done with the body: wait for the file to be written; its outcome wins.
    bb.on('close', () => {
      void (writing ?? Promise.resolve()).then(() => finish(outcome ?? { kind: 'no_file' }));
    });
    source.pipe(bb);
  });
}

function answer(result: ActionResult, status = 200): Response {
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The route's work after the admin check. */
export async function handleRestoreUpload(request: Request, afterRestore?: (rows: number) => Promise<void>): Promise<Response> {
  const t = catalog.tr;
  const m = t.adminSettings;
  // A refusal is an answer like any admin action's (200, ok false: the page shows its toast and the
  // browser logs no failed request); only a body over the size limit gets its status, 413.
  const fail = (description: string, status = 200) =>
    answer({ ok: false, at: Date.now(), toast: { title: m.toasts.restoreErrorTitle, description, variant: 'error' } }, status);

  if (Number(request.headers.get('content-length') ?? 0) > MAX_RESTORE_BYTES + 64 * 1024) {
    return fail(fmt(m.toasts.restoreTooLarge, { mb: MAX_RESTORE_MB }), 413);
  }
  if (running) return fail(m.toasts.restoreBusy);
  running = true;
  const file = tempFile();
  try {
    const saved = await saveUpload(request, file);
    if (saved.kind === 'too_large') return fail(fmt(m.toasts.restoreTooLarge, { mb: MAX_RESTORE_MB }), 413);
    if (saved.kind !== 'file') return fail(m.system.restoreNoFile);
    const started = Date.now();
    const { counts, stoppedCampaigns } = await restoreBackupFile(saved.file);
    const n = Object.values(counts).reduce((a, b) => a + b, 0);
    logger().info({ counts, stoppedCampaigns, ms: Date.now() - started }, 'backup restored');
    // The audit log's entry, after the restore (whose transaction merged the backup's own entries).
    await afterRestore?.(n);
    // Staff accounts come without passwords: each invited person gets a new link (mailed, or shown to the owner).
    const invitations = counts.admin_accounts ? await inviteAccountsWithoutPassword(staffOrigin(request)) : [];
    const description =
      fmt(m.toasts.restored, { n }) +
      (stoppedCampaigns ? ' ' + fmt(m.toasts.restoredCampaignsStopped, { n: stoppedCampaigns }) : '') +
      (invitations.length ? ' ' + fmt(t.adminUsers.users.restoredInvitations, { n: invitations.length }) : '');
    return answer({ ok: true, at: Date.now(), toast: { title: t.adminOps.successTitle, description }, invitations } as ActionResult);
  } catch (err) {
    if (err instanceof BackupError) {
      logger().warn({ code: err.code, detail: err.detail }, 'backup refused');
      return fail(backupErrorText(err));
    }
    logger().error({ err }, 'backup restore failed');
    return fail(fmt(m.toasts.restoreFailed, { detail: '' }));
  } finally {
    running = false;
    fs.rm(file, { force: true }, () => {});
  }
}

/** The catalogue's text for a refused backup. */
export function backupErrorText(err: BackupError): string {
  const m = catalog.tr.adminSettings.toasts;
  switch (err.backupCode) {
    case 'invalid_json':
      return m.restoreInvalidJson;
    case 'not_backup':
      return m.restoreNotBackup;
    case 'newer_version':
      return fmt(m.restoreNewer, { version: err.detail, max: BACKUP_FORMAT_VERSION });
    case 'invalid_structure':
      return fmt(m.restoreInvalid, { detail: err.detail });
    case 'invalid_row':
      return fmt(m.restoreInvalidRow, { detail: err.detail });
    default:
      return fmt(m.restoreFailed, { detail: err.detail.slice(0, 200) });
  }
}
