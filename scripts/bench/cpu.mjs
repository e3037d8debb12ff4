#!/usr/bin/env node
// CPU milliseconds per uncached page, measured from the server's own /proc counters while one
// client asks for the page again and again (gzip, one connection): the figure of goal 1 of
// issue #21, with little noise from other processes since it counts the server's CPU only.
// Several builds are compared side by side, alternating, on copies of one seeded database:
//   node scripts/cpu-per-page.mjs [--requests=400] [--rounds=3] [--connections=1] --build=.builds/a [--build=.builds/b] [/ /projeler ...]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForOk, SERVER_NODE_ARGS } from './lib/local.mjs';

const arg = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const requests = Number(arg('requests', 400));
const rounds = Number(arg('rounds', 3));
// --connections=N: N clients at once (the requests split between them), as under a crowd.
const connections = Math.max(1, Number(arg('connections', 1)));
const builds = process.argv.filter((a) => a.startsWith('--build=')).map((a) => a.slice(8));
if (!builds.length) builds.push(process.env.BUILD_DIR ?? 'build');
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!paths.length) paths.push('/', '/en-home', '/projeler', '/blog', '/hakkimizda', '/bulunmayan-sayfa');

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
function cpuMs(pid) {
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat (after the command name in parentheses).
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-seed-'));
const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ADMIN_PASSWORD: 'bench-password-123', LOG_LEVEL: 'warn' };
if (
  spawnSync('npm', ['run', 'db:seed', '--silent'], { env: { ...env, DATA_DIR: seedDir }, stdio: ['ignore', 'ignore', 'inherit'] })
    .status !== 0
) {
  process.exit(1);
}

async function measure(buildDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-data-'));
  fs.cpSync(seedDir, dataDir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'bin/start.mjs'], {
    env: { ...env, DATA_DIR: dataDir, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1', PAGE_CACHE_TTL_SECONDS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/healthz`);
  const out = {};
  const fetchPage = async (p) => {
    const r = await fetch(base + p, { headers: { 'accept-encoding': 'gzip' } });
    await r.arrayBuffer();
  };
  // Warm every page first: the code all pages share (React's renderer, the router, the layout) is
  // compiled by V8 over the first few hundred renders, and a page measured before that (the list's
  // first) paid for it: / measured first read ~1-1.5 ms higher than / measured after the others.
  for (let i = 0; i < 3; i++) for (const p of paths) for (let j = 0; j < 40; j++) await fetchPage(p);
  for (const p of paths) {
    const get = () => fetchPage(p);
    for (let i = 0; i < 100; i++) await get(); // warm: compiled code, caches of the first render
    const c0 = cpuMs(server.pid);
    const t0 = performance.now();
    let left = requests;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (left-- > 0) await get();
      }),
    );
    out[p] = { cpu: (cpuMs(server.pid) - c0) / requests, wall: (performance.now() - t0) / requests };
  }
  const down = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await down;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return out;
}

const results = builds.map(() => paths.map(() => []));
for (let r = 0; r < rounds; r++) {
  for (const [b, buildDir] of builds.entries()) {
    const out = await measure(buildDir);
    paths.forEach((p, i) => results[b][i].push(out[p]));
  }
}
fs.rmSync(seedDir, { recursive: true, force: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `CPU ms per uncached page (median of ${rounds} rounds × ${requests} requests, ${connections === 1 ? 'one connection' : `${connections} connections`}, gzip; load ${os.loadavg()[0].toFixed(1)})`,
);
console.log(['page'.padEnd(20), ...builds.map((b) => path.basename(b).padStart(16))].join(' '));
paths.forEach((p, i) => {
  const cells = builds.map((_, b) => {
    const cpu = median(results[b][i].map((x) => x.cpu));
    const wall = median(results[b][i].map((x) => x.wall));
    return `${cpu.toFixed(2)} (${wall.toFixed(1)})`.padStart(16);
  });
  console.log([p.padEnd(20), ...cells].join(' '));
});
console.log('(cpu ms per page, in parentheses the wall-clock ms per request)');
