import type express from 'express';
import { FORM_BODY_LIMIT_BYTES, formOfPath } from '~/domain/forms/index.server';
import { config } from '~/server/config.server';
import { clientKey } from '~/server/http/client-ip.server';
import { clientAddress } from '~/server/http/hosts.server';
import { createRateLimiter, type RateLimiter } from '~/server/http/rate-limit.server';

/**
 * Abuse limits of the public form endpoints (app/domain/forms/paths.ts), applied
 * before React Router sees the request:
 *  - per client address and form, at most RATE_LIMIT_FORMS_PER_MINUTE posts in
 *    a sliding 60-second window, counted in the database so every instance
 *    shares the count (rate-limit.server.ts). The path is already canonical
 *    (canonical-path.server.ts): every spelling of a form's path is one key;
 *  - a request body limit (Content-Length above 32 KB; bodies without a length
 *    are counted while the action reads them, see guard.server.ts).
 * A refused request is marked in `res.locals.formGuard` (passed to the action
 * as `context.formGuard`): the form's action answers 429/413 with the
 * translated message, as a page without JavaScript and as fetcher data with it,
 * and never reads or stores the body.
 */
export type FormGuard = 'rate_limited' | 'too_large';

export function formGuardMiddleware(limiter?: RateLimiter): express.RequestHandler {
  let rl = limiter;
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const target = formOfPath(req.path);
    if (!target) return next();
    rl ??= createRateLimiter({ limit: config().RATE_LIMIT_FORMS_PER_MINUTE, windowMs: 60_000 });
    const address = clientKey(clientAddress(req));
    const length = req.headers['content-length'];
    rl.hit(`form|${target.form}|${address}`).then((allowed) => {
      if (!allowed) {
        res.locals.formGuard = 'rate_limited' satisfies FormGuard;
      } else if (length !== undefined && Number(length) > FORM_BODY_LIMIT_BYTES) {
        res.locals.formGuard = 'too_large' satisfies FormGuard;
      }
      // A body that is too large is never read: close the connection after the answer.
      if (res.locals.formGuard === 'too_large') res.setHeader('Connection', 'close');
      next();
    }, next);
  };
}
