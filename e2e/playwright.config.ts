import { defineConfig } from '@playwright/test';
import { DESKTOP } from './src/harness';

/**
 * The journeys drive the system Chromium (nothing is downloaded; scripts/ensure-chromium.mjs installs it). Each
 * spec file starts its own server on a fresh database in a beforeAll (src/harness.ts): PGlite by default, a new
 * PostgreSQL database when TEST_DATABASE_URL is set. A journey's tests build on each other, so they run in order.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // One server and one Chromium at a time: the machine has 2 cores and the server is CPU-bound.
  workers: 1,
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
