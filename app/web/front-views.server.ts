import dgram from 'node:dgram';
import type http from 'node:http';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { countPageView, pageViewCandidate } from './analytics.server';

/**
 * Page views answered by the nginx front's micro-cache (deploy/nginx/site.conf) never reach
 * this process. nginx reports each of them as one syslog datagram (log_format site_views: a
 * JSON object) to FRONT_VIEWS_PORT on loopback, and they are counted here by the same rules as
 * the views the app answers itself (app/web/analytics.server.ts): the front sends only the
 * answers it served without the app (`$upstream_cache_status` HIT, STALE or UPDATING), so no
 * view is counted twice.
 *
 * Only loopback is listened to. Any local process could send a datagram, which is no more than
 * a GET to the site could do.
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

/** Counts one datagram's view; returns whether it was one. */
export function countFrontDatagram(msg: Buffer): boolean {
  const text = msg.toString('utf8');
  const start = text.indexOf('{');
  if (start === -1) return false;
  let line: FrontLine;
  try {
    line = JSON.parse(text.slice(start)) as FrontLine;
  } catch {
    return false;
  }
  const parsed = frontRequest(line);
  if (!parsed) return false;
  const view = pageViewCandidate(parsed.req);
  if (!view) return false;
  // The front caches only what the app answered as a public page (HTML): a 200 from it is one.
  countPageView(parsed.req, view, parsed.status, 'text/html');
  return true;
}

export async function startFrontViews(): Promise<(() => Promise<void>) | void> {
  const port = config().FRONT_VIEWS_PORT;
  if (!port) return;
  const socket = dgram.createSocket({ type: 'udp4', recvBufferSize: 4 * 1024 * 1024 });
  socket.on('message', (msg) => {
    try {
      countFrontDatagram(msg);
    } catch (err) {
      logger().warn({ err }, 'front view not counted');
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  socket.on('error', (err) => logger().warn({ err }, 'front views socket error'));
  logger().info({ port }, 'counting the views the nginx front serves');
  return () => new Promise<void>((resolve) => socket.close(() => resolve()));
}
