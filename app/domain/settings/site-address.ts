import { z } from 'zod';

/**
 * The site's address as the owner confirms it (ADR 021): an http(s) origin only, no path,
 * query, fragment or credentials. Shared by the admin form and the server.
 */
export const SITE_ADDRESS_MAX = 200;

/** The private settings key the confirmed address is stored under (carried by backups). */
export const SITE_ADDRESS_KEY = '_site_address';

/** The origin of `value` (`https://www.example.com`), or undefined when it is not a plain http(s) address. */
export function siteAddressOrigin(value: string): string | undefined {
  const v = value.trim();
  if (!v || v.length > SITE_ADDRESS_MAX) return undefined;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  if (u.username || u.password || u.search || u.hash || (u.pathname !== '/' && u.pathname !== '')) return undefined;
  if (!u.hostname || /[^a-z0-9.\-[\]:]/.test(u.hostname)) return undefined;
  return u.origin;
}

export const siteAddressSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((v) => siteAddressOrigin(v) !== undefined, 'url')
  .transform((v) => siteAddressOrigin(v)!);

/** True for an address a browser reaches without a certificate warning only over plain http (an IP, localhost, a LAN name). */
export function isLocalAddress(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host) || !host.includes('.');
}
