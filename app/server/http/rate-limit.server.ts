import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { db } from '../db/index.server';
import { logger } from '../logger.server';

/**
 * Rate limits shared by every instance: counters in the database (table
 * `rate_limits`), so N instances behind a balancer allow the limit once, not
 * N times. A sliding window estimated from two fixed windows (the hits of
 * the current window plus the previous window's, weighted by how much of it
 * still overlaps): one atomic upsert per hit on both engines, no per-hit rows.
 * Refused hits count too, so a client that keeps posting stays refused.
 * Keys are hashed: no client address is stored.
 */
export interface RateLimiter {
  /** Records a hit; false when the key is over its limit. */
  hit(key: string, now?: number): Promise<boolean>;
}

export function createRateLimiter(opts: { limit: number; windowMs: number }): RateLimiter {
  let lastSweep = 0;
  const sweep = (win: number, now: number) => {
    if (now - lastSweep < opts.windowMs) return;
    lastSweep = now;
    db()
      .deleteFrom('rate_limits')
      .where('win', '<', win - 1)
      .execute()
      .catch((err: unknown) => logger().warn({ err }, 'rate limit sweep failed'));
  };

  return {
    async hit(key, now = Date.now()) {
      const win = Math.floor(now / opts.windowMs);
      const id = createHash('sha256').update(key).digest('hex');
      try {
        // Every right-hand side reads the row as it was before this statement (both engines).
        const row = await sql<{ count: number; prev: number; win: number }>`
          INSERT INTO rate_limits (key, win, count, prev) VALUES (${id}, ${win}, 1, 0)
          ON CONFLICT (key) DO UPDATE SET
            prev = CASE WHEN rate_limits.win = ${win} THEN rate_limits.prev
                        WHEN rate_limits.win = ${win - 1} THEN rate_limits.count ELSE 0 END,
            count = CASE WHEN rate_limits.win = ${win} THEN rate_limits.count + 1 ELSE 1 END,
            win = ${win}
          RETURNING count, prev`.execute(db());
        const r = row.rows[0]!;
        sweep(win, now);
        const overlap = 1 - (now - win * opts.windowMs) / opts.windowMs;
        return Number(r.prev) * overlap + Number(r.count) <= opts.limit;
      } catch (err) {
        // The database is what the form would write to as well: if it is down the post fails there.
        logger().warn({ err }, 'rate limit check failed; request allowed');
        return true;
      }
    },
  };
}
