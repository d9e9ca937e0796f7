import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every other
 * GET outside /api so that React Router handles the path. Returns false when the app is not built.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the UI');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = safeDecode(request.url.split('?')[0] ?? '/');
    if (urlPath === undefined || urlPath.startsWith('/api/') || urlPath === '/api')
      return reply.callNotFound();
    const file = path.join(distDir, path.normalize(urlPath));
    if (urlPath !== '/' && file.startsWith(distDir) && isFile(file)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
  return true;
}

function safeDecode(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** A path no file can have (a segment over 255 bytes, a NUL) is simply not a file: the app's route then. */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
