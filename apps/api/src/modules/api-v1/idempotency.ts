import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import {
  claimIdempotencyKey,
  findIdempotencyRow,
  finishIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  takeOverIdempotencyKey,
} from './idempotency.repo';
import { V1Error } from './v1-errors';

/** How long a first answer is kept for its repeats. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;
/**
 * How long a running claim holds without its process renewing it, and how often that process renews: a claim
 * whose process died is taken over by a retry within LEASE_MS (docs/decisions/0012-idempotency-after-a-crash.md).
 */
const LEASE_MS = 30_000;
const RENEW_MS = 10_000;
/** The lease of a claim whose request answered a server error: over, whatever the clocks say. */
const LEASE_ENDED = new Date(0);
const renewals = new WeakMap<FastifyRequest, NodeJS.Timeout>();

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (it stores its answer under it). */
    idempotencyKey: string | null;
    /**
     * Set when this request took over the claim of a request whose process died: since when that one ran. The
     * route looks for what it may have saved under the key before running again.
     */
    idempotencyTakeover: { since: Date } | null;
  }
}

/**
 * `Idempotency-Key` on a POST (docs/product/api.md#idempotency): the first request with a key claims it in
 * PostgreSQL with one INSERT ... ON CONFLICT DO NOTHING, runs, and stores its answer for 24 hours. A repeat with
 * the same body gets that answer again (header `Idempotent-Replayed: true`); with another body, 422; while the
 * first still runs, 409 (retry shortly). A running claim is a lease its process renews; a retry takes over a
 * claim whose process died (docs/decisions/0012), or whose request answered a server error (5xx): its lease ends
 * with that answer.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotencyTakeover', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.apiKey) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new V1Error(
        400,
        'invalid_idempotency_key',
        'Idempotency-Key must be 1 to 255 visible characters',
      );
    }
    const apiKeyId = request.apiKey.id;
    const requestHash = hashRequest(request);
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const claim = () => claimIdempotencyKey(db, { apiKeyId, key: header, requestHash, now, leaseUntil });
    let claimed = await claim();
    if (!claimed) {
      // A first answer older than 24 hours is forgotten: this request starts afresh.
      await releaseIdempotencyKey(db, {
        apiKeyId,
        key: header,
        olderThan: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
      });
      claimed = await claim();
    }
    if (!claimed) {
      const taken = await takeOverIdempotencyKey(db, { apiKeyId, key: header, requestHash, now, leaseUntil });
      if (taken) {
        request.log.warn({ idempotencyKey: header }, 'idempotency claim of a dead request taken over');
        request.idempotencyTakeover = { since: taken.createdAt };
        claimed = true;
      }
    }
    if (claimed) {
      request.idempotencyKey = header;
      const where = { apiKeyId, key: header };
      const renew = setInterval(() => {
        renewIdempotencyLease(db, where, new Date(clock.now().getTime() + LEASE_MS)).catch((err) =>
          request.log.warn({ err }, 'idempotency lease not renewed'),
        );
      }, RENEW_MS);
      renew.unref();
      renewals.set(request, renew);
      return;
    }
    return replay(db, request, reply, { apiKeyId, key: header, requestHash });
  });

  const stopRenewing = async (request: FastifyRequest) => {
    clearInterval(renewals.get(request));
    renewals.delete(request);
  };
  app.addHook('onResponse', stopRenewing);
  app.addHook('onRequestAbort', stopRenewing);

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.apiKey) return payload;
    await stopRenewing(request);
    const where = { apiKeyId: request.apiKey.id, key };
    // A server error may come after the work committed (a connection lost between the commit and its answer):
    // the claim's lease ends now instead of the key being forgotten, so the retry takes it over and looks for
    // what this request saved before running again (docs/deployment.md#when-the-database-goes-away).
    // With the database away, neither write is possible: the answer still goes out (a throw here would turn it
    // into another), and the claim's lease runs out within LEASE_MS for a retry to take over.
    const recorded =
      reply.statusCode >= 500
        ? renewIdempotencyLease(db, where, LEASE_ENDED)
        : finishIdempotencyKey(db, where, { statusCode: reply.statusCode, body: String(payload ?? '') });
    await recorded.catch((err) => request.log.warn({ err }, 'idempotency answer not recorded'));
    return payload;
  });
}

async function replay(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { apiKeyId, key, requestHash }: { apiKeyId: number; key: string; requestHash: string },
) {
  const row = await findIdempotencyRow(db, apiKeyId, key);
  if (!row || row.state === 'running') {
    throw new V1Error(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still running');
  }
  if (row.requestHash !== requestHash) {
    throw new V1Error(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was used with a different request; use a new key for a new request',
    );
  }
  request.log.info({ idempotencyKey: key }, 'idempotent replay');
  return reply
    .code(row.statusCode ?? 200)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(row.body ?? '');
}

/** The same route and the same parsed body make the same hash. */
function hashRequest(request: FastifyRequest): string {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const params = JSON.stringify(request.params ?? {});
  return createHash('sha256')
    .update(`${route}\n${params}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}
