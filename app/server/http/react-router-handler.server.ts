import type http from 'node:http';
import type express from 'express';
import { createRequestHandler as createRouterHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { wholeBodyOf } from '~/render/whole-body';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, watchDatabaseFailures } from '~/server/db/unavailable.server';

/**
 * React Router's Express glue, as `@react-router/express` 7.18 does it (the request built the same
 * way), except for the writing of a response body (writeResponseBody below; a body known whole is
 * written at once). Theirs,
 * `writeReadableStreamToWritable` of `@react-router/node` 7.18.5, races every read against one
 * promise that settles only when the response fails, and `Promise.race` on a pending promise keeps
 * each race's result (the chunk) until that promise settles: a streamed response held all its bytes
 * until it ended (a 120 MB backup download held 120 MB; remix-run/react-router#15247, fixed in 8.x
 * by #15500). With a 7.x release that has the fix this file can go back to `@react-router/express`.
 */
export function createRequestHandler({
  build,
  getLoadContext,
  mode = process.env.NODE_ENV,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext?: (req: express.Request, res: express.Response) => AppLoadContext | Promise<AppLoadContext>;
  mode?: string;
}): express.RequestHandler {
  const handleRequest = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = toRequest(req, res);
      const loadContext = await getLoadContext?.(req, res);
      const { result: response, unavailable } = await watchDatabaseFailures(() => handleRequest(request, loadContext));
      await sendResponse(res, unavailable && response.status >= 500 ? asUnavailable(response) : response);
    } catch (error) {
      if (isDatabaseUnavailable(error) && !res.headersSent) return answerUnavailable(res);
      next(error);
    }
  };
}

/**
 * A page whose loader or action failed because the database could not be reached: the error
 * page as rendered, answered 503 with Retry-After (the next try takes a new connection), never cached.
 */
function asUnavailable(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}

/** 503 for a request that failed on an unreachable database before anything was rendered. */
export function answerUnavailable(res: express.Response): void {
  res
    .status(503)
    .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
    .type('text/plain')
    .send('Service Unavailable');
}

function toHeaders(requestHeaders: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** The port a Host (or X-Forwarded-Host) value names, `name:port` or `[v6]:port`; undefined without one. */
export function portOfHost(host: string | undefined): number | undefined {
  const m = /^(?:\[[^\]]*\]|[^:[\]]*):(\d{1,5})$/.exec(host?.trim() ?? '');
  return m ? Number(m[1]) : undefined;
}

/** The URL React Router sees for a request: its scheme, host name and port (an IPv6 literal's too), and path. */
export function requestUrl(
  req: Pick<express.Request, 'protocol' | 'hostname' | 'originalUrl' | 'get'> & { app?: Pick<express.Application, 'enabled'> },
): URL {
  const forwarded = req.app?.enabled('trust proxy') ? portOfHost(req.get('X-Forwarded-Host')?.split(',')[0]) : undefined;
  const port = forwarded ?? portOfHost(req.get('host'));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
}

function toRequest(req: express.Request, res: express.Response): Request {
  const url = requestUrl(req);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: toHeaders(req.headers), signal: controller.signal };
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

async function sendResponse(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders();
  // A page rendered whole: one write (app/render/whole-body.ts); its web stream is never read.
  const whole = wholeBodyOf(response);
  if (whole) res.end(whole);
  else if (response.body) await writeResponseBody(response.body, res);
  else res.end();
}

/**
 * Writes a body to the response at the socket's pace (waits for drain) and keeps no chunk once it
 * is written: every wait has its own listeners, removed when it ends. A response that closes
 * first (the client went away) cancels the body; a body that fails destroys the response.
 */
export async function writeResponseBody(body: ReadableStream<Uint8Array>, res: http.ServerResponse): Promise<void> {
  const reader = body.getReader();
  // A read waiting for the body ends (done) when the response goes away.
  const onClose = () => void reader.cancel().catch(() => {});
  res.once('close', onClose);
  let ended = false;
  try {
    while (!res.destroyed && !res.writableEnded) {
      const { done, value } = await reader.read();
      if (res.destroyed) break;
      if (done) {
        ended = true;
        res.end();
        break;
      }
      const more = res.write(value);
      // compression's flush: what was written goes out now (a streamed page's first bytes).
      (res as http.ServerResponse & { flush?: () => void }).flush?.();
      if (!more) await drained(res);
    }
  } catch (error) {
    if (!res.destroyed) {
      res.once('error', () => {});
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  } finally {
    res.off('close', onClose);
    // A body not read to its end (the response went away, or failed) is told to stop.
    if (!ended) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** Resolves on the response's next drain, or when it closes. */
function drained(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
