import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Doc = {
  openapi: string;
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
  [k: string]: unknown;
};

/**
 * The OpenAPI 3.1 document of /api/v1 only, built from the same route schemas as /api/docs (one
 * @fastify/swagger instance): the v1 paths kept, the app's private routes left out, the API key scheme added.
 */
function v1OpenApi(full: Doc) {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([p]) => p.startsWith('/api/v1/')),
  );
  delete paths['/api/v1/openapi.json'];
  return {
    openapi: '3.1.0',
    info: {
      title: 'StaffMargin API v1',
      version: '1.0.0',
      description:
        'Price calculations, make and send quotes, read teams and dashboard figures. Authenticate with ' +
        '`Authorization: Bearer <key>` (Settings › API keys). Money is a string of dollars with two decimals; ' +
        'times are ISO 8601; errors answer { error: { code, message, fields? } }. Guide: /developers.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      ...(full.components ?? {}),
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sm_live_<prefix>_<secret>' },
      },
    },
    security: [{ apiKey: [] }],
  };
}

/** GET /api/v1/openapi.json: public (no key), so integrators and generators can read it. */
export const apiV1DocRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/openapi.json',
    {
      schema: {
        hide: true,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async () => v1OpenApi(app.swagger() as unknown as Doc),
  );
};
