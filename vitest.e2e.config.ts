import path from 'node:path';
import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build served by bin/start.mjs, driven by headless Chromium.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/helpers/build-once.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // expect.poll waits for its event until the test's own limit: a 1 s deadline made the
    // outcome depend on the machine's load, not on the behaviour.
    expect: { poll: { timeout: 60_000 } },
  },
});
