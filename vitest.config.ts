import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server tests that start processes or load the machine (npm start, servers run by tsx, a
 * production install, the malformed-input walk and its stall watch): one at a time, after the
 * others, so that they neither slow the parallel files nor get their timings upset by them.
 */
const SERVER_PROCESS_TESTS = ['test/process/**/*.test.ts', 'test/malformed-input/**/*.test.ts', 'test/db/data-directory-lock.test.ts'];

/**
 * The web test files that keep a module graph and a window of their own; the others share their
 * worker's (decision 030). Those that replace a module (`vi.mock`), since the mock holds in the
 * graph it is made in; and those that need a window with no past: jsdom decides `:focus-visible`
 * from the last element it matched, so a file tabbing after another that focused by keyboard sees
 * it false. Each project excludes the other's files (a project extending the web config adds to
 * its `include`).
 */
const WEB_ROOT = './apps/web';
const WEB_FRESH_WINDOW = ['src/features/events/components/event-card.test.tsx'];
const webTestFiles = readdirSync(path.join(import.meta.dirname, WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
const isIsolated = (file: string) =>
  WEB_FRESH_WINDOW.includes(file) || /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(import.meta.dirname, WEB_ROOT, file), 'utf8'));
const WEB_ISOLATED = webTestFiles.filter(isIsolated);
const WEB_SHARED = webTestFiles.filter((file) => !isIsolated(file));

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
      // The files of a worker share its modules, as the server's do (decision 030).
      { extends: `${WEB_ROOT}/vite.config.ts`, test: { name: 'web', root: WEB_ROOT, exclude: [...configDefaults.exclude, ...WEB_ISOLATED], isolate: false } },
      { extends: `${WEB_ROOT}/vite.config.ts`, test: { name: 'web-isolated', root: WEB_ROOT, exclude: [...configDefaults.exclude, ...WEB_SHARED] } },
    ],
  },
});
