/**
 * The HTTP layer: security headers, compression, static assets, health checks,
 * request logging, and the React Router request handler. Bundled together with
 * the app by the server build (vite.config.ts), started by bin/start.mjs.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from '@react-router/express';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '~/server/db/unavailable.server';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { closeDb, getDb } from '~/server/db/index.server';
import { startServices, stopServices } from '~/web/startup.server';
import { installHttpMiddleware } from '~/web/middleware.server';
import { countPageView, pageViewCandidate, pageViewMiddleware, watchPageView } from '~/web/analytics.server';
import { assetsMiddleware } from '~/server/http/assets.server';
import type { PageCache } from '~/server/http/page-cache.server';
import { requestIdFrom } from '~/server/http/request-id.server';
import { fixDrainListeners } from '~/server/http/drain-listeners.server';
import type { ServerBuild } from 'react-router';
import { requestContext, type RequestInfo } from '~/server/http/request-info.server';
import { answerNonCanonical } from '~/server/http/canonical-path.server';
import {
  answerByHost,
  clientAddress,
  hostAnswer,
  isSecureRequest,
  proxyTrustFor,
  requestPublicOrigin,
  setListeningPort,
  setProxyTrust,
} from '~/server/http/hosts.server';
import { securityHeaders } from '~/server/http/security-headers.server';
import { redactUrl } from '~/server/http/redact-url.server';
import { requestLog } from '~/server/http/request-log.server';
import { postWithoutActionGuard } from '~/server/http/route-methods.server';
import { stopImageWorker, setImageWorker, type ImageWorkerOptions } from '~/domain/media/index.server';

export interface AppOptions {
  clientDir?: string;
  /** The app; a function is called (and the routes re-derived) on every request, which only development wants. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Extra routes mounted before the app (used by tests of the HTTP layer). */
  extraRoutes?: (app: express.Express) => void;
}

export function createApp(opts: AppOptions = {}) {
  const app = express();
  const cfg = config();
  app.disable('x-powered-by');
  app.set('trust proxy', cfg.TRUST_PROXY);
  // A hop count trusts only internal peers (proxyTrustFor); Express reads req.protocol and req.hostname with the same function.
  const trust = proxyTrustFor(cfg.TRUST_PROXY, app.get('trust proxy fn') as Parameters<typeof setProxyTrust>[0]);
  app.set('trust proxy', trust);
  setProxyTrust(trust);

  // One spelling per path, before anything compares paths (app/server/http/canonical-path.server.ts).
  app.use((req, res, next) => answerNonCanonical(req, res) || next());

  // Hashed build assets first: they need none of the page middleware below.
  if (opts.clientDir) app.use(assetsMiddleware(path.join(opts.clientDir, 'assets')));

  app.use((req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    res.locals.requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', res.locals.requestId);
    next();
  });

  app.use(requestLog((url) => url === '/healthz' || url === '/readyz' || url.startsWith('/assets/')));

  // CSP with the request's nonce, and the other security headers (security-headers.server.ts).
  app.use(
    securityHeaders({ isSecure: isSecureRequest, imageOrigins: [cfg.S3_PUBLIC_URL, cfg.S3_ENDPOINT].filter((o): o is string => !!o) }),
  );

  // What is compressed here is rendered per request (the page cache stores its own brotli 9 and
  // gzip 9 once, and serves those to every later visitor): fast levels. gzip 2 and brotli 3 cost a
  // third of the default levels' CPU for a few per cent more bytes on that one answer.
  // A 256 KB brotli window: pages are far smaller than the default 4 MB window, which would cost
  // memory on every compressed response.
  app.use(
    compression({
      threshold: 1024,
      level: 2,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  // compression loses track of removed drain listeners (MaxListenersExceededWarning on long streams).
  app.use((_req, res, next) => {
    fixDrainListeners(res);
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await getDb().ping();
      res.type('text/plain').send('ready');
    } catch {
      res.status(503).type('text/plain').send('database unavailable');
    }
  });

  if (opts.clientDir) {
    // The few other public files (favicon, social image): looked up in a set made at start,
    // so a page request does not cost a file-system lookup.
    const publicFiles = new Set(
      fs
        .readdirSync(opts.clientDir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => '/' + e.name),
    );
    const serveFile = express.static(opts.clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (publicFiles.has(req.path) ? serveFile(req, res, next) : next()));
  }

  // Pages name only a host the operator trusts; with a confirmed address other hosts are sent there (hosts.server.ts).
  app.use(
    (req, res, next) =>
      answerByHost(req, res, () =>
        logger().warn(
          { host: String(req.headers.host ?? '').slice(0, 200), url: redactUrl(req.originalUrl) },
          'request with an unknown scheme refused',
        ),
      ) || next(),
  );

  // Page views of requests that did not come through start()'s handler (app/web/analytics.server.ts).
  app.use(pageViewMiddleware());
  opts.extraRoutes?.(app);
  app.locals.pageCache = installHttpMiddleware(app);

  const build = opts.build ?? (() => import('virtual:react-router/server-build') as Promise<ServerBuild>);
  // A POST to a page without an action: 405/404 here, not an internal error in React Router.
  app.use(postWithoutActionGuard(typeof build === 'function' ? build : () => build));

  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      getLoadContext: (req, res) =>
        requestContext({
          nonce: res.locals.nonce as string,
          requestId: res.locals.requestId as string,
          clientIp: clientAddress(req),
          origin: requestPublicOrigin(req),
          formGuard: res.locals.formGuard as RequestInfo['formGuard'],
        }),
    }) as express.RequestHandler,
  );
  // A middleware before the app that failed on an unreachable database (rate limits, sessions): 503, not 500.
  app.use((err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (isDatabaseUnavailable(err) && !res.headersSent) {
      res
        .status(503)
        .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('Service Unavailable');
      return;
    }
    next(err);
  });

  return app;
}

/** Starts the production server; resolves once it listens. */
export async function start(opts: AppOptions & { clientDir: string; imageWorker?: ImageWorkerOptions }) {
  const cfg = config();
  // Pictures are drawn and re-encoded in a child process (see image-worker.server.ts).
  setImageWorker(opts.imageWorker);
  const t0 = performance.now();
  // The production build, resolved once: React Router re-derives its route tables on every
  // request when given a function. Loaded while the services start, which mostly wait on the
  // database: compiling the build overlaps that wait.
  const loadBuild = async (): Promise<AppOptions['build']> => {
    if (opts.build) return opts.build;
    try {
      return (await import('virtual:react-router/server-build')) as unknown as ServerBuild;
    } catch {
      // Not running from the Vite build (a test fixture through tsx): resolve on request, as before.
      return () => import('virtual:react-router/server-build');
    }
  };
  const [build] = await Promise.all([loadBuild(), startServices()]);
  const app = createApp({ ...opts, build });
  // Stored public pages are answered before Express; everything else goes to the app.
  const pageCache = app.locals.pageCache as PageCache | undefined;
  const server = http.createServer((req, res) => {
    if (answerNonCanonical(req, res)) return;
    // A host to redirect (or a scheme to refuse) never reaches a stored page: the app answers and logs it.
    if (hostAnswer(req).kind !== 'serve') return app(req, res);
    // Counted here, once per canonical request, whether the page comes from the cache or the app:
    // a hit's answer is known at once (no listener per request on the fast path).
    const view = pageViewCandidate(req);
    if (pageCache?.handle(req, res)) {
      if (view) countPageView(req, view, res.statusCode, undefined);
      return;
    }
    if (view) watchPageView(req, res, view);
    app(req, res);
  });
  // A request Node's parser refuses (bytes above 0x7F in the target, a malformed line or header):
  // 400 and one JSON log line, instead of Node's silent answer.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // A client that went away is no refusal (and no line); a response under way cannot be replaced.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    logger().warn({ code: err.code ?? 'unknown', status: Number(status.slice(0, 3)) }, 'malformed request refused');
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(cfg.PORT, cfg.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : cfg.PORT;
  setListeningPort(port);
  // Stale pages are rendered again in the background through this address (page-cache.server.ts).
  pageCache?.setSelfAddress({ host: cfg.HOST === '0.0.0.0' ? '127.0.0.1' : cfg.HOST === '::' ? '::1' : cfg.HOST, port });
  logger().info({ port, engine: getDb().kind, startupMs: Math.round(performance.now() - t0) }, `listening on http://localhost:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger().info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting connections; idle keep-alive sockets are closed, busy ones finish.
    server.close(async (err) => {
      try {
        await stopServices();
        stopImageWorker();
        await closeDb();
      } finally {
        logger().info('shutdown complete');
        process.exit(err ? 1 : 0);
      }
    });
    // Keep-alive sockets become idle as their last response finishes: close them then.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger().error('shutdown timed out after 25s');
      process.exit(1);
    }, 25_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return { server, port };
}

/** For `npm run dev`: database and background work, without a listener of its own. */
export async function startDevServices() {
  await startServices();
}
