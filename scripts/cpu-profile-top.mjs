#!/usr/bin/env node
// Summarises a V8 CPU profile (node --cpu-prof): the functions with the most self time, and the
// share of time spent under (total time of) a few frames named on the command line.
//   node scripts/cpu-profile-top.mjs file.cpuprofile [--top=25] [--under=renderToPipeableStream,...]
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs file.cpuprofile [--top=N] [--under=name,name]');
  process.exit(2);
}
const arg = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const top = Number(arg('top', 25));
const under = arg('under', '').split(',').filter(Boolean);

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
