#!/usr/bin/env node
// Printed after `npm run build`: JavaScript and CSS sizes of the client build (raw, gzip, brotli).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = 'build/client/assets';
if (!fs.existsSync(dir)) process.exit(0);
const rows = fs
  .readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const buf = fs.readFileSync(path.join(dir, f));
    return { file: f, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length, brotli: zlib.brotliCompressSync(buf).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log('\nBundle report (KB)        raw    gzip  brotli');
for (const r of rows.slice(0, 25)) console.log(`${r.file.padEnd(40).slice(0, 40)} ${kb(r.raw)} ${kb(r.gzip)} ${kb(r.brotli)}`);
const total = (ext) => rows.filter((r) => r.file.endsWith(ext)).reduce((a, r) => a + r.gzip, 0);
console.log(`total JS gzip ${kb(total('.js'))} KB, CSS gzip ${kb(total('.css'))} KB\n`);
