import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { NonceContext } from './components/nonce';
import { isAdminPath } from './lib/admin-path';
import { renderDocument, streamTimeout } from './render/render-document.server';
import { logger } from './server/logger.server';
import { redactUrl } from './server/http/redact-url.server';
import { noteRequestError } from './server/db/unavailable.server';

export { streamTimeout };

/**
 * Errors React Router reports (a loader or action that threw, a request it could not route): one
 * JSON line in the log, never its default console.error (a plain-text stack trace on stdout per
 * request). A refused request (an error response: 4xx) is a warning without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A database that cannot be reached makes the answer a 503 (react-router-handler.server.ts).
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
  // How the document is rendered, and the tricks that change it (each behind a switch): app/render/.
  return renderDocument(app, {
    nonce,
    isAdmin: isAdminPath(new URL(request.url).pathname),
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    routerContext,
    onRenderError: (error) => logger().error({ err: error, url: redactUrl(new URL(request.url).pathname) }, 'render failed'),
  });
}
