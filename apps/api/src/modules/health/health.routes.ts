import {
  livenessResponseSchema,
  readinessResponseSchema,
  unavailableResponseSchema,
} from '@app/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/** Liveness (process up) and readiness (database answers) for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', { schema: { hide: true, response: { 200: livenessResponseSchema } } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: readinessResponseSchema, 503: unavailableResponseSchema } } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.kind };
      } catch (err) {
        app.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', database: database.kind });
      }
    },
  );
}
