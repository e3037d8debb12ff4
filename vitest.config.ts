import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests (SQLite always, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // Both CPUs (vitest leaves one idle by default): every file has its own SQLite file and PostgreSQL database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Unit tests share their worker threads' loaded modules (no per-file isolation): loading
        // the catalogue, zod and React again for each file was two thirds of their time (issue 35,
        // on the same loaded machine: 64.6 s isolated, 20.3 s shared). They keep no global state
        // (no env changes, mocks, fake timers or installed databases); a test that needs one
        // belongs in tests/integration/.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'app/**/*.test.ts'], pool: 'threads', isolate: false },
      },
      // Integration tests: forked processes, one per file.
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
});
