import { canonicalOrigin, isTrustedHost } from './hosts.server';

/**
 * The origin a page, feed, sitemap or e-mail may name: PUBLIC_URL, else the address the
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
 * The origin for links an authenticated staff action sends (invitations, comment replies,
 * campaigns): the known one, else the address the staff member is using right now (a session
 * cookie is bound to its host, so an attacker's Host header cannot come with one).
 */
export function staffOrigin(request: Request): string {
  return publicOrigin(request) ?? new URL(request.url).origin;
}
