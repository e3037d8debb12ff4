// npm run bench:views (npx tsx scripts/bench-front-views.ts) — the cost of counting the nginx front's views, without nginx:
// lines as nginx writes them (log_format site_views, 65,536 client addresses) are appended to the
// views log at RATE a second (default 25,000) for BENCH_SECONDS (default 8), while one client asks the
// server for /healthz again and again. Printed per way of counting: the server's answer times
// (p50, p99, max) before and during the flood, the CPU per view of whoever counts, its peak
// memory, and how long after the last line every view was in the database.
//   views process  — `npm start`'s way: bin/start.mjs starts a child at nice 10 (--front-views);
//   in the server  — the same build started without one, counting in the server's event loop.
// Needs a build (npm run build). ADR 030.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { viewsLogLine } from '../tests/helpers/nginx-front';
import { freePort, waitForOk, memoryKb, SERVER_NODE_ARGS } from './lib/local.mjs';

const RATE = Number(process.env.RATE ?? 25_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const cpuMs = (pid: number): number => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
};
const kids = (pid: number): number[] =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sequential requests for `seconds`; answer times in ms. */
async function answerTimes(port: number, seconds: number): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (r) => void r.resume().on('end', () => resolve())).on('error', reject),
    );
    times.push(performance.now() - t0);
    await sleep(5);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return `p50 ${q(0.5)}  p99 ${q(0.99)}  max ${times.at(-1)!.toFixed(1)} ms (${times.length})`;
}

/** Appends `total` lines at RATE a second. */
async function flood(file: string, total: number): Promise<void> {
  const t0 = Date.now();
  let i = 0;
  while (i < total) {
    const due = Math.min(total, Math.floor(((Date.now() - t0) / 1000) * RATE));
    let text = '';
    for (; i < due; i++) text += viewsLogLine(`10.7.${(i >> 8) & 255}.${i & 255}`);
    if (text) fs.appendFileSync(file, text);
    await sleep(20);
  }
}

async function measure(way: 'views process' | 'in the server'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-front-views-'));
  const log = path.join(dataDir, 'views.log');
  fs.writeFileSync(log, '');
  const port = await freePort();
  const args =
    way === 'views process'
      ? ['bin/start.mjs']
      : [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(path.resolve('build/server/index.js'))}); await m.start({ clientDir: ${JSON.stringify(path.resolve('build/client'))} });`,
        ];
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      FRONT_VIEWS_LOG: log,
      PUBLIC_URL: 'https://example.com',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/healthz`);
    // Whoever counts: the views process once it runs, else the server.
    let counter = child.pid!;
    if (way === 'views process') {
      for (let i = 0; i < 200 && counter === child.pid; i++) {
        counter = kids(child.pid!).find((k) => fs.readFileSync(`/proc/${k}/cmdline`, 'utf8').includes('--front-views')) ?? child.pid;
        if (counter === child.pid) await sleep(50);
      }
    }
    const quiet = await answerTimes(port, 3);
    const total = RATE * SECONDS;
    const cpu0 = cpuMs(counter);
    const [during] = await Promise.all([answerTimes(port, SECONDS), flood(log, total)]);
    const fed = Date.now();
    const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
    db.pragma('busy_timeout = 10000');
    const counted = () => (db.prepare('select coalesce(sum(views), 0) as n from analytics_events').get() as { n: number }).n;
    while (counted() < total && Date.now() - fed < 120_000) await sleep(100);
    const caughtUp = Date.now() - fed;
    const n = counted();
    db.close();
    const perView = ((cpuMs(counter) - cpu0) * 1000) / total;
    console.log(
      `${way.padEnd(14)} quiet: ${quiet}\n${''.padEnd(14)} during: ${during}\n${''.padEnd(14)} ${perView.toFixed(1)} µs of CPU per view, peak ${Math.round(memoryKb(counter, 'VmHWM') / 1024)} MB, ${n} of ${total} counted ${caughtUp} ms after the last line`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench-front-views — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, ${RATE} views/s for ${SECONDS} s, load ${os.loadavg()[0]!.toFixed(1)}`,
);
for (const way of ['views process', 'in the server'] as const) await measure(way);
