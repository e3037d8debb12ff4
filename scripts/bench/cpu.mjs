#!/usr/bin/env node
// npm run bench -- cpu: CPU milliseconds per uncached page, from the server's own /proc counters while
// one client asks for the page again and again (gzip, one connection): little noise from other
// processes, since it counts the server's CPU only. Several builds are compared side by side,
// alternating, on copies of one seeded database:
//   npm run bench -- cpu [--requests=400] [--rounds=3] [--connections=1] --build=.builds/a [--build=.builds/b] [/ /projeler ...]
import fs from 'node:fs';
import path from 'node:path';
import { arg, conditions, cpuMs, pathsArg, seed, serverEnv, startServer, tempDir } from './lib.mjs';

const requests = arg('requests', 400);
const rounds = arg('rounds', 3);
// --connections=N: N clients at once (the requests split between them), as under a crowd.
const connections = Math.max(1, arg('connections', 1));
const builds = process.argv.filter((a) => a.startsWith('--build=')).map((a) => a.slice(8));
if (!builds.length) builds.push(process.env.BUILD_DIR ?? 'build');
const paths = pathsArg(['/', '/en-home', '/projeler', '/blog', '/hakkimizda', '/bulunmayan-sayfa']);

const seedDir = tempDir('cpu-seed');
seed(seedDir);

async function measure(buildDir) {
  const dataDir = tempDir('cpu-data');
  fs.cpSync(seedDir, dataDir, { recursive: true });
  const {
    child: server,
    url: base,
    stop,
  } = await startServer({
    env: serverEnv(dataDir, { BUILD_DIR: buildDir, PAGE_CACHE_TTL_SECONDS: '0' }),
    quiet: true,
  });
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
  await stop();
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
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `CPU ms per uncached page (median of ${rounds} rounds × ${requests} requests, ${connections === 1 ? 'one connection' : `${connections} connections`}, gzip; ${conditions()})`,
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
