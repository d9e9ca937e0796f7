#!/usr/bin/env node
// Compiles the API for production (decision 0006): src/server.ts and the workspace packages it imports
// (@app/engine, @app/contracts, @app/pricing, consumed as TypeScript source) become one ES module,
// apps/api/dist/server.js, run by plain `node`. Every other package stays an import of node_modules, installed by
// `npm ci --omit=dev` from the lock file: native and WebAssembly packages (argon2, PGlite) keep their own files.
//
// Source files find their data through import.meta.dirname (migrations in apps/api/drizzle, the seed's CSV files,
// the web app's build, DATA_DIR). In one bundle every module would share dist/'s folder, so each file's
// import.meta.dirname is rewritten to its own source folder, resolved from the bundle's place at run time: the
// release keeps the repository's layout and the same relative paths hold (scripts/release.sh copies those folders).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');

/** Rewrites import.meta.dirname in our TypeScript to the file's source folder, relative to dist/. */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.dirname')) {
        const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        contents = contents.replaceAll('import.meta.dirname', `__sourceDir(${JSON.stringify(relative)})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** Bare imports stay external (node_modules), but for our workspace packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: [path.join(apiRoot, 'src/server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  keepNames: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // One helper for the rewritten import.meta.dirname; a require() for any CommonJS the bundle may contain.
  banner: {
    js: [
      "import { dirname as __dirnameOf, resolve as __resolvePath } from 'node:path';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { createRequire as __createRequire } from 'node:module';",
      'const require = __createRequire(import.meta.url);',
      'const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));',
      'const __sourceDir = (relative) => __resolvePath(__bundleDir, relative);',
    ].join('\n'),
  },
  plugins: [sourceDirname, externalPackages],
});

const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`apps/api/dist/server.js: ${(bytes / 1024).toFixed(0)} kB`);
