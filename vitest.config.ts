import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const include = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];
/**
 * Files whose assertions are about time (a p95 latency, a limit that must hold within a second) run
 * after the others, one at a time, so that no other file competes with them for the CPU.
 */
const timed = ['tests/unit/server/upload-workers-latency.test.ts', 'tests/unit/server/rate-limit-store.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // The build-time loaders import 'server-only', whose default export condition throws outside
      // React server components; tests run them in Node, as the build's server components do.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One PostgreSQL server for the run, with a migrated template database (tests/unit/global-setup.ts).
    globalSetup: ['tests/unit/global-setup.ts'],
    projects: [
      // Two files at a time: most of a server test's time is spent waiting on a database or a child process.
      { extends: true, test: { name: 'unit', include, exclude: timed, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'timed', include: timed, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
