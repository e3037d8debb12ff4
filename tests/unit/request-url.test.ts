import { describe, expect, it } from 'vitest';
import { portOfHost, requestUrl } from '~/server/http/react-router-handler.server';

/** The request URL the app's absolute links (canonical, hreflang, og:url) are built from keeps the port, an IPv6 host's too. */
function fakeRequest(host: string, opts: { forwardedHost?: string; trustProxy?: boolean; hostname?: string } = {}) {
  const headers: Record<string, string | undefined> = { host, 'x-forwarded-host': opts.forwardedHost };
  return {
    protocol: 'http',
    // As Express reads it: the (forwarded, when trusted) host without its port.
    hostname: opts.hostname ?? (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!),
    originalUrl: '/blog?x=1',
    get: (name: string) => headers[name.toLowerCase()],
    app: { enabled: (setting: string) => setting === 'trust proxy' && !!opts.trustProxy },
  } as unknown as Parameters<typeof requestUrl>[0];
}

describe('request URL', () => {
  it('reads the port of a host name, an IPv4 address and an IPv6 literal', () => {
    expect(portOfHost('localhost:3000')).toBe(3000);
    expect(portOfHost('127.0.0.1:4711')).toBe(4711);
    expect(portOfHost('[::1]:4711')).toBe(4711);
    expect(portOfHost('[2001:db8::1]:8443')).toBe(8443);
    expect(portOfHost('[::1]')).toBeUndefined();
    expect(portOfHost('example.com')).toBeUndefined();
    expect(portOfHost('::1')).toBeUndefined();
    expect(portOfHost(undefined)).toBeUndefined();
  });

  it('keeps the port of an IPv6 host in the URL pages are rendered for', () => {
    expect(requestUrl(fakeRequest('[::1]:4711')).href).toBe('http://[::1]:4711/blog?x=1');
    expect(new URL('/', requestUrl(fakeRequest('[::1]:4711'))).href).toBe('http://[::1]:4711/');
    expect(requestUrl(fakeRequest('[::1]')).href).toBe('http://[::1]/blog?x=1');
    expect(requestUrl(fakeRequest('localhost:3000')).href).toBe('http://localhost:3000/blog?x=1');
  });

  it("takes a trusted proxy's forwarded port, an IPv6 one too", () => {
    const behind = fakeRequest('127.0.0.1:3000', { forwardedHost: '[2001:db8::1]:8443', trustProxy: true, hostname: '[2001:db8::1]' });
    expect(requestUrl(behind).href).toBe('http://[2001:db8::1]:8443/blog?x=1');
    const untrusted = fakeRequest('127.0.0.1:3000', { forwardedHost: 'evil.example:9999' });
    expect(requestUrl(untrusted).href).toBe('http://127.0.0.1:3000/blog?x=1');
  });
});
