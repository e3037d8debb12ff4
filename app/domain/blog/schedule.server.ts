import { announceLocally, onContentChanged } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { nextScheduledPublish } from './public.server';

/** Re-read the schedule at least this often: a post written straight into the database, a clock change. */
const RECHECK_MS = 60_000;

/**
 * Scheduled publishing: a published post with a future publish date is hidden from
 * every public query until that moment (isLive). Each instance arms a timer for the
 * next such moment and, when it comes, drops its own caches (pages, sitemap, feeds) as
 * an admin save would, so the post appears at that minute everywhere without anyone
 * touching the admin. The timer is re-armed after every content change.
 */
export async function startScheduledPublishing(): Promise<() => void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let arming: Promise<void> | undefined;

  async function arm() {
    if (stopped) return;
    clearTimeout(timer);
    let delay = RECHECK_MS;
    try {
      const next = await nextScheduledPublish();
      // +50 ms: at the moment itself the post is visible (publish_date <= now).
      if (next) delay = Math.min(RECHECK_MS, Math.max(0, next.getTime() - Date.now()) + 50);
      timer = setTimeout(() => {
        if (next && next.getTime() <= Date.now()) announceLocally('blog');
        else rearm();
      }, delay);
    } catch (err) {
      logger().warn({ err }, 'scheduled publishing: could not read the schedule');
      timer = setTimeout(rearm, RECHECK_MS);
    }
    timer.unref();
  }

  function rearm() {
    arming = (arming ?? Promise.resolve()).then(arm);
  }

  // Every change (an admin save, another instance's NOTIFY, our own announcement) re-reads the schedule.
  const unsubscribe = onContentChanged(() => rearm());
  rearm();
  await arming;
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
