import type express from 'express';
import { logger } from '~/server/logger.server';
import { UNSUBSCRIBE_PATHS } from '~/domain/newsletter/index.server';
import { unsubscribeByToken } from '~/domain/campaigns/index.server';

/**
 * RFC 8058 one-click unsubscribe from another origin. React Router refuses a
 * POST whose Origin header names another site (CSRF protection), which is
 * right for forms but would refuse a webmail client posting
 * `List-Unsubscribe=One-Click` from its own page. Such a POST is answered here,
 * before React Router: the signed token in the URL is the only authority, so
 * no other origin check is needed. Posts without an Origin (mail providers'
 * servers) or from this site go on to the page's action as usual.
 */
export const ONE_CLICK_PATHS = Object.values(UNSUBSCRIBE_PATHS);

export function oneClickUnsubscribe(): express.RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    let crossOrigin = false;
    if (origin && origin !== 'null') {
      try {
        crossOrigin = new URL(origin).host !== req.headers.host;
      } catch {
        crossOrigin = true;
      }
    } else if (origin === 'null') {
      crossOrigin = true;
    }
    if (!crossOrigin) return next();
    const token = typeof req.query.token === 'string' ? req.query.token : null;
    // The body (List-Unsubscribe=One-Click) carries nothing else: drain it unread.
    req.resume();
    unsubscribeByToken(token)
      .then((r) => {
        res.setHeader('Cache-Control', 'no-store');
        if (r.state === 'invalid') res.status(400).type('text/plain').send('invalid unsubscribe token');
        else res.status(200).type('text/plain').send('unsubscribed');
      })
      .catch((err: unknown) => {
        logger().error({ err }, 'one-click unsubscribe failed');
        res.status(500).type('text/plain').send('error');
      });
  };
}
