import type { RouterContextProvider } from 'react-router';
import { requestInfo } from './request-info.server';
import { siteOrigin } from './site-origin.server';

/**
 * The origin a page, feed or sitemap may name (an e-mail: mailLink below), decided by the HTTP layer
 * for the request (hosts.server.ts requestPublicOrigin) and handed over in its context. Undefined
 * when it names no trusted host: the caller then uses relative links or leaves the link out, so a
 * Host header nobody trusted never reaches an output (docs/decisions/021-site-address-and-identity.md).
 */
export function publicOrigin(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(requestInfo).origin;
}

/** The port a Host value names, `name:port` or `[v6]:port`; undefined without one. */
export function portOfHost(host: string | null | undefined): number | undefined {
  const m = /^(?:\[[^\]]*\]|[^:[\]]*):(\d{1,5})$/.exec(host?.trim() ?? '');
  return m ? Number(m[1]) : undefined;
}

/**
 * The origin the request was made to. React Router's Express adapter reads a Host's port by
 * splitting on ':', which loses an IPv6 literal's (`[::1]:4711`): read it back from the Host header.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  if (url.port || !url.hostname.startsWith('[')) return url.origin;
  const port = portOfHost(request.headers.get('host'));
  return port ? `${url.protocol}//${url.hostname}:${port}` : url.origin;
}

/**
 * The origin for links an authenticated staff action shows, never mails (a shown invitation link,
 * previews): the known one, else the address the staff member is using right now (a session
 * cookie is bound to its host, so an attacker's Host header cannot come with one).
 */
export function staffOrigin(request: Request): string {
  return siteOrigin()?.origin ?? requestOrigin(request);
}

/**
 * Every link in every e-mail is built here: on the site's origin (PUBLIC_URL or the address
 * the owner confirmed), never on a request's host (a mail outlives the request, and before the
 * address is confirmed any DNS name pointing at the server would do). Undefined while
 * neither is known: the mail then carries no link, or is not sent.
 */
export function mailLink(path: string): string | undefined {
  const origin = siteOrigin()?.origin;
  return origin ? `${origin}${path.startsWith('/') ? path : `/${path}`}` : undefined;
}
