import type express from 'express';
import { ONE_CLICK_PATHS, oneClickUnsubscribe } from './one-click-unsubscribe.server';
import { formGuardMiddleware } from './form-guard.server';
import { maintenanceMiddleware } from './maintenance.server';
import { bodyLimitMiddleware } from './body-limit.server';
import { createPageCache, type PageCache } from '~/server/http/page-cache.server';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { isAdminPath } from '~/lib/admin-path';
import { isSecureRequest, originKey } from '~/server/http/hosts.server';
import { crossOriginPostGuard } from '~/server/http/cross-origin.server';
import { logRequest } from '~/server/http/request-log.server';
import { beaconMiddleware } from './analytics.server';
import { TEXT_PREVIEW_PARAM } from '~/domain/texts/index.server';
import { findSession } from '~/domain/auth/index.server';

/** Only a valid session bypasses the page cache: a made-up `admin_session` cookie gets the visitors' page. */
export async function isAdminSession(token: string): Promise<boolean> {
  return !!(await findSession(token));
}

/**
 * Express middleware that runs before the React Router handler, in order:
 * the place for redirects, body-size and rate limits, and the page cache.
 */
export function installHttpMiddleware(app: express.Express): PageCache | undefined {
  // Only GET/HEAD/POST; POST bodies within their path's size limit (405/411/413 otherwise).
  app.use(bodyLimitMiddleware());

  // The analytics beacon of client-side navigations (POST /__view; same-origin, small, rate-limited).
  app.use(beaconMiddleware());

  // Admin responses are private and never indexed: /admin, /admin/... and the
  // client-side data requests of the panel (/admin.data, /admin/projeler.data...).
  app.use((req, res, next) => {
    // ...and so is a public page previewed with the editor's unsaved texts (Metinler: ?onizleme=<id>).
    if (isAdminPath(req.path) || req.query[TEXT_PREVIEW_PARAM] !== undefined) {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    }
    next();
  });

  // Public forms: per-address rate limit and body size limit (answered by the form's action).
  app.use(formGuardMiddleware());

  // Newsletter one-click unsubscribe (RFC 8058) posted from another origin (webmail).
  app.post(ONE_CLICK_PATHS, oneClickUnsubscribe());

  // Any other POST from another origin: 403 here (React Router would throw, log a stack trace and answer 400).
  app.use(crossOriginPostGuard());

  // Maintenance mode: public routes answer 503 with a maintenance page; the admin keeps working.
  app.use(maintenanceMiddleware());

  // Rendered public pages from memory (after maintenance, so a 503 is never stored; turning
  // maintenance on is a settings change, which empties the cache).
  const cfg = config();
  if (cfg.PAGE_CACHE_TTL_SECONDS <= 0) return undefined;
  const cache = createPageCache({
    ttlMs: cfg.PAGE_CACHE_TTL_SECONDS * 1000,
    // Only decides whether HSTS is added (browsers ignore it on plain HTTP anyway).
    isSecure: isSecureRequest,
    originKey,
    isSession: isAdminSession,
    // Hits in front of Express are logged like every other request.
    onFastHit: (hit) => {
      const log = logger();
      if (log.isLevelEnabled('info')) logRequest(log, hit, { pageCache: 'hit' });
    },
  });
  app.use(cache.middleware);
  return cache;
}
