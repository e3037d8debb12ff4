import type express from 'express';
import { ONE_CLICK_PATHS, oneClickUnsubscribe } from '~/domain/campaigns/one-click.server';
import { formGuardMiddleware } from './form-guard.server';

/**
 * Express middleware that runs before the React Router handler, in order:
 * the place for redirects, body-size and rate limits, and the page cache.
 */
export function installHttpMiddleware(app: express.Express) {
  // Admin responses are private and never indexed.
  app.use('/admin', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  });

  // Public forms: per-address rate limit and body size limit (answered by the form's action).
  app.use(formGuardMiddleware());

  // Newsletter one-click unsubscribe (RFC 8058) posted from another origin (webmail).
  app.post(ONE_CLICK_PATHS, oneClickUnsubscribe());
}
