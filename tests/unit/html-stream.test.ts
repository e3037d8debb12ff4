import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from '~/lib/html-stream.server';

async function run(chunks: Array<string | Buffer>): Promise<string> {
  let out = '';
  for await (const c of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out += String(c);
  return out;
}

const doc =
  '<!DOCTYPE html><html><head><title>Ağ çözümleri</title><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body><p>&lt;link rel="modulepreload"&gt; stays as text</p>' +
  '<link rel="modulepreload" href="/c.js"/></body></html>';
const expected = doc
  .replace('<link rel="modulepreload" href="/a.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
  .replace('<link rel="modulepreload" href="/b.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>');

describe('low-priority module preloads', () => {
  it('marks the head preloads, leaves the body alone', async () => {
    expect(await run([doc])).toBe(expected);
  });

  it('gives the same result however the document is cut into chunks, multi-byte letters included', async () => {
    const bytes = Buffer.from(doc);
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks)).toBe(expected);
    }
  });
});
