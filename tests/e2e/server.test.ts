import http from 'node:http';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../helpers/server';
import { until } from '../helpers/wait';

function runToExit(env: Record<string, string>, args = ['bin/start.mjs']) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('production server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_PASSWORD: undefined, LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('serves / in Turkish and creates the SQLite database in DATA_DIR', async () => {
    const r = await fetch(server.url + '/');
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<html lang="tr">');
    expect(fs.existsSync(path.join(server.dataDir, 'site.db'))).toBe(true);
  });

  it('answers health and readiness checks', async () => {
    expect((await fetch(server.url + '/healthz')).status).toBe(200);
    expect((await fetch(server.url + '/readyz')).status).toBe(200);
  });

  it('serves hashed assets with immutable caching and compresses HTML', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const r = await fetch(server.url + asset);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The page cache compresses a stored page off the event loop: the copy is there within moments.
    const page = await until(
      async () => {
        const r = await fetch(server.url + '/', { headers: { 'accept-encoding': 'gzip' } });
        if (r.headers.get('content-encoding') === 'gzip') return r;
        await r.arrayBuffer();
        return undefined;
      },
      10_000,
      'the stored home page compressed with gzip',
    );
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the precompressed brotli or gzip copy of an asset, with few headers', async () => {
    const html = await (await fetch(server.url + '/')).text();
    // React's chunk (vite.chunks.ts): large enough to be stored compressed.
    const asset = html.match(/\/assets\/react-[\w-]+\.js/)![0];
    const plain = await rawGet(server.url + asset, {});
    const br = await rawGet(server.url + asset, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await rawGet(server.url + asset, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('caches public pages briefly for CDNs, answers 304 to a matching ETag, and never caches admin pages', async () => {
    await (await fetch(server.url + '/hakkimizda')).text(); // stored once the response has ended
    const r = await fetch(server.url + '/hakkimizda');
    expect(r.headers.get('x-page-cache')).toBe('hit');
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // Answered before the middleware stack, with the headers the page was rendered with.
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('permissions-policy')).toContain('camera=()');
    expect(r.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(r.headers.get('strict-transport-security')).toBeNull(); // plain HTTP
    const etag = r.headers.get('etag')!;
    const again = await fetch(server.url + '/hakkimizda', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // The stored page allows its inline scripts by hash: no nonce, no 'unsafe-inline'.
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain('nonce-');
    expect(csp.split(';').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    const admin = await fetch(server.url + '/admin');
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(admin.headers.get('x-page-cache')).toBeNull();
  });

  it("public pages carry React Router's own scripts, each with the nonce, and no COOP; the admin has COOP", async () => {
    const page = await fetch(server.url + '/en-about');
    const html = await page.text();
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // React Router's module script as published: it imports the route modules at once.
    expect(html).toMatch(/import \* as route0/);
    // Every script that runs (JSON-LD is data) carries the request's nonce.
    const running = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(running.length).toBeGreaterThan(1);
    for (const tag of running) expect(tag).toContain(`nonce="${nonce}"`);
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    const admin = await fetch(server.url + '/admin/giris');
    const adminHtml = await admin.text();
    expect(adminHtml.slice(0, adminHtml.indexOf('</head>'))).toContain('rel="modulepreload"');
    expect(adminHtml).toMatch(/import \* as route0/);
    expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('logs each request with a request id, also those answered from the page cache', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await fetch(server.url + '/en-support');
      await r.arrayBuffer();
      const id = r.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id!);
      if (i === 1) expect(r.headers.get('x-page-cache')).toBe('hit');
    }
    // An id given by the proxy in front is kept, on a hit as on a render.
    const proxied = await fetch(server.url + '/en-support', { headers: { 'X-Request-Id': 'proxy-id-42' } });
    expect(proxied.headers.get('x-page-cache')).toBe('hit');
    expect(proxied.headers.get('x-request-id')).toBe('proxy-id-42');
    ids.push('proxy-id-42');
    await new Promise((res) => setTimeout(res, 100));
    const lines = server
      .logs()
      .split('\n')
      .filter((l) => l.includes('"request completed"'));
    for (const id of ids) {
      const line = lines.find((l) => l.includes(`"id":"${id}"`));
      expect(line, id).toBeDefined();
      expect(line).toContain('"url":"/en-support"');
    }
  });
});

describe('start-up failures', () => {
  it('PORT=abc exits non-zero with one line naming the variable', async () => {
    const { code, output } = await runToExit({ PORT: 'abc', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-')) });
    expect(code).not.toBe(0);
    expect(output.trim()).toBe('Startup failed: Invalid PORT="abc": expects a port number (1-65535)');
  });

  it('a bad DATABASE_URL exits non-zero with one line', async () => {
    const { code, output } = await runToExit({ DATABASE_URL: 'mysql://nowhere/db', PORT: String(await freePort()) });
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/^Startup failed: Invalid DATABASE_URL/);
  });

  it('an unreachable PostgreSQL exits non-zero with one line', async () => {
    const { code, output } = await runToExit({
      DATABASE_URL: `postgres://u:p@127.0.0.1:${await freePort()}/db`,
      PORT: String(await freePort()),
    });
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/^Startup failed: /);
  });
});

describe('graceful shutdown', () => {
  it('SIGTERM during a slow request lets it finish, then exits 0', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/slow-server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'slow-test-password',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await until(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000, // a tsx start on a loaded 2-CPU machine took 25 s
      'the slow server to answer /healthz',
    );
    const slow = fetch(`http://127.0.0.1:${port}/__slow`).then(async (r) => ({ status: r.status, body: await r.text() }));
    // The request is in the server (it holds it until SIGTERM): then shut down.
    await until(() => fs.existsSync(path.join(dataDir, 'slow-started')), 20_000, 'the slow request to arrive');
    child.kill('SIGTERM');
    expect(await slow).toEqual({ status: 200, body: 'finished' });
    expect(await exited).toBe(0);
  });
});
