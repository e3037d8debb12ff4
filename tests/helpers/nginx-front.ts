import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './server';

/**
 * The shipped nginx front (deploy/nginx/site.conf), started for a test: the same file with its
 * machine-specific values (ports, paths, certificate) replaced, behind a self-signed certificate
 * for example.com. Each replacement must find its value, so a change to the shipped file that a
 * test would silently stop covering fails here instead.
 */
export interface RunningFront {
  httpsPort: number;
  httpPort: number;
  dir: string;
  errorLog(): string;
  stop(): Promise<void>;
}

export const FRONT_HOST = 'example.com';
export const hasNginx = () => spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function replaceAll(text: string, from: string | RegExp, to: string): string {
  const next = typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
  if (next === text) throw new Error(`deploy/nginx/site.conf no longer contains ${String(from)}`);
  return next;
}

function renderSiteConf(opts: { appPort: number; httpPort: number; httpsPort: number; dir: string; clientDir: string }): string {
  let conf = fs.readFileSync(path.resolve('deploy/nginx/site.conf'), 'utf8');
  conf = replaceAll(conf, 'server 127.0.0.1:3000;', `server 127.0.0.1:${opts.appPort};`);
  conf = replaceAll(conf, /^\s*listen \[::\]:.*$/gm, '');
  conf = replaceAll(conf, /listen 80( default_server)?;/g, `listen 127.0.0.1:${opts.httpPort}$1;`);
  conf = replaceAll(conf, /listen 443 ssl/g, `listen 127.0.0.1:${opts.httpsPort} ssl`);
  conf = replaceAll(conf, '/etc/letsencrypt/live/example.com/', `${opts.dir}/`);
  conf = replaceAll(conf, '/opt/site/build/client', opts.clientDir);
  conf = replaceAll(conf, '/var/log/nginx/access.log', path.join(opts.dir, 'access.log'));
  conf = replaceAll(conf, '/var/log/nginx/error.log', path.join(opts.dir, 'error.log'));
  conf = replaceAll(conf, '/var/www/letsencrypt', path.join(opts.dir, 'acme'));
  return conf;
}

/** The front's ports, chosen before the app starts (its PUBLIC_URL names the HTTPS port). */
export async function frontPorts() {
  return { httpPort: await freePort(), httpsPort: await freePort() };
}

export async function startFront(opts: {
  appPort: number;
  ports: { httpPort: number; httpsPort: number };
  clientDir?: string;
}): Promise<RunningFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-front-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'tmp'));
  const r = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${FRONT_HOST}`,
      '-addext',
      `subjectAltName=DNS:${FRONT_HOST},DNS:www.${FRONT_HOST}`,
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'pipe' },
  );
  if (r.status !== 0) throw new Error(`openssl failed: ${r.stderr}`);
  const { httpPort, httpsPort } = opts.ports;
  const site = renderSiteConf({
    appPort: opts.appPort,
    httpPort,
    httpsPort,
    dir,
    clientDir: path.resolve(opts.clientDir ?? 'build/client'),
  });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/tmp;`).join(' ');
  const root = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      fs.existsSync(BROTLI_STATIC) ? `load_module ${BROTLI_STATIC};` : '',
      root ? 'user root root;' : '',
      `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      `http { include /etc/nginx/mime.types; default_type application/octet-stream; ${temp} include ${dir}/site.conf; }`,
    ].join('\n'),
  );
  if (!fs.existsSync(BROTLI_STATIC)) {
    // Without the module the shipped file's brotli_static lines cannot load: leave them out here.
    fs.writeFileSync(
      path.join(dir, 'site.conf'),
      fs.readFileSync(path.join(dir, 'site.conf'), 'utf8').replace(/^\s*brotli_static on;$/gm, ''),
    );
  }
  const child: ChildProcess = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const errorLog = () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  // Listening once its pid file exists and the port answers.
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errorLog()}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(httpsPort, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${errorLog()}`);
    await new Promise((res) => setTimeout(res, 50));
  }
  return {
    httpsPort,
    httpPort,
    dir,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((res) => child.once('exit', res));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
