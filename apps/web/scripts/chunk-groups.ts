import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ModuleInfo = Rolldown.ModuleInfo;

/**
 * The bundler's chunk groups (docs/performance.md#the-hand-over). Left to itself, Rolldown cuts the signed-in
 * pages' code into one chunk per set of pages sharing it: about 130 chunks for the dashboard, each a request on
 * the organisation's host, whose cache is empty after a hand-over. Each group below is the code one kind of page
 * loads before it renders, taken in order, so that a later group never captures what an earlier one loads:
 *
 * 1. the landing page: the entry and its static imports (its budget, scripts/bundle-budget.ts);
 * 2. the router and the sign-in page (the sign-in page's code, which must not carry the signed-in app's);
 * 3. what the other public pages (sign-up, password reset, legal pages) share with the signed-in shell: one
 *    chunk, not one per set of pages sharing each piece;
 * 4. the rest of the other public pages, split by the pages that share them;
 * 5. the signed-in shell: the layout and the dashboard, the first page after signing in.
 *
 * Other signed-in pages keep Rolldown's own split and import the shell's chunk for what they share with it.
 */
const src = (file: string) => path.join(import.meta.dirname, '../src', file);

const LANDING = [src('main.tsx')];
const ROUTER = [src('app/router.tsx'), src('features/auth/sign-in-page.tsx')];
const PUBLIC_PAGES = [
  'features/auth/sign-up-page.tsx',
  'features/auth/forgot-password-page.tsx',
  'features/auth/reset-password-page.tsx',
  'features/auth/company-page.tsx',
  'features/auth/dev-mailbox-page.tsx',
  'features/legal/terms-page.tsx',
  'features/legal/privacy-page.tsx',
].map(src);
const SIGNED_IN_SHELL = [src('app/layout/app-layout.tsx'), src('features/dashboard/dashboard-page.tsx')];

const IMPORT_OR_EXPORT = /^\s*(import|export)\b/;

/**
 * A package's index that only re-exports its members (Mantine's, the icons'): importing one name from it loads
 * that member, not the other several hundred the module graph lists under it.
 */
function isBarrel(info: ModuleInfo): boolean {
  if (!info.id.includes('/node_modules/') || info.importedIds.length < 20 || !info.code) return false;
  return info.code
    .split('\n')
    .every((line) => !line.trim() || IMPORT_OR_EXPORT.test(line) || /^\s*(\/\*|\*|\/\/)/.test(line));
}

/** The names a module imports by name (`import { A, B as C } from …`), whoever it imports them from. */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\b/g)) {
    for (const spec of list!.split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/** A barrel member's names; its default export (an icon's) is re-exported under the file's name. */
const exportedNames = (info: ModuleInfo) =>
  info.exports.includes('default')
    ? [...info.exports, path.basename(info.id).replace(/\.[^.]*$/, '')]
    : info.exports;

/**
 * Every module `roots` load before running: their static imports, transitively; through a barrel, only the
 * members whose exported names the importing module's code mentions (an over-estimate, never an under-estimate
 * of what the bundler keeps).
 */
function staticClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const barrels = new Map<string, boolean>();
  const barrel = (info: ModuleInfo) => {
    if (!barrels.has(info.id)) barrels.set(info.id, isBarrel(info));
    return barrels.get(info.id)!;
  };
  const throughBarrel = (info: ModuleInfo, names: Set<string>) => {
    for (const id of info.importedIds) {
      const member = ctx.getModuleInfo(id);
      if (!member) continue;
      if (barrel(member)) throughBarrel(member, names);
      else if (exportedNames(member).some((name) => names.has(name))) visit(id);
    }
  };
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    let names: Set<string> | undefined;
    for (const next of info.importedIds) {
      const imported = ctx.getModuleInfo(next);
      if (imported && barrel(imported)) {
        names ??= importedNames(info.code ?? '');
        seen.add(next);
        throughBarrel(imported, names);
      } else visit(next);
    }
  };
  for (const root of roots) if (ctx.getModuleInfo(root)) visit(root);
  return seen;
}

// One chunking pass reuses its module infos; the closures are computed once per pass.
const closures = new WeakMap<object, Map<string[], Set<string>>>();
function inClosure(roots: string[], id: string, ctx: ChunkingContext): boolean {
  const pass = ctx.getModuleInfo(LANDING[0]!) ?? ctx;
  const byRoots = closures.get(pass) ?? new Map<string[], Set<string>>();
  closures.set(pass, byRoots);
  const set = byRoots.get(roots) ?? staticClosure(roots, ctx);
  byRoots.set(roots, set);
  return set.has(id);
}

const group = (
  name: string,
  roots: string[][],
  priority: number,
  options: Partial<CodeSplittingGroup> = {},
): CodeSplittingGroup => ({
  debugName: name,
  // In the closure of every list of roots.
  name: (id, ctx) => (roots.every((list) => inClosure(list, id, ctx)) ? name : null),
  priority,
  ...options,
});

export const chunkGroups: CodeSplittingGroup[] = [
  group('landing', [LANDING], 50),
  group('router', [ROUTER], 40),
  group('shared-ui', [PUBLIC_PAGES, SIGNED_IN_SHELL], 30),
  group('public-pages', [PUBLIC_PAGES], 20, { entriesAware: true }),
  group('signed-in', [SIGNED_IN_SHELL], 10),
];
