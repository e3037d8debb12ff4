// npx tsx scripts/bench-front-variants.ts — the shipped nginx front with one change at a time
// (VARIANTS=shipped,accessoff,... ROUNDS=n PAGE=/ BENCH_SECONDS=n), each beside nginx gzip_static
// serving the same bytes in the same nginx, with the CPU time per request of the nginx worker and
// of the app (from /proc): on a shared machine req/s swing, CPU per request much less (ADR 030).
// Needs a build (npm run build).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { frontPorts, startFront, FRONT_HOST } from '../tests/helpers/nginx-front';
import { freePort, waitForOk, SERVER_NODE_ARGS } from './lib/local.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// Each variant changes one thing in the shipped file (deploy/nginx/site.conf).
const variants: Record<string, (c: string) => string> = {
  shipped: (c) => c,
  // Both logs off (the views log's path stays in a comment: the test helper replaces it).
  accessoff: (c) =>
    c
      .replace(/^\s*access_log \/var\/log\/nginx.*$/m, '# /var/log/nginx/access.log')
      .replace(/^\s*access_log \/var\/log\/site.*$/m, 'access_log off; # /var/log/site-front/views.log'),
  nolock: (c) => c.replace('proxy_cache_lock on;', 'proxy_cache_lock off;'),
  nobg: (c) => c.replace('proxy_cache_background_update on;', 'proxy_cache_background_update off;'),
  valid60: (c) => c.replace('proxy_cache_valid 200 301 1s;', 'proxy_cache_valid 200 301 60s;'),
  nohdr: (c) =>
    c.replace(
      'add_header X-Front-Cache $upstream_cache_status always;',
      'add_header X-Front-Cache $upstream_cache_status always; proxy_hide_header Content-Security-Policy; proxy_hide_header Permissions-Policy; proxy_hide_header X-Request-Id;',
    ),
};
const which = (process.env.VARIANTS ?? Object.keys(variants).join(',')).split(',');
const PAGE = process.env.PAGE ?? '/';

function wrk(url: string, headers: string[] = []) {
  const args = ['-t1', '-c50', `-d${SECONDS}s`, '--timeout', '10s', '--latency', '-H', 'Accept-Encoding: gzip'];
  for (const h of headers) args.push('-H', h);
  args.push(url);
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)/);
  return {
    n: Number(out.match(/(\d+) requests in/)?.[1] ?? 1),
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p99: p99 ? `${p99[1]}${p99[2]}` : '-',
    non2xx: out.match(/Non-2xx.*/)?.[0] ?? '',
  };
}
const cpu = (pid: number) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11] ?? 0) + Number(f[12] ?? 0)) * 10;
  } catch {
    return 0;
  }
};
const kids = (pid: number) => fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

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
const shipped = fs.readFileSync('deploy/nginx/site.conf', 'utf8');
for (const v of which) {
  const front = await startFront({
    appPort: port,
    ports,
    anyHost: true,
    siteConf: variants[v]!(shipped),
    extraServers: `
server { listen 127.0.0.1:${staticPort} ssl; ssl_certificate {{dir}}/fullchain.pem; ssl_certificate_key {{dir}}/privkey.pem;
  ssl_protocols TLSv1.2 TLSv1.3; ssl_session_cache shared:bench_tls:10m; root ${staticRoot}; gzip_static on; default_type text/html; access_log off; }`,
  });
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
  const master = Number(fs.readFileSync(path.join(front.dir, 'nginx.pid'), 'utf8'));
  const worker = kids(master)[0]!;
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
    const a0 = cpu(app.pid!),
      w0 = cpu(worker);
    const f = wrk(`https://127.0.0.1:${ports.httpsPort}${PAGE}`, [`User-Agent: ${UA}`, 'Accept: text/html']);
    const a1 = cpu(app.pid!),
      w1 = cpu(worker);
    const s = wrk(`https://127.0.0.1:${staticPort}/p.html`);
    const w2 = cpu(worker);
    console.log(
      `${v.padEnd(11)} front ${f.rps.toFixed(0).padStart(6)} p99 ${f.p99.padStart(8)} | static ${s.rps.toFixed(0).padStart(6)} p99 ${s.p99.padStart(8)} | ratio ${(f.rps / s.rps).toFixed(2)} | µs/req: nginx front ${(((w1 - w0) * 1000) / f.n).toFixed(0)} + app ${(((a1 - a0) * 1000) / f.n).toFixed(0)}, static ${(((w2 - w1) * 1000) / s.n).toFixed(0)} ${f.non2xx} | load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  await front.stop();
}
process.exit(0);
