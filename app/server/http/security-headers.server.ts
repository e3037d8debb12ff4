import type http from 'node:http';
import type express from 'express';
import { isAdminPath } from '~/lib/admin-path';

/**
 * The security headers of every response that goes through the app, and the
 * request's CSP nonce. Everything but the nonce is the same on every request,
 * so the header values are made once, at start: helmet, which did this before,
 * rebuilt its eleven headers and the policy string on every request (0.2 ms of
 * an uncached page's ~10 ms in the profile, docs/decisions/017).
 *
 * The headers are helmet 8's defaults, as the app sent them before:
 * - `Content-Security-Policy`: scripts only from this origin or carrying the
 *   request's nonce (the page cache turns the nonce into the inline scripts'
 *   hashes when it stores a page), styles inline allowed (React's style
 *   attributes), no framing, no plugins, forms only to this origin;
 * - the legacy ones old browsers and scanners still read (`X-Frame-Options`,
 *   `X-XSS-Protection: 0` turning off the buggy XSS auditors, ...);
 * - `Permissions-Policy` turning off what the site never uses;
 * - HSTS only on a request that really came over HTTPS;
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

const STATIC_HEADERS: [string, string][] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
];
const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy for a nonce: the parts around it are joined once. */
export function contentSecurityPolicy(imageOrigins: string[] = []): (nonce: string) => string {
  const before = "default-src 'self';script-src 'self' 'nonce-";
  const after =
    "';style-src 'self' 'unsafe-inline'" +
    `;img-src ${["'self'", 'data:', 'blob:', ...imageOrigins].join(' ')}` +
    ";font-src 'self';connect-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'";
  return (nonce) => before + nonce + after;
}

/** Express middleware setting the headers; the request's nonce is `res.locals.nonce`. */
export function securityHeaders(opts: SecurityHeaderOptions): express.RequestHandler {
  const policy = contentSecurityPolicy(opts.imageOrigins);
  return (req, res, next) => {
    for (const [name, value] of STATIC_HEADERS) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy(res.locals.nonce as string));
    if (opts.isSecure(req)) res.setHeader('Strict-Transport-Security', HSTS);
    if (isAdminPath(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
