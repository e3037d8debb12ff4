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
    // Browser tests wait on pages and servers much of the time: CI runs three files at once
    // on its 2 CPUs (E2E_WORKERS=3 in .ci/run); two by default.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    minWorkers: 1,
  },
});
