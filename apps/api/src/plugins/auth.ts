import { accountMessages } from '@app/contracts/accounts/messages';
import { hasRole, type RoleName } from '@app/contracts/accounts/roles';
import { ErrorCode, messages } from '@app/contracts/errors';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { organizations, organizationUsers, roles, sessions, users } from '../db/schema';
import { hashToken } from '../platform/auth/tokens';
import { AppError } from './app-error';

/** The session cookie: an opaque random token; the database keeps only its SHA-256. */
export const SESSION_COOKIE = 'sm_session';

export type AuthUser = typeof users.$inferSelect;
export type Organization = typeof organizations.$inferSelect;

/** The organisation a request works in, and the caller's role there. */
export interface Membership {
  organizationId: number;
  organization: Organization;
  roleId: number;
  role: RoleName;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request that carries a valid session cookie. */
    user: AuthUser | null;
    /** Id of the session row behind `user`. */
    sessionId: number | null;
    /** Set by `requireOrganization` (and `requireRole`): the tenant every query of the handler must filter by. */
    membership: Membership | null;
  }
  interface FastifyInstance {
    authDb: Db;
  }
}

/**
 * Reads the session cookie on every /api request and sets `request.user`. Routes then opt in to the guards:
 *
 * ```ts
 * app.post('/organization/update', { preHandler: requireRole(...COMPANY_SETTINGS_ROLES) }, handler)
 * ```
 */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorate('authDb', db);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('membership', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return;
    request.user = row.user;
    request.sessionId = row.session.id;
  });
}

/**
 * The typed request context of a guarded route: the handler asks for what its guard resolved instead of
 * asserting it is there. Each throws the guard's own 401 if a route forgot its guard, so a missing preHandler
 * is a clear answer, never a TypeError.
 */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(ErrorCode.Unauthorized, messages.loginFirst);
  return request.user;
}

/** The session row behind `userOf(request)` (routes guarded by `requireUser`). */
export function sessionOf(request: FastifyRequest): number {
  if (request.sessionId === null) throw new AppError(ErrorCode.Unauthorized, messages.loginFirst);
  return request.sessionId;
}

/** The organisation and role a route guarded by `requireOrganization` or `requireRole` works in. */
export function tenantOf(request: FastifyRequest): Membership {
  if (!request.membership) throw new AppError(ErrorCode.Unauthorized, messages.loginFirst);
  return request.membership;
}

/** preHandler: 401 `You need to login first!` unless a valid session is present. */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(ErrorCode.Unauthorized, messages.loginFirst);
}

/**
 * preHandler: requires a user and resolves `request.membership`. On an organisation's sub-domain
 * ({domain}.{APP_DOMAIN}) that organisation is used, and a user who is not its member gets 404 (its existence is
 * not revealed); on the main host the user's first membership is used, and a user without one gets 403.
 */
export async function requireOrganization(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.membership) return;
  const membership = await findMembership(request.server.authDb, userOf(request).id, request.subdomain);
  if (!membership) {
    if (request.subdomain) throw new AppError(ErrorCode.NotFound, accountMessages.workspaceNotFound);
    throw new AppError(ErrorCode.Forbidden, accountMessages.noOrganization);
  }
  request.membership = membership;
}

/**
 * preHandler factory: requires an organisation membership whose role is one of `allowed`, else 403
 * `You Are Not Authorized`. Use the lists of `@app/contracts/accounts/roles` (BILLING_ROLES, COMPANY_SETTINGS_ROLES).
 */
export function requireRole(...allowed: RoleName[]) {
  return async function requireRoleHandler(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
    await requireOrganization(request, reply);
    if (!hasRole(tenantOf(request).role, allowed)) {
      throw new AppError(ErrorCode.Forbidden, messages.notAuthorized);
    }
  };
}

/** The user's membership in the sub-domain's organisation, or their first membership on the main host. */
async function findMembership(db: Db, userId: number, subdomain: string | null): Promise<Membership | null> {
  const conditions = [eq(organizationUsers.userId, userId)];
  if (subdomain) conditions.push(eq(organizations.businessDomain, subdomain));
  const [row] = await db
    .select({ organization: organizations, roleId: organizationUsers.roleId, role: roles.name })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .innerJoin(roles, eq(roles.id, organizationUsers.roleId))
    .where(and(...conditions))
    .orderBy(asc(organizationUsers.id))
    .limit(1);
  if (!row) return null;
  return {
    organizationId: row.organization.id,
    organization: row.organization,
    roleId: row.roleId,
    role: row.role as RoleName,
  };
}
