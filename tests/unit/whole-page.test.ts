import { Writable } from 'node:stream';
import { createElement as h, lazy, Suspense, useId, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readServerHandoff, renderWholePage } from '~/render/whole-page.server';

/** What the streaming renderer sends for a document once all of it is ready (as entry.server did for every public page). */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.once('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

function Field({ label }: { label: string }) {
  const id = useId();
  return h('p', null, h('label', { htmlFor: id }, label), h('input', { id, name: 'q', defaultValue: 'a"<b' }));
}

// The parts of a public page the two renderers could treat differently: hoisted head elements,
// a stylesheet with a precedence, useId, a Suspense boundary that did not suspend, inline scripts,
// escaping, non-ASCII text.
const page = (body: ReactNode = null) =>
  h(
    'html',
    { lang: 'tr' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, 'Ana sayfa — Şirket'),
      h('link', { rel: 'stylesheet', href: '/app.css', precedence: 'default' }),
    ),
    h(
      'body',
      null,
      h('main', null, h('h1', null, 'Yapay zekâ & yazılım <çözümleri>'), h(Field, { label: 'Arama' }), h(Field, { label: 'İkinci' })),
      h(Suspense, { fallback: h('p', null, 'yükleniyor') }, h('p', null, 'hazır')),
      h('script', { nonce: 'n1', dangerouslySetInnerHTML: { __html: 'window.x = "</scr" + "ipt>";' } }),
      body,
    ),
  );

describe('renderWholePage', () => {
  it('gives the markup the streaming renderer sends, doctype included', async () => {
    const html = renderWholePage(page())?.toString('utf8');
    expect(html).toBe(await streamed(page()));
    expect(html?.startsWith('<!DOCTYPE html><html lang="tr">')).toBe(true);
  });

  it('leaves a page a part of which suspends to the streaming renderer', () => {
    const Never = lazy(() => new Promise<{ default: () => ReactNode }>(() => {}));
    expect(renderWholePage(page(h(Suspense, { fallback: null }, h(Never))))).toBeUndefined();
  });
});

describe('readServerHandoff', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);

  it('reads the whole stream into the cache React Router reads, chunks decoded as its StreamTransfer decodes them', async () => {
    const sh = bytes('ş'); // two bytes in UTF-8, split across two chunks below
    const chunks = [bytes('["ab"'), sh.subarray(0, 1), Uint8Array.of(...sh.subarray(1), ...bytes('c"]'))];
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 1)); // arrives over time, as the real one does
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const context = { serverHandoffStream: stream, renderMeta: { didRenderScripts: false } } as unknown as EntryContext;
    await readServerHandoff(context);
    const cache = context.renderMeta?.streamCache ?? {};
    expect(Object.keys(cache)).toEqual(['0', '1', '2', '3']);
    expect(Object.values(cache).map((p) => p.result)).toEqual([
      { done: false, value: '["ab"' },
      { done: false, value: '' },
      { done: false, value: 'şc"]' },
      { done: true, value: '' },
    ]);
    for (const entry of Object.values(cache)) await expect(entry).resolves.toBeUndefined();
    // Its other fields are kept, and the stream is free again (ServerRouter takes a reader of it).
    expect(context.renderMeta?.didRenderScripts).toBe(false);
    await expect(stream.getReader().read()).resolves.toEqual({ done: true, value: undefined });
  });

  it('does nothing without a stream', async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    await readServerHandoff(context);
    expect(context.renderMeta).toEqual({});
  });
});
