#!/usr/bin/env node
// Benchmark: the streamed subscriber CSV export keeps the server's memory flat.
//
//   npm run bench -- csv [--rows 100000] [--limit-mb 50] [--identity] [--slow-client]
//   (BENCH_TRACE=1 prints the RSS growth against the bytes received over time)
//
// Starts the production server (bin/start.mjs; BUILD_DIR as for npm start, built
// if missing) on a free port with a fresh temporary DATA_DIR (SQLite), seeds
// --rows newsletter subscribers straight into its database, logs in by writing
// a session row, then downloads /admin/e-bulten/newsletter-subscribers.csv
// while sampling the server process's resident memory (VmRSS from
// /proc/<pid>/status, Linux) every 10 ms. Reports the baseline, the peak and
// the growth; exits 1 when the growth reaches --limit-mb.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { adminSession, arg, flag, memoryKb, serverEnv, startServer, tempDir } from './lib.mjs';

const ROWS = arg('rows', 100_000);
const LIMIT_MB = arg('limit-mb', 50);
// --identity: ask for the CSV uncompressed (by default the client accepts gzip, as browsers do).
const IDENTITY = flag('identity');
// --slow-client: read the response slowly (a pause every 64 KB), to show that the server waits for the client.
const SLOW = flag('slow-client');

const rssKb = (pid) => memoryKb(pid);

const mb = (kb) => (kb / 1024).toFixed(1);

const dataDir = tempDir('csv');
const server = await startServer({ env: serverEnv(dataDir) });
const { child, url } = server;

try {
  // Seed subscribers and an admin session straight into the database.
  const t0 = performance.now();
  const db = new SQLite(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    'insert into newsletter_subscribers (id, email, is_active, language, source_page, consent_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const start = Date.UTC(2024, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const ts = new Date(start + i * 60_000).toISOString();
      insert.run(randomUUID(), `subscriber-${i}@example.com`, i % 10 === 0 ? 0 : 1, i % 3 ? 'tr' : 'en', '/', ts, ts, ts);
    }
  })();
  const token = adminSession(db);
  db.close();
  console.log(`seeded ${ROWS.toLocaleString('en')} subscribers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const headers = { cookie: `admin_session=${token}` };
  // Warm up the route code and the admin page (not the export itself).
  for (let i = 0; i < 3; i++) await (await fetch(`${url}/admin/e-bulten`, { headers })).text();
  await new Promise((r) => setTimeout(r, 500));

  let bytes = 0;
  const baseline = rssKb(child.pid);
  let peak = baseline;
  const trace = [];
  const sampler = setInterval(() => {
    const now = rssKb(child.pid);
    peak = Math.max(peak, now);
    if (process.env.BENCH_TRACE) trace.push(`${mb(now - baseline)}@${(bytes / 1048576).toFixed(1)}MB`);
  }, 10);

  const t1 = performance.now();
  const res = await fetch(`${url}/admin/e-bulten/newsletter-subscribers.csv`, {
    headers: { ...headers, 'accept-encoding': IDENTITY ? 'identity' : 'gzip' },
  });
  const encoding = res.headers.get('content-encoding') ?? 'identity';
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  let lines = 0;
  let first = '';
  const decoder = new TextDecoder();
  let nextPause = 64 * 1024;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    if (SLOW && bytes >= nextPause) {
      nextPause += 64 * 1024;
      await new Promise((r) => setTimeout(r, 20));
    }
    const s = decoder.decode(chunk, { stream: true });
    if (first.length < 200) first += s.slice(0, 200);
    for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) lines++;
  }
  const seconds = (performance.now() - t1) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(child.pid));

  const growthKb = peak - baseline;
  if (process.env.BENCH_TRACE) console.log(trace.filter((_, i) => i % 20 === 0).join(' '));
  console.log(`header: ${first.replace(/^\uFEFF/, '').split('\r\n')[0]}`);
  console.log(
    `rows:   ${(lines - 1).toLocaleString('en')} (+ header), ${(bytes / 1024 / 1024).toFixed(1)} MB (${encoding} on the wire) in ${seconds.toFixed(1)} s`,
  );
  console.log(`server RSS: baseline ${mb(baseline)} MB, peak ${mb(peak)} MB, growth ${mb(growthKb)} MB (limit ${LIMIT_MB} MB)`);
  if (lines - 1 !== ROWS) throw new Error(`expected ${ROWS} rows, got ${lines - 1}`);
  if (growthKb / 1024 >= LIMIT_MB) {
    console.error('FAIL: memory grew beyond the limit');
    process.exitCode = 1;
  } else {
    console.log('OK');
  }
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await server.stop();
}
