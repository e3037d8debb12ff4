import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Fault, scale-out and hostile-input scenarios against real server processes.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    globalSetup: ['tests/helpers/build-once.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
