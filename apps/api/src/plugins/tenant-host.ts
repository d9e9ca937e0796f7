import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation sub-domain the request came to (acme in acme.localhost:3000), or null on the main host. */
    subdomain: string | null;
  }
}

/** Reads {business_domain}.{APP_DOMAIN} from the Host header. */
export function subdomainOf(host: string | undefined, appDomain: string): string | null {
  if (!host) return null;
  const h = host.toLowerCase();
  const base = appDomain.toLowerCase();
  if (h === base || !h.endsWith(`.${base}`)) return null;
  const sub = h.slice(0, -(base.length + 1));
  return sub.includes('.') || sub === 'www' ? null : sub;
}

export function registerTenantHost(app: FastifyInstance, appDomain: string) {
  app.decorateRequest('subdomain', null);
  app.addHook('onRequest', async (request) => {
    request.subdomain = subdomainOf(request.headers.host, appDomain);
  });
}
