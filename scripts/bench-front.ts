// npm run bench:front — what visitors feel, measured side by side on this machine:
//  1. cached pages through the shipped nginx front (deploy/nginx/site.conf, TLS, the app behind it)
//     against nginx gzip_static serving the same gzip bytes over TLS, per page (goal ≥ 0.9), and
//     whether visitor analytics counted every view the front served (goal: within 1 %): the load
//     comes from 65,536 client addresses (X-Forwarded-For, trusted from 127.0.0.1 in this copy of
//     the front only), so that analytics' own limits per visitor (300 views a day) do not apply;
//  2. the p99 of public pages under load (wrk over a mix of sitemap URLs, straight to the app) with
//     no saves, and while an admin saves a site text every 2 s (goal: at most twice);
//  3. the cold page: the first request for a page right after a save (a stored copy, or a render?).
// Figures go in docs/performance.md. `-- --no-build` reuses build/. `npm run bench` runs this too
// (BENCH_FRONT_JSON: where its figures are written for bench.mjs's per-page table).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { appHeadersAsNginx, frontPorts, startFront, FRONT_HOST } from '../tests/helpers/nginx-front';
import { createAdminSession } from '../tests/helpers/admin-session';
import { freePort, waitForOk, SERVER_NODE_ARGS } from './lib/local.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Runs per page and server, in turns: single runs here move by ±15 % with the machine's neighbours,
// so each figure is the median of ROUNDS runs (ADR 030).
const ROUNDS = Number(process.env.BENCH_FRONT_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// The pages of npm run bench's table (its 404 is not a page the front keeps), and one more.
const PAGES = process.env.BENCH_FRONT_PAGES?.split(',') ?? ['/', '/en-home', '/projeler', '/blog', '/hakkimizda'];

if (spawnSync('sh', ['-c', 'command -v wrk && command -v nginx']).status !== 0) {
  console.error('bench:front needs wrk and nginx (apt-get install wrk nginx libnginx-mod-http-brotli-static)');
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  console.log('building...');
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
}

/** The run with the median req/s. */
const median = (runs: WrkResult[]): WrkResult => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

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

function tlsGet(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          servername: FRONT_HOST,
          rejectUnauthorized: false,
          headers: { host: `${FRONT_HOST}:${port}`, 'user-agent': UA, ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });
}

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
async function startApp(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-front-'));
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'bin/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      ...env,
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

/** CPU time (ms) of a process, from /proc (0 where there is none). */
function cpuMs(pid: number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}
/** The app's CPU time with its children's (the views process counts the front's views). */
function appCpuMs(): number {
  const pid = app.child.pid!;
  let kids: number[] = [];
  try {
    kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* not Linux */
  }
  return kids.reduce((sum, kid) => sum + cpuMs(kid), cpuMs(pid));
}

function viewsOf(dataDir: string, page: string): number {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
  db.pragma('busy_timeout = 10000');
  const n = (db.prepare('select coalesce(sum(views), 0) as n from analytics_events where kind = 0 and path = ?').get(page) as { n: number })
    .n;
  db.close();
  return n;
}

// ---------------------------------------------------------------------------------------------
// 1. Through the shipped front, and nginx gzip_static with the same bytes over TLS.
const ports = await frontPorts();
const app = await startApp({
  TRUST_PROXY: '1',
  FRONT_VIEWS_LOG: ports.viewsLog,
  PUBLIC_URL: `https://${FRONT_HOST}:${ports.httpsPort}`,
});
const staticPort = await freePort();
// The same baseline also sending every header the front's answer carries (the app's: CSP,
// security headers, Cache-Control...): the same bytes, headers included.
const staticHdrPort = await freePort();
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-front-static-'));
fs.chmodSync(staticRoot, 0o755);
cleanups.push(() => fs.rmSync(staticRoot, { recursive: true, force: true }));
// The benchmark's clients, many addresses behind one wrk: the front takes X-Forwarded-For from
// 127.0.0.1 here (never in the shipped file, where the client cannot name its own address).
const shipped = fs.readFileSync('deploy/nginx/site.conf', 'utf8');
if (!shipped.includes('    server_tokens off;\n')) throw new Error('deploy/nginx/site.conf no longer has server_tokens off');
const siteConf = shipped.replace(
  '    server_tokens off;\n',
  '    server_tokens off;\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;\n',
);
const manyClients = path.join(os.tmpdir(), `bench-front-clients-${process.pid}.lua`);
fs.writeFileSync(
  manyClients,
  // wrk.format(nil, nil, headers) would drop the -H headers: the shared table is changed instead.
  `local i = 0\nrequest = function()\n  i = (i + 1) % 65536\n  wrk.headers["X-Forwarded-For"] = "10.7." .. math.floor(i / 256) .. "." .. (i % 256)\n  return wrk.format()\nend\n`,
);
cleanups.push(() => fs.rmSync(manyClients, { force: true }));
// The baselines keep their files open as the front does (site.conf's open_file_cache): gzip_static at its best.
const OPEN_FILES = 'open_file_cache max=10000 inactive=60s; open_file_cache_valid 10s; open_file_cache_errors off;';
const front = await startFront({
  appPort: app.port,
  ports,
  anyHost: true,
  siteConf,
  extraServers: `
server {
  listen 127.0.0.1:${staticPort} ssl;
  ssl_certificate {{dir}}/fullchain.pem; ssl_certificate_key {{dir}}/privkey.pem;
  ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:bench_tls:10m;
  root ${staticRoot}; gzip_static on; default_type text/html; access_log off; ${OPEN_FILES}
}
server {
  listen 127.0.0.1:${staticHdrPort} ssl;
  ssl_certificate {{dir}}/fullchain.pem; ssl_certificate_key {{dir}}/privkey.pem;
  ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:bench_tls:10m;
  root ${staticRoot}; gzip_static on; default_type text/html; access_log off; ${OPEN_FILES}
  include {{dir}}/same-headers-*.conf;
}`,
});
cleanups.push(() => front.stop());
// The bytes each page has through the front (gzip), written for gzip_static.
for (const [i, page] of PAGES.entries()) {
  const r = await tlsGet(ports.httpsPort, page, { 'accept-encoding': 'gzip' });
  if (r.status !== 200 || r.headers['content-encoding'] !== 'gzip')
    throw new Error(`${page} through the front: ${r.status} ${String(r.headers['content-encoding'])}`);
  fs.writeFileSync(path.join(staticRoot, `page-${i}.html.gz`), r.body);
  const add = appHeadersAsNginx(r.headers, '  ');
  fs.writeFileSync(path.join(front.dir, `same-headers-${i}.conf`), `location = /page-${i}.html {\n${add.join('\n')}\n}\n`);
  fs.writeFileSync(path.join(staticRoot, `page-${i}.html`), zlib.gunzipSync(r.body));
}
fs.chmodSync(staticRoot, 0o755);
// nginx reads the headers files on a reload (SIGHUP); served once the last page carries them.
process.kill(Number(fs.readFileSync(path.join(front.dir, 'nginx.pid'), 'utf8')), 'SIGHUP');
for (let tries = 0; ; tries++) {
  const r = await tlsGet(staticHdrPort, `/page-${PAGES.length - 1}.html`, { 'accept-encoding': 'gzip' });
  if (r.headers['content-security-policy']) break;
  if (tries > 100) throw new Error(`the baseline with the front's headers did not start: ${front.errorLog()}`);
  await new Promise((res) => setTimeout(res, 100));
}
for (const f of fs.readdirSync(staticRoot)) fs.chmodSync(path.join(staticRoot, f), 0o644);

const frontRows: Array<{
  page: string;
  kb: number;
  front: WrkResult;
  nginx: WrkResult;
  nginxHdr: WrkResult;
  /** front ÷ +hdr per round (the same round's runs). */
  ratios: number[];
  counted: number;
  served: number;
  /** The app's CPU (with its views process) over the page's runs and the counting after them, per view counted. */
  appUsPerView: number;
}> = [];
// Pages served, as nginx logged them (the access log, status 200): wrk leaves out the requests in
// flight when it stops (up to one per connection), which nginx served and logged all the same.
const accessLog = path.join(front.dir, 'access.log');
const servedOf = (page: string): number => {
  if (!fs.existsSync(accessLog)) return 0;
  const text = fs.readFileSync(accessLog, 'utf8');
  const needle = `"GET ${page} HTTP/1.1" 200 `;
  let n = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) n++;
  return n;
};
/** A figure once it has not moved for 3 s (nginx writes its logs, the app reads and stores the views). */
async function settled(read: () => number): Promise<number> {
  let value = read();
  for (let still = 0; still < 15;) {
    await new Promise((r) => setTimeout(r, 200));
    const now = read();
    still = now === value ? still + 1 : 0;
    value = now;
  }
  return value;
}
// SIGUSR1 makes nginx write its buffered logs now (and reopen them).
const flushLogs = () => process.kill(Number(fs.readFileSync(path.join(front.dir, 'nginx.pid'), 'utf8')), 'SIGUSR1');
for (const [i, page] of PAGES.entries()) {
  flushLogs();
  const before = await settled(() => viewsOf(app.dataDir, page));
  const servedBefore = await settled(() => servedOf(page));
  const cpuBefore = appCpuMs();
  // Both with the same client script and headers (the baseline ignores them).
  const headers = [`User-Agent: ${UA}`, 'Accept: text/html'];
  const urls = {
    front: `https://127.0.0.1:${ports.httpsPort}${page}`,
    nginx: `https://127.0.0.1:${staticPort}/page-${i}.html`,
    nginxHdr: `https://127.0.0.1:${staticHdrPort}/page-${i}.html`,
  };
  const runs: Record<keyof typeof urls, WrkResult[]> = { front: [], nginx: [], nginxHdr: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Another order each round: a slow stretch of the machine falls on each of the three in turn.
    const order = (['front', 'nginx', 'nginxHdr'] as const).map((_, k, all) => all[(k + round) % all.length]!);
    for (const which of order) runs[which].push(await wrk(urls[which], { headers, script: manyClients }));
  }
  flushLogs();
  const counted = (await settled(() => viewsOf(app.dataDir, page))) - before;
  const served = (await settled(() => servedOf(page))) - servedBefore;
  frontRows.push({
    page,
    kb: fs.statSync(path.join(staticRoot, `page-${i}.html.gz`)).size / 1024,
    front: median(runs.front),
    nginx: median(runs.nginx),
    nginxHdr: median(runs.nginxHdr),
    ratios: runs.front.map((r, k) => r.rps / runs.nginxHdr[k]!.rps),
    counted,
    served,
    appUsPerView: ((appCpuMs() - cpuBefore) * 1000) / Math.max(1, counted),
  });
}

// ---------------------------------------------------------------------------------------------
// 2. p99 straight to the app over a mix of sitemap URLs, without and with a save every 2 s.
const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const script = path.join(os.tmpdir(), `bench-front-${process.pid}.lua`);
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
// 3. The cold page: right after a save, the first request of a page.
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
console.log(
  `\nbench:front — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.version}, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, gzip, over TLS (HTTP/1.1)`,
);
console.log('\n1. Cached pages through the shipped nginx front (deploy/nginx/site.conf) vs nginx gzip_static serving the same bytes');
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; views from 65,536 client addresses`,
);
console.log("(+hdr: gzip_static also sending every header of the front's answer, the same bytes headers included)");
console.log(`median of ${ROUNDS} runs each, taken in turns; "rounds": front ÷ +hdr in each round`);
console.log(
  'page            gzip KB  front req/s  p99 ms  gzip_static req/s  p99 ms  ratio  +hdr req/s  p99 ms  ratio  rounds          served   counted  counted/served  app µs/view',
);
for (const r of frontRows) {
  const served = r.served;
  console.log(
    `${r.page.padEnd(15)} ${f(r.kb, 7, 1)} ${f(r.front.rps, 12)} ${f(r.front.p99, 7, 2)} ${f(r.nginx.rps, 18)} ${f(r.nginx.p99, 7, 2)} ${f(r.front.rps / r.nginx.rps, 6, 2)} ${f(r.nginxHdr.rps, 11)} ${f(r.nginxHdr.p99, 7, 2)} ${f(r.front.rps / r.nginxHdr.rps, 6, 2)}  ${r.ratios
      .map((x) => x.toFixed(2))
      .join(' ')
      .padEnd(14)} ${f(served, 7)} ${f(r.counted, 9)} ${f(r.counted / served, 15, 4)} ${f(r.appUsPerView, 12, 1)}`,
  );
}
console.log(`\n2. Public pages straight to the app, a mix of ${urls.length} sitemap URLs`);
console.log('                         req/s   p50 ms   p99 ms  non-2xx  errors');
console.log(
  `no saves              ${f(noSaves.rps, 8)} ${f(noSaves.p50, 8, 2)} ${f(noSaves.p99, 8, 2)} ${f(noSaves.non2xx, 8)} ${f(noSaves.errors, 7)}`,
);
console.log(
  `a save every 2 s (${saves}) ${f(withSaves.rps, 7)} ${f(withSaves.p50, 8, 2)} ${f(withSaves.p99, 8, 2)} ${f(withSaves.non2xx, 8)} ${f(withSaves.errors, 7)}`,
);
console.log(`p99 with saves / without: ${(withSaves.p99 / noSaves.p99).toFixed(2)} (goal ≤ 2)`);
console.log('\n3. Cold page: the first request of each page right after a site-text save');
for (const c of cold) console.log(`${c.page.padEnd(15)} ${String(c.cache).padEnd(5)} ${c.ms.toFixed(1)} ms`);

if (process.env.BENCH_FRONT_JSON) {
  fs.writeFileSync(
    process.env.BENCH_FRONT_JSON,
    JSON.stringify({
      front: frontRows.map((r) => ({
        page: r.page,
        rps: r.front.rps,
        p99: r.front.p99,
        nginxRps: r.nginx.rps,
        nginxHdrRps: r.nginxHdr.rps,
        served: r.served,
        counted: r.counted,
        ratios: r.ratios,
        appUsPerView: r.appUsPerView,
      })),
      noSaves,
      withSaves,
      saves,
      urls: urls.length,
      cold,
    }),
  );
}
for (const c of children) c.kill('SIGTERM');
for (const c of cleanups.reverse()) await c();
process.exit(0);
