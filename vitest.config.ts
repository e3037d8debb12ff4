import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests (SQLite always, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // Both CPUs (vitest leaves one idle by default): every file has its own SQLite file and PostgreSQL database.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
