// The rows step of `npm run restore`, kept apart so the restore rules it follows can be swapped in one place.
import { restoreBackupFile } from '../../app/domain/backup/backup.server';

/** Restores the rows of a backup file; returns a one-line summary. */
export async function restoreRows(file: string): Promise<string> {
  const { counts, stoppedCampaigns } = await restoreBackupFile(file);
  const n = Object.values(counts).reduce((a, b) => a + b, 0);
  return `${n} rows${stoppedCampaigns ? `, ${stoppedCampaigns} unfinished campaigns stopped (none of their e-mail is sent)` : ''}`;
}
