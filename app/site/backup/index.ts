/**
 * The public face of site/backup/ for browser and server code: what other folders use from its client-safe
 * modules. Other folders import only this and index.server.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export { BackupError } from './errors';
export { MAX_RESTORE_BYTES, MAX_RESTORE_MB, RESTORE_PATH } from './paths';
export { type MailServerLine, type RestoredInvitation, type RestorePlan, type TableChange } from './restore-types';
export { backupScheduleSchema, type BackupScheduleView } from './schedule-schema';
export { type BackupStatus } from './schedule';
