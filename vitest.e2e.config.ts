import path from 'node:path';
import { defineConfig } from 'vitest/config';

// End-to-end tests: the production build served by bin/start.mjs, driven by headless Chromium.
// STOCK_RENDER=1 (app/render/switches.ts, CI's stock run): the build (tests/helpers/build-once.ts) and
// the servers the tests start use a stock build with every rendering trick off, in a folder of its own.
if (process.env.STOCK_RENDER === '1') process.env.BUILD_DIR ??= '.builds/stock';
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/helpers/build-once.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    minWorkers: 1,
  },
});
