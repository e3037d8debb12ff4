import { canonicalOrigin, isTrustedHost } from './hosts.server';

/**
 * The origin a page, feed or sitemap may name (an e-mail: mailLink below): PUBLIC_URL, else the address the
 * owner confirmed, else the request's own origin when its host is trusted (ALLOWED_HOSTS).
 * Undefined otherwise: the caller then uses relative links or leaves the link out, so a
 * Host header nobody trusted never reaches an output (docs/decisions/021-site-address-and-identity.md).
 */
export function publicOrigin(request: Request): string | undefined {
  const known = canonicalOrigin();
  if (known) return known;
  const own = new URL(request.url);
  return isTrustedHost(own.host) ? own.origin : undefined;
}

/**
 * The origin for links an authenticated staff action shows, never mails (a shown invitation link,
 * previews): the known one, else the address the staff member is using right now (a session
 * cookie is bound to its host, so an attacker's Host header cannot come with one).
 */
export function staffOrigin(request: Request): string {
  return publicOrigin(request) ?? new URL(request.url).origin;
}

/**
 * Every link in every e-mail is built here: on PUBLIC_URL or the address the owner
 * confirmed, never on a request's host (a mail outlives the request, and before the
 * address is confirmed any DNS name pointing at the server would do). Undefined while
 * neither is known: the mail then carries no link, or is not sent.
 */
export function mailLink(path: string): string | undefined {
  const origin = canonicalOrigin();
  return origin ? `${origin}${path.startsWith('/') ? path : `/${path}`}` : undefined;
}
