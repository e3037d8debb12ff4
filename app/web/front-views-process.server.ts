import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { logger } from '~/server/logger.server';

/**
 * The views process: the server hands the counting of the nginx front's views
 * (front-views.server.ts) to a child process that runs at a low CPU priority.
 *
 * Why: at a crowd's 20,000 cached pages a second the counting takes ~9 µs of CPU per view
 * (parsing, the visitor hash, one raw row each). In the server it took a fifth of a CPU from
 * nginx and held the server's own event loop ~50 ms in every 250 ms, in front of every page it
 * renders and every admin action. In a child at nice 10 the visitors come first: while the
 * machine is saturated the counting falls behind, and it catches up when the crowd thins. The
 * log is the queue: nothing is lost, the figures are late (ADR 030, 2026-11-28).
 *
 * The child runs front-views-child.server.ts, its own entry of the server build (vite.config.ts),
 * with the server's environment (it writes to the same database). It reports where it has read to;
 * if it exits unexpectedly it is started again from there, after 1 s (doubling to a minute while it
 * keeps failing). Its last second of views not yet written is lost then, and only then.
 */

export interface FrontViewsProcessOptions {
  /** The script `fork` runs; it calls `runFrontViewsProcess()`. */
  modulePath: string;
  args?: string[];
  execArgv?: string[];
}

/** A place in the views log: the file (its inode; 0 when there was none) and a byte offset in it. */
export interface LogPosition {
  ino: number;
  offset: number;
}

/** Messages between the server and the views process. */
export type ToViewsProcess = { type: 'stop' };
export type FromViewsProcess = { type: 'position'; position: LogPosition } | { type: 'stopped'; position: LogPosition };

/** The nice value the process runs at: below the server and nginx (0), above batch work (19). */
export const VIEWS_PROCESS_NICE = 10;

/** How long a stopping child may take to write its last views before it is killed. */
const STOP_TIMEOUT_MS = 15_000;
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 60_000;

/** The argument that carries the starting position to the child (`--from=<inode>:<offset>`). */
export function positionArg(p: LogPosition): string {
  return `--from=${p.ino}:${p.offset}`;
}

export function positionFromArgs(argv: readonly string[]): LogPosition | undefined {
  const m = /^--from=(\d+):(\d+)$/.exec(argv.find((a) => a.startsWith('--from=')) ?? '');
  return m ? { ino: Number(m[1]), offset: Number(m[2]) } : undefined;
}

/**
 * Starts the views process reading from `from` and keeps it running; resolves to the stop
 * function, which lets the child write what it has read and waits for it to exit.
 */
export function superviseFrontViews(opts: FrontViewsProcessOptions, from: LogPosition) {
  let position = from;
  let stopping = false;
  let child: ChildProcess | undefined;
  let restartIn = RESTART_MIN_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = () => {
    const startedAt = Date.now();
    const proc = fork(opts.modulePath, [...(opts.args ?? []), positionArg(position)], {
      // The server's own flags (heap size...), without profilers and debuggers: one process each.
      execArgv: opts.execArgv ?? process.execArgv.filter((a) => !/^--(cpu-prof|heap-prof|inspect)/.test(a)),
    });
    child = proc;
    // At once, for its main thread; the child sets its other threads itself (lowerPriority).
    try {
      if (proc.pid) os.setPriority(proc.pid, VIEWS_PROCESS_NICE);
    } catch {
      /* gone already, or not allowed: the child tries too */
    }
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    proc.on('message', (msg: FromViewsProcess) => {
      if (msg.type === 'position' || msg.type === 'stopped') position = msg.position;
    });
    proc.on('error', (err) => logger().error({ err }, 'views process: error'));
    proc.on('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      // Ran for a while: the next failure starts the back-off again.
      if (Date.now() - startedAt > RESTART_MAX_MS) restartIn = RESTART_MIN_MS;
      logger().error({ code, signal, restartInMs: restartIn }, 'views process: exited; starting it again');
      restartTimer = setTimeout(launch, restartIn);
      restartTimer.unref();
      restartIn = Math.min(restartIn * 2, RESTART_MAX_MS);
    });
  };
  launch();

  return {
    pid: () => child?.pid,
    position: () => position,
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const proc = child;
      if (!proc) return;
      const killer = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
      if (proc.connected) proc.send({ type: 'stop' } satisfies ToViewsProcess, () => {});
      else proc.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    },
  };
}
