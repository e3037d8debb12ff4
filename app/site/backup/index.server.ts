/**
 * The public face of site/backup/ for server code: index.ts and what other folders use from its server
 * modules. Other folders import only this and index.ts (scripts/check-imports.mjs, docs/architecture.md).
 */
export * from './index';
export { archiveFilename, restoreMedia, startBackupDownload, unpackBackup, writeArchiveFile } from './archive.server';
export { importLegacy, LegacyImportError } from './legacy.server';
export { applyRestore, planRestore } from './plan.server';
export { cancelRestore, confirmRestore, stagedRestore, stageRestoreUpload } from './restore-flow.server';
export { backupIntents } from './schedule-actions.server';
export { backupScheduleView } from './schedule-config.server';
export { backupStatus, startBackupScheduler } from './schedule.server';
