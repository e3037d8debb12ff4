import type { DeviceCode } from './constants';

/**
 * Pure helpers that turn request headers into the coarse facts analytics keep:
 * a device class, the referring site's host, campaign tags. Nothing here keeps
 * the header values themselves.
 */

/** Desktop, mobile or tablet, from the user agent (coarse on purpose). */
export function deviceOf(userAgent: string): DeviceCode {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 't';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'm';
  return 'd';
}

const MAX_TAG = 100;

/** A campaign tag or host as stored: trimmed, lowercase, printable, at most 100 characters; null when empty. */
export function cleanTag(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = [...value]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .toLowerCase()
    .slice(0, MAX_TAG);
  return v || null;
}

/**
 * Where a page view came from: `internal` when the Referer is a page of this site (a click
 * from page to page: not the start of a visit), else the referring site's host without `www.`
 * (null when there is no usable Referer: typed in, a bookmark, an app).
 */
export function referrerOf(
  referer: string | undefined,
  ownHosts: readonly string[],
): { internal: true } | { internal: false; host: string | null } {
  if (!referer) return { internal: false, host: null };
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return { internal: false, host: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { internal: false, host: null };
  const host = url.host.toLowerCase();
  if (ownHosts.includes(host)) return { internal: true };
  return { internal: false, host: cleanTag(host.replace(/^www\./, '')) };
}

/** utm_source and utm_campaign of a request's query string (`?a=b&…` or ''). */
export function campaignOf(query: string): { source: string | null; campaign: string | null } {
  if (!query || !query.includes('utm_')) return { source: null, campaign: null };
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  return { source: cleanTag(params.get('utm_source')), campaign: cleanTag(params.get('utm_campaign')) };
}
