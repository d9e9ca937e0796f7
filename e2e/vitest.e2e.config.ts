import { defineConfig } from 'vitest/config';

// Journeys run one file at a time: each starts its own server and Chromium, and the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
