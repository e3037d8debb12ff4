import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { catalog } from '~/i18n/catalog';
import { fmt } from '~/i18n/define';
import { BACKUP_FORMAT_VERSION, type BackupError } from './errors';
import { MAX_RESTORE_BYTES } from './paths';
import { MAX_ARCHIVE_IMAGE_BYTES } from './archive.server';
import { readMultipartFile } from '~/server/http/multipart.server';

/**
 * The admin's restore upload: the multipart body is streamed (busboy) into a
 * file under DATA_DIR/tmp, at most MAX_RESTORE_MB (a larger file is refused:
 * nothing more is written, the rest of the body is discarded). What happens to
 * the file next (checked, previewed, restored or deleted) is restore-flow.server.ts.
 */
export type Saved = { kind: 'file'; file: string } | { kind: 'too_large' } | { kind: 'no_file' } | { kind: 'bad_request' };

/**
 * Streams the `backup` file field of the request into `file` (server/http/multipart.server.ts).
 * Past `max` bytes busboy stops passing the file on (the file holds at most `max` bytes,
 * and the caller deletes it) and the rest of the body is discarded. A body that fails or
 * is cut off (the client went away) ends at once.
 */
export async function saveUpload(request: Request, file: string, max = MAX_RESTORE_BYTES): Promise<Saved> {
  let output: fs.WriteStream | undefined;
  const out = await readMultipartFile(request, {
    field: 'backup',
    max,
    take: async (stream) => {
      output = fs.createWriteStream(file, { mode: 0o600 });
      await pipeline(stream, output);
      return output.bytesWritten;
    },
    onBroken: () => output?.destroy(),
  });
  if (out.kind !== 'file') return out;
  return out.value > 0 ? { kind: 'file', file } : { kind: 'no_file' };
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
    case 'archive_too_large':
      return m.restoreArchiveTooLarge;
    case 'image_too_large':
      return fmt(m.restoreImageTooLarge, { mb: MAX_ARCHIVE_IMAGE_BYTES / 1024 / 1024 });
    case 'account_conflict': {
      const [idEmail = '', fileEmail = ''] = err.detail.split(' ');
      return fmt(catalog.tr.adminRestore.accountConflict, { idEmail, fileEmail });
    }
    case 'no_owner':
      return catalog.tr.adminRestore.noOwner;
    case 'unknown_account':
      return catalog.tr.adminRestore.unknownAccount;
    case 'reauth_needed':
      return catalog.tr.adminRestore.reauthNeeded;
    default:
      return fmt(m.restoreFailed, { detail: err.detail.slice(0, 200) });
  }
}
