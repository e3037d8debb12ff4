import { canonicalPath } from '~/server/http/canonical-path.server';
import { requestOrigin } from '~/server/http/origin.server';
import type { Goal } from './constants';
import { recorder } from './collect.server';
import { tracksNot } from './privacy';

/**
 * A public form sent successfully (consultation request, contact message,
 * newsletter sign-up): a conversion, recorded with the page the form was
 * sent from (the Referer of the post, when it is a page of this site; the
 * form's own page otherwise), like a view: no address or cookie kept, nothing
 * when the browser asks not to be tracked or analytics are off.
 */
export function recordConversion(
  request: Request,
  info: { clientIp?: string; origin?: string } | undefined,
  goal: Goal,
  sourcePage?: string | null,
): void {
  const h = request.headers;
  if (tracksNot(h.get('dnt'), h.get('sec-gpc'))) return;
  const url = new URL(request.url);
  const site = info?.origin ?? requestOrigin(request);
  let from = sourcePage ?? undefined;
  const referer = h.get('referer');
  if (!from && referer) {
    try {
      const r = new URL(referer);
      if (r.origin === requestOrigin(request) || r.origin === site) from = r.pathname;
    } catch {
      /* not a URL: the form's page */
    }
  }
  const path = canonicalPath((from ?? url.pathname.replace(/\.data$/, '')).split(/[?#]/)[0]!) ?? url.pathname;
  recorder().record({ at: Date.now(), kind: goal, path, ip: info?.clientIp ?? '', userAgent: h.get('user-agent') ?? '', site });
}
