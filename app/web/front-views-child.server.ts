import fs from 'node:fs';
import os from 'node:os';
import { recorder } from '~/domain/analytics/collect.server';
import { startSiteAddress } from '~/domain/settings/site-address.server';
import { config } from '~/server/config.server';
import { closeDb, getDb } from '~/server/db/index.server';
import { announceLocally, listenForChanges } from '~/server/cache/invalidation.server';
import { logger } from '~/server/logger.server';
import { followFrontLog, readEvery } from './front-views.server';
import { positionFromArgs, VIEWS_PROCESS_NICE, type FromViewsProcess, type ToViewsProcess } from './front-views-process.server';

/**
 * The views process's side (front-views-process.server.ts forks it): follows the front's views
 * log from where the server says, counts each view into the same database by the same rules, and
 * reports how far it has read. On `stop` (or when the server goes away) it reads the log once
 * more, writes what it holds and exits. Its own entry of the server build: it loads the counting
 * code and the database driver, not the web server.
 */

/**
 * Lowers this process's CPU priority. On Linux a nice value belongs to a thread: every thread
 * the process has now (V8's helpers) is set, and threads started later inherit the main one's.
 */
export function lowerPriority(nice = VIEWS_PROCESS_NICE): void {
  let threads = [0];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    /* not Linux: the process's own */
  }
  for (const tid of threads) {
    try {
      os.setPriority(tid, nice);
    } catch {
      /* a thread that has just ended, or not allowed: the count goes on at the same priority */
    }
  }
}

/** The settings (analytics on or off) and the site's address are read again this often. */
const SETTINGS_EVERY_MS = 5000;

export async function runFrontViewsProcess(): Promise<void> {
  if (!process.send) throw new Error('runFrontViewsProcess: not started by fork()');
  lowerPriority();
  // Heard from the start: a stop that comes while the process is still starting is kept for later.
  let stopWanted = false;
  let stop = () => {
    stopWanted = true;
  };
  process.on('message', (msg: ToViewsProcess) => {
    if (msg.type === 'stop') stop();
  });
  // The server went away without a word (killed): write what was read, then end.
  process.on('disconnect', () => stop());
  process.on('SIGTERM', () => stop());
  process.on('SIGINT', () => stop());

  const send = (msg: FromViewsProcess) => {
    if (process.connected) process.send?.(msg, () => {});
  };
  const file = config().FRONT_VIEWS_LOG;
  if (!file) throw new Error('the views process needs FRONT_VIEWS_LOG');
  const d = getDb();
  const stopListening = await listenForChanges(d);
  const stopSiteAddress = await startSiteAddress();
  // An admin's change reaches this process only from the database: on SQLite there is no event
  // between processes, so the cached settings (analytics on or off) are dropped every few seconds.
  const refresh = setInterval(() => announceLocally('settings'), SETTINGS_EVERY_MS);
  const rec = recorder();
  rec.start();
  const log = followFrontLog(file);
  await log.start(positionFromArgs(process.argv));

  let last = '';
  const reading = readEvery(file, log, () => {
    const position = log.position();
    const key = `${position.ino}:${position.offset}`;
    if (key !== last) send({ type: 'position', position });
    last = key;
  });

  let stopping = false;
  stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      clearInterval(refresh);
      await reading.stop();
      await rec.stop();
      await log.stop();
      stopSiteAddress();
      await stopListening();
      await closeDb();
      if (!process.connected) process.exit(0);
      process.send?.({ type: 'stopped', position: log.position() } satisfies FromViewsProcess, () => process.exit(0));
    })();
  };
  logger().info({ file, pid: process.pid, nice: VIEWS_PROCESS_NICE }, 'views process: counting the views the nginx front serves');
  if (stopWanted) stop();
}
