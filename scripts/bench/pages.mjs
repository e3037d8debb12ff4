#!/usr/bin/env node
// npm run bench -- pages: builds, starts the production server on a seeded database (20 blog posts)
// twice, with the page cache (the default) and without (PAGE_CACHE_TTL_SECONDS=0), and measures each
// page asking for gzip, against the same gzip bytes served by nginx (gzip_static, when installed) and
// by a bare Node http server sending them from memory (the floor of any Node server). Prints per page:
// cached and uncached req/s, the baselines, the ratios, p99 and the server's memory; then the sign-up
// burst, the cached page with visitor analytics on and off, and `saves`.
// `--short`: 2 s per measurement and one analytics round; `--no-saves`: without the saves part.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import {
  buildUnlessAsked,
  conditions,
  cpuMs,
  flag,
  freePort,
  hasCommand,
  load,
  loadClient,
  memoryKb,
  seed,
  serverEnv,
  startServer,
  tempDir,
  waitForOk,
} from './lib.mjs';

const SHORT = flag('short');
const DURATION = Number(process.env.BENCH_SECONDS ?? (SHORT ? 2 : 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = [
  ['/', 'home (tr)'],
  ['/en-home', 'home (en)'],
  ['/projeler', 'projects'],
  ['/blog', 'blog (20 posts)'],
  ['/bulunmayan-sayfa', '404'],
];
const get = (url, seconds = DURATION) => load(url, { seconds, connections: CONNECTIONS });
const rssMb = (pid) => memoryKb(pid) / 1024;

buildUnlessAsked();
// A seeded database with 20 published posts, made before the server starts (so nothing it caches predates them).
const dataDir = tempDir('pages');
seed(dataDir, { posts: 20 });
// The uncached server gets its own copy of the database: two processes recording page views into
// one SQLite file would wait on each other's writes.
const uncachedDir = tempDir('pages-uncached');
fs.copyFileSync(path.join(dataDir, 'site.db'), path.join(uncachedDir, 'site.db'));
const benchEnv = serverEnv(dataDir, { RATE_LIMIT_FORMS_PER_MINUTE: '100000000' });
const t0 = performance.now();
const main = await startServer({ env: benchEnv });
const { child: server, url: base } = main;
const startMs = performance.now() - t0;
const first = await fetch(`${base}/`);
const firstOkMs = performance.now() - t0;
console.log(`server: listening after ${startMs.toFixed(0)} ms, first 200 for / after ${firstOkMs.toFixed(0)} ms (status ${first.status})`);
// The same database, the page cache off: every request renders.
const uncached = await startServer({ env: { ...benchEnv, PAGE_CACHE_TTL_SECONDS: '0', DATA_DIR: uncachedDir } });
const { child: uncachedServer, url: uncachedBase } = uncached;
// Whatever happens, leave no baseline server behind.
let nginx, bare;
process.on('exit', () => {
  nginx?.kill('SIGTERM');
  bare?.kill('SIGTERM');
});

/** The raw (still compressed) body and headers of a GET asking for gzip. */
const getGzip = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

// A crowd on cold pages (a campaign's readers, the visitors of a page just after a save): 50
// requests at once for each page nobody has asked for yet. The cache renders a page once and
// answers the others from that render (app/server/http/page-cache.server.ts): 1 miss per page.
const cold = [];
for (const [p] of PAGES.filter(([p]) => p !== '/')) {
  const t = performance.now();
  const states = await Promise.all(Array.from({ length: CONNECTIONS }, () => getGzip(base + p).then((r) => r.headers['x-page-cache'])));
  cold.push({ page: p, ms: performance.now() - t, renders: states.filter((s) => s === 'miss').length });
}

// The baselines: the same gzip bytes the cached server sends (compressed once when a page is
// stored), served by nginx from disk (gzip_static) and by a bare Node http server from memory.
const nginxRoot = tempDir('nginx');
const nginxPort = await freePort();
const barePort = await freePort();
const hasNginx = hasCommand('nginx');
fs.chmodSync(nginxRoot, 0o755); // the nginx worker may run as another user
const nginxFile = (i) => `page-${i}.html`;
const gzipBytes = [];
const gzipHeaders = [];
for (const [i, [p]] of PAGES.entries()) {
  await getGzip(base + p); // stored on the first request, compressed just after
  let r;
  for (let k = 0; k < 100; k++) {
    r = await getGzip(base + p);
    if (r.headers['content-encoding'] === 'gzip' && r.headers['x-page-cache'] === 'hit') break;
    await new Promise((res) => setTimeout(res, 20));
  }
  if (r.headers['content-encoding'] !== 'gzip') throw new Error(`${p}: the cached server sent no gzip`);
  gzipBytes.push(r.body);
  // The headers the cached server sent with them (security headers, CSP...), for the bare server's second variant.
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  gzipHeaders.push(Object.entries(r.headers).flatMap(([k, v]) => (skip.has(k) ? [] : [k, String(v)])));
  fs.writeFileSync(path.join(nginxRoot, nginxFile(i)), zlib.gunzipSync(r.body));
  fs.writeFileSync(path.join(nginxRoot, nginxFile(i) + '.gz'), r.body);
}
// nginx's second variant (/same-headers/page-N.html) adds every header the cached server sends
// that nginx does not send itself (the CSP, the security headers, Cache-Control...): the same bytes.
const NGINX_OWN = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
  'server',
]);
fs.mkdirSync(path.join(nginxRoot, 'same-headers'));
const nginxSameHeaders = PAGES.map((_, i) => {
  fs.copyFileSync(path.join(nginxRoot, nginxFile(i)), path.join(nginxRoot, 'same-headers', nginxFile(i)));
  fs.copyFileSync(path.join(nginxRoot, nginxFile(i) + '.gz'), path.join(nginxRoot, 'same-headers', nginxFile(i) + '.gz'));
  const adds = [];
  for (let k = 0; k < gzipHeaders[i].length; k += 2) {
    const [name, value] = [gzipHeaders[i][k], gzipHeaders[i][k + 1]];
    if (NGINX_OWN.has(name)) continue;
    if (/["$\\]/.test(value)) throw new Error(`header ${name} cannot be written into nginx.conf as it is`);
    adds.push(`add_header ${name} "${value}";`);
  }
  return `location = /same-headers/${nginxFile(i)} { ${adds.join(' ')} }`;
});
if (hasNginx) {
  const conf = path.join(nginxRoot, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${nginxRoot}/nginx.pid; error_log ${nginxRoot}/error.log;
events { worker_connections 1024; }
http { access_log off; types { text/html html; } default_type text/html; gzip_static on; gzip_vary on;
  client_body_temp_path ${nginxRoot}/tmp; proxy_temp_path ${nginxRoot}/tmp; fastcgi_temp_path ${nginxRoot}/tmp; uwsgi_temp_path ${nginxRoot}/tmp; scgi_temp_path ${nginxRoot}/tmp;
  server { listen 127.0.0.1:${nginxPort}; root ${nginxRoot}; ${nginxSameHeaders.join(' ')} } }`,
  );
  nginx = spawn('nginx', ['-c', conf, '-p', nginxRoot], { stdio: 'inherit' });
  await waitForOk(`http://127.0.0.1:${nginxPort}/${nginxFile(0)}`);
}
// The floor of a Node server: node:http, the page's gzip bytes from memory, a handful of headers.
bare = spawn(
  process.execPath,
  [
    '-e',
    `const http = require('node:http'), fs = require('node:fs');
const pages = new Map(${JSON.stringify(PAGES.map((_, i) => '/' + nginxFile(i)))}.map((u) => [u, fs.readFileSync(${JSON.stringify(nginxRoot)} + u + '.gz')]));
const headers = ${JSON.stringify(gzipHeaders)};
http.createServer((req, res) => {
  // /same-headers/page-N.html: with every header the cached server sends, the request id included.
  const same = req.url.startsWith('/same-headers/');
  const body = pages.get(same ? req.url.slice(13) : req.url);
  if (!body) { res.writeHead(404); return res.end(); }
  if (same) {
    const list = headers[Number(req.url.match(/page-(\\d+)/)[1])].slice();
    list[list.indexOf('x-request-id') + 1] = require('node:crypto').randomUUID();
    res.writeHead(200, list);
    return res.end(body);
  }
  res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8', 'Content-Encoding', 'gzip', 'Vary', 'Accept-Encoding', 'Content-Length', String(body.length)]);
  res.end(body);
}).listen(${barePort}, '127.0.0.1');`,
  ],
  { stdio: 'inherit' },
);
await waitForOk(`http://127.0.0.1:${barePort}/${nginxFile(0)}`);

const rows = [];
for (const [i, [p, label]] of PAGES.entries()) {
  await get(base + p, 2); // warm-up
  const ours = await get(base + p);
  await get(uncachedBase + p, 2);
  // CPU time of the server process per page (user + system, from /proc): what a render costs,
  // whatever else runs on the machine (req/s also depends on how much CPU the server was given).
  const cpu0 = cpuMs(uncachedServer.pid);
  const uncached = await get(uncachedBase + p);
  const cpuPerPage = (cpuMs(uncachedServer.pid) - cpu0) / uncached.requests;
  const theirs = nginx ? await get(`http://127.0.0.1:${nginxPort}/${nginxFile(i)}`) : undefined;
  const theirsSame = nginx ? await get(`http://127.0.0.1:${nginxPort}/same-headers/${nginxFile(i)}`) : undefined;
  const floor = await get(`http://127.0.0.1:${barePort}/${nginxFile(i)}`);
  const floorSame = await get(`http://127.0.0.1:${barePort}/same-headers/${nginxFile(i)}`);
  // the 404 page answers 404 by design
  const is404 = p.startsWith('/bulunmayan');
  rows.push({
    page: `${label} ${p}`,
    gzipKb: gzipBytes[i].length / 1024,
    rps: ours.rps,
    p50: ours.p50,
    p99: ours.p99,
    errors: ours.errors + (is404 ? 0 : ours.non2xx) + uncached.errors + (is404 ? 0 : uncached.non2xx),
    uncachedRps: uncached.rps,
    uncachedP99: uncached.p99,
    cpuPerPage,
    nginxRps: theirs?.rps,
    nginxSameRps: theirsSame?.rps,
    bareRps: floor.rps,
    bareSameRps: floorSame.rps,
  });
}

// The floor under any uncached page (the uncached server): a health check, which goes through
// Express's middleware and no further, and robots.txt, a few lines of text from a React Router
// resource route (request and response objects, route matching, a loader): what every page pays
// before it renders anything.
const floors = [];
for (const [p, what] of [
  ['/healthz', 'Express'],
  ['/robots.txt', 'React Router'],
]) {
  await get(uncachedBase + p, 2);
  const cpu0 = cpuMs(uncachedServer.pid);
  const r = await get(uncachedBase + p);
  floors.push({ p, what, rps: r.rps, cpu: (cpuMs(uncachedServer.pid) - cpu0) / r.requests });
}

const rssAfterPages = rssMb(server.pid);
const rssUncached = rssMb(uncachedServer.pid);
await uncached.stop();
bare.kill('SIGTERM');
nginx?.kill('SIGTERM');

// Newsletter sign-ups: distinct addresses, posted the way the footer form does
// with JavaScript (the fetcher's `.data` request; each one is an upsert).
let n = 0;
const signup = await new Promise((resolve, reject) =>
  autocannon(
    {
      connections: CONNECTIONS,
      duration: DURATION,
      url: base,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'POST',
            path: '/e-bulten.data',
            headers: { ...req.headers, 'content-type': 'application/x-www-form-urlencoded', origin: base },
            body: `email=bench-${++n}-${randomUUID().slice(0, 8)}%40example.com&source=%2F`,
          }),
        },
      ],
    },
    (e, res) => (e ? reject(e) : resolve(res)),
  ),
);
const stored = new Database(path.join(dataDir, 'site.db'), { readonly: true });
const storedSignups = stored.prepare("select count(*) n from newsletter_subscribers where email like 'bench-%'").get().n;
stored.close();
const rss = rssMb(server.pid);
// The most the server held at any moment (first start included), and what it holds once idle:
// V8's memory reducer runs a memory-saving collection when the allocation rate has stayed low for
// a while (20-40 s after a burst here), shrinking the young generation the burst grew (32 to 1 MB)
// and compacting the old one. Read every second until it has dropped and held for 5 s (90 s at most).
const peakRss = memoryKb(server.pid, 'VmHWM') / 1024;
const settled = await (async () => {
  const t = performance.now();
  let last = rss;
  let since = t;
  let dropped = false;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = rssMb(server.pid);
    if (now < rss - 10) dropped = true;
    if (Math.abs(now - last) > 1) [last, since] = [now, performance.now()];
    const idleS = (performance.now() - t) / 1000;
    if ((dropped && performance.now() - since >= 5000) || idleS >= 90) return { mb: now, s: idleS };
  }
})();

console.log(
  `\n${loadClient}, ${CONNECTIONS} connections, ${DURATION} s per page and server, Accept-Encoding: gzip; ${conditions()} (client and servers share the CPUs)`,
);
console.log(
  `cached: the production server; uncached: the same with PAGE_CACHE_TTL_SECONDS=0 (cpu ms/page: its CPU time per request served);` +
    ` nginx: 1 worker, gzip_static${nginx ? '' : ' (not installed)'}; bare: node:http sending the same gzip bytes from memory;` +
    ` "+hdr": the baseline also sending every header the cached response carries (CSP, security headers, Cache-Control...), so the same bytes\n`,
);
const fmt = (v, w, d = 0) => (v === undefined || Number.isNaN(v) ? '-' : v.toFixed(d)).padStart(w);
const ratio = (a, b, w) => (b ? fmt(a / b, w, 2) : '-'.padStart(w));
console.log(
  'page                          gzip KB  cached req/s  p99 ms  uncached req/s  cpu ms/page  p99 ms  nginx req/s  +hdr  bare req/s  +hdr  /nginx  /+hdr  /bare  /+hdr  errors',
);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(28)} ${fmt(r.gzipKb, 8, 1)} ${fmt(r.rps, 13)} ${fmt(r.p99, 7, 2)} ${fmt(r.uncachedRps, 15)} ${fmt(r.cpuPerPage, 12, 2)} ${fmt(r.uncachedP99, 7, 1)}` +
      ` ${fmt(r.nginxRps, 12)} ${fmt(r.nginxSameRps, 5)} ${fmt(r.bareRps, 10)} ${fmt(r.bareSameRps, 5)}` +
      ` ${ratio(r.rps, r.nginxRps, 7)} ${ratio(r.rps, r.nginxSameRps, 6)} ${ratio(r.rps, r.bareRps, 6)} ${ratio(r.rps, r.bareSameRps, 6)} ${String(r.errors).padStart(7)}`,
  );
}
console.log(
  `\nnewsletter sign-up POST: ${signup.requests.average.toFixed(0)} req/s, p50 ${signup.latency.p50} ms, p99 ${signup.latency.p99} ms, 2xx ${signup['2xx']}, non-2xx ${signup.non2xx}, errors ${signup.errors}, stored ${storedSignups}`,
);
console.log(
  `server resident memory: ${rssAfterPages.toFixed(0)} MB after the pages, ${rss.toFixed(0)} MB after the sign-ups (goal < 150 MB), peak ${peakRss.toFixed(0)} MB, ${settled.mb.toFixed(0)} MB once idle (${settled.s.toFixed(0)} s after the sign-ups); uncached server ${rssUncached.toFixed(0)} MB after the pages`,
);
console.log(`server start to first 200: ${firstOkMs.toFixed(0)} ms`);
console.log(
  `floor of an uncached page: ${floors.map((f) => `${f.p} (${f.what}) ${f.rps.toFixed(0)} req/s, ${f.cpu.toFixed(2)} ms of CPU each`).join('; ')}`,
);
console.log(
  `cold pages, ${CONNECTIONS} requests at once each: ${cold.map((c) => `${c.page} ${c.renders} render(s), all answered in ${c.ms.toFixed(0)} ms`).join('; ')}`,
);

// Visitor analytics on vs off: the cached home page on the same database, restarted
// each time (fresh process, no views recorded yet today), once with the setting on (the default:
// every request is recorded) and once off. Goal: on ≥ 90 % of off. The server above recorded every
// page of the table: its figures include the recording too.
await main.stop();
const sqliteFile = path.join(dataDir, 'site.db');
const countViews = () => {
  const d = new Database(sqliteFile, { readonly: true });
  const n = d.prepare('select coalesce(sum(views), 0) n from analytics_events').get().n;
  d.close();
  return n;
};
const tableViews = countViews();
async function analyticsRun(enabled) {
  const d = new Database(sqliteFile);
  d.prepare('delete from analytics_events').run();
  d.prepare('delete from analytics_daily').run();
  d.prepare(
    `insert into settings (key, value, updated_at) values ('analytics_enabled', ?, ?) on conflict (key) do update set value = excluded.value`,
  ).run(String(enabled), new Date().toISOString());
  d.close();
  const round = await startServer({ env: benchEnv });
  await get(round.url + '/', 2);
  const r = await get(round.url + '/', ANALYTICS_SECONDS);
  await round.stop();
  return { ...r, views: countViews() };
}
// Alternating rounds (on, off, on, off...): other work on the machine drifts, and a pair measured
// back to back sees the same drift. The median of the rounds' ratios is the figure.
const ANALYTICS_SECONDS = Number(process.env.BENCH_ANALYTICS_SECONDS ?? (SHORT ? 2 : 6));
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? (SHORT ? 1 : 3));
const rounds = [];
for (let i = 0; i < ROUNDS; i++) {
  const on = await analyticsRun(true);
  const off = await analyticsRun(false);
  rounds.push({ on, off, ratio: on.rps / off.rps });
}
const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
const median = byRatio[Math.floor(byRatio.length / 2)];
if (median)
  console.log(`\nanalytics (cached page /, ${ROUNDS} alternating rounds of ${ANALYTICS_SECONDS} s, fresh restarts of the same database):`);
for (const [i, r] of rounds.entries()) {
  console.log(
    `  round ${i + 1}: on ${r.on.rps.toFixed(0)} req/s (p99 ${r.on.p99} ms, ${r.on.views} views recorded), off ${r.off.rps.toFixed(0)} req/s (p99 ${r.off.p99} ms, ${r.off.views} recorded): ${(r.ratio * 100).toFixed(0)} %`,
  );
}
if (median)
  console.log(
    `  on is ${(median.ratio * 100).toFixed(0)} % of off (median; goal ≥ 90 %); the page table above recorded ${tableViews} views`,
  );

nginx?.kill('SIGTERM');

// p99 while staff save, and the page right after a save (`saves`, on the build made above).
if (!flag('no-saves') && !hasCommand('wrk')) console.log('\nthe saves part needs wrk: skipped');
if (!flag('no-saves') && hasCommand('wrk')) {
  const json = path.join(dataDir, 'saves.json');
  console.log('');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/saves.ts', '--no-build'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SECONDS: String(DURATION), BENCH_CONNECTIONS: String(CONNECTIONS), BENCH_SAVES_JSON: json },
  });
  if (r.status !== 0 || !fs.existsSync(json)) {
    console.log('the saves part failed');
    process.exitCode = 1;
  } else {
    const saves = JSON.parse(fs.readFileSync(json, 'utf8'));
    fs.rmSync(json, { force: true });
    console.log(
      `\np99 over ${saves.urls} sitemap URLs: ${saves.noSaves.p99} ms with no saves, ${saves.withSaves.p99} ms with a save every 2 s (${saves.saves} saves): ${(saves.withSaves.p99 / saves.noSaves.p99).toFixed(2)}× (goal ≤ 2)`,
    );
    console.log(
      `cold page: ${cold.map((c) => `${c.page} ${c.renders} render(s) for ${CONNECTIONS} requests at once`).join('; ')}; right after a save, the first request: ${saves.cold.map((c) => `${c.page} ${c.cache} ${c.ms.toFixed(1)} ms`).join('; ')}`,
    );
  }
}
