import { defineConfig } from 'vitest/config';

// One runner for the unit, API and component suites; the browser suite is Playwright's (e2e/).
export default defineConfig({
  test: {
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
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['./test/support/setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
