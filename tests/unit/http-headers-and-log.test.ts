import http from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaderSet, securityHeaders } from '~/server/http/security-headers.server';
import { requestLog } from '~/server/http/request-log.server';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function serve(app: express.Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('securityHeaders', () => {
  const app = (secure: boolean, imageOrigins?: string[]) => {
    const a = express();
    a.use((_req, res, next) => {
      res.locals.nonce = 'abc123==';
      next();
    });
    a.use(securityHeaders({ isSecure: () => secure, imageOrigins }));
    a.get('/{*splat}', (_req, res) => {
      res.send('ok');
    });
    return a;
  };

  it("sends helmet's policy with the request's nonce and helmet's other headers", async () => {
    const r = await fetch((await serve(app(false))) + '/hakkimizda');
    expect(r.headers.get('content-security-policy')).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc123==';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'",
    );
    const expected: Record<string, string> = {
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    };
    for (const [name, value] of Object.entries(expected)) expect(r.headers.get(name), name).toBe(value);
    // Neither HSTS on plain HTTP nor COOP on a public page.
    expect(r.headers.get('strict-transport-security')).toBeNull();
    expect(r.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('adds HSTS over HTTPS, COOP on the admin, and the storage origins to img-src', async () => {
    const base = await serve(app(true, ['https://cdn.example.com', 'https://s3.example.com']));
    const admin = await fetch(base + '/admin/giris');
    expect(admin.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(admin.headers.get('content-security-policy')).toContain(
      ";img-src 'self' data: blob: https://cdn.example.com https://s3.example.com;",
    );
    expect((await fetch(base + '/admin.data')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect((await fetch(base + '/administrator')).headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('gives each nonce its own policy', () => {
    const { policy } = securityHeaderSet();
    expect(policy('a')).toContain("'nonce-a'");
    expect(policy('b')).toContain("'nonce-b'");
    expect(policy('b')).not.toContain("'nonce-a'");
  });
});

describe('requestLog', () => {
  function logged(level: pino.Level) {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = pino({ level, base: undefined }, sink);
    const a = express();
    a.use((_req, res, next) => {
      res.locals.requestId = 'req-1';
      next();
    });
    a.use(
      requestLog(
        (url) => url === '/healthz',
        () => log,
      ),
    );
    a.get('/ok', (_req, res) => {
      res.send('ok');
    });
    a.get('/broken', (_req, res) => {
      res.status(503).send('down');
    });
    a.get('/healthz', (_req, res) => {
      res.send('ok');
    });
    return { app: a, lines };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('writes one line per request with its id, method, redacted URL, status and time', async () => {
    const { app, lines } = logged('info');
    const base = await serve(app);
    await (await fetch(base + '/ok?token=s3cret&page=2')).text();
    await (await fetch(base + '/broken')).text();
    await (await fetch(base + '/healthz')).text();
    await settle();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'req-1', method: 'GET', url: '/ok?token=[redacted]&page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ msg: 'request errored', res: { statusCode: 503 }, err: { message: 'failed with status code 503' } });
  });

  it('does nothing when info is not logged', async () => {
    const { app, lines } = logged('warn');
    const base = await serve(app);
    await (await fetch(base + '/ok')).text();
    await (await fetch(base + '/broken')).text();
    await settle();
    expect(lines).toHaveLength(0);
  });
});
