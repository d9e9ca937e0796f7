import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client';
import { countHit } from './counters';

/**
 * The store of @fastify/rate-limit: counts in the `rate_counters` table instead of this process's memory, so
 * every API process shares one budget per route and client address (a window of the route's `timeWindow` from
 * the address's first request: counters.ts). A route's bucket is its method and URL; limiters made with
 * `app.rateLimit()` outside a route share the bucket `shared` and tell themselves apart by their key generator.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;
    constructor(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo;
      this.bucket = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'shared';
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      countHit(db, { bucket: this.bucket, key, windowMs: Math.max(1, timeWindow), now }).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetsAt.getTime() - now }),
        (err: Error) => callback(err),
      );
    }
    child(routeOptions: object) {
      return new PostgresRateLimitStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
