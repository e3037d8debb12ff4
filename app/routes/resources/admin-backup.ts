import type { Route } from './+types/admin-backup';
import { requireAdmin } from '~/domain/auth/guard.server';
import { backupChunks, backupFilename } from '~/domain/backup/backup.server';
import { streamedDownload } from '~/lib/csv.server';
import { logger } from '~/server/logger.server';
import { auditor } from '~/domain/audit/audit.server';

/**
 * GET /admin/ayarlar/yedek — the backup file `backup-YYYY-MM-DD.json`: format
 * version, timestamp, settings and every table's rows, streamed table by table
 * in batches (see domain/backup).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  const now = new Date();
  logger().info('backup download started');
  // Not a write, but every row of the site leaves it: the audit log names who took it.
  await auditor(session)({ action: 'backup', entity: 'backup' });
  return streamedDownload({
    filename: backupFilename(now),
    contentType: 'application/json; charset=utf-8',
    chunks: backupChunks(now),
    request,
  });
}
