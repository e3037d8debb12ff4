import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import { config, type Config } from '../config.server';
import { isInternalAddress, validIp } from './client-ip.server';
import { singleton } from '../singleton.server';
import { siteOrigin } from './site-origin.server';

/**
 * Which `Host` a request may name, and which host a page may name
 * (docs/decisions/011-canonical-requests.md, 021-site-address-and-identity.md).
 *
 * Pages carry absolute URLs (canonical, hreflang, og:url, JSON-LD, sitemap,
 * e-mail links). They come from the site's origin (site-origin.server.ts: PUBLIC_URL,
 * else the address the owner confirmed), else from the request when
 * its host is one the operator trusts (ALLOWED_HOSTS, default this machine's
 * loopback names). A request for any other host is still served (a fresh
 * install answers on its IP or LAN name), but its pages name no host at all
 * (relative links; no sitemap, no e-mail links), so an attacker's Host header
 * never reaches a page, a cache entry or a message. Once an address is
 * confirmed, other hosts are redirected to it (trusted ones excepted, so the
 * operator on the machine can always reach the admin).
 */

/** The port this process listens on, once it does (the allow-list's port-less entries match it). */
const listeningPort = singleton('listening port', (): number | undefined => undefined);

export function setListeningPort(port: number) {
  listeningPort.set(port);
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
export function isAllowedHost(host: string | undefined, allowed: string[], port = listeningPort.peek() ?? config().PORT): boolean {
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
/** Express's compiled TRUST_PROXY (`app.get('trust proxy fn')`), installed when the app is made (server.ts). */
const proxyTrust = singleton('proxy trust', (): ProxyTrust | undefined => undefined);

/** Installs the trust function, so forwarded headers are read exactly when Express reads them. */
export function setProxyTrust(fn: ProxyTrust) {
  proxyTrust.set(fn);
}

function proxyTrusted(req: http.IncomingMessage): boolean {
  const trust = proxyTrust.peek();
  if (trust) return trust(req.socket.remoteAddress, 0);
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

/** Whether a host (a Host header's value, or a URL's host) is one the operator trusts (ALLOWED_HOSTS). */
export function isTrustedHost(host: string | undefined): boolean {
  return isAllowedHost(host, parseAllowedHosts(config().ALLOWED_HOSTS));
}

/** Whether every host the request names is trusted. */
function hostsTrusted(req: http.IncomingMessage): boolean {
  return namedHosts(req).every((h) => isTrustedHost(h));
}

/** The host the request's pages are for: X-Forwarded-Host behind a trusted proxy, else Host (lowercase). */
function pageHost(req: http.IncomingMessage): string {
  const hosts = namedHosts(req);
  return (hosts[hosts.length - 1] ?? '').toLowerCase();
}

export type HostAnswer = { kind: 'serve' } | { kind: 'refuse' } | { kind: 'redirect'; location: string };

/**
 * What to do with a request, by the host it names: refuse a scheme other than
 * http or https (a forwarded `X-Forwarded-Proto: javascript` would otherwise
 * name the page's URLs); with an address confirmed (and no PUBLIC_URL),
 * redirect another, untrusted host to it; serve everything else.
 */
export function hostAnswer(req: http.IncomingMessage): HostAnswer {
  const protocol = requestProtocol(req);
  if (protocol !== 'http' && protocol !== 'https') return { kind: 'refuse' };
  const site = siteOrigin();
  if (!site || site.fromServer) return { kind: 'serve' };
  // The confirmed host in any scheme is served: behind a TLS proxy without TRUST_PROXY the
  // request looks like http, and a redirect to https would loop.
  if (pageHost(req) === site.host || hostsTrusted(req)) return { kind: 'serve' };
  return { kind: 'redirect', location: site.origin + (req.url ?? '/') };
}

/** Paths answered whatever the host: balancers probe by address. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Answers a request its host does not allow (400, or a redirect to the confirmed address:
 * 301 for GET/HEAD, 308 otherwise so a form post is repeated there). False when it may go on.
 */
export function answerByHost(req: http.IncomingMessage, res: http.ServerResponse, onRefused?: () => void): boolean {
  if (HEALTH_PATHS.has((req.url ?? '/').split('?')[0]!)) return false;
  const answer = hostAnswer(req);
  if (answer.kind === 'serve') return false;
  res.setHeader('Cache-Control', 'no-store');
  if (answer.kind === 'redirect') {
    res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, { Location: answer.location });
    res.end();
    return true;
  }
  onRefused?.();
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Bad Request: unknown scheme');
  return true;
}

/** Whether the request came over HTTPS, directly or through a trusted proxy. */
export function isSecureRequest(req: http.IncomingMessage): boolean {
  return requestProtocol(req) === 'https';
}

/** The cache key prefix of pages rendered for an untrusted host: they name no host, so all share it. */
export const HOSTLESS_KEY = 'hostless:';

/**
 * The part of a page's cache key that its absolute URLs depend on: nothing when they come
 * from PUBLIC_URL or the confirmed address; the scheme and host for a trusted host; one
 * shared prefix for every other host (its pages name no host).
 */
export function originKey(req: http.IncomingMessage): string {
  if (siteOrigin()) return '';
  return requestPublicOrigin(req) ?? HOSTLESS_KEY;
}

/**
 * The origin this request's pages, feeds and sitemap may name: the site's (site-origin.server.ts),
 * else the request's own when every host it names is trusted (ALLOWED_HOSTS); undefined otherwise,
 * and the page then uses relative links, so a Host header nobody trusted never reaches an output.
 * Handed to loaders in the request's context (request-info.server.ts); the page cache keys on it.
 */
export function requestPublicOrigin(req: http.IncomingMessage): string | undefined {
  const site = siteOrigin();
  if (site) return site.origin;
  return hostsTrusted(req) ? `${requestProtocol(req)}://${pageHost(req)}` : undefined;
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
  const trust: ProxyTrust = proxyTrust.peek() ?? (() => proxyTrusted(req));
  const socket = validIp(req.socket?.remoteAddress) ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  // No forwarded address: the socket's, whoever sent it (the walk below would end there too).
  if (forwarded === undefined) return socket;
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
