import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '~/server/config.server';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.databaseKind).toBe('sqlite');
    expect(c.S3_BUCKET).toBe('project-assets');
  });

  it('names the bad variable and what it expects, on one line', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/^Invalid PORT="abc": expects a port number/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL="mysql:\/\/x": expects a postgres/);
    expect(() => parseConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('allows only loopback hosts by default, and refuses an ALLOWED_HOSTS that is not host names', () => {
    expect(parseConfig({}).ALLOWED_HOSTS).toBe('localhost,127.0.0.1,[::1]');
    expect(parseConfig({ ALLOWED_HOSTS: 'www.example.com, example.com:8080,.example.org,[::1]' }).ALLOWED_HOSTS).toContain(
      'www.example.com',
    );
    for (const bad of ['evil.example/x', 'user@host', 'http://example.com']) {
      expect(() => parseConfig({ ALLOWED_HOSTS: bad })).toThrow(/Invalid ALLOWED_HOSTS/);
    }
  });

  it('selects PostgreSQL from the URL scheme', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).databaseKind).toBe('postgres');
    expect(parseConfig({ DATABASE_URL: 'postgresql://u:p@localhost/db' }).databaseKind).toBe('postgres');
  });

  it('TRUST_PROXY: a hop count or proxy addresses; true is refused with what to give instead', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,loopback' }).TRUST_PROXY).toBe('10.0.0.1, 10.0.0.0/8,loopback');
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid TRUST_PROXY="true": would let any client choose its own address; give the number of proxies .* or their addresses/,
    );
    for (const bad of ['yes', '10.0.0.1/99', 'proxy.example.com', '1.2.3.4/8/1'])
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/Invalid TRUST_PROXY/);
  });
});
