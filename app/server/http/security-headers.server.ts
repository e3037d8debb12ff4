import type http from 'node:http';
import type express from 'express';
import helmet from 'helmet';
import { isAdminPath } from '~/lib/admin-path';

/**
 * The security headers of every response that goes through the app. helmet
 * decides them, as before, but once, at start: its middleware rebuilt the
 * same eleven headers and the policy string on every request (0.2 ms of an
 * uncached page's ~10 ms in the profile, docs/decisions/017), while only the
 * CSP nonce changes. So helmet is run once against a recorder, with a
 * placeholder where the nonce goes, and each request gets the recorded list
 * with its own nonce put in.
 *
 * - `Content-Security-Policy`: scripts only from this origin or carrying the
 *   request's nonce (the page cache turns the nonce into the inline scripts'
 *   hashes when it stores a page), inline styles allowed (React's style
 *   attributes), no framing, no plugins, forms only to this origin.
 * - `Permissions-Policy` turns off what the site never uses.
 * - HSTS only on a request that really came over HTTPS.
 * - `Cross-Origin-Opener-Policy` on the admin only: public pages are the same
 *   bytes for everyone, so it protects nothing there, while it forces every
 *   entry into a fresh renderer process (measured: +250–400 ms of simulated
 *   blocking time in Lighthouse).
 */

export interface SecurityHeaderOptions {
  /** Extra image origins (S3_PUBLIC_URL, S3_ENDPOINT). */
  imageOrigins?: string[];
  /** Whether the request came over HTTPS, directly or through a trusted proxy. */
  isSecure: (req: http.IncomingMessage) => boolean;
}

const NONCE_SLOT = 'nonce-slot';
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/** What helmet sets with this app's options: [name, value] pairs, the policy with NONCE_SLOT for the nonce. */
function helmetHeaders(imageOrigins: string[]): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'${NONCE_SLOT}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // HSTS only when the request really came over HTTPS, COOP on the admin only (above).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  let failed: unknown;
  middleware({} as http.IncomingMessage, recorder as unknown as http.ServerResponse, (err?: unknown) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/** helmet's headers, once: the fixed ones, and the policy for a nonce. */
export function securityHeaderSet(imageOrigins: string[] = []): { fixed: [string, string][]; policy: (nonce: string) => string } {
  const recorded = helmetHeaders(imageOrigins);
  const csp = recorded.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  const at = csp.indexOf(NONCE_SLOT);
  if (at < 0) throw new Error('helmet wrote no policy with the nonce');
  const before = csp.slice(0, at) + 'nonce-';
  const after = csp.slice(at + NONCE_SLOT.length);
  return {
    fixed: [...recorded.filter(([name]) => name !== 'Content-Security-Policy'), ['Permissions-Policy', PERMISSIONS_POLICY]],
    policy: (nonce) => before + nonce + after,
  };
}

/** Express middleware setting the headers; the request's nonce is `res.locals.nonce`. */
export function securityHeaders(opts: SecurityHeaderOptions): express.RequestHandler {
  const { fixed, policy } = securityHeaderSet(opts.imageOrigins);
  return (req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy(res.locals.nonce as string));
    if (opts.isSecure(req)) res.setHeader('Strict-Transport-Security', HSTS);
    if (isAdminPath(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
