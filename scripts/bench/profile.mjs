#!/usr/bin/env node
// npm run bench -- profile: a CPU profile of the uncached render (--cached: of the cached path). Starts
// the built server (BUILD_DIR) with --cpu-prof on a seeded database (20 blog posts), loads the pages
// with autocannon, stops the server and prints the profile's top frames: the functions with the most
// self time, the share of time under a few frames, the self time by package.
//   npm run bench -- profile [--seconds=10] [--top=40] [/ /projeler ...]
//   npm run bench -- profile --summary=FILE.cpuprofile [--top=25] [--under=renderToPipeableStream,...]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, pathsArg, seed, serverEnv, startServer, tempDir } from './lib.mjs';

const UNDER =
  'renderToPipeableStream,executeQuery,compileQuery,createElement,deferHydration,handleDocumentRequest,loader,garbage collector,(garbage collector)';
const summary = arg('summary', '');
if (summary) {
  summarise(summary, arg('top', 25), arg('under', '').split(',').filter(Boolean));
  process.exit(0);
}

const seconds = arg('seconds', 10);
const paths = pathsArg(['/', '/en-home', '/projeler', '/blog', '/bulunmayan-sayfa']);
const dataDir = tempDir('profile');
const profDir = path.join(dataDir, 'prof');
seed(dataDir, { posts: 20 });
const server = await startServer({
  env: serverEnv(dataDir, { PAGE_CACHE_TTL_SECONDS: process.argv.includes('--cached') ? '60' : '0' }),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
});
const base = server.url;
for (const p of paths) await fetch(base + p); // first renders (module loading) before the load
const requests = paths.map((p) => ({ method: 'GET', path: p }));
const r = await new Promise((resolve, reject) =>
  autocannon({ url: base, connections: 10, duration: seconds, requests, headers: { 'accept-encoding': 'gzip' } }, (err, res) =>
    err ? reject(err) : resolve(res),
  ),
);
console.log(`${paths.join(' ')}: ${r.requests.average.toFixed(0)} req/s (mixed), p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
await server.stop();
const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
const kept = path.join(process.env.PROFILE_OUT ?? os.tmpdir(), `uncached-${Date.now()}.cpuprofile`);
fs.copyFileSync(path.join(profDir, file), kept);
console.log(`profile: ${kept}`);
summarise(kept, arg('top', 40), UNDER.split(','));

/** Prints a V8 CPU profile's top frames by self time, the time under `under`, and self time by package. */
function summarise(file, top, under) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Self time per node: each sample's node gets the interval that follows it.
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const dt = timeDeltas[i + 1] ?? 0;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').reduce((a, n) => a + (self.get(n.id) ?? 0), 0);
  const busy = total - idle;

  const label = (cf) => {
    const url = cf.url
      .replace(/^file:\/\//, '')
      .replace(/.*node_modules\//, '')
      .replace(/.*\/(build|\.builds\/[^/]+)\//, '$1/');
    return `${cf.functionName || '(anonymous)'} ${url ? `${url}:${cf.lineNumber + 1}` : ''}`.trim();
  };
  const selfBy = new Map();
  for (const [id, t] of self) {
    const key = label(byId.get(id).callFrame);
    selfBy.set(key, (selfBy.get(key) ?? 0) + t);
  }
  const pct = (t) => ((t / busy) * 100).toFixed(1).padStart(5) + ' %';
  console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled, ${(busy / 1e6).toFixed(2)} s busy (not idle)`);
  console.log(`\ntop ${top} frames by self time (share of busy time):`);
  for (const [k, t] of [...selfBy]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`${pct(t)}  ${(t / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  }

  // Share of busy time with a frame of the given name on the stack (counted once per sample).
  if (under.length) {
    console.log('\ntime under (inclusive):');
    for (const name of under) {
      let t = 0;
      for (const [id, dt] of self) {
        for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
          const fn = byId.get(cur).callFrame.functionName;
          const url = byId.get(cur).callFrame.url;
          if (fn === name || (name.includes('/') && url.includes(name))) {
            t += dt;
            break;
          }
        }
      }
      console.log(`${pct(t)}  ${name}`);
    }
  }
  // By package / source area (self time).
  const area = new Map();
  for (const [id, t] of self) {
    const cf = byId.get(id).callFrame;
    if (cf.functionName === '(idle)') continue;
    const m = cf.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = m
      ? m[1]
      : cf.url.includes('/server/index.js') || cf.url.includes('/server/assets/')
        ? '(app server build)'
        : cf.url.startsWith('node:')
          ? 'node core'
          : cf.url
            ? 'other'
            : cf.functionName || '(native)';
    area.set(key, (area.get(key) ?? 0) + t);
  }
  console.log('\nself time by package:');
  for (const [k, t] of [...area].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(t)}  ${k}`);
}
