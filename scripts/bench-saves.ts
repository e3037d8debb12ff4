// What visitors feel while staff edit, measured straight to the app (npm run bench runs this):
//  1. the p99 of public pages under load (wrk over every sitemap URL) with no saves, and while an
//     admin saves a site text every 2 s (goal: at most twice);
//  2. the cold page: the first request for a page right after a save (a stored copy, or a render?).
// Figures go in docs/performance.md. `-- --no-build` reuses build/. BENCH_SAVES_JSON: where the
// figures are written for bench.mjs's summary.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdminSession } from '../tests/helpers/admin-session';
import { freePort, waitForOk, SERVER_NODE_ARGS } from './lib/local.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/en-home', '/projeler', '/blog', '/hakkimizda'];

if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) {
  console.error('bench-saves needs wrk (apt-get install wrk)');
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  console.log('building...');
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
}

interface WrkResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
function wrk(url: string, opts: { seconds?: number; script?: string; headers?: string[] } = {}): Promise<WrkResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${opts.seconds ?? SECONDS}s`, '--timeout', '10s', '--latency', '-H', 'Accept-Encoding: gzip'];
  for (const h of opts.headers ?? []) args.push('-H', h);
  if (opts.script) args.push('-s', opts.script);
  args.push(url);
  return new Promise((resolve) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => {
      if (process.env.BENCH_WRK_OUTPUT) console.error(`wrk ${url}\n${out}`);
      const unit = (v: string, u: string) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[u] ?? 1);
      const lat = (q: number) => {
        const m = out.match(new RegExp(`\\s${q}%\\s+([\\d.]+)(us|ms|s)`));
        return m ? Number(unit(m[1]!, m[2]!).toFixed(2)) : NaN;
      };
      const errs = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
      resolve({
        rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
        p50: lat(50),
        p99: lat(99),
        non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
        errors: errs ? errs.slice(1).reduce((a, n) => a + Number(n), 0) : 0,
      });
    });
  });
}

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
async function startApp() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-saves-'));
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'bin/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await waitForOk(`http://127.0.0.1:${port}/healthz`);
  return { port, dataDir, url: `http://127.0.0.1:${port}`, child };
}
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

const app = await startApp();

// ---------------------------------------------------------------------------------------------
// 1. p99 over a mix of sitemap URLs, without and with a save every 2 s.
const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const script = path.join(os.tmpdir(), `bench-saves-${process.pid}.lua`);
fs.writeFileSync(
  script,
  `local paths = {${urls.map((u) => JSON.stringify(u)).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
);
cleanups.push(() => fs.rmSync(script, { force: true }));
// Warm: every URL stored once.
for (const u of urls) await fetch(app.url + u, { headers: { 'user-agent': UA } });
const noSaves = await wrk(app.url, { script, headers: [`User-Agent: ${UA}`] });

const token = createAdminSession({ dataDir: app.dataDir } as never);
let saves = 0;
const save = async () => {
  const r = await fetch(`${app.url}/admin/metinler.data`, {
    method: 'POST',
    headers: { cookie: `admin_session=${token}`, origin: app.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'save', key: 'legal.lastUpdated', value_tr: `Son güncelleme: ${Date.now()}` }),
  });
  if (!r.ok) throw new Error(`save failed: ${r.status}`);
  saves++;
};
const saving = setInterval(() => void save().catch((e) => console.error(String(e))), 2000);
const withSaves = await wrk(app.url, { script, headers: [`User-Agent: ${UA}`] });
clearInterval(saving);

// ---------------------------------------------------------------------------------------------
// 2. The cold page: right after a save, the first request of a page.
await new Promise((r) => setTimeout(r, 1500));
const cold: Array<{ page: string; cache: string | null; ms: number }> = [];
for (const page of PAGES) {
  await save();
  const t0 = performance.now();
  const r = await fetch(app.url + page, { headers: { 'user-agent': UA } });
  await r.arrayBuffer();
  cold.push({ page, cache: r.headers.get('x-page-cache'), ms: performance.now() - t0 });
}

// ---------------------------------------------------------------------------------------------
const f = (n: number, w: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-').padStart(w);
console.log(`\nbench-saves — ${os.cpus().length} CPUs, Node ${process.version}, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, gzip`);
console.log(`\n1. Public pages, a mix of ${urls.length} sitemap URLs`);
console.log('                         req/s   p50 ms   p99 ms  non-2xx  errors');
console.log(
  `no saves              ${f(noSaves.rps, 8)} ${f(noSaves.p50, 8, 2)} ${f(noSaves.p99, 8, 2)} ${f(noSaves.non2xx, 8)} ${f(noSaves.errors, 7)}`,
);
console.log(
  `a save every 2 s (${saves}) ${f(withSaves.rps, 7)} ${f(withSaves.p50, 8, 2)} ${f(withSaves.p99, 8, 2)} ${f(withSaves.non2xx, 8)} ${f(withSaves.errors, 7)}`,
);
console.log(`p99 with saves / without: ${(withSaves.p99 / noSaves.p99).toFixed(2)} (goal ≤ 2)`);
console.log('\n2. Cold page: the first request of each page right after a site-text save');
for (const c of cold) console.log(`${c.page.padEnd(15)} ${String(c.cache).padEnd(5)} ${c.ms.toFixed(1)} ms`);

if (process.env.BENCH_SAVES_JSON) {
  fs.writeFileSync(process.env.BENCH_SAVES_JSON, JSON.stringify({ noSaves, withSaves, saves, urls: urls.length, cold }));
}
for (const c of children) c.kill('SIGTERM');
for (const c of cleanups.reverse()) await c();
process.exit(0);
