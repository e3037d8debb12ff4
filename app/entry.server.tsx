import { PassThrough, Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { NonceContext } from './components/nonce';
import { deferHydrationInHtml } from './lib/html-stream.server';
import { isAdminPath } from './lib/admin-path';
import { readServerHandoff, renderWholePage } from './lib/render-whole-page.server';
import { logger } from './server/logger.server';
import { redactUrl } from './server/http/redact-url.server';

export const streamTimeout = 5_000;

/**
 * Errors React Router reports (a loader or action that threw, a request it could not route): one
 * JSON line in the log, never its default console.error (a plain-text stack trace on stdout per
 * request). A refused request (an error response: 4xx) is a warning without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
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

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  // Public pages are read first: they hydrate after the first paint. The admin is an application
  // whose buttons must work at once: it loads its scripts straight away.
  const isAdmin = isAdminPath(new URL(request.url).pathname);
  // Public pages (a few ms of rendering, no streamed data) are rendered whole, in one synchronous
  // pass once their data is all there; the streaming renderer below is the fallback when a part
  // of the page suspends.
  if (!isAdmin) {
    await readServerHandoff(routerContext);
    const page = renderWholePage(app);
    if (page !== undefined) {
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      return new Response(publicPageBytes(page), { headers: responseHeaders, status: responseStatusCode });
    }
  }
  return renderWithStream(app, nonce, isAdmin, request, responseStatusCode, responseHeaders, routerContext);
}

/**
 * The public page's bytes with hydration deferred until the first paint. Read as latin1, one
 * character per byte: what deferHydration looks for is ASCII, the bytes go back out unchanged, and
 * the work is done on a one-byte string (a page with Turkish letters is a two-byte string twice its
 * size otherwise).
 */
function publicPageBytes(page: Buffer): Buffer<ArrayBuffer> {
  return Buffer.from(deferHydrationInHtml(page.toString('latin1')), 'latin1');
}

/**
 * The streaming render: the admin (its shell first, then the rest as it comes), and any public
 * page a part of which suspended in the synchronous render (then sent whole, once all is ready).
 */
function renderWithStream(
  app: React.ReactElement,
  nonce: string,
  isAdmin: boolean,
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
    const userAgent = request.headers.get('user-agent');
    // Public pages (a few ms of rendering, no streamed data) and crawlers get the whole document at
    // once; the admin streams its shell first.
    const whole = !isAdmin || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (!isAdmin) {
          // Rendered into memory and answered as one string: no stream of small chunks through a
          // transform, a web stream and back (about a tenth of an uncached page's CPU time went there).
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          sink.once('finish', () => {
            clearTimeout(timer);
            resolve(new Response(publicPageBytes(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(sink);
          return;
        }
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger().error({ err: error, url: redactUrl(new URL(request.url).pathname) }, 'render failed');
      },
    });
    abortRender = abort;
  });
}
