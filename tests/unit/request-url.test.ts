import { describe, expect, it } from 'vitest';
import { portOfHost, requestOrigin } from '~/server/http/origin.server';

/** A request as React Router's Express adapter builds it: an IPv6 literal's port is lost from the URL, kept in Host. */
function adapterRequest(url: string, host: string) {
  return new Request(url, { headers: { host } });
}

describe('request origin', () => {
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

  it('keeps the port of an IPv6 host in the origin absolute links are built on', () => {
    expect(requestOrigin(adapterRequest('http://[::1]/blog?x=1', '[::1]:4711'))).toBe('http://[::1]:4711');
    expect(new URL('/', requestOrigin(adapterRequest('http://[::1]/blog', '[::1]:4711'))).href).toBe('http://[::1]:4711/');
    expect(requestOrigin(adapterRequest('http://[::1]/blog', '[::1]'))).toBe('http://[::1]');
    expect(requestOrigin(adapterRequest('http://localhost:3000/blog', 'localhost:3000'))).toBe('http://localhost:3000');
  });

  it('never takes a port from Host for a name the URL already carries', () => {
    expect(requestOrigin(adapterRequest('http://127.0.0.1:3000/blog', 'evil.example:9999'))).toBe('http://127.0.0.1:3000');
  });
});
