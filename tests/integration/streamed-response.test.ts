import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { writeReadableStreamToWritable } from '@react-router/node';
import { describe, expect, it } from 'vitest';

// A full collection on demand (in this forked test process only), to see which chunks are still held.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const CHUNK = 1024 * 1024;
const CHUNKS = 40;
/** When the body is asked for this chunk, the chunks written long before are looked at. */
const LOOK_AT = 30;
const EARLY = 20;

type Writer = (body: ReadableStream<Uint8Array>, res: http.ServerResponse) => Promise<void>;

/**
 * Streams 40 MB (1 MB chunks, made as they are asked for, like the backup download) through
 * `write` to a client that reads everything, and counts, while the response is still open, how
 * many of the first 20 chunks (long since on the socket) are still in memory after a collection.
 */
async function earlyChunksHeld(write: Writer): Promise<{ held: number; bytes: number }> {
  const refs: Array<WeakRef<Uint8Array>> = [];
  let held = -1;
  const server = http.createServer((_req, res) => {
    let n = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (n === LOOK_AT) {
            // A new macrotask: nothing is kept alive for the current job by the WeakRefs themselves.
            await new Promise((r) => setImmediate(r));
            gc();
            gc();
            held = refs.slice(0, EARLY).filter((r) => r.deref() !== undefined).length;
          }
          if (n === CHUNKS) return controller.close();
          const chunk = new Uint8Array(CHUNK).fill(n++ % 251);
          refs.push(new WeakRef(chunk));
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    res.setHeader('Content-Type', 'application/octet-stream');
    void write(body, res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/' }, (res) => {
        let total = 0;
        res.on('data', (c: Buffer) => (total += c.length));
        res.on('end', () => resolve(total));
      })
      .on('error', reject);
  });
  server.close();
  return { held, bytes };
}

// The writer @react-router/express sends every response body with (a 120 MB backup download among them).
const writeResponseBody = writeReadableStreamToWritable as Writer;

describe('streamed response bodies', () => {
  it('keep no chunk once it is written (a long download holds a few chunks, not all of them)', async () => {
    const written = await earlyChunksHeld(writeResponseBody);
    expect(written.bytes).toBe(CHUNK * CHUNKS);
    expect(written.held).toBe(0);
  });

  it('cancels the body when the client goes away', async () => {
    let cancelled: () => void;
    const wasCancelled = new Promise<void>((r) => (cancelled = r));
    const server = http.createServer((_req, res) => {
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(new Uint8Array(64 * 1024));
          },
          cancel() {
            cancelled();
          },
        },
        { highWaterMark: 0 },
      );
      writeResponseBody(body, res).catch(() => {}); // rejects once the client is gone: that is the point
    });
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const req = http.get({ port, host: '127.0.0.1', path: '/' }, (res) => res.once('data', () => req.destroy()));
    req.on('error', () => {});
    await wasCancelled;
    server.close();
  });
});
