import { createContext, RouterContextProvider } from 'react-router';

/** What the HTTP layer (server.ts) hands every loader, action and the document's render for one request. */
export interface RequestInfo {
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
  /** Client address, honouring TRUST_PROXY: always a valid IP address (or 'unknown'), never a forwarded value that is not one. */
  clientIp: string;
  /**
   * The origin the request's pages may name (hosts.server.ts requestPublicOrigin: the site's,
   * else the request's own on a trusted host); undefined: relative links, no sitemap.
   */
  origin?: string;
  /** Set by the public forms' guard (app/web/form-guard.server.ts) when a post is refused. */
  formGuard?: 'rate_limited' | 'too_large';
}

/** Read in a loader or action with `context.get(requestInfo)` (React Router's router context). */
export const requestInfo = createContext<RequestInfo>();

/** The router context of one request (getLoadContext in server.ts; tests calling actions directly). */
export function requestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfo, info);
  return context;
}
