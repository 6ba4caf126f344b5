import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const include = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'];
/**
 * Files whose assertions are about time (a p95 latency, a limit that must hold within a second) run
 * after the others, one at a time, so that no other file competes with them for the CPU.
 */
const timed = ['tests/unit/server/upload-workers-latency.test.ts', 'tests/unit/server/rate-limit-store.test.ts'];

/**
 * Files that replace modules or globals (vi.mock, vi.stubGlobal, vi.spyOn, fake timers, process.env
 * or globalThis written), watch which modules a first import loads, or say they need a module's
 * first state (`// vitest: fresh modules`): each runs in a fresh module graph. The others share their worker's modules, so the server, drizzle and the price tables are
 * imported once per worker rather than once per file (measured: 387 s of imports in a 1,000 s run).
 * Found by reading the files, so a new file that stubs something is isolated without a list to keep.
 */
const needsIsolation =
  /vi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|hoisted|resetModules)\b|process\.env\.[A-Z_]+ ?=[^=]|delete process\.env|process\.chdir|globalThis\.\w+ ?=[^=]|import\(|\/\/ vitest: fresh modules/;
const testFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`);
const isolated = testFiles.filter((file) => !timed.includes(file) && needsIsolation.test(readFileSync(file, 'utf8')));

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
      { extends: true, test: { name: 'unit', include, exclude: [...timed, ...isolated], isolate: false, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'isolated', include: isolated, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'timed', include: timed, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
