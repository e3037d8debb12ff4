import { describe, expect, it } from 'vitest';
import { normalizeIp } from '~/server/http/client-ip.server';

describe('normalizeIp', () => {
  it('turns every spelling of an IPv4-mapped IPv6 address into the dotted IPv4 address', () => {
    const spellings = [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:7F00:1',
      '::ffff:7f00:0001',
      '0:0:0:0:0:ffff:7f00:1',
      '0000:0000:0000:0000:0000:FFFF:7F00:0001',
      '0:0:0:0:0:ffff:127.0.0.1',
      '0::ffff:7f00:1',
      '[::ffff:7f00:1]',
      '  ::ffff:7f00:1\t',
    ];
    for (const s of spellings) expect(normalizeIp(s), s).toBe('127.0.0.1');
    expect(normalizeIp('::ffff:c633:6414')).toBe('198.51.100.20');
    expect(normalizeIp('::ffff:0:0')).toBe('0.0.0.0');
    expect(normalizeIp('::ffff:ffff:ffff')).toBe('255.255.255.255');
  });

  it('leaves IPv4 as it is', () => {
    expect(normalizeIp('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeIp('0.0.0.0')).toBe('0.0.0.0');
  });

  it('gives other IPv6 addresses their lowercase canonical compressed form', () => {
    expect(normalizeIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeIp('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeIp('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(normalizeIp('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(normalizeIp('::')).toBe('::');
    // Not mapped: IPv4-compatible (deprecated), IPv4-translated and NAT64 stay IPv6.
    expect(normalizeIp('::127.0.0.1')).toBe('::7f00:1');
    expect(normalizeIp('::ffff:0:127.0.0.1')).toBe('::ffff:0:7f00:1');
    expect(normalizeIp('64:FF9B::192.0.2.33')).toBe('64:ff9b::c000:221');
    // A zone id is kept (lowercase).
    expect(normalizeIp('FE80::0001%ETH0')).toBe('fe80::1%eth0');
  });

  it('returns anything else trimmed, as is', () => {
    expect(normalizeIp(' unknown ')).toBe('unknown');
    expect(normalizeIp('')).toBe('');
    expect(normalizeIp('127.000.0.1')).toBe('127.000.0.1');
    expect(normalizeIp('1:2:3')).toBe('1:2:3');
    expect(normalizeIp('::ffff:127.0.0.1:80')).toBe('::ffff:127.0.0.1:80');
    expect(normalizeIp('[]')).toBe('[]');
  });
});
