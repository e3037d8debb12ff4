import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { BACKUP_FORMAT_VERSION, type BackupError } from './errors';
import { MAX_RESTORE_BYTES } from './paths';

/**
 * The admin's restore upload: the multipart body is streamed (busboy) into a
 * file under DATA_DIR/tmp, at most MAX_RESTORE_MB (a larger file is refused:
 * nothing more is written, the rest of the body is discarded). What happens to
 * the file next (checked, previewed, restored or deleted) is restore-flow.server.ts.
 */
export type Saved = { kind: 'file'; file: string } | { kind: 'too_large' } | { kind: 'no_file' } | { kind: 'bad_request' };

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
    case 'account_conflict': {
      const [idEmail = '', fileEmail = ''] = err.detail.split(' ');
      return fmt(catalog.tr.adminRestore.accountConflict, { idEmail, fileEmail });
    }
    case 'no_owner':
      return catalog.tr.adminRestore.noOwner;
    case 'unknown_account':
      return catalog.tr.adminRestore.unknownAccount;
    default:
      return fmt(m.restoreFailed, { detail: err.detail.slice(0, 200) });
  }
}
