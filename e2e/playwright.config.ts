import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Several engineers may run the suite at once in one working tree: each run keeps its own results.
// Set once in the main process, inherited by the workers so that they agree on the folder.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// The global setup starts the server and publishes its address here before the tests run.
const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(tmpdir(), `action-plus-e2e-${process.env.E2E_RUN_ID}`),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two cores shared by everyone: one browser at a time keeps the suite fast and steady.
  workers: 1,
  forbidOnly: true,
  // One retry absorbs a machine hiccup; the report still names the test as flaky. A real breakage
  // fails both runs, and the retry records the trace to read (recording one on every first run
  // costs the suite about a quarter of its time).
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
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
