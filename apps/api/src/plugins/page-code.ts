import fs from 'node:fs';
import path from 'node:path';
import { firstCodeModules } from '@app/contracts/first-code';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks a signed-in page's code needs before it runs, read from the web build's manifest
 * (`dist/.vite/manifest.json`): each module of @app/contracts/first-code with its static imports, less the
 * entry's own (its script tag loads those). The server names them in the page's HTML as modulepreloads
 * (plugins/spa.ts, docs/performance.md#the-hand-over). The manifest is read again when a rebuild changes it;
 * without one (a build without it, the tests' pretend app) there are none.
 */
export function pageCode(distDir: string): (urlPath: string) => string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;
  const manifest = (): Manifest | undefined => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
    }
    return cached.manifest;
  };
  return (urlPath) => {
    const modules = firstCodeModules(urlPath);
    const chunks = modules.length ? manifest() : undefined;
    if (!chunks) return [];
    const closure = (keys: string[], seen = new Set<string>()) => {
      for (const key of keys) {
        if (seen.has(key) || !chunks[key]) continue;
        seen.add(key);
        closure(chunks[key].imports ?? [], seen);
      }
      return seen;
    };
    const entry = closure(Object.keys(chunks).filter((key) => chunks[key]!.isEntry));
    return [...closure(modules)].filter((key) => !entry.has(key)).map((key) => `/${chunks[key]!.file}`);
  };
}
