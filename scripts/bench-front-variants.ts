// npx tsx scripts/bench-front-variants.ts — the shipped nginx front with one change at a time
// (VARIANTS=shipped,accessoff,... ROUNDS=n PAGE=/ BENCH_SECONDS=n), each beside nginx gzip_static
// serving the same bytes in the same nginx, as scripts/bench-front.ts does (wrk -t1 -c50 over TLS,
// 65,536 client addresses; ONE_CLIENT=1: one address, which analytics caps at 300 views a day).
// Per run: req/s and p99 of both, and the CPU time of the nginx worker, the app and wrk (from
// /proc) per request; the app's CPU is also shown while gzip_static runs (it may still be
// counting the front's views then). NO_VIEWS=1 starts the app without FRONT_VIEWS_LOG.
// Needs a build (npm run build). ADR 030.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { appHeadersAsNginx, frontPorts, startFront, FRONT_HOST } from '../tests/helpers/nginx-front';
import { freePort, waitForOk, SERVER_NODE_ARGS } from './lib/local.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MANY = !process.env.ONE_CLIENT;
// SAME_HEADERS=1: the baseline also sends every header of the front's answer (the same bytes, headers too).
const SAME_HEADERS = Boolean(process.env.SAME_HEADERS);
const sub = (c: string, from: string | RegExp, to: string) => {
  const next = c.replace(from, to);
  if (next === c) throw new Error(`variant: ${String(from)} not in site.conf`);
  return next;
};
// Each variant changes one thing in the shipped file (deploy/nginx/site.conf).
const variants: Record<string, (c: string) => string> = {
  shipped: (c) => c,
  // Both logs off (the views log's path stays in a comment: the test helper replaces it).
  accessoff: (c) =>
    sub(
      sub(c, /^\s*access_log \/var\/log\/nginx.*$/gm, '# /var/log/nginx/access.log'),
      /^\s*access_log \/var\/log\/site.*$/m,
      'access_log off; # /var/log/site-front/views.log',
    ),
  // The views log only (no combined access log).
  viewsonly: (c) => sub(c, /^\s*access_log \/var\/log\/nginx.*$/gm, '# /var/log/nginx/access.log'),
  // The cache lock the shipped file leaves off (its waiters poll every 500 ms).
  lock: (c) => sub(c, 'proxy_cache_lock off;', 'proxy_cache_lock on;'),
  nobg: (c) => sub(c, 'proxy_cache_background_update on;', 'proxy_cache_background_update off;'),
  valid60: (c) => sub(c, 'proxy_cache_valid 200 301 1s;', 'proxy_cache_valid 200 301 60s;'),
  nohdr: (c) =>
    sub(
      c,
      'add_header X-Front-Cache $upstream_cache_status always;',
      'add_header X-Front-Cache $upstream_cache_status always; proxy_hide_header Content-Security-Policy; proxy_hide_header Permissions-Policy; proxy_hide_header X-Request-Id;',
    ),
  // The views log's condition as exact keys (a hash look-up) instead of regular expressions.
  exactmap: (c) => sub(c, '    "~^(HIT|UPDATING):" 1;', '    "HIT:" 1;\n    "UPDATING:" 1;'),
  // Open cache files kept open (for the baseline too: http level).
  openfc: (c) =>
    sub(c, '\nupstream site_app {', '\nopen_file_cache max=1000 inactive=20s;\nopen_file_cache_valid 1s;\n\nupstream site_app {'),
};
const which = (process.env.VARIANTS ?? Object.keys(variants).join(',')).split(',');
const PAGE = process.env.PAGE ?? '/';

const cpu = (pid: number) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11] ?? 0) + Number(f[12] ?? 0)) * 10;
  } catch {
    return NaN;
  }
};
const kids = (pid: number) => fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
/** The app's CPU time with its children's (the views process counts the front's views). */
const appCpu = (pid: number) => kids(pid).reduce((sum, kid) => sum + (cpu(kid) || 0), cpu(pid));

const manyClients = path.join(os.tmpdir(), `bench-front-variants-${process.pid}.lua`);
fs.writeFileSync(
  manyClients,
  `local i = 0\nrequest = function()\n  i = (i + 1) % 65536\n  wrk.headers["X-Forwarded-For"] = "10.7." .. math.floor(i / 256) .. "." .. (i % 256)\n  return wrk.format()\nend\n`,
);

/** wrk, with its own CPU time (ms) read just before it exits. */
function wrk(url: string, headers: string[] = []) {
  const args = ['-t1', '-c50', `-d${SECONDS}s`, '--timeout', '10s', '--latency', '-H', 'Accept-Encoding: gzip'];
  for (const h of headers) args.push('-H', h);
  if (MANY) args.push('-s', manyClients);
  args.push(url);
  return new Promise<{ n: number; rps: number; p99: string; non2xx: string; cpu: number }>((resolve) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    let last = 0;
    const t = setInterval(() => {
      const c = cpu(child.pid!);
      if (Number.isFinite(c)) last = c;
    }, 100);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => {
      clearInterval(t);
      const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)/);
      resolve({
        n: Number(out.match(/(\d+) requests in/)?.[1] ?? 1),
        rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        p99: p99 ? `${p99[1]}${p99[2]}` : '-',
        non2xx: out.match(/Non-2xx.*/)?.[0] ?? '',
        cpu: last,
      });
    });
  });
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));
const ports = await frontPorts();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-front-'));
const app = spawn(process.execPath, [...SERVER_NODE_ARGS, 'bin/start.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'bench-password-123',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    FRONT_VIEWS_LOG: process.env.NO_VIEWS ? '' : ports.viewsLog,
    PUBLIC_URL: `https://${FRONT_HOST}:${ports.httpsPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(app);
await waitForOk(`http://127.0.0.1:${port}/healthz`);
const staticPort = await freePort();
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'exp-static-'));
fs.chmodSync(staticRoot, 0o755);
// SITE_CONF: another file in the shipped file's place (an earlier version, to compare builds: BUILD_DIR).
let shipped = fs.readFileSync(process.env.SITE_CONF ?? 'deploy/nginx/site.conf', 'utf8');
// As scripts/bench-front.ts: the clients' addresses from X-Forwarded-For (this copy only).
if (MANY)
  shipped = sub(
    shipped,
    '    server_tokens off;\n',
    '    server_tokens off;\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;\n',
  );
const headers = [`User-Agent: ${UA}`, 'Accept: text/html'];
for (const v of which) {
  const front = await startFront({
    appPort: port,
    ports,
    anyHost: true,
    siteConf: v.split('+').reduce((c, one) => variants[one]!(c), shipped),
    extraServers: `
server { listen 127.0.0.1:${staticPort} ssl; ssl_certificate {{dir}}/fullchain.pem; ssl_certificate_key {{dir}}/privkey.pem;
  ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:bench_tls:10m; root ${staticRoot}; gzip_static on; default_type text/html; access_log off;${SAME_HEADERS ? ' include {{dir}}/same-headers*.conf;' : ''} }`,
  });
  let frontHeaders: Record<string, unknown> = {};
  const body: Buffer = await new Promise((res, rej) =>
    https
      .get(
        {
          host: '127.0.0.1',
          port: ports.httpsPort,
          path: PAGE,
          servername: FRONT_HOST,
          rejectUnauthorized: false,
          headers: { 'accept-encoding': 'gzip', 'user-agent': UA },
        },
        (r) => {
          frontHeaders = r.headers;
          const c: Buffer[] = [];
          r.on('data', (d) => c.push(d));
          r.on('end', () => res(Buffer.concat(c)));
        },
      )
      .on('error', rej),
  );
  fs.writeFileSync(path.join(staticRoot, 'p.html.gz'), body);
  fs.writeFileSync(path.join(staticRoot, 'p.html'), zlib.gunzipSync(body));
  fs.chmodSync(path.join(staticRoot, 'p.html.gz'), 0o644);
  fs.chmodSync(path.join(staticRoot, 'p.html'), 0o644);
  if (SAME_HEADERS) {
    // The baseline sends the headers the front's answer carries (the app's), byte for byte.
    const lines = appHeadersAsNginx(frontHeaders);
    fs.writeFileSync(path.join(front.dir, 'same-headers.conf'), lines.join('\n') + '\n');
    process.kill(Number(fs.readFileSync(path.join(front.dir, 'nginx.pid'), 'utf8')), 'SIGHUP');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const master = Number(fs.readFileSync(path.join(front.dir, 'nginx.pid'), 'utf8'));
  const worker = kids(master)[0]!;
  // STALE_START=1: the page's copy is past its second when wrk starts (as in bench:front, which waits for the counts to settle).
  if (process.env.STALE_START) await new Promise((r) => setTimeout(r, 3000));
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
    // USR1_FIRST=1: nginx reopens its logs just before the run (bench:front does, to flush them).
    if (process.env.USR1_FIRST) process.kill(master, 'SIGUSR1');
    const a0 = appCpu(app.pid!),
      w0 = cpu(worker);
    const f = await wrk(`https://127.0.0.1:${ports.httpsPort}${PAGE}`, headers);
    const a1 = appCpu(app.pid!),
      w1 = cpu(worker);
    const s = await wrk(`https://127.0.0.1:${staticPort}/p.html`, headers);
    const a2 = appCpu(app.pid!),
      w2 = cpu(worker);
    const us = (ms: number, n: number) => ((ms * 1000) / n).toFixed(0).padStart(3);
    console.log(
      `${v.padEnd(10)} front ${f.rps.toFixed(0).padStart(6)} p99 ${f.p99.padStart(8)} | static ${s.rps.toFixed(0).padStart(6)} p99 ${s.p99.padStart(8)} | ratio ${(f.rps / s.rps).toFixed(2)} | µs/req front: nginx ${us(w1 - w0, f.n)} app ${us(a1 - a0, f.n)} wrk ${us(f.cpu, f.n)}; static: nginx ${us(w2 - w1, s.n)} app ${us(a2 - a1, s.n)} wrk ${us(s.cpu, s.n)} ${f.non2xx} | load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  await front.stop();
}
fs.rmSync(manyClients, { force: true });
// A graceful stop (a --cpu-prof given in BENCH_NODE_ARGS is written then).
const exited = new Promise((r) => app.once('exit', r));
app.kill('SIGTERM');
await exited;
process.exit(0);
