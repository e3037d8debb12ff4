import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { config, setConfig } from '~/server/config.server';
import { isSiteOrigin, setSiteAddress, siteOrigin } from '~/server/http/site-origin.server';
import { HOSTLESS_KEY, originKey, requestPublicOrigin } from '~/server/http/hosts.server';
import { mailLink } from '~/server/http/origin.server';

/** The site's public origin has one owner (site-origin.server.ts); the request's public origin one decision (hosts.server.ts). */
const initial = config();
afterEach(() => {
  setConfig(initial);
  setSiteAddress(undefined);
});

const nodeRequest = (host: string, headers: Record<string, string> = {}) =>
  ({ url: '/', headers: { host, ...headers }, socket: { remoteAddress: '203.0.113.9' } }) as unknown as http.IncomingMessage;

describe('site origin', () => {
  it('is PUBLIC_URL (without its trailing slash), else the confirmed address, else unknown', () => {
    setConfig({ ...initial, PUBLIC_URL: undefined });
    expect(siteOrigin()).toBeUndefined();
    expect(mailLink('/x')).toBeUndefined();
    setSiteAddress('https://confirmed.example/');
    expect(siteOrigin()).toEqual({ origin: 'https://confirmed.example', host: 'confirmed.example', fromServer: false });
    setConfig({ ...initial, PUBLIC_URL: 'https://WWW.Example.com/' });
    expect(siteOrigin()).toEqual({ origin: 'https://WWW.Example.com', host: 'www.example.com', fromServer: true });
    expect(mailLink('x')).toBe('https://WWW.Example.com/x');
  });

  it('accepts the request’s own origin and PUBLIC_URL’s as the same site, never "null" or a confirmed address alone', () => {
    setConfig({ ...initial, PUBLIC_URL: undefined });
    setSiteAddress('https://confirmed.example');
    expect(isSiteOrigin('http://127.0.0.1:3000', 'http://127.0.0.1:3000')).toBe(true);
    expect(isSiteOrigin('https://confirmed.example', 'http://127.0.0.1:3000')).toBe(false);
    expect(isSiteOrigin('null', 'null')).toBe(false);
    setConfig({ ...initial, PUBLIC_URL: 'https://www.example.com' });
    expect(isSiteOrigin('https://www.example.com', 'http://127.0.0.1:3000')).toBe(true);
    expect(isSiteOrigin('https://evil.example', 'http://127.0.0.1:3000')).toBe(false);
  });

  it('names a request’s own host only when it is trusted, and keys the page cache the same way', () => {
    setConfig({ ...initial, PUBLIC_URL: undefined, ALLOWED_HOSTS: 'localhost' });
    const trusted = nodeRequest('localhost');
    const other = nodeRequest('evil.example');
    expect(requestPublicOrigin(trusted)).toBe('http://localhost');
    expect(originKey(trusted)).toBe('http://localhost');
    expect(requestPublicOrigin(other)).toBeUndefined();
    expect(originKey(other)).toBe(HOSTLESS_KEY);
    setSiteAddress('https://confirmed.example');
    expect(requestPublicOrigin(other)).toBe('https://confirmed.example');
    expect(originKey(other)).toBe('');
  });
});
