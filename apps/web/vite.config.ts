import { execFileSync } from 'node:child_process';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleBudget } from './scripts/bundle-budget.ts';

/**
 * `virtual:worked-example`: the Learning Center's worked example, priced by the engine when the app is built
 * (scripts/worked-example.ts), so its figures are the product's and can never drift from it.
 */
function workedExample(): Plugin {
  const id = 'virtual:worked-example';
  const dir = path.join(import.meta.dirname, 'src/features/learning-center');
  return {
    name: 'worked-example',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      this.addWatchFile(path.join(dir, 'worked-example.input.json'));
      this.addWatchFile(path.join(dir, 'worked-example.ts'));
      const json = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/worked-example.ts'], {
        cwd: import.meta.dirname,
        encoding: 'utf8',
      });
      return `export default ${json};`;
    },
  };
}

// In development `vite` proxies the API to the Fastify server; in production Fastify serves dist/.
export default defineConfig({
  plugins: [react(), workedExample(), bundleBudget()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
});
