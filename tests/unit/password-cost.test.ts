import { describe, expect, it } from 'vitest';
import { PRODUCTION_SCRYPT, scryptParams, TEST_SCRYPT } from '~/domain/auth/password-cost.server';

describe('password hashing cost', () => {
  it('is the production cost everywhere but under Vitest', () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptParams({})).toBe(PRODUCTION_SCRYPT);
    expect(scryptParams({ NODE_ENV: 'production' })).toBe(PRODUCTION_SCRYPT);
    expect(scryptParams({ NODE_ENV: 'test' })).toBe(PRODUCTION_SCRYPT);
    // A server the e2e tests start inherits VITEST but runs with NODE_ENV=production.
    expect(scryptParams({ VITEST: 'true', NODE_ENV: 'production' })).toBe(PRODUCTION_SCRYPT);
    expect(scryptParams({ VITEST: 'true' })).toBe(PRODUCTION_SCRYPT);
  });

  it('is the lower test cost in this test process only', () => {
    expect(scryptParams({ VITEST: 'true', NODE_ENV: 'test' })).toBe(TEST_SCRYPT);
    expect(scryptParams()).toBe(TEST_SCRYPT);
    expect(TEST_SCRYPT.N).toBeLessThan(PRODUCTION_SCRYPT.N);
  });
});
