#!/usr/bin/env node
// Benchmark: writing a large backup archive keeps the server's memory flat and the site responsive.
//
//   npm run bench -- backup [--images 500] [--image-kb 200] [--rows-mb 100] [--rss-limit-mb 100] [--healthz-limit-ms 200] [--keep]
//
// Starts the production server (bin/start.mjs, as `npm start`; a missing build is made first) on a free
// port with a fresh temporary DATA_DIR (SQLite), then fills the site: --images image files of --image-kb
// (random bytes: they do not compress, like real WebP files) in DATA_DIR/uploads, and ~--rows-mb MB of
// newsletter subscribers in the database (together 200 MB by default). It then downloads "Yedeği indir"
// (GET /admin/ayarlar/yedek, the archive streamed) as the admin, reading it as it comes, while every
// 100 ms the server's VmRSS is sampled and a GET /healthz is started. Prints the archive size, the wall
// time, the RSS growth (peak minus before) and the worst /healthz latency; checks the archive (gzip, the
// manifest lists every image). Exits 1 when a target is missed.
//
// The server is started with scripts/bench/probe.mjs preloaded, which reports from inside it the
// event-loop delay (max and p99: how long any request, /healthz included, waited before the server could
// look at it; far less sensitive to other processes on the machine than the /healthz wall time), the
// peaks of the V8 heap and of external memory, and the server's CPU time during the download.
// `--images 0` or `--rows-mb 0` measure one half alone. The load average is printed before and after.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { adminSession, arg, flag, memoryKb, probe as ask, serverEnv, startServer } from './lib.mjs';

const IMAGES = arg('images', 500);
const IMAGE_KB = arg('image-kb', 200);
const ROWS_MB = arg('rows-mb', 100);
const RSS_LIMIT_MB = arg('rss-limit-mb', 100);
const HEALTHZ_LIMIT_MS = arg('healthz-limit-ms', 200);
const KEEP = flag('keep');
const mb = (bytes) => (bytes / 1048576).toFixed(1);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const dataDir = path.join(work, 'data');
const server = await startServer({ env: serverEnv(dataDir), ipc: true, nodeArgs: ['--import', './scripts/bench/probe.mjs'] });
const { child, url } = server;
const probe = (what) => ask(child, what);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

let failed = false;
try {
  // The data: image files in the store, subscribers in the database.
  let t = performance.now();
  const folder = path.join(dataDir, 'uploads', 'project-images');
  fs.mkdirSync(folder, { recursive: true });
  for (let i = 0; i < IMAGES; i++) {
    fs.writeFileSync(path.join(folder, `${1700000000000 + i}-${randomBytes(6).toString('hex')}-1600.webp`), randomBytes(IMAGE_KB * 1024));
  }
  const db = new SQLite(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    'insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at) values (?, ?, 1, ?, ?, ?, ?, ?)',
  );
  let rows = 0;
  let approx = 0;
  const batch = db.transaction((n) => {
    for (let k = 0; k < n; k++, rows++) {
      const ts = new Date(Date.UTC(2024, 0, 1) + rows * 1000).toISOString();
      const email = `subscriber-${rows}-${randomBytes(4).toString('hex')}@example.com`;
      insert.run(randomUUID(), email, rows % 3 ? 'tr' : 'en', '/', ts, ts, ts);
      approx += 230;
    }
  });
  while (approx < ROWS_MB * 1048576) batch(10_000);
  const token = adminSession(db);
  db.close();
  console.log(
    `data: ${IMAGES} images of ${IMAGE_KB} kB (${mb(IMAGES * IMAGE_KB * 1024)} MB), ${rows.toLocaleString('en')} subscribers (~${ROWS_MB} MB as JSON), made in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const headers = { cookie: `admin_session=${token}`, origin: url };

  // A small download first (the route's code warm), then the measured one.
  const warm = await fetch(`${url}/healthz`);
  await warm.text();
  await new Promise((r) => setTimeout(r, 1000));

  const loadBefore = loadavg();
  await probe('reset');
  const before = memoryKb(child.pid) * 1024;
  let peak = before;
  let worst = 0;
  let samples = 0;
  const pending = new Set();
  t = performance.now();
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryKb(child.pid) * 1024);
    const s = performance.now();
    const record = () => {
      worst = Math.max(worst, performance.now() - s);
      samples++;
    };
    const p = fetch(`${url}/healthz`)
      .then((r) => r.text())
      .then(record, record)
      .finally(() => pending.delete(p));
    pending.add(p);
  }, 100);
  const res = await fetch(`${url}/admin/ayarlar/yedek`, { headers });
  if (!res.ok) throw new Error(`backup download answered ${res.status}`);
  // Read as it comes: count the bytes and find the manifest's image count in the unpacked stream's end.
  let size = 0;
  // The last ~2 MB of the unpacked stream, as a list of chunks (joined once at the end: a string
  // re-made on every chunk cost this client more CPU than the server's whole archive, and slowed the download).
  const last = [];
  let lastBytes = 0;
  const gunzip = createGunzip();
  gunzip.on('data', (c) => {
    last.push(c);
    lastBytes += c.length;
    while (lastBytes - last[0].length > 2_000_000) lastBytes -= last.shift().length;
  });
  const done = new Promise((resolve, reject) => {
    gunzip.on('end', resolve);
    gunzip.on('error', reject);
  });
  for await (const chunk of Readable.fromWeb(res.body)) {
    size += chunk.length;
    if (!gunzip.write(chunk)) await new Promise((r) => gunzip.once('drain', r));
  }
  gunzip.end();
  await done;
  clearInterval(sampler);
  const seconds = (performance.now() - t) / 1000;
  await Promise.all(pending);
  peak = Math.max(peak, memoryKb(child.pid) * 1024);
  const inside = await probe('read');
  const tail = Buffer.concat(last).toString('latin1');
  const media = Number(/"media": (\d+)/.exec(tail)?.[1] ?? -1);
  const growth = (peak - before) / 1048576;
  const rssOk = growth < RSS_LIMIT_MB;
  const healthOk = worst < HEALTHZ_LIMIT_MS;
  console.log(
    `\narchive: ${mb(size)} MB in ${seconds.toFixed(1)} s (${(size / 1048576 / seconds).toFixed(1)} MB/s), manifest lists ${media} images`,
  );
  console.log(
    `server RSS: before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${growth.toFixed(0)} MB (target < ${RSS_LIMIT_MB} MB)${rssOk ? '' : '  MISSED'}`,
  );
  console.log(
    `worst /healthz: ${worst.toFixed(0)} ms over ${samples} requests (target < ${HEALTHZ_LIMIT_MS} ms)${healthOk ? '' : '  MISSED'}`,
  );
  console.log(
    `event-loop delay in the server: max ${inside.delayMaxMs.toFixed(0)} ms, p99 ${inside.delayP99Ms.toFixed(0)} ms, mean ${inside.delayMeanMs.toFixed(1)} ms`,
  );
  console.log(
    `server peaks during the download: V8 heap ${mb(inside.peak.heapUsed)} MB, external ${mb(inside.peak.external)} MB (array buffers ${mb(inside.peak.arrayBuffers)} MB); server CPU time ${(inside.cpuMs / 1000).toFixed(1)} s`,
  );
  console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadavg()} on ${os.cpus().length} CPUs`);
  // The seed's own pictures are in the archive too.
  if (media < IMAGES) failed = true;
  const leftovers = fs.existsSync(path.join(dataDir, 'tmp')) ? fs.readdirSync(path.join(dataDir, 'tmp')) : [];
  console.log(`temporary files left in DATA_DIR/tmp: ${leftovers.length}`);
  if (leftovers.length || !rssOk || !healthOk) failed = true;
  console.log(failed ? 'FAIL' : 'OK');
  if (failed) process.exitCode = 1;
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await server.stop();
  if (!KEEP) fs.rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
