import { getDb } from './db/index.server';
import { migrateToLatest } from './db/migrate.server';
import { seedIfEmpty } from './db/seed.server';
import { logger } from './logger.server';
import { listenForChanges } from './cache/invalidation.server';

type Stop = () => Promise<void> | void;
const stops: Stop[] = [];
const startHooks: Array<() => Promise<Stop | void>> = [];

/** Domains register background work (mail queue, campaign worker) to start with the server. */
export function onServerStart(hook: () => Promise<Stop | void>) {
  startHooks.push(hook);
}

/** Prepares the database and background work; called once by server.ts before listening. */
export async function startServices(): Promise<void> {
  const d = getDb();
  const applied = await migrateToLatest(d);
  if (applied.length) logger().info({ applied, engine: d.kind }, 'database migrated');
  if (await seedIfEmpty(d)) logger().info('database seeded with initial content');
  stops.push(await listenForChanges(d));
  for (const hook of startHooks) {
    const stop = await hook();
    if (stop) stops.push(stop);
  }
}

export async function stopServices(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop();
}
