import { ErrorCode } from '@app/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence by origin checking: a state-changing request must come from the product's own host or one
 * of its organisation sub-domains. Browsers always send Origin (or Sec-Fetch-Site) on cross-site writes.
 */
export function registerCsrfGuard(app: FastifyInstance, appDomain: string) {
  const appHost = appDomain.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
    const origin = request.headers.origin;
    if (!origin || origin === 'null') {
      if (origin === 'null') throw forbidden();
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host.toLowerCase();
    } catch {
      throw forbidden();
    }
    if (host !== appHost && !host.endsWith(`.${appHost}`)) throw forbidden();
  });
}

const forbidden = () => new AppError(ErrorCode.Forbidden, 'Cross-site request refused');
