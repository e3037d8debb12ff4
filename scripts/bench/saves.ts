// npm run bench -- saves: what visitors feel while staff edit, measured straight to the app:
//  1. the p99 of public pages under load (wrk over every sitemap URL) with no saves, and while an
//     admin saves a site text every 2 s (goal: at most twice);
//  2. the cold page: the first request for a page right after a save (a stored copy, or a render?).
// `--no-build` reuses build/. BENCH_SAVES_JSON: where the figures are written for `pages`' summary.
import fs from 'node:fs';
import path from 'node:path';
import { createAdminSession } from '../../tests/helpers/admin-session';
import { buildUnlessAsked, conditions, hasCommand, load, serverEnv, startServer, tempDir } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/en-home', '/projeler', '/blog', '/hakkimizda'];

if (!hasCommand('wrk')) {
  console.error('saves needs wrk (apt-get install wrk)');
  process.exit(1);
}
buildUnlessAsked();
const dataDir = tempDir('saves');
const server = await startServer({ env: serverEnv(dataDir) });
const app = { ...server, dataDir };
const wrk = (url: string, opts: { script: string; headers: string[] }) =>
  load(url, { seconds: SECONDS, connections: CONNECTIONS, ...opts });

// ---------------------------------------------------------------------------------------------
// 1. p99 over a mix of sitemap URLs, without and with a save every 2 s.
const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const script = path.join(dataDir, 'mix.lua');
fs.writeFileSync(
  script,
  `local paths = {${urls.map((u) => JSON.stringify(u)).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
);
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
console.log(`\nsaves: ${conditions()}, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, gzip`);
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
await server.stop();
process.exit(0);
