import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Several engineers may run the suite at once in one working tree: each run keeps its own results.
// Set once in the main process, inherited by the workers so that they agree on the folder.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// The global setup starts the server and publishes its address here before the tests run.
const baseURL = process.env.E2E_BASE_URL;

/**
 * Stories that compare figures of the whole site before and after what they do (the treasury's
 * totals, the home page's counts of events and members, the admin's unread messages), or change
 * what every page shows (the association's settings): another story running beside them would
 * change those figures, or read the changed settings.
 */
const SITE_WIDE_FIGURES = ['treasury.spec.ts', 'home-events.spec.ts', 'admin-paths.spec.ts', 'association-settings.spec.ts', 'association-images.spec.ts'];

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(tmpdir(), `action-plus-e2e-${process.env.E2E_RUN_ID}`),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two files at a time, one per core, on the one server: each story makes its own members, events
  // and messages under unique names, so that two can run side by side (decision 030).
  workers: 2,
  forbidOnly: true,
  // One retry absorbs a machine hiccup; the report still names the test as flaky. A real breakage
  // fails both runs, and the retry records the trace to read (recording one on every first run
  // costs the suite about a quarter of its time).
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  projects: [
    { name: 'stories', testIgnore: SITE_WIDE_FIGURES },
    // After the others, alone: nothing else changes the site's figures while they are compared.
    // `npm test` runs them apart (`--project site-wide-figures --no-deps`), on a server of their own.
    { name: 'site-wide-figures', testMatch: SITE_WIDE_FIGURES, dependencies: ['stories'], workers: 1 },
  ],
  use: {
    baseURL,
    headless: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
