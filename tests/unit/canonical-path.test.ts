import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalRedirectTarget } from '~/server/http/canonical-path.server';
import { isAllowedHost, parseAllowedHosts } from '~/server/http/hosts.server';
import { redactUrl } from '~/server/http/redact-url.server';

describe('canonical request path', () => {
  it('keeps canonical paths as they are (no redirect)', () => {
    for (const p of ['/', '/e-bulten', '/en-blog/my-post', '/e-bulten.data', '/_root.data', '/admin/projeler', '/sitemap.xml']) {
      expect(canonicalRedirectTarget(p)).toBeNull();
      expect(canonicalRedirectTarget(`${p}?a=B&c=%2F`)).toBeNull();
    }
    // Case-sensitive file names under /assets/ and /uploads/, escapes in uppercase hex.
    expect(canonicalRedirectTarget('/assets/entry.client-BxY12_z.js')).toBeNull();
    expect(canonicalRedirectTarget('/uploads/AbC/x-640.webp')).toBeNull();
    expect(canonicalRedirectTarget('/blog/%C4%9Fzel')).toBeNull();
  });

  it.each([
    ['/E-BULTEN', '/e-bulten'],
    ['/%65-bulten', '/e-bulten'],
    ['/%45-B%55LTEN', '/e-bulten'],
    ['/e-bulten/', '/e-bulten'],
    ['/e-bulten//', '/e-bulten'],
    ['/x/../e-bulten', '/e-bulten'],
    ['/x/%2e%2e/e-bulten', '/e-bulten'],
    ['/./e-bulten', '/e-bulten'],
    ['//e-bulten', '/e-bulten'],
    ['/../../e-bulten', '/e-bulten'],
    ['/E-Bulten.DATA', '/e-bulten.data'],
    ['/ADMIN/projeler', '/admin/projeler'],
    ['/%61dmin/projeler', '/admin/projeler'],
    ['/Admin/projeler.data', '/admin/projeler.data'],
    ['/admin/../hakkimizda', '/hakkimizda'],
    ['/healthz/../iletisim', '/iletisim'],
    ['/assets/../en-home', '/en-home'],
    ['/ASSETS/Entry-Ab.js', '/assets/Entry-Ab.js'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/blog/%c4%9fzel', '/blog/%C4%9Fzel'],
    ['/blog/ğzel', '/blog/%C4%9Fzel'],
    ['/a%2Fb', '/a%2Fb'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
    // Stable: the canonical form is its own canonical form.
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  it('redirects other spellings to a path on this site, keeping the query', () => {
    expect(canonicalRedirectTarget('/E-BULTEN?x=1')).toBe('/e-bulten?x=1');
    expect(canonicalRedirectTarget('//evil.example/x')).toBe('/evil.example/x');
    expect(canonicalRedirectTarget('/%2e%2e//evil.example')).toBe('/evil.example');
  });

  it('refuses escapes that are not UTF-8', () => {
    expect(canonicalPath('/%C0%AF')).toBeUndefined();
    expect(canonicalRedirectTarget('/%ZZ')).toBeUndefined();
  });
});

describe('allowed hosts', () => {
  const allowed = parseAllowedHosts('localhost, 127.0.0.1,[::1], www.example.com:8443, .example.org');
  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['LOCALHOST:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['www.example.com:8443', true],
    ['example.org', true],
    ['shop.example.org:3000', true],
    ['localhost:6666', false],
    ['evil.example', false],
    ['evil.example:3000', false],
    ['localhost.evil.example', false],
    ['notexample.org', false],
    ['www.example.com', false],
    ['localhost@evil.example', false],
    ['localhost:3000/x', false],
    ['', false],
  ])('%s → %s', (host, ok) => {
    expect(isAllowedHost(host, allowed, 3000)).toBe(ok);
  });
  it('allows any host with *', () => {
    expect(isAllowedHost('anything.example', ['*'], 3000)).toBe(true);
  });
});

describe('log redaction', () => {
  it('hides unsubscribe tokens and other secrets in logged URLs', () => {
    expect(redactUrl('/abonelik-iptal?token=abc.def&x=1')).toBe('/abonelik-iptal?token=[redacted]&x=1');
    expect(redactUrl('/en-unsubscribe?x=1&TOKEN=abc')).toBe('/en-unsubscribe?x=1&TOKEN=[redacted]');
    expect(redactUrl('/blog?q=token')).toBe('/blog?q=token');
    expect(redactUrl('/blog?q=a=b&page=2')).toBe('/blog?q=a=b&page=2');
  });
  it('hides invitation tokens (they set an account password), under any spelling of the name', () => {
    expect(redactUrl('/admin/davet?t=abc123')).toBe('/admin/davet?t=[redacted]');
    expect(redactUrl('/admin/davet?T=abc123#x')).toBe('/admin/davet?T=[redacted]#x');
    expect(redactUrl('/admin/davet?%74=abc123&x=1')).toBe('/admin/davet?%74=[redacted]&x=1');
    expect(redactUrl('/admin/davet?a=1&%54=abc')).toBe('/admin/davet?a=1&%54=[redacted]');
    expect(redactUrl('/x?%zz=1&token=s')).toBe('/x?%zz=1&token=[redacted]');
    expect(redactUrl('/x?to=/a&type=t')).toBe('/x?to=/a&type=t');
  });
});
