import fs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type http from 'node:http';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { countPageView, pageViewCandidate } from './analytics.server';

/**
 * Page views answered by the nginx front's micro-cache (deploy/nginx/site.conf) never reach
 * this process. nginx writes each of them as one line (log_format site_views: a JSON object) to
 * FRONT_VIEWS_LOG, buffered (`buffer=64k flush=1s`), and this process reads the new lines every
 * second and counts them by the same rules as the views it answers itself
 * (app/web/analytics.server.ts). The front logs only the answers it served without the app
 * (`$upstream_cache_status` HIT, STALE or UPDATING), so no view is counted twice.
 *
 * A file rather than a syslog datagram per view: the datagrams cost nginx and this process a
 * system call per cached page each, which halved what the front served (docs/decisions/030).
 * The file may be rotated (renamed, then `nginx -s reopen`): the old one is read to its end first.
 * Lines written while the app is down are skipped (it starts reading at the file's end).
 */
interface FrontLine {
  m?: string;
  u?: string;
  s?: string;
  ip?: string;
  scheme?: string;
  host?: string;
  ua?: string;
  ref?: string;
  dnt?: string;
  gpc?: string;
  purpose?: string;
  dest?: string;
  accept?: string;
  session?: string;
}

const str = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** The request nginx answered, in the shape the counting rules read (method, url, headers, address). */
export function frontRequest(line: FrontLine): { req: http.IncomingMessage; status: number } | undefined {
  const url = str(line.u, 4000);
  const ip = str(line.ip, 64);
  if (!url.startsWith('/') || !ip) return undefined;
  const headers: Record<string, string> = {};
  const set = (name: string, value: string) => {
    if (value) headers[name] = value;
  };
  set('host', str(line.host, 300));
  set('x-forwarded-proto', line.scheme === 'https' ? 'https' : '');
  set('user-agent', str(line.ua, 500));
  set('referer', str(line.ref, 1000));
  set('dnt', str(line.dnt, 4));
  set('sec-gpc', str(line.gpc, 4));
  set('sec-purpose', str(line.purpose, 100));
  set('sec-fetch-dest', str(line.dest, 50));
  set('accept', str(line.accept, 500));
  // Only whether a staff session cookie was sent matters (their own visits are not counted).
  if (line.session) headers.cookie = 'admin_session=1';
  const req = { method: str(line.m, 10), url, headers, socket: { remoteAddress: ip } } as unknown as http.IncomingMessage;
  return { req, status: Number(line.s) || 0 };
}

/** Counts one log line's view, `times` times (identical lines are parsed once); returns whether it was one. */
export function countFrontLine(text: string, times = 1): boolean {
  let line: FrontLine;
  try {
    line = JSON.parse(text) as FrontLine;
  } catch {
    return false;
  }
  const parsed = frontRequest(line);
  if (!parsed) return false;
  const view = pageViewCandidate(parsed.req);
  if (!view) return false;
  // The front caches only what the app answered as a public page (HTML): a 200 from it is one.
  for (let i = 0; i < times; i++) countPageView(parsed.req, view, parsed.status, 'text/html');
  return true;
}

/** Counts the complete lines of a chunk (identical lines folded) and returns what is left of an unfinished last line. */
export function countFrontChunk(text: string): string {
  const end = text.lastIndexOf('\n');
  if (end === -1) return text;
  const seen = new Map<string, number>();
  for (const line of text.slice(0, end).split('\n')) if (line) seen.set(line, (seen.get(line) ?? 0) + 1);
  for (const [line, times] of seen) countFrontLine(line, times);
  return text.slice(end + 1);
}

/** Follows the log file: its new lines, across rotations; read() counts what was appended since the last call. */
export function followFrontLog(file: string, take: (text: string) => string = countFrontChunk) {
  let handle: fs.FileHandle | undefined;
  let ino = 0;
  let offset = 0;
  let rest = '';
  const buf = Buffer.alloc(1 << 20);

  const drain = async (h: fs.FileHandle) => {
    for (;;) {
      const { bytesRead } = await h.read(buf, 0, buf.length, offset);
      if (!bytesRead) return;
      offset += bytesRead;
      rest = take(rest + buf.toString('utf8', 0, bytesRead));
      // A line longer than any nginx writes: not a view, drop it.
      if (rest.length > 64 * 1024) rest = '';
    }
  };

  return {
    /** Opens the file (if it exists yet) at its end: lines from before this start are not counted. */
    async start() {
      try {
        handle = await fs.open(file, 'r');
        const st = await handle.stat();
        ino = st.ino;
        offset = st.size;
      } catch {
        handle = undefined;
      }
    },
    async read() {
      let st: Stats | undefined;
      try {
        st = await fs.stat(file);
      } catch {
        st = undefined;
      }
      if (handle && (!st || st.ino !== ino)) {
        // Rotated: what nginx wrote before it reopened is at the end of the old file.
        await drain(handle);
        await handle.close();
        handle = undefined;
      }
      if (!handle) {
        if (!st) return;
        handle = await fs.open(file, 'r');
        ino = (await handle.stat()).ino;
        offset = 0;
        rest = '';
      } else if (st && st.size < offset) {
        offset = 0; // truncated in place (copytruncate)
        rest = '';
      }
      await drain(handle);
    },
    async stop() {
      await handle?.close();
      handle = undefined;
    },
  };
}

export async function startFrontViews(): Promise<(() => Promise<void>) | void> {
  const file = config().FRONT_VIEWS_LOG;
  if (!file) return;
  const log = followFrontLog(file);
  await log.start();
  let running = Promise.resolve();
  const tick = () => {
    running = running.then(() => log.read()).catch((err: unknown) => logger().warn({ err, file }, 'front views not read'));
  };
  const timer = setInterval(tick, 1000);
  timer.unref();
  logger().info({ file }, 'counting the views the nginx front serves');
  return async () => {
    clearInterval(timer);
    tick();
    await running;
    await log.stop();
  };
}
