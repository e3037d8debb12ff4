import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { fixDrainListeners } from '~/server/http/drain-listeners.server';

/**
 * A long compressed response written the way React Router writes a streamed page: write until the
 * socket is full, wait for drain with `once`, clean up with `off`. Counts the drain listeners left
 * on the compression stream (through the response's `on`, which returns that stream).
 */
async function streamLongPage(fix: boolean): Promise<{ maxListeners: number; bytes: number; warnings: string[] }> {
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (fix) app.use((_req, res, next) => (fixDrainListeners(res), next()));
  let maxListeners = 0;
  app.get('/', async (_req, res) => {
    res.type('text/plain');
    const chunk = Buffer.alloc(64 * 1024, 'x'.charCodeAt(0));
    res.write(chunk);
    // Once the headers are out, compression's `on('drain')` hands back its zlib stream.
    const probe = () => {};
    const stream = res.on('drain', probe) as unknown as NodeJS.EventEmitter;
    res.off('drain', probe);
    for (let i = 0; i < 200; i++) {
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          const onDrain = () => {
            res.off('drain', onDrain);
            resolve();
          };
          res.once('drain', onDrain);
        });
      }
      maxListeners = Math.max(maxListeners, stream.listenerCount('drain'));
    }
    res.end();
  });
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.name);
  process.on('warning', onWarning);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'identity;q=0, gzip' } }, (res) => {
        let n = 0;
        res.pause();
        // A slow reader, so that the server's writes fill the socket and wait for drain.
        const read = () => {
          let c;
          while ((c = res.read()) !== null) n += c.length;
        };
        res.on('readable', () => setTimeout(read, 1));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
  server.close();
  process.off('warning', onWarning);
  return { maxListeners, bytes, warnings };
}

describe('compression and drain listeners', () => {
  it('leaves no drain listener behind on the compression stream', async () => {
    const fixed = await streamLongPage(true);
    expect(fixed.bytes).toBeGreaterThan(0);
    expect(fixed.maxListeners).toBeLessThanOrEqual(1);
    expect(fixed.warnings).not.toContain('MaxListenersExceededWarning');
  });
  it('(the problem it fixes: without it they pile up)', async () => {
    const unfixed = await streamLongPage(false);
    expect(unfixed.maxListeners).toBeGreaterThan(10);
    expect(unfixed.warnings).toContain('MaxListenersExceededWarning');
  });
});
