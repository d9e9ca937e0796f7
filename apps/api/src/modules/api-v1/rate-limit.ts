import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { countHit } from '../../platform/counters/counters';
import { V1Error } from './v1-errors';

const WINDOW_MS = 60_000;

/**
 * Requests per API key and minute, counted in PostgreSQL like every other limit (platform/counters), so every
 * process shares the budget. Each answer says where the key stands: RateLimit-Limit, RateLimit-Remaining and
 * RateLimit-Reset (seconds until the window restarts); over the limit, 429 `rate_limited` with Retry-After.
 */
export function registerKeyRateLimit(
  app: FastifyInstance,
  { db, max, clock }: { db: Db; max: number; clock: Clock },
) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.apiKey) return;
    const now = clock.now().getTime();
    const hit = await countHit(db, {
      bucket: 'api_v1',
      key: String(request.apiKey.id),
      windowMs: WINDOW_MS,
      now,
    });
    const reset = Math.max(1, Math.ceil((hit.resetsAt.getTime() - now) / 1000));
    reply.header('ratelimit-limit', String(max));
    reply.header('ratelimit-remaining', String(Math.max(0, max - hit.count)));
    reply.header('ratelimit-reset', String(reset));
    if (hit.count > max) {
      reply.header('retry-after', String(reset));
      throw new V1Error(
        429,
        'rate_limited',
        `At most ${max} requests a minute per API key; retry in ${reset} s`,
      );
    }
  });
}
