import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * `npm run bench -w e2e`: the page-speed benchmark (pages.bench.ts) and the hand-over's timeline
 * (handover.bench.ts) in the journeys' browser, one worker.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  // The base's set-up path is relative to its own folder: the benches' servers start from the same seeded copy.
  globalSetup: '../src/global-setup.ts',
  // live-results.bench.ts is a script of its own (run by tsx before this), not a Playwright test.
  testMatch: ['pages.bench.ts', 'handover.bench.ts'],
  outputDir: '../test-results/bench',
  workers: 1,
  timeout: 600_000,
  // No trace or screenshots: recording them (DOM snapshots on every action) would be timed as the page's own.
  use: { ...base.use, trace: 'off', screenshot: 'off' },
});
