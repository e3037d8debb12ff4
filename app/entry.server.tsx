import { PassThrough } from 'node:stream';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { NonceContext } from './components/nonce';
import { isAdminPath } from './lib/admin-path';
import { logger } from './server/logger.server';
import { redactUrl } from './server/http/redact-url.server';
import { requestInfo } from './server/http/request-info.server';
import { noteRequestError } from './server/db/unavailable.server';

/** How long React Router waits for streamed data. */
export const streamTimeout = 5_000;

/**
 * Errors React Router reports (a loader or action that threw, a request it could not route): one
 * JSON line in the log, never its default console.error (a plain-text stack trace on stdout per
 * request). A refused request (an error response: 4xx) is a warning without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A database that cannot be reached makes the answer a 503 (the root's middleware, unavailable.server.ts).
  noteRequestError(error);
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  const where = { method: request.method, url: redactUrl(url.pathname + url.search) };
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500) logger().error({ ...where, status: error.status }, 'request failed');
    else logger().warn({ ...where, status: error.status }, 'request refused');
    return;
  }
  logger().error({ ...where, err: error }, 'request failed');
};

/**
 * React Router's default entry.server for Node (`react-router reveal entry.server`), with the
 * request's CSP nonce on every script, log lines instead of console.error, and one difference in
 * timing: only the admin streams its shell first; public pages, like crawlers, are sent whole once
 * everything is ready (the page cache stores them so).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce } = loadContext.get(requestInfo);
  const isAdmin = isAdminPath(new URL(request.url).pathname);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const whole = !isAdmin || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';
    // Aborted after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and React Router logs them (handleError).
          if (shellRendered) logger().error({ err: error, url: redactUrl(new URL(request.url).pathname) }, 'render failed');
        },
      },
    );
  });
}
