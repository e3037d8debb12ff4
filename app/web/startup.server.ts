import { getDb } from '~/server/db/index.server';
import { migrateToLatest } from '~/server/db/migrate.server';
import { seedIfEmpty } from '~/server/db/seed.server';
import { logger } from '~/server/logger.server';
import { listenForChanges } from '~/server/cache/invalidation.server';
import { startCampaignWorker } from '~/domain/campaigns/index.server';
import { startMailWorker } from '~/server/mail/queue.server';
import { startAdminAccess } from '~/domain/auth/index.server';
import { storeSeedImage } from '~/domain/media/index.server';
import { startScheduledPublishing, startSocialCards } from '~/domain/blog/index.server';
import { startAnalytics } from '~/domain/analytics/index.server';
import { startAuditRetention } from '~/domain/audit/index.server';
import { startSiteAddress } from '~/domain/settings/index.server';
import { startBackupScheduler } from '~/site/backup/index.server';

type Stop = () => Promise<void> | void;

/**
 * Work that starts with the server after the database is ready, in order:
 * admin password set-up, mail queue worker, campaign worker... Each returns
 * an optional stop function, called in reverse order at shutdown.
 */
const services: Array<() => Promise<Stop | void>> = [
  // First: the confirmed address decides which host pages name (ADR 021).
  startSiteAddress,
  startAdminAccess,
  () => startMailWorker(),
  startCampaignWorker,
  startScheduledPublishing,
  // After the seed: a first start's post gets its social cards before the server listens.
  startSocialCards,
  startAnalytics,
  // The audit log keeps a year (app/domain/audit/).
  startAuditRetention,
  // Automatic backups, once across instances (app/site/backup/schedule.server.ts).
  startBackupScheduler,
];

const stops: Stop[] = [];

/** Prepares the database and background work; called once by server.ts before listening. */
export async function startServices(): Promise<void> {
  const d = getDb();
  const applied = await migrateToLatest(d);
  if (applied.length) logger().info({ applied, engine: d.kind }, 'database migrated');
  if (await seedIfEmpty(d, { storeImage: storeSeedImage })) logger().info('database seeded with initial content');
  stops.push(await listenForChanges(d));
  for (const service of services) {
    const stop = await service();
    if (stop) stops.push(stop);
  }
}

export async function stopServices(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop();
}
