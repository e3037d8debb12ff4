import fs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type http from 'node:http';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { recorder, rowShape, type PendingEvent } from '~/domain/analytics/collect.server';
import { isFresh, onContentChanged } from '~/server/cache/invalidation.server';
import { validIp } from '~/server/http/client-ip.server';
import { countPageView, pageViewCandidate, viewEvent } from './analytics.server';
import { superviseFrontViews, type FrontViewsProcessOptions, type LogPosition } from './front-views-process.server';

/**
 * Page views answered by the nginx front's micro-cache (deploy/nginx/site.conf) never reach
 * this process. nginx writes each of them as one line (log_format site_views: the client's address,
 * a space, then a JSON object of the request's other facts) to FRONT_VIEWS_LOG, buffered
 * (`buffer=64k flush=1s`), and the views process (front-views-process.server.ts: a child of the
 * server, at a lower CPU priority) reads the new lines four times a second and counts them by
 * the same rules as the views the server answers itself (app/web/analytics.server.ts). The JSON part is
 * parsed once per distinct text (verdictOf): at 20,000 cached pages a second, parsing each line
 * cost the app more CPU than nginx spent serving it (docs/decisions/030). The front logs only the answers it served without the app
 * (`$upstream_cache_status` HIT, STALE or UPDATING), so no view is counted twice.
 *
 * A file rather than a syslog datagram per view: the datagrams cost nginx and this process a
 * system call per cached page each, which halved what the front served (docs/decisions/030).
 * The file may be rotated (renamed, then `nginx -s reopen`): the old one is read to its end first.
 * Lines written while the app is down are skipped (it starts reading at the file's end); a views
 * process started again after a crash goes on from where the last one had read.
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

/** Counts one line of the former format (all of it one JSON object), `times` times; returns whether it was a view. */
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

/**
 * Verdicts per distinct text after the address (a crowd on a page sends the same few browsers,
 * paths and referrers): the JSON is parsed, the rules that do not depend on the address run, and
 * the view's row is worked out (its site, referrer, campaign, device, language: rowShape) once
 * per text, not once per view. null: not a view. Bounded: emptied at 5,000 texts, and whenever
 * content changes (the site's address is part of what is worked out).
 */
type Verdict = Omit<PendingEvent, 'at' | 'ip'> | null;
const verdicts = new Map<string, Verdict>();
let verdictsSince = Date.now();
onContentChanged(() => verdicts.clear());
function verdictOf(rest: string): Verdict {
  // Worked out from values read from the database (the site's address): as short-lived as they are.
  if (!isFresh(verdictsSince)) {
    verdicts.clear();
    verdictsSince = Date.now();
  }
  let v = verdicts.get(rest);
  if (v !== undefined) return v;
  v = null;
  try {
    // The address is set per line (countFrontView); nothing worked out here reads it.
    const parsed = frontRequest({ ...(JSON.parse(rest) as FrontLine), ip: '-' });
    const view = parsed && pageViewCandidate(parsed.req);
    // The front caches only what the app answered as a public page (HTML): a 200 from it is one.
    const event = view && viewEvent(parsed.req, view, parsed.status, 'text/html');
    if (event) {
      const { at: _at, ip: _ip, ...rest } = event;
      v = { ...rest, shape: rowShape(rest) };
    }
  } catch {
    /* not JSON: not a view */
  }
  if (verdicts.size >= 5000) verdicts.clear();
  verdicts.set(rest, v);
  return v;
}

/**
 * Counts one line (`$remote_addr {json}`, log_format site_views) as a view seen at `at`; returns
 * whether it was one. What reads the address (the visitor, its caps) runs per line, in the
 * recorder, exactly as for the app's own views.
 */
export function countFrontView(text: string, at = Date.now()): boolean {
  if (text.startsWith('{')) return countFrontLine(text);
  const space = text.indexOf(' ');
  if (space < 1 || space > 64) return false;
  const v = verdictOf(text.slice(space + 1));
  if (!v) return false;
  // Spelt out (a spread cost ~1 µs a view); the address as clientAddress reads a socket's: normalised, valid.
  recorder().record({
    at,
    kind: v.kind,
    path: v.path,
    ip: validIp(text.slice(0, space)) ?? 'unknown',
    userAgent: v.userAgent,
    site: v.site,
    referer: v.referer,
    ownHosts: v.ownHosts,
    query: v.query,
    shape: v.shape,
  });
  return true;
}

/** Counts the complete lines of a chunk and returns what is left of an unfinished last line. */
export function countFrontChunk(text: string): string {
  const at = Date.now();
  let from = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
    if (end > from) countFrontView(text.slice(from, end), at);
    from = end + 1;
  }
  return text.slice(from);
}

/** Where the log ends now: everything written from here on is new. */
export async function logEnd(file: string): Promise<LogPosition> {
  try {
    const st = await fs.stat(file);
    return { ino: st.ino, offset: st.size };
  } catch {
    return { ino: 0, offset: 0 };
  }
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
    /**
     * Opens the file (if it exists yet) at its end: lines from before this start are not counted.
     * Or at `from` (logEnd, or where a predecessor stopped): there when it is the same file (by
     * inode) and no shorter, else at the file's start (rotated, truncated or created since).
     */
    async start(from?: LogPosition) {
      try {
        handle = await fs.open(file, 'r');
        const st = await handle.stat();
        ino = st.ino;
        // Another file than `from`'s (rotated or created since) or a shorter one: all of it is new.
        offset = !from ? st.size : from.ino === st.ino && from.offset <= st.size ? from.offset : 0;
      } catch {
        handle = undefined;
      }
    },
    /** Where the next unread whole line starts (what a successor resumes from). */
    position(): LogPosition {
      return { ino: handle ? ino : 0, offset: handle ? offset - Buffer.byteLength(rest) : 0 };
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

/** How often the log is read: a second of a crowd's views (~20,000 lines) read in one go held a CPU for
 * long enough to show in the front's p99 (ADR 030); a quarter of it does not. */
export const READ_EVERY_MS = 250;

/**
 * Reads the followed log every READ_EVERY_MS, one read at a time, then calls `afterRead`; `stop()`
 * reads once more (what nginx wrote last) and waits for that read.
 */
export function readEvery(file: string, log: ReturnType<typeof followFrontLog>, afterRead: () => void = () => {}) {
  let running = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => log.read())
      .then(afterRead)
      .catch((err: unknown) => logger().warn({ err, file }, 'front views not read'));
  };
  const timer = setInterval(tick, READ_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      tick();
      await running;
    },
  };
}

let viewsProcess: FrontViewsProcessOptions | undefined;

/** Counts the front's views in a child process from now on (`undefined`: in this process). */
export function setFrontViewsProcess(opts: FrontViewsProcessOptions | undefined): void {
  viewsProcess = opts;
}

/**
 * Counts the views the front serves, when FRONT_VIEWS_LOG names its log: in the views process
 * (front-views-process.server.ts) when the server was given one (`npm start`), else here (tests,
 * development, where nothing competes for the CPU). Either way from the log's end as it is now.
 */
export async function startFrontViews(): Promise<(() => Promise<void>) | void> {
  const file = config().FRONT_VIEWS_LOG;
  if (!file) return;
  if (viewsProcess) {
    const supervised = superviseFrontViews(viewsProcess, await logEnd(file));
    logger().info({ file, pid: supervised.pid() }, 'counting the views the nginx front serves, in the views process');
    return supervised.stop;
  }
  const log = followFrontLog(file);
  await log.start();
  const reading = readEvery(file, log);
  logger().info({ file }, 'counting the views the nginx front serves');
  return async () => {
    await reading.stop();
    await log.stop();
  };
}
