import fs from 'node:fs';
import path from 'node:path';
import { firstDataUrls } from '@app/contracts/first-data';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every other
 * GET outside /api so that React Router handles the path. Returns false when the app is not built.
 *
 * A signed-in page's HTML names the page's first GET requests as preloads (@app/contracts/first-data), so
 * they leave with the HTML rather than after the app's code (docs/product/public-site.md#speed). Only with a
 * session cookie: a visitor without one is sent to sign in, and the requests would only answer 401.
 *
 * `answerPage` may answer a page request itself before the app's HTML is sent (the hand-over link is redeemed
 * and redirected by the auth module); it returns true when it has.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  { answerPage }: { answerPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> } = {},
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the UI');
    return false;
  }
  // Read on each request (1 kB): a rebuild while the server runs is served at once.
  const page = async (urlPath: string, signedIn: boolean) => {
    const html = await fs.promises.readFile(indexFile, 'utf8');
    if (!signedIn) return html;
    const links = firstDataUrls(urlPath)
      .map(
        (url) => `<link rel="preload" href="${escapeAttr(url)}" as="fetch" crossorigin="use-credentials" />`,
      )
      .join('');
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
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
    if (answerPage && (await answerPage(request, reply))) return reply;
    const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(await page(urlPath, signedIn));
  });
  return true;
}

const escapeAttr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

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
