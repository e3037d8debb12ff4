import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import { config, type Config } from '../config.server';
import { isInternalAddress, validIp } from './client-ip.server';

/**
 * Which `Host` a request may name (docs/decisions/011-canonical-requests.md).
 *
 * Pages carry absolute URLs (canonical, hreflang, og:url, JSON-LD, sitemap,
 * e-mail links). With PUBLIC_URL set they all come from it and the Host header
 * is never used. Without it they come from the request, so the Host must be
 * one the operator named in ALLOWED_HOSTS (default: this machine's loopback
 * names): a request naming any other host is refused before a page is rendered,
 * so a page built for an attacker's host is never stored or served to others.
 */

let listeningPort: number | undefined;

/** The port the server listens on (the allow-list's port-less entries match it). */
export function setListeningPort(port: number) {
  listeningPort = port;
}

export function parseAllowedHosts(value: string): string[] {
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** Splits `name:port` / `[v6]:port`; undefined when it is not a plausible host. */
function splitHost(host: string): { name: string; port?: string } | undefined {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/.exec(host);
  return m ? { name: m[1]!, port: m[2] } : undefined;
}

/**
 * Whether `host` (a Host header's value) is allowed. An entry `name` allows that
 * name without a port or with the server's own port; `name:port` exactly that;
 * `.example.com` the domain and its subdomains; `*` any host.
 */
export function isAllowedHost(host: string | undefined, allowed: string[], port = listeningPort ?? config().PORT): boolean {
  if (!host) return false;
  const h = splitHost(host.toLowerCase());
  if (!h) return false;
  const portOk = h.port === undefined || h.port === String(port);
  return allowed.some((entry) => {
    if (entry === '*') return true;
    const wildcard = entry.startsWith('.');
    const e = splitHost(wildcard ? entry.slice(1) : entry);
    if (!e) return false;
    const nameOk = h.name === e.name || (wildcard && h.name.endsWith(`.${e.name}`));
    return nameOk && (e.port === undefined ? portOk : h.port === e.port);
  });
}

type ProxyTrust = (address: string | undefined, hop: number) => boolean;
let proxyTrust: ProxyTrust | undefined;

/** Express's compiled TRUST_PROXY (`app.get('trust proxy fn')`), so forwarded headers are read exactly when Express reads them. */
export function setProxyTrust(fn: ProxyTrust) {
  proxyTrust = fn;
}

function proxyTrusted(req: http.IncomingMessage): boolean {
  if (proxyTrust) return proxyTrust(req.socket.remoteAddress, 0);
  const t = config().TRUST_PROXY;
  return t !== false && t !== 0;
}

const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v?.split(',')[0])?.trim() || undefined;

/** The scheme the request's pages are rendered for, as Express's `req.protocol` reads it (lowercased). */
export function requestProtocol(req: http.IncomingMessage): string {
  const own = (req.socket as TLSSocket).encrypted === true ? 'https' : 'http';
  return ((proxyTrusted(req) && firstValue(req.headers['x-forwarded-proto'])) || own).toLowerCase();
}

/** The hosts a request names: its Host, and X-Forwarded-Host when a proxy is trusted. */
function namedHosts(req: http.IncomingMessage): (string | undefined)[] {
  const forwarded = proxyTrusted(req) ? firstValue(req.headers['x-forwarded-host']) : undefined;
  return forwarded ? [req.headers.host, forwarded] : [req.headers.host];
}

/**
 * Whether the request may be served: its scheme is http or https (a forwarded
 * `X-Forwarded-Proto: javascript` would otherwise name the page's URLs), and
 * PUBLIC_URL is set or every host it names is allowed.
 */
export function hostIsAllowed(req: http.IncomingMessage): boolean {
  const cfg = config();
  const protocol = requestProtocol(req);
  if (protocol !== 'http' && protocol !== 'https') return false;
  if (cfg.PUBLIC_URL) return true;
  const allowed = parseAllowedHosts(cfg.ALLOWED_HOSTS);
  return namedHosts(req).every((h) => isAllowedHost(h, allowed));
}

/** Whether the request came over HTTPS, directly or through a trusted proxy. */
export function isSecureRequest(req: http.IncomingMessage): boolean {
  return requestProtocol(req) === 'https';
}

/**
 * The part of a page's cache key that its absolute URLs depend on: nothing with
 * PUBLIC_URL set; otherwise the scheme and host the page is rendered for.
 */
export function originKey(req: http.IncomingMessage): string {
  if (config().PUBLIC_URL) return '';
  const hosts = namedHosts(req);
  const host = (hosts[hosts.length - 1] ?? '').toLowerCase();
  return `${requestProtocol(req)}://${host}`;
}

/**
 * The trust function for Express and for clientAddress, from TRUST_PROXY and Express's own
 * compiled function. A hop count trusts a hop only when its address is internal (loopback or a
 * private network: isInternalAddress): with `TRUST_PROXY=1`, a client reaching the server
 * directly from the internet is hop 0 itself, and believing its X-Forwarded-For would let it
 * choose the address its login lock and form limits are counted on. A proxy at a public
 * address is named in TRUST_PROXY by its address instead.
 */
export function proxyTrustFor(setting: Config['TRUST_PROXY'], compiled: ProxyTrust): ProxyTrust {
  if (typeof setting !== 'number') return compiled;
  return (address, hop) => compiled(address, hop) && isInternalAddress(address);
}

/**
 * The client's address: X-Forwarded-For is read from the right, one hop per trusted proxy
 * (TRUST_PROXY, through proxyTrustFor), as Express's `req.ip` reads it; normalised
 * (client-ip.server.ts). Only a value that parses as an IP address is ever the answer: a
 * forwarded entry that is not one stops the walk, and the socket's address is used.
 */
export function clientAddress(req: http.IncomingMessage): string {
  const trust: ProxyTrust = proxyTrust ?? (() => proxyTrusted(req));
  const socket = validIp(req.socket.remoteAddress) ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => s.trim())
    .reverse();
  let address = socket;
  for (let i = 0; i < hops.length && trust(address, i); i++) {
    const next = validIp(hops[i]);
    if (!next) return socket;
    address = next;
  }
  return address;
}
