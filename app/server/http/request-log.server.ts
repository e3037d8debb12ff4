import type express from 'express';
import type pino from 'pino';
import { logger } from '../logger.server';
import { redactUrl } from './redact-url.server';

/**
 * One log line per request once its response is done (or the client went away):
 * `request completed`, or `request errored` with an error for a 5xx, at info level,
 * with the request's id, method and URL (secrets redacted) and the response's status
 * and time, the fields and messages pino-http wrote before. Nothing is done per
 * request when info is not logged (LOG_LEVEL=warn...): pino-http made a child
 * logger and serialised the request on every request, logged or not.
 */
/** A request's log line, the same for requests through the app and page-cache hits in front of it. */
export function logRequest(
  log: pino.Logger,
  r: { id: string; method: string | undefined; url: string; statusCode: number; ms: number },
  extra?: Record<string, unknown>,
): void {
  const line = {
    req: { id: r.id, method: r.method, url: redactUrl(r.url) },
    res: { statusCode: r.statusCode },
    responseTime: Math.round(r.ms),
    ...extra,
  };
  if (r.statusCode >= 500) log.info({ ...line, err: new Error(`failed with status code ${r.statusCode}`) }, 'request errored');
  else log.info(line, 'request completed');
}

export function requestLog(ignore: (url: string) => boolean, getLog: () => pino.Logger = logger): express.RequestHandler {
  return (req, res, next) => {
    const log = getLog();
    if (!log.isLevelEnabled('info') || ignore(req.url)) return next();
    const start = Date.now();
    const { method, url } = req;
    const done = () => {
      res.off('close', done);
      res.off('finish', done);
      logRequest(log, { id: res.locals.requestId as string, method, url, statusCode: res.statusCode, ms: Date.now() - start });
    };
    res.on('close', done);
    res.on('finish', done);
    next();
  };
}
