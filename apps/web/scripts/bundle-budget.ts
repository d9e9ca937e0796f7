import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The landing page's JavaScript budget, checked by every build (docs/performance.md#the-landing-pages-javascript):
 * the entry chunk and every chunk it imports statically, gzip, must stay under LANDING_BUDGET_KB, and neither
 * the landing page nor the sign-in page may carry the signed-in app's heavy code. The build prints the figure
 * and fails when either rule is broken.
 */
const LANDING_BUDGET_KB = 120;

/** Code the public pages must never load: charts, date pickers, tables, documents, the engine, the app's pages. */
const NOT_ON_PUBLIC_PAGES = [
  /node_modules\/recharts\//,
  /node_modules\/@mantine\/charts\//,
  /node_modules\/@mantine\/dates\//,
  /node_modules\/dayjs\//,
  /node_modules\/signature_pad\//,
  /node_modules\/@stripe\//,
  /packages\/engine\//,
  /src\/features\/(calculator|calculations|calculation-settings|dashboard|quotes|billing)\//,
  /src\/features\/settings\/(?!components\/require-role)/,
  /src\/app\/layout\/app-layout/,
  /src\/components\/data-table/,
];

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** A chunk and every chunk it loads before running (static imports, transitively). */
function staticClosure(start: Chunk, chunks: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

const gzipKb = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + gzipSync(c.code).length, 0) / 1000;

function forbidden(chunks: Chunk[]): string[] {
  const ids = chunks.flatMap((c) => c.moduleIds).map((id) => id.replaceAll('\\', '/'));
  // Stylesheets are one file for the whole app (main.tsx); this is about JavaScript.
  const code = ids.filter((id) => !id.endsWith('.css'));
  return [...new Set(code.filter((id) => NOT_ON_PUBLIC_PAGES.some((re) => re.test(id))))];
}

export function bundleBudget(): Plugin {
  return {
    name: 'landing-budget',
    apply: 'build',
    // After every other plugin has finished the chunks (Vite writes its preload lists late).
    writeBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      }
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const landing = staticClosure(entry, chunks);
      const kb = gzipKb(landing);
      // The sign-in page: the landing page's code, then the router and the page's own chunk with their imports.
      // The chunk holding the module: its own, or a group's (scripts/chunk-groups.ts).
      const lazy = (file: string) =>
        [...chunks.values()].find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(file)));
      const signInChunks = [entry, lazy('src/app/router.tsx'), lazy('src/features/auth/sign-in-page.tsx')]
        .filter((c): c is Chunk => !!c)
        .flatMap((c) => staticClosure(c, chunks));
      const signIn = [...new Map(signInChunks.map((c) => [c.fileName, c])).values()];
      this.info(
        `landing page JavaScript: ${kb.toFixed(1)} kB gzip (entry and ${landing.length - 1} static imports; ` +
          `budget ${LANDING_BUDGET_KB} kB); sign-in page: ${gzipKb(signIn).toFixed(1)} kB`,
      );
      const problems: string[] = [];
      if (kb > LANDING_BUDGET_KB) {
        problems.push(
          `the landing page's JavaScript is ${kb.toFixed(1)} kB gzip, over ${LANDING_BUDGET_KB} kB`,
        );
      }
      for (const [page, list] of [
        ['landing', landing],
        ['sign-in', signIn],
      ] as const) {
        const bad = forbidden(list);
        if (bad.length) problems.push(`the ${page} page loads ${bad.slice(0, 8).join(', ')}`);
      }
      if (problems.length) this.error(`Bundle budget (scripts/bundle-budget.ts): ${problems.join('; ')}`);
    },
  };
}
