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
export function requestLog(ignore: (url: string) => boolean, getLog: () => pino.Logger = logger): express.RequestHandler {
  return (req, res, next) => {
    const log = getLog();
    if (!log.isLevelEnabled('info') || ignore(req.url)) return next();
    const start = Date.now();
    const { method, url } = req;
    const done = () => {
      res.off('close', done);
      res.off('finish', done);
      const line = {
        req: { id: res.locals.requestId as string, method, url: redactUrl(url) },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - start,
      };
      if (res.statusCode >= 500) log.info({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else log.info(line, 'request completed');
    };
    res.on('close', done);
    res.on('finish', done);
    next();
  };
}
