import { ErrorCode } from '@app/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence by origin checking: a state-changing request must come from a page of the very host it is sent
 * to. Not from a sibling organisation sub-domain or the apex: with a session cookie shared across sub-domains,
 * any page under the apex could otherwise write as the user. The product's own flows never write across hosts
 * (a sign-in moves to the organisation's host by a one-time hand-over link, a navigation, not a write).
 * Browsers send Origin (and Sec-Fetch-Site) on cross-origin writes; requests without either are not from a
 * page (curl, server-to-server) and carry no ambient browser cookie to abuse.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The open API reads no cookie (an API key in a header a page cannot attach for another site).
    if (request.url.startsWith('/api/v1/')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // The scheme is not compared: behind a TLS proxy the server itself may see http.
    if (originHost(origin) !== request.host.toLowerCase()) throw forbidden();
  });
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

const forbidden = () => new AppError(ErrorCode.Forbidden, 'Cross-site request refused');
