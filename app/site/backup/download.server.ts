import { auditor } from '~/domain/audit/index.server';
import type { AdminSession } from '~/domain/auth/index.server';
import { archiveStream } from './archive.server';

/**
 * The backup download's archive. Not a write, but every row of the site leaves it: the
 * audit log names who took it (before the first byte).
 */
export async function startBackupDownload(session: Pick<AdminSession, 'id'>, now: Date): Promise<ReturnType<typeof archiveStream>> {
  await auditor(session)({ action: 'backup', entity: 'backup' });
  return archiveStream({ now });
}
