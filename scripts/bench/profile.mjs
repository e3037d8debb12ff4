#!/usr/bin/env node
// CPU profile of the uncached render (or with --cached, of the cached path): starts the built server (BUILD_DIR) with the page cache
// off and --cpu-prof on a seeded database (20 blog posts), loads the given pages with
// autocannon, stops the server and prints the profile's top frames (scripts/cpu-profile-top.mjs).
//   BUILD_DIR=.builds/x node scripts/profile-uncached.mjs [--seconds=10] [/ /projeler ...]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { freePort, waitForOk, SERVER_NODE_ARGS } from './lib/local.mjs';

const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 10);
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!paths.length) paths.push('/', '/en-home', '/projeler', '/blog', '/bulunmayan-sayfa');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-'));
const profDir = path.join(dataDir, 'prof');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_PASSWORD: 'bench-password-123',
  LOG_LEVEL: 'warn',
  // --cached: the page cache on (the default), to profile the cached path instead.
  PAGE_CACHE_TTL_SECONDS: process.argv.includes('--cached') ? '60' : '0',
};
if (spawnSync('npm', ['run', 'db:seed', '--silent'], { env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
const sqlite = new Database(path.join(dataDir, 'site.db'));
const insert = sqlite.prepare(
  `insert into blog_posts (id, slug, title_tr, title_en, excerpt_tr, excerpt_en, content_tr, content_en, category, tags, is_published, is_featured, author, publish_date, created_at, updated_at)
   values (?, ?, ?, ?, ?, ?, ?, ?, 'technology', '["bench"]', 1, 0, 'FunTech', ?, ?, ?)`,
);
for (let i = 1; i <= 20; i++) {
  const ts = new Date(Date.now() - i * 86400000).toISOString();
  insert.run(
    randomUUID(),
    `yazi-${i}`,
    `Örnek yazı ${i}`,
    `Sample post ${i}`,
    `Özet ${i}`,
    `Excerpt ${i}`,
    `İçerik ${i}\n\n`.repeat(20),
    `Content ${i}\n\n`.repeat(20),
    ts,
    ts,
    ts,
  );
}
sqlite.close();

const port = await freePort();
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, '--cpu-prof', `--cpu-prof-dir=${profDir}`, 'bin/start.mjs'], {
  env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
await waitForOk(`${base}/healthz`);
for (const p of paths) await fetch(base + p); // first renders (module loading) before the load
const requests = paths.map((p) => ({ method: 'GET', path: p }));
const r = await new Promise((resolve, reject) =>
  autocannon({ url: base, connections: 10, duration: seconds, requests, headers: { 'accept-encoding': 'gzip' } }, (err, res) =>
    err ? reject(err) : resolve(res),
  ),
);
console.log(`${paths.join(' ')}: ${r.requests.average.toFixed(0)} req/s (mixed), p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
const down = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await down;
const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
const kept = path.join(process.env.PROFILE_OUT ?? os.tmpdir(), `uncached-${Date.now()}.cpuprofile`);
fs.copyFileSync(path.join(profDir, file), kept);
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`profile: ${kept}`);
spawnSync(
  process.execPath,
  [
    'scripts/cpu-profile-top.mjs',
    kept,
    '--top=40',
    '--under=renderToPipeableStream,executeQuery,compileQuery,createElement,deferHydration,handleDocumentRequest,loader,garbage collector,(garbage collector)',
  ],
  { stdio: 'inherit' },
);
