import type express from 'express';
import { logger } from '../logger.server';
import { redactUrl } from './redact-url.server';
import { isSiteOrigin } from './site-origin.server';

/**
 * A POST whose Origin is not this site is refused with 403 before it reaches
 * React Router. The router's own check (an Origin that differs from the
 * request's origin) throws, which printed a stack trace outside the JSON log
 * and answered 400 "Unexpected Server Error". The comparison is the router's:
 * the whole origin (scheme, host, port), so `ftp://this-host` is not this site;
 * the site's fixed origin is accepted too (isSiteOrigin). POSTs without an Origin go on (the
 * admin's actions require one, see domain/auth/guard.server.ts).
 */
export function requestOrigin(req: express.Request): string | undefined {
  const forwarded = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  try {
    return new URL(`${req.protocol}://${forwarded || req.get('host') || ''}`).origin;
  } catch {
    return undefined;
  }
}

export function isSameOriginHeader(origin: string, req: express.Request): boolean {
  let from: string;
  try {
    from = new URL(origin).origin;
  } catch {
    return false;
  }
  return isSiteOrigin(from, requestOrigin(req));
}

export function crossOriginPostGuard(): express.RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (req.method !== 'POST' || origin === undefined || isSameOriginHeader(origin, req)) return next();
    logger().warn({ url: redactUrl(req.originalUrl), origin: origin.slice(0, 200) }, 'cross-origin POST refused');
    res.setHeader('Cache-Control', 'no-store');
    res.status(403).type('text/plain').send('Forbidden');
  };
}
