import type express from 'express';
import { FORM_BODY_LIMIT_BYTES, formOfPath } from '~/domain/forms/paths';
import { config } from '../config.server';

/**
 * Abuse limits of the public form endpoints (app/domain/forms/paths.ts), applied
 * before React Router sees the request:
 *  - per client address and form, at most RATE_LIMIT_FORMS_PER_MINUTE posts in
 *    any 60-second window (sliding log, kept in this instance's memory: with N
 *    instances behind a balancer a client can reach N× the limit);
 *  - a request body limit (Content-Length above 32 KB; bodies without a length
 *    are counted while the action reads them, see guard.server.ts).
 * A refused request is marked in `res.locals.formGuard` (passed to the action
 * as `context.formGuard`): the form's action answers 429/413 with the
 * translated message, as a page without JavaScript and as fetcher data with it,
 * and never reads or stores the body.
 */
export type FormGuard = 'rate_limited' | 'too_large';

export interface RateLimiter {
  /** Records a hit; false when the key is over its limit. */
  hit(key: string, now?: number): boolean;
  size(): number;
  clear(): void;
}

export function createRateLimiter(opts: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const maxKeys = opts.maxKeys ?? 50_000;
  const hits = new Map<string, number[]>();

  const sweep = (now: number) => {
    for (const [k, times] of hits) {
      if (times[times.length - 1]! <= now - opts.windowMs) hits.delete(k);
    }
    // Still too many addresses: forget the least recently seen ones.
    for (const k of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(k);
    }
  };

  return {
    hit(key, now = Date.now()) {
      const since = now - opts.windowMs;
      const times = (hits.get(key) ?? []).filter((t) => t > since);
      const allowed = times.length < opts.limit;
      if (allowed) times.push(now);
      hits.delete(key);
      hits.set(key, times);
      if (hits.size > maxKeys) sweep(now);
      return allowed;
    },
    size: () => hits.size,
    clear: () => hits.clear(),
  };
}

export function formGuardMiddleware(limiter?: RateLimiter): express.RequestHandler {
  let rl = limiter;
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const target = formOfPath(req.path);
    if (!target) return next();
    rl ??= createRateLimiter({ limit: config().RATE_LIMIT_FORMS_PER_MINUTE, windowMs: 60_000 });
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const length = req.headers['content-length'];
    if (!rl.hit(`${target.form}|${address}`)) {
      res.locals.formGuard = 'rate_limited' satisfies FormGuard;
    } else if (length !== undefined && Number(length) > FORM_BODY_LIMIT_BYTES) {
      res.locals.formGuard = 'too_large' satisfies FormGuard;
    }
    // A body that is too large is never read: close the connection after the answer.
    if (res.locals.formGuard === 'too_large') res.setHeader('Connection', 'close');
    next();
  };
}
