import { PassThrough, Writable } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { deferHydration, deferHydrationInBytes } from './defer-hydration.server';
import { wholeResponse } from './whole-body';
import { readServerHandoff, renderWholePage } from './whole-page.server';

/** How long React Router waits for streamed data (entry.server's `streamTimeout`). */
export const streamTimeout = 5_000;

export interface DocumentRequest {
  nonce: string;
  /** The admin streams its shell first; public pages (and crawlers) get the whole document at once. */
  isAdmin: boolean;
  request: Request;
  status: number;
  headers: Headers;
  routerContext: EntryContext;
  /** An error after the shell was sent (logged by the caller; the status is already on its way). */
  onRenderError: (error: unknown) => void;
}

/**
 * The document's response (app/entry.server.tsx). With every switch off (STOCK_RENDER=1) this is
 * React Router's stock entry.server (renderToPipeableStream, the nonce on its scripts), except that
 * public pages wait for `onAllReady` like crawlers do: a public page is sent whole (the page cache
 * keeps it so). The tricks, each behind its switch (app/render/switches.ts):
 * - RENDER_WHOLE_PAGE: public pages rendered in one synchronous pass (whole-page.server.ts), and a
 *   public page that suspended rendered into memory and answered as one string;
 * - RENDER_DEFER_HYDRATION: React Router's module script rewritten to hydrate after the first paint
 *   (defer-hydration.server.ts).
 */
export async function renderDocument(app: React.ReactElement, doc: DocumentRequest): Promise<Response> {
  // Public pages (a few ms of rendering, no streamed data) are rendered whole, in one synchronous
  // pass once their data is all there; the streaming renderer below is the fallback when a part
  // of the page suspends.
  if (import.meta.env.RENDER_WHOLE_PAGE && !doc.isAdmin) {
    await readServerHandoff(doc.routerContext);
    const page = renderWholePage(app);
    if (page !== undefined) {
      doc.headers.set('Content-Type', 'text/html; charset=utf-8');
      return wholeResponse(publicPageBytes(page), { headers: doc.headers, status: doc.status });
    }
  }
  return renderWithStream(app, doc);
}

/** The public page's bytes, with hydration deferred until the first paint when that switch is on. */
function publicPageBytes(page: Buffer): Buffer {
  return import.meta.env.RENDER_DEFER_HYDRATION ? deferHydrationInBytes(page) : page;
}

/**
 * The streaming render: the admin (its shell first, then the rest as it comes), and public pages
 * (sent whole, once all is ready): every public page with the whole-page switch off, else one a
 * part of which suspended in the synchronous render.
 */
function renderWithStream(app: React.ReactElement, doc: DocumentRequest) {
  const { nonce, isAdmin, request, headers, routerContext } = doc;
  let status = doc.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000);
    const userAgent = request.headers.get('user-agent');
    const whole = !isAdmin || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      [readyOption]() {
        shellRendered = true;
        headers.set('Content-Type', 'text/html; charset=utf-8');
        if (!isAdmin && import.meta.env.RENDER_WHOLE_PAGE) {
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
            resolve(wholeResponse(publicPageBytes(Buffer.concat(chunks)), { headers, status }));
          });
          pipe(sink);
          return;
        }
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        resolve(new Response(stream, { headers, status }));
        if (!isAdmin && import.meta.env.RENDER_DEFER_HYDRATION) {
          const deferrer = deferHydration();
          deferrer.pipe(body);
          pipe(deferrer);
        } else pipe(body);
        body.once('end', () => clearTimeout(timer));
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) doc.onRenderError(error);
      },
    });
    abortRender = abort;
  });
}
