import type express from 'express';

/**
 * Express middleware that runs before the React Router handler, in order:
 * the place for redirects, body-size and rate limits, and the page cache.
 */
export function installHttpMiddleware(app: express.Express) {
  void app;
}
