// What every benchmark sub-command shares: the build, a seeded data folder, starting the production
// server, loading it with wrk or autocannon, reading its memory and CPU, and the report's first line.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Node flags the production server runs with, as in `npm start`: a 1 GB heap cap (without it V8
 * keeps the heap a burst of posts grew). `BENCH_NODE_ARGS` replaces them (space-separated).
 */
export const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '--max-old-space-size=1024').split(' ').filter(Boolean);

/** `--name=value` or `--name value` from the command line, else `fallback` (numbers when it is one). */
export function arg(name, fallback) {
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  const i = process.argv.indexOf(`--${name}`);
  const raw = eq ? eq.slice(name.length + 3) : i > 0 ? process.argv[i + 1] : undefined;
  if (raw === undefined) return fallback;
  return typeof fallback === 'number' ? Number(raw) : raw;
}
export const flag = (name) => process.argv.includes(`--${name}`);
/** The paths named on the command line (`/`, `/projeler`...), else `fallback`. */
export const pathsArg = (fallback) => {
  const named = process.argv.slice(2).filter((a) => a.startsWith('/'));
  return named.length ? named : fallback;
};

/** The production build, unless `--no-build` (bin/start.mjs still builds when there is none). */
export function buildUnlessAsked() {
  if (flag('no-build')) return;
  console.log('building...');
  if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);
}

/** The environment of a benchmarked server on SQLite in `dataDir`. */
export function serverEnv(dataDir, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'bench-password-123',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** A temporary data folder, removed when the benchmark exits (unless `keep`). */
export function tempDir(prefix, keep = false) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
  if (!keep) process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Seeds `dataDir` (npm run db:seed), then adds `posts` published blog posts. */
export function seed(dataDir, { posts = 0 } = {}) {
  const env = serverEnv(dataDir);
  if (spawnSync('npm', ['run', 'db:seed', '--silent'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    process.exit(1);
  if (!posts) return;
  const sqlite = new Database(path.join(dataDir, 'site.db'));
  const insert = sqlite.prepare(
    `insert into blog_posts (id, slug, title_tr, title_en, excerpt_tr, excerpt_en, content_tr, content_en, category, tags, is_published, is_featured, author, publish_date, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'technology', '["bench"]', 1, 0, 'FunTech', ?, ?, ?)`,
  );
  for (let i = 1; i <= posts; i++) {
    const ts = new Date(Date.now() - i * 86400000).toISOString();
    const body = (w) => `${w} ${i}\n\n`.repeat(20);
    insert.run(
      randomUUID(),
      `yazi-${i}`,
      `Örnek yazı ${i}`,
      `Sample post ${i}`,
      `Özet ${i}`,
      `Excerpt ${i}`,
      body('İçerik'),
      body('Content'),
      ts,
      ts,
      ts,
    );
  }
  sqlite.close();
}

const servers = new Set();
process.on('exit', () => servers.forEach((c) => c.exitCode === null && c.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

/**
 * Starts bin/start.mjs on a free loopback port and waits for /healthz (5 minutes at most: a missing
 * build is made first). `ipc`: a channel for scripts/bench/probe.mjs (`nodeArgs` preloads it);
 * `port`: a port chosen before (freePort()) when the environment must name it.
 */
export async function startServer({ env, nodeArgs = [], ipc = false, quiet = false, port } = {}) {
  port ??= await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, 'bin/start.mjs'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit', ...(ipc ? ['ipc'] : [])],
  });
  servers.add(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 10));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const down = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await down;
  };
  return { child, port, url, stop };
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Waits until `url` answers 2xx (30 s at most), asking every 10 ms so start-up times are read closely. */
export async function waitForOk(url) {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer`);
}

export const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
// wrk when installed (a C client leaves more of the CPUs to the server under test), autocannon otherwise.
const useWrk = !process.env.BENCH_AUTOCANNON && hasCommand('wrk');
export const loadClient = useWrk ? 'wrk' : 'autocannon';

/**
 * GETs `url` for `seconds` at `connections`, asking for gzip: req/s, requests, p50/p99 ms, errors.
 * `script`: a wrk Lua script (wrk only), `headers`: extra `Name: value` lines.
 */
export async function load(url, { seconds, connections = 50, script, headers = [] }) {
  if (!useWrk) {
    if (script) throw new Error('a request mix needs wrk (apt-get install wrk)');
    const extra = Object.fromEntries(headers.map((h) => h.split(/:\s*/, 2)));
    const r = await new Promise((resolve, reject) =>
      autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip', ...extra } }, (e, res) =>
        e ? reject(e) : resolve(res),
      ),
    );
    return {
      rps: r.requests.average,
      requests: r.requests.total,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    };
  }
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-H', 'Accept-Encoding: gzip'];
  for (const h of headers) args.push('-H', h);
  if (script) args.push('-s', script);
  // Spawned, not run synchronously: a caller may go on working (saving, sampling) while wrk loads.
  const out = await new Promise((resolve) => {
    const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('exit', () => resolve(text));
  });
  const unit = (v, u) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[u] ?? 1);
  const lat = (q) => {
    const m = out.match(new RegExp(`\\s${q}%\\s+([\\d.]+)(us|ms|s)`));
    return m ? Number(unit(m[1], m[2]).toFixed(2)) : NaN;
  };
  const errs = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    p50: lat(50),
    p99: lat(99),
    errors: errs ? errs.slice(1).reduce((a, n) => a + Number(n), 0) : 0,
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

/** A process's resident memory in kB (VmRSS), or its peak (VmHWM); 0 once it has gone. */
export function memoryKb(pid, field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
/** A process's CPU time so far (user + system, fields 14 and 15 of /proc/<pid>/stat), in ms. */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The conditions every report starts with: CPUs and load (this machine's figures move with both). */
export const conditions = () =>
  `${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, Node ${process.version}`;

/** The rows file (backup.json) inside a backup archive (.tar.gz) as text: what a JSON restore takes. */
export async function rowsOfArchive(buffer) {
  const { gunzipSync } = await import('node:zlib');
  const tar = gunzipSync(buffer);
  for (let at = 0; at + 512 <= tar.length;) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const name = h.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(h.subarray(124, 136).toString('latin1').replace(/\0.*$/s, ''), 8);
    if (name === 'backup.json') return tar.subarray(at + 512, at + 512 + size).toString('utf8');
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('no backup.json in the archive');
}

/** A signed-in admin session's row (sessions: id, created_at, last_seen_at, expires_at, ip, user_agent) and its cookie token. */
export function adminSessionRow() {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const row = [
    createHash('sha256').update(token).digest('hex'),
    now.toISOString(),
    now.toISOString(),
    new Date(now.getTime() + 8 * 3600_000).toISOString(),
    null,
    'bench',
  ];
  return { token, row };
}

/** Writes a signed-in admin session into a SQLite database (better-sqlite3); its cookie is `admin_session=<token>`. */
export function adminSession(db) {
  const { token, row } = adminSessionRow();
  db.prepare('insert into sessions (id, created_at, last_seen_at, expires_at, ip, user_agent) values (?, ?, ?, ?, ?, ?)').run(...row);
  return token;
}

/** Asks scripts/bench/probe.mjs inside a server started with it (`ipc`) and waits for its answer. */
export function probe(child, what) {
  return new Promise((resolve) => {
    const on = (msg) => {
      if (msg?.benchProbe !== (what === 'read' ? 'stats' : what)) return;
      child.off('message', on);
      resolve(msg);
    };
    child.on('message', on);
    child.send({ benchProbe: what });
  });
}
