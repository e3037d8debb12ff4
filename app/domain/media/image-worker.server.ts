import { fork, type ChildProcess } from 'node:child_process';
import { logger } from '~/server/logger.server';
import { InvalidImageError } from './image-encode.server';
import { imageJobs, type ImageJobs } from './image-jobs.server';
import { singleton } from '~/server/singleton.server';

/**
 * The image process: the web server hands every sharp job (uploads, seeded pictures,
 * social cards) to a child process it starts on demand and stops once idle.
 *
 * Why: libvips decodes with its own threads and glibc keeps the memory they touched.
 * Drawn in the server, a first start's pictures left ~120 MB resident for the life of
 * the process (239 MB against 121 MB for a later start, ADR 017), and every upload
 * could add to it. In a child the memory goes back to the system when it exits, and a
 * decoder crash or a hostile file costs the child, not the site.
 *
 * The child runs image-worker-child.server.ts, its own small entry of the server build
 * (vite.config.ts): it loads sharp and the drawing code, not the web server. Without
 * `setImageWorker` (tests, development, the command-line scripts), jobs run in this
 * process, the same functions.
 */

export type JobName = keyof ImageJobs;
type Args<K extends JobName> = Parameters<ImageJobs[K]>;
type Result<K extends JobName> = Awaited<ReturnType<ImageJobs[K]>>;

export interface ImageWorkerOptions {
  /** The script `fork` runs; it calls `runImageWorker()`. */
  modulePath: string;
  args?: string[];
  execArgv?: string[];
  /** How long the process waits for another job before it is stopped. */
  idleMs?: number;
}

export interface Request {
  id: number;
  name: JobName;
  args: unknown[];
}
export type Reply = { id: number; result: unknown } | { id: number; error: { code?: string; message: string } };

interface Worker {
  proc: ChildProcess;
  pending: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
  idle?: NodeJS.Timeout;
}

const DEFAULT_IDLE_MS = 15_000;
/** The image process of this server process: how to start it, the running one, the next job's id. */
const images = singleton('image worker', () => ({
  options: undefined as ImageWorkerOptions | undefined,
  current: undefined as Worker | undefined,
  nextId: 1,
}));

/** Sends image jobs to a child process from now on (`undefined`: back to this process). */
export function setImageWorker(opts: ImageWorkerOptions | undefined): void {
  images().options = opts;
}

/** Runs one image job, in the image process when there is one. */
export async function imageJob<K extends JobName>(name: K, ...args: Args<K>): Promise<Result<K>> {
  const options = images().options;
  if (!options) return (imageJobs[name] as unknown as (...a: Args<K>) => Promise<Result<K>>)(...args);
  const w = worker(options);
  clearTimeout(w.idle);
  const id = images().nextId++;
  // Busy: the process keeps the server's event loop alive until it answers.
  w.proc.ref();
  w.proc.channel?.ref();
  const result = new Promise<unknown>((resolve, reject) => w.pending.set(id, { resolve, reject }));
  const request: Request = { id, name, args };
  w.proc.send(request, (err) => {
    if (err) settle(w, { id, error: { message: err.message } });
  });
  return result as Promise<Result<K>>;
}

function worker(opts: ImageWorkerOptions): Worker {
  const running = images().current;
  if (running) return running;
  const proc = fork(opts.modulePath, opts.args ?? [], {
    serialization: 'advanced', // Buffers cross as Buffers, not as JSON arrays
    // The server's own flags (heap size...), without profilers and debuggers: one process each.
    execArgv: opts.execArgv ?? process.execArgv.filter((a) => !/^--(cpu-prof|heap-prof|inspect)/.test(a)),
    env: childEnv(process.env),
  });
  const w: Worker = { proc, pending: new Map() };
  images().current = w;
  proc.on('message', (reply: Reply) => settle(w, reply));
  proc.on('error', (err) => logger().error({ err }, 'image process: error'));
  proc.on('exit', (code, signal) => {
    if (images().current === w) images().current = undefined;
    clearTimeout(w.idle);
    if (w.pending.size) logger().error({ code, signal, jobs: w.pending.size }, 'image process: exited with jobs in progress');
    for (const p of w.pending.values()) p.reject(new Error(`the image process exited (${signal ?? code})`));
    w.pending.clear();
  });
  return w;
}

/**
 * What the image process inherits of the environment: how to run (paths, locale, Node's and
 * libvips' own settings), never the site's configuration. It decodes files from the internet;
 * should a decoder ever be exploited, it holds no database address, password or key.
 */
export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const keep =
    /^(BUILD_DIR|PATH|HOME|TMPDIR|TMP|TEMP|LANG|LC_\w+|TZ|NODE_ENV|NODE_OPTIONS|NODE_PATH|UV_THREADPOOL_SIZE|VIPS_\w+|SHARP_\w+|MALLOC_\w+)$/;
  return Object.fromEntries(Object.entries(env).filter(([name]) => keep.test(name)));
}

function settle(w: Worker, reply: Reply) {
  const p = w.pending.get(reply.id);
  if (!p) return;
  w.pending.delete(reply.id);
  if ('result' in reply) p.resolve(reply.result);
  else p.reject(reply.error.code === 'invalid_image' ? new InvalidImageError(reply.error.message) : new Error(reply.error.message));
  if (w.pending.size) return;
  // Idle: the process no longer holds the server open, and stops if no job comes.
  w.proc.unref();
  w.proc.channel?.unref();
  w.idle = setTimeout(() => stop(w), images().options?.idleMs ?? DEFAULT_IDLE_MS).unref();
}

function stop(w: Worker) {
  if (images().current === w) images().current = undefined;
  // Closing the channel ends the child (runImageWorker exits on disconnect).
  if (w.proc.connected) w.proc.disconnect();
}

/** The image process's id while it runs (for tests and diagnostics). */
export function imageWorkerPid(): number | undefined {
  return images().current?.proc.pid;
}

/** Stops the image process (at shutdown); jobs in progress are refused. */
export function stopImageWorker(): void {
  const running = images().current;
  if (running) stop(running);
}
