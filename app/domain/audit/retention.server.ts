import { db } from '~/server/db/index.server';
import { logger } from '~/server/logger.server';
import { AUDIT_RETENTION_DAYS } from './constants';

/**
 * The audit log's only delete: entries older than a year (AUDIT_RETENTION_DAYS).
 * Run hourly by every instance; a delete by time is idempotent, so several
 * instances running it at once delete each row once and lose nothing else.
 */
export async function purgeOldAuditEntries(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const r = await db().deleteFrom('audit_log').where('at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}

const EVERY_MS = 60 * 60 * 1000;

/** Start-up service (app/web/startup.server.ts): once at start, then every hour. */
export async function startAuditRetention(): Promise<() => void> {
  const run = async () => {
    try {
      const n = await purgeOldAuditEntries();
      if (n) logger().info({ deleted: n }, 'audit log: entries older than a year deleted');
    } catch (err) {
      logger().warn({ err }, 'audit log retention failed');
    }
  };
  await run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
