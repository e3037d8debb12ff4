/** The cost of every password hash the site stores (~100 ms on one core, 32 MiB). */
export const PRODUCTION_SCRYPT = { N: 32768, r: 8, p: 1 } as const;

/**
 * The test suites' cost (N 1024: ~3 ms): the suites hash thousands of passwords, which at the
 * production cost took minutes. Only under Vitest (VITEST set and NODE_ENV=test); the servers
 * the e2e and resilience tests start run with NODE_ENV=production and hash at the production
 * cost. A stored hash names its own parameters, so verifying never depends on this choice.
 */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 } as const;

/** The hashing cost for this process's environment. */
export function scryptParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  return env.VITEST && env.NODE_ENV === 'test' ? TEST_SCRYPT : PRODUCTION_SCRYPT;
}
