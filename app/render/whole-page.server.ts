import type { ReactNode } from 'react';
import type { EntryContext } from 'react-router';
import { renderToString } from 'react-dom/server';

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/*
 * Switch RENDER_WHOLE_PAGE (app/render/switches.ts), used by render-document.server.tsx. Gains: the
 * streaming renderer's byte encoding (~14 % of an uncached public page's CPU, ADR 017; ADR 032's table).
 * What breaks it on an upgrade: it reads React Router's `serverHandoffStream` and writes the
 * `renderMeta.streamCache` its `<StreamTransfer>` reads (internal fields of `EntryContext`); a
 * version that renames them or changes the cache entries' shape renders public pages without their
 * data script (tests/unit/whole-page.test.ts compares both renderers' documents).
 */

/**
 * Reads React Router's loader-data stream (the turbo-stream its `<StreamTransfer>` writes into
 * the page as scripts) to its end, into the cache `StreamTransfer` reads: every chunk is there
 * when the page renders, so nothing in React Router's part of the page has to wait.
 */
export async function readServerHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let i = 0; ; i++) {
    const { done, value } = await reader.read();
    // The same entry StreamTransfer makes for a chunk it has read itself: a settled promise with its result.
    cache[i] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
    if (done) break;
  }
  reader.releaseLock();
  context.renderMeta = { ...context.renderMeta, streamCache: cache };
}

/** A boundary React could not finish synchronously, left for the client to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const DOCTYPE = Buffer.from('<!DOCTYPE html>');

/**
 * A whole document rendered synchronously (after `readServerHandoff`), as UTF-8 bytes, or
 * undefined when a part of it suspended (a lazy component, data still on its way): the caller
 * then renders it with the streaming renderer, which waits.
 *
 * Why: the streaming renderer encodes its output into 2 KB byte chunks as it goes (`writeChunk`,
 * `encodeInto`: ~14 % of an uncached public page's CPU time); a public page is sent whole anyway.
 * The markup is the same (the legacy renderer only leaves out the doctype, added here). The
 * rendered string (thousands of pieces, two bytes a character once a Turkish letter is in it) is
 * encoded once, and searched as bytes: searching it as a string would first copy it into one.
 */
export function renderWholePage(element: ReactNode): Buffer | undefined {
  const html = Buffer.from(renderToString(element), 'utf8');
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : Buffer.concat([DOCTYPE, html]);
}
