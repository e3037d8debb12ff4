import { config, type Config } from '../config.server';
import { singleton } from '../singleton.server';

/**
 * The site's public origin, owned here: the only place that reads PUBLIC_URL. It is PUBLIC_URL
 * when the operator sets it, else the address the owner confirmed in the admin (Ayarlar →
 * Sistem, the launch checklist; docs/decisions/021-site-address-and-identity.md), else unknown.
 * Pages, feeds, the sitemap and e-mail links name it (origin.server.ts), the HTTP layer
 * redirects other hosts to a confirmed one (hosts.server.ts), and the same-origin checks of
 * posts accept it (isSiteOrigin).
 */
export interface SiteOrigin {
  /** Scheme, host and port (and PUBLIC_URL's path, if it has one), without a trailing slash. */
  origin: string;
  /** The URL's host, lowercase (`name:port`). */
  host: string;
  /** Set by the operator (PUBLIC_URL), not confirmed in the admin: it cannot be changed there. */
  fromServer: boolean;
}

function parse(url: string, fromServer: boolean): SiteOrigin | undefined {
  try {
    return { origin: url.replace(/\/+$/, ''), host: new URL(url).host.toLowerCase(), fromServer };
  } catch {
    return undefined;
  }
}

/** PUBLIC_URL parsed once per configuration (a page view asks on every page served). */
const fromConfig = singleton('PUBLIC_URL origin', () => new WeakMap<Config, SiteOrigin | null>());

/**
 * The address the owner confirmed, as last read from the database (site-address.server.ts
 * loads it at start and after every settings change, on every instance): the HTTP layer
 * needs it before a stored page is answered, without a query per request.
 */
const confirmed = singleton('confirmed site address', () => ({ value: undefined as SiteOrigin | undefined }));

/** Set at start and whenever the owner confirms an address (domain/settings/site-address.server.ts). */
export function setSiteAddress(origin: string | undefined): void {
  const clean = origin?.replace(/\/+$/, '');
  confirmed().value = clean ? parse(clean, false) : undefined;
}

/** The site's public origin: PUBLIC_URL, else the confirmed address; undefined while neither is known. */
export function siteOrigin(): SiteOrigin | undefined {
  const c = config();
  if (c.PUBLIC_URL) {
    const parsed = fromConfig();
    let fixed = parsed.get(c);
    if (fixed === undefined) parsed.set(c, (fixed = parse(c.PUBLIC_URL, true) ?? null));
    if (fixed) return fixed;
  }
  return confirmed().value;
}

/**
 * Whether an Origin (or Referer's origin) is this site: the request's own origin, or
 * PUBLIC_URL's (behind a TLS proxy the request itself may look like http). Both same-origin
 * checks (cross-origin.server.ts, the admin's actions) ask here.
 */
export function isSiteOrigin(from: string, requestOrigin: string | undefined): boolean {
  if (from === 'null') return false;
  if (from === requestOrigin) return true;
  const site = siteOrigin();
  if (!site?.fromServer) return false;
  try {
    return from === new URL(site.origin).origin;
  } catch {
    return false;
  }
}
