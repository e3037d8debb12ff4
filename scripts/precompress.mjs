#!/usr/bin/env node
// After the client build: writes a brotli (quality 11) and a gzip (level 9)
// copy next to each text asset, so the server sends the smallest form without
// compressing on every request (compression per response is far weaker).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// BUILD_DIR as in react-router.config.ts.
const dir = `${process.env.BUILD_DIR ?? 'build'}/client/assets`;
if (!fs.existsSync(dir)) process.exit(0);
let n = 0;
for (const file of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|json|txt)$/.test(file)) continue;
  const full = path.join(dir, file);
  const data = fs.readFileSync(full);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    full + '.br',
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  fs.writeFileSync(full + '.gz', zlib.gzipSync(data, { level: 9 }));
  n++;
}
// BUILD_QUIET=1: `npm start`'s first build, which prints only that it builds and how long it took.
if (process.env.BUILD_QUIET !== '1') console.log(`precompressed ${n} assets (brotli, gzip)`);
