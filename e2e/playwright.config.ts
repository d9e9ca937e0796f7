import { defineConfig } from '@playwright/test';
import { DESKTOP } from './src/harness';

/**
 * The journeys drive the system Chromium (nothing is downloaded; scripts/ensure-chromium.mjs installs it). Each
 * spec file starts its own server on a fresh database in a beforeAll (src/harness.ts): PGlite by default, a new
 * PostgreSQL database when TEST_DATABASE_URL is set. A file's tests run in order: those of files built on
 * src/journey.ts stand alone; the long stories still in `mode: 'serial'` build on each other.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One seeded database for the run; each journey's server starts from a copy of it (src/global-setup.ts).
  globalSetup: './src/global-setup.ts',
  outputDir: 'test-results',
  // Two spec files at a time, each with its own server and browser context: one per core. Measured on the
  // shared 2-core machine: 5.7 min with one worker, 4.0 min with two on PGlite (4.4 and 3.3 on PostgreSQL).
  workers: 2,
  fullyParallel: false,
  // A flaky journey is fixed, never retried.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    viewport: DESKTOP,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
