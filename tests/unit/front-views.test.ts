import { describe, expect, it } from 'vitest';
import { frontRequest } from '~/web/front-views.server';

describe('views reported by the nginx front', () => {
  it('reads a log line into the request the counting rules read, bounded', () => {
    const parsed = frontRequest({
      m: 'GET',
      u: '/hakkimizda?utm_source=x',
      s: '200',
      ip: '198.51.100.7',
      scheme: 'https',
      host: 'example.com',
      ua: 'x'.repeat(900),
      dnt: '1',
    });
    expect(parsed?.status).toBe(200);
    expect(parsed?.req.url).toBe('/hakkimizda?utm_source=x');
    expect(parsed?.req.socket.remoteAddress).toBe('198.51.100.7');
    expect(parsed?.req.headers['user-agent']).toHaveLength(500);
    expect(parsed?.req.headers.dnt).toBe('1');
    expect(parsed?.req.headers['x-forwarded-proto']).toBe('https');
    expect(parsed?.req.headers.cookie).toBeUndefined();
    expect(frontRequest({ m: 'GET', u: '/x', s: '200', ip: '1.2.3.4', session: 'abc' })?.req.headers.cookie).toBe('admin_session=1');
  });

  it('refuses a line without a path or an address', () => {
    expect(frontRequest({ m: 'GET', u: 'http://evil.example/', s: '200', ip: '1.2.3.4' })).toBeUndefined();
    expect(frontRequest({ m: 'GET', u: '/', s: '200' })).toBeUndefined();
  });
});
