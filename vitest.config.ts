import { defineConfig } from 'vitest/config';

// One root `npm test` runs every package's tests as a Vitest project.
export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one idle on a 2-core machine, and most of a file's time is its
    // imports and environment, which parallelise well.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'engine', root: './packages/engine', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'pricing', root: './packages/pricing', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'] } },
      {
        // Component tests: the real providers in jsdom, the API answered by msw at the fetch boundary.
        test: {
          name: 'web-dom',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
