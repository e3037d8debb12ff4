import http from 'node:http';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { campaignOf, cleanTag, deviceOf, referrerOf } from '~/domain/analytics/classify';
import { BEACON_SCRIPT } from '~/domain/analytics/constants';
import { parseRange } from '~/domain/analytics/range';
import { toRow, visitorHash } from '~/domain/analytics/collect.server';
import { clientAddress, setProxyTrust } from '~/server/http/hosts.server';
import { normalizeIp, validIp } from '~/server/http/client-ip.server';
import { isCountablePath } from '~/web/analytics.server';

describe('analytics: what a request is reduced to', () => {
  it('device classes are coarse', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('d');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1')).toBe('m');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36')).toBe('m');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).toBe('t');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36')).toBe('t');
    expect(deviceOf('')).toBe('d');
  });

  it('referrers: own pages are internal, others are a host without www, junk is nothing', () => {
    expect(referrerOf('http://127.0.0.1:3000/x', ['127.0.0.1:3000'])).toEqual({ internal: true });
    expect(referrerOf('https://www.Google.com/search?q=a', ['example.com'])).toEqual({ internal: false, host: 'google.com' });
    expect(referrerOf(undefined, [])).toEqual({ internal: false, host: null });
    expect(referrerOf('javascript:alert(1)', [])).toEqual({ internal: false, host: null });
    expect(referrerOf('not a url', [])).toEqual({ internal: false, host: null });
    expect(referrerOf(`https://${'a'.repeat(300)}.com/`, [])).toMatchObject({ host: 'a'.repeat(100) });
  });

  it('campaign tags: utm_source and utm_campaign, trimmed, lowercase, bounded, no control characters', () => {
    expect(campaignOf('?utm_source=News%20Letter&utm_campaign=Kas%C4%B1m&utm_medium=x')).toEqual({
      source: 'news letter',
      campaign: 'kasım',
    });
    expect(campaignOf('?page=2')).toEqual({ source: null, campaign: null });
    expect(campaignOf('?utm_source=%00%01%20')).toEqual({ source: null, campaign: null });
    expect(cleanTag('x'.repeat(500))).toHaveLength(100);
  });

  it('a view becomes a row without address or user agent; bots are bots; beacons are never entries', () => {
    const base = { at: 0, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 Chrome/131', site: 'https://example.com', ownHosts: ['example.com'] };
    const row = toRow(
      { ...base, kind: 'view', path: '/en-about', referer: 'https://duckduckgo.com/', query: '?utm_source=ddg' },
      '2026-11-20',
    );
    expect(row).toEqual({
      day: '2026-11-20',
      kind: 0,
      bot: false,
      entry: 1,
      path: '/en-about',
      lang: 'en',
      device: 'd',
      referrer: 'duckduckgo.com',
      utm_source: 'ddg',
      utm_campaign: null,
      views: 1,
    });
    expect(toRow({ ...base, kind: 'beacon', path: '/hizmetler', referer: 'https://google.com/' }, 'd')).toMatchObject({
      entry: 0,
      referrer: null,
      kind: 0,
    });
    expect(toRow({ ...base, kind: 'view', path: '/', userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, 'd')).toMatchObject({
      kind: 1,
      bot: true,
    });
    expect(toRow({ ...base, kind: 'newsletter', path: '/blog' }, 'd')).toMatchObject({ kind: 4, entry: 0 });
    // The hash depends on the salt: another day, another visitor.
    expect(visitorHash('a', 's', '1.2.3.4', 'ua')).not.toBe(visitorHash('b', 's', '1.2.3.4', 'ua'));
    expect(visitorHash('a', 's', '1.2.3.4', 'ua')).toHaveLength(16);
  });

  it('only page-like paths can be views', () => {
    for (const p of ['/', '/hakkimizda', '/en-blog/a-post', '/sayfa/kariyer']) expect(isCountablePath(p), p).toBe(true);
    for (const p of [
      '/admin',
      '/admin/analitik',
      '/admin.data',
      '/hakkimizda.data',
      '/_root.data',
      '/assets/a.js',
      '/uploads/x.webp',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/favicon.svg',
      '/healthz',
      '/readyz',
      '/lang/en',
      '/__view',
      '/__manifest',
    ]) {
      expect(isCountablePath(p), p).toBe(false);
    }
  });

  it('the beacon script is under 1 KB and reads or writes no cookie or storage', () => {
    expect(Buffer.byteLength(BEACON_SCRIPT)).toBeLessThan(1024);
    expect(BEACON_SCRIPT).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/);
    expect(BEACON_SCRIPT).toContain('doNotTrack');
    expect(BEACON_SCRIPT).toContain('globalPrivacyControl');
    // It parses as JavaScript.
    expect(() => new vm.Script(BEACON_SCRIPT)).not.toThrow();
  });

  it('date ranges: presets, a checked custom range, anything else the last 30 days', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const p = (q: string) => parseRange(new URLSearchParams(q), now);
    expect(p('')).toMatchObject({ id: '30d', from: '2026-10-22', to: '2026-11-20', by: 'day', invalid: false });
    expect(p('range=7d')).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    expect(p('range=12m')).toMatchObject({ from: '2025-12-01', by: 'month' });
    expect(p('range=custom&from=2026-11-01&to=2026-11-10')).toMatchObject({
      id: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
      by: 'day',
    });
    for (const q of [
      'range=custom&from=2026-11-10&to=2026-11-01',
      'range=custom&from=2026-02-30&to=2026-03-01',
      'range=custom&from=x&to=y',
      'range=custom&from=2026-11-01&to=2026-12-31',
      'range=custom&from=2020-01-01&to=2026-11-01',
      'range=zzz',
    ]) {
      expect(p(q), q).toMatchObject({ id: '30d', invalid: true });
    }
  });
});

describe('clientAddress (the page cache fast path) agrees with Express req.ip, except that it is always an address', () => {
  for (const trust of [false, true, 1, 2, 'loopback', '10.0.0.0/8']) {
    it(`TRUST_PROXY=${String(trust)}`, async () => {
      const app = express();
      app.set('trust proxy', trust);
      setProxyTrust(app.get('trust proxy fn') as Parameters<typeof setProxyTrust>[0]);
      app.get('/', (req, res) => {
        res.json({ express: normalizeIp(req.ip ?? ''), ours: clientAddress(req) });
      });
      const server = http.createServer(app).listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      try {
        for (const xff of [
          undefined,
          '198.51.100.1',
          '198.51.100.1, 10.0.0.2',
          '1.1.1.1, 198.51.100.1, 10.0.0.2',
          'junk, ::ffff:10.1.1.1',
        ]) {
          const r = await fetch(url, { headers: xff ? { 'x-forwarded-for': xff } : {} });
          const body = (await r.json()) as { express: string; ours: string };
          // Where Express would name a value that is not an address, ours is the socket's.
          expect(body.ours, `${String(trust)} ${xff}`).toBe(validIp(body.express) ?? '127.0.0.1');
        }
      } finally {
        server.close();
      }
    });
  }
});
