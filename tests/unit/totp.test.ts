import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUri, totpCode, totpStep, verifyTotp } from '~/domain/auth/totp.server';

/**
 * The hand-written TOTP against the RFC's own vectors (RFC 6238 appendix B, SHA-1, its seed
 * "12345678901234567890"): the six-digit codes are the last six digits of the RFC's eight.
 */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('base32 round-trips and matches the RFC 4648 spelling of the seed', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq===').toString('ascii')).toBe('12345678901234567890');
  });

  it.each(RFC_VECTORS)('at %i s the code is the last six digits of %s', (seconds, eight) => {
    expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(eight.slice(2));
  });

  it('accepts one step either side, once: a step at or before the last used one is refused', () => {
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    expect(verifyTotp(RFC_SECRET, '050471', null, now)).toBe(step);
    expect(verifyTotp(RFC_SECRET, '050 471', null, now + 30_000)).toBe(step);
    expect(verifyTotp(RFC_SECRET, '050471', null, now + 60_000)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '050471', step, now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '05047', null, now)).toBeNull();
  });

  it('writes the otpauth address authenticator apps read', () => {
    expect(otpauthUri('ABC', 'a@example.com', 'FunTech')).toBe(
      'otpauth://totp/FunTech%3Aa%40example.com?secret=ABC&issuer=FunTech&algorithm=SHA1&digits=6&period=30',
    );
  });
});
