// npm run admin:unlock [-- <address>]
// Lifts the login lock of one client address (IPv4, or IPv6 — its /64 is what is locked), or every lock when no
// address is given: for when a colleague's wrong passwords locked the office address and nobody can log in.
// The same as the "Giriş kilitleri" list on the admin's system tab.
import { closeDb, getDb } from '../app/server/db/index.server';
import { migrateToLatest } from '../app/server/db/migrate.server';
import { liftLocks, lockKeyOf } from '../app/domain/auth/lockout.server';
import { logger } from '../app/server/logger.server';
import { serverActor } from '../app/domain/audit/actor.server';
import { recordAudit } from '../app/domain/audit/audit.server';

try {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  const key = arg === undefined ? undefined : lockKeyOf(arg);
  if (key === null) throw new Error(`"${arg}" is not an IP address`);
  const d = getDb();
  await migrateToLatest(d);
  const lifted = await liftLocks(key);
  logger().warn({ by: 'admin:unlock', key: key ?? 'all', lifted }, 'login lock lifted');
  // The audit log: one entry per lifted lock, by "Sunucu (admin:unlock)".
  for (const k of lifted) await recordAudit(serverActor('admin:unlock'), { action: 'unlock', entity: 'login_lock', entityId: k });
  await closeDb();
  if (lifted.length === 0)
    console.log(key ? `No running lock for ${key}; its failure count is cleared.` : 'No running lock; failure counts cleared.');
  else console.log(`Lock lifted for ${lifted.join(', ')} (${d.kind}). These addresses can log in again now.`);
} catch (err) {
  console.error(`Could not lift the lock: ${err instanceof Error ? err.message : String(err)}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
