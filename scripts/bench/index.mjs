#!/usr/bin/env node
// npm run bench -- <sub-command> [options]: every benchmark of the project, one command.
// Each sub-command is a file of this folder, run in its own process (a benchmark exits when done).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const SUBS = {
  pages: [
    'pages.mjs',
    'cached and uncached req/s and p99 per page, CPU ms per uncached page, against nginx gzip_static and bare Node; memory, cold pages, sign-ups, analytics on/off, then `saves` (--short, --no-saves, --no-build)',
  ],
  saves: [
    'saves.ts',
    'p99 over every sitemap URL with and without an admin save every 2 s; the first request after a save (needs wrk; --no-build)',
  ],
  cpu: [
    'cpu.mjs',
    'CPU ms per uncached page, one build or several side by side (--build=DIR..., --requests=N, --rounds=N, --connections=N, paths)',
  ],
  profile: [
    'profile.mjs',
    'a CPU profile of the uncached (or --cached) render under load and its top frames (--seconds=N, paths; --summary=FILE summarises a profile)',
  ],
  lighthouse: ['lighthouse.mjs', 'Lighthouse (mobile) for every public page with budgets (--runs=N, --no-build, paths)'],
  backup: ['backup.mjs', 'memory growth and /healthz latency while a 500-image, 200 MB archive is written'],
  restore: ['restore.mjs', 'memory and /healthz latency while 200 MB backups are restored'],
  csv: ['csv.mjs', 'memory of the streamed 100,000-subscriber CSV export'],
  campaign: ['campaign.mjs', 'a newsletter campaign to 100,000 subscribers through a local SMTP server: msg/s, peak RSS'],
  analytics: ['analytics.ts', '1 million page views over 30 days on SQLite and PostgreSQL: storage and dashboard query time'],
};

const [sub, ...rest] = process.argv.slice(2);
if (!sub || !SUBS[sub]) {
  if (sub) console.error(`unknown sub-command: ${sub}\n`);
  console.log('npm run bench -- <sub-command> [options]\n');
  for (const [name, [, what]] of Object.entries(SUBS)) console.log(`  ${name.padEnd(11)} ${what}`);
  process.exit(sub ? 2 : 0);
}
const file = path.join(ROOT, 'scripts/bench', SUBS[sub][0]);
const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
const r = spawnSync(process.execPath, [...loader, file, ...rest], { cwd: ROOT, stdio: 'inherit' });
process.exit(r.status ?? 1);
