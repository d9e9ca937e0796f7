import { execFileSync } from 'node:child_process';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleBudget } from './scripts/bundle-budget.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';

/**
 * Build-time modules priced by the engine (scripts/<name>.ts, printing JSON), so the Learning Center's figures
 * are the product's and can never drift from it: `virtual:worked-example` (the documented example) and
 * `virtual:overtime-example` (the state overtime rules of the reference data and a California shift week).
 */
function engineFigures(name: string, watch: string[]): Plugin {
  const id = `virtual:${name}`;
  return {
    name,
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      for (const file of watch) this.addWatchFile(path.join(import.meta.dirname, file));
      const json = execFileSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`], {
        cwd: import.meta.dirname,
        encoding: 'utf8',
      });
      return `export default ${json};`;
    },
  };
}

const learningCenter = 'src/features/learning-center';

// In development `vite` proxies the API to the Fastify server; in production Fastify serves dist/.
export default defineConfig({
  plugins: [
    react(),
    engineFigures('worked-example', [
      `${learningCenter}/worked-example.input.json`,
      `${learningCenter}/worked-example.ts`,
    ]),
    engineFigures('overtime-example', [
      `${learningCenter}/overtime-example.input.json`,
      `${learningCenter}/overtime-example.ts`,
      '../api/src/seed/data/overtime_rules.csv',
    ]),
    bundleBudget(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    // A few chunks per kind of page instead of one per set of pages sharing a module (scripts/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
