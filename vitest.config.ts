import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server tests that start processes or load the machine (npm start, servers run by tsx, a
 * production install, the malformed-input walk and its stall watch): one at a time, after the
 * others, so that they neither slow the parallel files nor get their timings upset by them.
 */
const SERVER_PROCESS_TESTS = ['test/process/**/*.test.ts', 'test/malformed-input/**/*.test.ts', 'test/db/data-directory-lock.test.ts'];

const serverOptions = {
  root: './apps/server',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['./test/support/setup.ts'],
};

// One runner for the unit, API and component suites; the browser suite is Playwright's (e2e/).
// scripts/run-tests.mjs runs them as phases of `npm test` (decision 030).
export default defineConfig({
  test: {
    // Vitest leaves a core free by default; the files are independent and the machine has two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...serverOptions,
          name: 'server',
          include: ['test/**/*.test.ts'],
          // The files of a worker share its modules (each still builds its own app on its own
          // database): the server's code is imported, and the embedded database's WebAssembly
          // compiled, once per worker rather than once per file (decision 030).
          isolate: false,
          exclude: [...configDefaults.exclude, ...SERVER_PROCESS_TESTS],
          globalSetup: ['./test/support/migrated-database.ts'],
        },
      },
      {
        test: {
          ...serverOptions,
          name: 'server-process',
          include: SERVER_PROCESS_TESTS,
          maxWorkers: 1,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
