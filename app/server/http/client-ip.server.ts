import { isIP } from 'node:net';

/**
 * One spelling per client address, for every per-address key (login lockout,
 * form rate limits, logs). The same client can reach the server as
 * `127.0.0.1`, `::ffff:127.0.0.1`, `::ffff:7f00:1` or
 * `0:0:0:0:0:FFFF:7F00:0001`; keyed on the raw string, each spelling would
 * get its own counter.
 *
 * - IPv4: unchanged.
 * - IPv4-mapped IPv6 (`::ffff:0:0/96`) in any spelling (dotted or hex, any
 *   case, zero-padded, fully expanded): the dotted IPv4 address.
 * - Other IPv6: the lowercase canonical compressed form (RFC 5952, as the
 *   WHATWG URL parser serialises it); a zone id (`%eth0`) is kept.
 * - Anything else (not an address): returned trimmed, as is.
 *
 * Pure and cheap: a string test for IPv4, one URL parse for IPv6.
 */
export function normalizeIp(address: string): string {
  let a = address.trim();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const version = isIP(a);
  if (version === 4) return a;
  if (version !== 6) return address.trim();
  const zoneAt = a.indexOf('%');
  const zone = zoneAt >= 0 ? a.slice(zoneAt).toLowerCase() : '';
  const bare = zoneAt >= 0 ? a.slice(0, zoneAt) : a;
  let canonical: string;
  try {
    canonical = new URL(`http://[${bare}]`).hostname.slice(1, -1);
  } catch {
    return address.trim();
  }
  // The canonical form of an IPv4-mapped address is always `::ffff:hhhh:hhhh`.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped && !zone) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return canonical + zone;
}

/**
 * The key of one client for per-client limits (login lockout, form rate
 * limits): its IPv4 address, or the /64 prefix of its IPv6 address (one
 * subscriber line gets a whole /64, so keying by address would give an
 * attacker 2^64 fresh counters).
 */
export function clientKey(ip: string): string {
  const canonical = normalizeIp(ip);
  if (isIP(canonical) !== 6) return canonical.slice(0, 100) || 'unknown';
  // Canonical IPv6 is lowercase, compressed, hex only (no embedded dotted part).
  const bare = canonical.replace(/%.*$/, '');
  const [head = '', tail = ''] = bare.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = bare.includes('::') ? [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts] : headParts;
  return `${full.slice(0, 4).join(':')}::/64`;
}

/** The address in its one spelling when `value` parses as an IP address (IPv4, or IPv6 with an optional zone); otherwise undefined. */
export function validIp(value: string | undefined | null): string | undefined {
  if (typeof value !== 'string' || value.length > 100) return undefined;
  const n = normalizeIp(value);
  return isIP(n.replace(/%[\w.-]+$/, '')) ? n : undefined;
}

/**
 * True for addresses a reverse proxy in front of this server plausibly has: loopback,
 * the private IPv4 ranges (RFC 1918), carrier-grade NAT (RFC 6598), link-local and
 * IPv6 unique-local. A hop count in TRUST_PROXY believes X-Forwarded-For only from
 * such a peer, so a client reaching the server directly from the internet cannot name
 * its own address (docs/decisions/022-staff-sign-in-hardening.md).
 */
export function isInternalAddress(address: string | undefined): boolean {
  const ip = validIp(address);
  if (!ip) return false;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const bare = ip.replace(/%.*$/, '');
  return bare === '::1' || /^f[cd][0-9a-f]{2}:/.test(bare) || /^fe[89ab][0-9a-f]:/.test(bare);
}
