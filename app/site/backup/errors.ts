import { DomainError } from '~/lib/errors';

export const BACKUP_FORMAT = 'site-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * Why a backup was refused: not JSON (or cut short), not one of our backups,
 * a newer format, a wrong frame (unknown top-level key, unknown table or
 * column, a table missing; detail: its name), an invalid row (detail:
 * `table[index].field`), the database refused it (detail: its message), or the account
 * rules refused it.
 */
export type BackupErrorCode =
  | 'invalid_json'
  | 'not_backup'
  | 'newer_version'
  | 'invalid_structure'
  | 'invalid_row'
  | 'restore_failed'
  // An archive that unpacks to far more than its size, or holds an image larger than an upload may be.
  | 'archive_too_large'
  | 'image_too_large'
  // The account rules (ADR 018): a row pointing at two people here (detail: their e-mails, id's first,
  // a space between), people ticked with no owner on a site without one, a ticked id not new in the file.
  | 'account_conflict'
  | 'no_owner'
  | 'unknown_account'
  // The restore would point the site's mail at another server and no proof of identity came with it.
  | 'reauth_needed';

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
