import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { purgeStaleAttempts } from './lockout.server';
import { hasAdminPassword, setUpAdminPassword } from './password.server';
import { purgeExpiredSessions } from './sessions.server';
import { recordExistingOwner } from './owners.server';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The generated password in a plain-text frame, with a blank line around it. */
export function passwordBlock(password: string): string {
  const lines = [
    `Admin password: ${password}`,
    'Shown only this once: note it now. Sign in at /admin.',
    'To change it, set ADMIN_PASSWORD or run npm run admin:password.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 4)}+`;
  return ['', rule, ...lines.map((l) => `|  ${l.padEnd(width)}  |`), rule, ''].join('\n');
}

/**
 * Start-up service of admin access: sets up the admin password (ADMIN_PASSWORD,
 * or a generated one on the very first start, printed once), then purges
 * expired sessions and stale login counters every hour.
 */
export async function startAdminAccess(): Promise<() => void> {
  const fromEnv = config().ADMIN_PASSWORD;
  const setUp = async () => {
    const setup = await setUpAdminPassword(fromEnv);
    if (setup.kind === 'generated') {
      // Printed on stdout as a framed block (not through the logger) so it stands out and shows
      // whatever LOG_LEVEL is; the only time it is ever shown. The log only says that it happened.
      console.log(passwordBlock(setup.password));
      logger().warn(
        'admin password generated and printed once on the console (not logged); set ADMIN_PASSWORD or run npm run admin:password to change it',
      );
    } else if (setup.kind === 'updated') {
      logger().info('admin password set from ADMIN_PASSWORD; existing admin sessions were signed out');
    }
  };
  if (fromEnv && (await hasAdminPassword())) {
    // Checking ADMIN_PASSWORD against the stored hash is a scrypt (~200 ms): it runs while the
    // server starts listening; logins and session checks wait for it (password.server.ts).
    setUp().catch((err: unknown) => {
      logger().fatal({ err }, 'admin password set-up failed');
      process.exit(1);
    });
  } else {
    await setUp();
  }
  // An installation from before the shared password's end was recorded: recorded now.
  await recordExistingOwner();
  const purge = async () => {
    try {
      await purgeExpiredSessions();
      await purgeStaleAttempts();
    } catch (err) {
      logger().warn({ err }, 'admin session purge failed');
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
