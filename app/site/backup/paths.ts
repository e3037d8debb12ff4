/** The restore route (upload: POST multipart/form-data, field `backup`; preview, confirm, cancel): app/routes/admin/settings-restore.tsx. */
export const RESTORE_PATH = '/admin/ayarlar/geri-yukle';
/** Largest backup file a restore accepts: an archive carries every image (docs/decisions/019-backup-archives.md). */
export const MAX_RESTORE_MB = 2048;
export const MAX_RESTORE_BYTES = MAX_RESTORE_MB * 1024 * 1024;
