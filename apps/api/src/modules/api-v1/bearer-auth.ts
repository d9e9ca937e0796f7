import { timingSafeEqual } from 'node:crypto';
import { API_KEY_ROLES, type RoleName } from '@app/contracts/accounts/roles';
import type { ApiKeyScope } from '@app/contracts/api-keys/api-keys';
import { API_KEY_PATTERN } from '@app/contracts/api-keys/api-keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';
import type { Clock } from '../../platform/clock';
import { findLiveKeyByPrefix, LAST_USE_RESOLUTION_MS, touchApiKey } from '../api-keys';
import { assertPlanFeature } from '../billing';
import { creatorMembership } from './api-v1.repo';
import { V1Error } from './v1-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a /api/v1 request authenticated with (modules/api-v1/bearer-auth.ts). */
    apiKey: { id: number; scope: ApiKeyScope } | null;
  }
}

const READS = new Set(['GET', 'HEAD']);

/**
 * `Authorization: Bearer sm_live_<prefix>_<secret>` on every /api/v1 request: no cookie is read and no CSRF
 * check applies (a header a page cannot attach by itself). The key is looked up on every request, so a
 * revocation or a removed creator takes effect at once. The key acts as its organisation with its creator's
 * current role there, capped by its scope: a 'read' key only reads (docs/product/api-keys.md).
 */
export function registerBearerAuth(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request) => {
    // No such route: its 404 answers whatever the key (a scope or key error would hint the route exists).
    if (request.is404) return;
    // Whatever the global auth read from a cookie does not count here.
    request.user = null;
    request.sessionId = null;
    request.memberships = null;
    request.membership = null;
    const resolved = await resolveKey(db, request);
    if (!resolved)
      throw new V1Error(401, 'invalid_api_key', 'Send a valid API key as Authorization: Bearer <key>');
    const { key, organization, user, membership } = resolved;
    request.apiKey = { id: key.id, scope: key.scope };
    request.user = user;
    request.membership = {
      organizationId: organization.id,
      organization,
      roleId: membership.roleId,
      role: membership.role as RoleName,
    };
    if (!READS.has(request.method)) {
      if (key.scope !== 'read_write')
        throw new V1Error(403, 'insufficient_scope', 'This API key may only read');
      // A write key made on Enterprise writes no more once the plan is Essential (docs/product/api-keys.md#plans).
      await assertPlanFeature(db, organization.id, 'api_write');
    }
    const now = clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
      await touchApiKey(db, key.id, now);
    }
  });
}

async function resolveKey(db: Db, request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header.trim()) : null;
  const parts = match ? API_KEY_PATTERN.exec(match[1]!) : null;
  if (!parts) return null;
  const found = await findLiveKeyByPrefix(db, parts[1]!);
  if (!found) return null;
  const sent = Buffer.from(hashToken(parts[2]!), 'hex');
  const stored = Buffer.from(found.key.secretHash, 'hex');
  if (sent.length !== stored.length || !timingSafeEqual(sent, stored)) return null;
  // The maker must still be the member who made it (not one who left and was invited back) with a role that may
  // use keys: their role there is what the key may do (docs/product/api-keys.md#revoked-keys).
  const membership = await creatorMembership(db, found.organization.id, found.key.createdBy);
  if (!membership || membership.memberSince > found.key.createdAt) return null;
  if (!API_KEY_ROLES.includes(membership.role as RoleName)) return null;
  return { ...found, membership, user: membership.user };
}
