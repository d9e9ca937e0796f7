import { randomUUID } from 'node:crypto';
import { accountMessages } from '@app/contracts/accounts/messages';
import { hasRole, type RoleName } from '@app/contracts/accounts/roles';
import { ErrorCode, messages } from '@app/contracts/errors';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cacheVersionBumper,
  organizationVersionKey,
  readCacheVersions,
  readsVersionKey,
  userVersionKey,
} from '../db/cache-versions';
import type { Database, Db, DbOrTx } from '../db/client';
import { organizations, organizationUsers, plans, roles, sessions, subscriptions, users } from '../db/schema';
import { hashToken } from '../platform/auth/tokens';
import type { Clock } from '../platform/clock';
import { AppError } from './app-error';
import { createReadCache, type ReadCache } from './read-cache';
import { createSessionCache, type SessionTarget } from './session-cache';

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
  interface FastifyContextConfig {
    /**
     * The write changes no session, user, membership, role, setting or subscription (a calculation saved): it
     * drops its organisation's cached reads but keeps its members' cached sessions and the organisation's
     * cached settings (docs/performance.md). Every other write drops all three.
     */
    keepsSessions?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request that carries a valid session cookie. */
    user: AuthUser | null;
    /** Id of the session row behind `user`. */
    sessionId: number | null;
    /** Set by `requireOrganization` (and `requireRole`): the tenant every query of the handler must filter by. */
    membership: Membership | null;
    /** Every organisation of `user` with the role there, in joining order; set with `user`. */
    memberships: MembershipRow[] | null;
    /**
     * The handler brought this process's cached reads up to date itself (`readCache.patch`), and its own statement
     * told the other processes (a NOTIFY of `sessionCache.notice(request)` in it, sent at its commit): the
     * answer drops and sends nothing.
     */
    readsPatched: boolean;
    /** The cache counters this request has read (db/cache-versions.ts), by key; null until it reads one. */
    cacheVersions: Map<string, number> | null;
  }
  interface FastifyInstance {
    authDb: Db;
    /** Drops cached sessions a write changed, here and in every other process (anonymous writes call it). */
    sessionCache: {
      invalidate(target: SessionTarget): Promise<void>;
      /**
       * The NOTIFY payload on `SESSION_CHANNEL` by which this signed-in write tells the other processes to drop
       * what it changed, for a write that sends it in its own statement; undefined when no other process listens.
       */
      notice(request: FastifyRequest): string | undefined;
      /**
       * Hears the notices of the other processes first: a handler that answers true has brought this process's
       * cached reads up to date itself (a new calculation put on the kept lists), and nothing is dropped.
       */
      onNotice(handler: (notice: unknown) => boolean): void;
    };
    /** Answers of hot reads kept per organisation until a write in it (read-cache.ts). */
    readCache: ReadCache;
    /** An organisation's settings as calculations read them, kept until a write other than a calculation's. */
    settingsCache: ReadCache;
    /**
     * The database's counter of `key` (db/cache-versions.ts) as this request sees it, read once per request;
     * undefined where one process is all there is (the embedded database) and its own drops are exact.
     */
    cacheVersion(request: FastifyRequest, key: string): Promise<number | undefined>;
  }
}

/** One of the user's organisations and their role there (the User payload's organization_users). */
export interface MembershipRow {
  organization: Organization;
  role: { id: number; name: string };
  /** The organisation's subscription and its plan's name (docs/product/billing.md), null while on trial. */
  subscription: typeof subscriptions.$inferSelect | null;
  planName: string | null;
}

/** What a session token resolves to: kept for a few seconds per process (session-cache.ts). */
interface ResolvedSession {
  user: AuthUser;
  sessionId: number;
  memberships: MembershipRow[];
  /** The counters of the user and of each organisation, as the rows above were read (PostgreSQL only). */
  versions: Map<string, number> | null;
}

/**
 * Reads the session cookie on every /api request and sets `request.user` and `request.memberships`: from this
 * process's session cache when it resolved the same token less than SESSION_CACHE_MS ago and no write changed
 * its user or organisations since, else with two queries. Routes then opt in to the guards:
 *
 * ```ts
 * app.post('/organization/update', { preHandler: requireRole(...COMPANY_SETTINGS_ROLES) }, handler)
 * ```
 */
export async function registerAuth(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'kind' | 'listen'>,
  { sessionCacheMs, clock }: { sessionCacheMs: number; clock: Clock },
) {
  const { db } = database;
  app.decorate('authDb', db);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('membership', null);
  app.decorateRequest('memberships', null);
  app.decorateRequest('readsPatched', false);
  app.decorateRequest('cacheVersions', null);
  const cache = createSessionCache<ResolvedSession>(sessionCacheMs, (resolved) => ({
    userId: resolved.user.id,
    organizationIds: resolved.memberships.map((m) => m.organization.id),
  }));
  // Hot reads (the calculations list) are kept as long and dropped by the same writes (read-cache.ts).
  const clockMs = () => clock.now().getTime();
  const reads = createReadCache(sessionCacheMs, clockMs);
  // An organisation's settings as a calculation reads them: dropped with its sessions, so a calculation saved
  // keeps them and any other write (settings, team, billing) drops them (calculations/rate-snapshot.ts).
  const settings = createReadCache(sessionCacheMs, clockMs);
  const clearAll = () => {
    cache.clear();
    reads.clear();
    settings.clear();
  };
  // What a write changed, dropped in this process: the same whether the write was here or NOTIFY brought it.
  const drop = (target: SessionTarget) => {
    if (!target.readsOnly) {
      cache.invalidate(target);
      settings.invalidate(target);
    }
    reads.invalidate(target);
  };
  // This process's name on the channel: its own notifications come back to it, already applied.
  const origin = randomUUID();
  const noticeHandlers: ((notice: unknown) => boolean)[] = [];
  // Other processes on the same PostgreSQL drop what a write here changed (docs/security.md).
  const shared = sessionCacheMs > 0 && database.kind === 'postgres' && database.listen;
  const stopListening = shared
    ? await shared(
        SESSION_CHANNEL,
        (payload) => {
          const target = parseTarget(payload);
          if (!target) clearAll();
          else if (target.origin !== origin && !noticeHandlers.some((handle) => handle(target))) drop(target);
        },
        clearAll,
      )
    : null;
  if (stopListening) app.addHook('onClose', stopListening);
  // A write bumps the counters of what it changed and tells the other processes, the writes answered together in
  // one statement (docs/decisions/0014-cache-versions.md, docs/performance.md#group-commit).
  const bump = shared ? cacheVersionBumper(db, SESSION_CHANNEL) : null;
  const payloadOf = (target: SessionTarget) => JSON.stringify({ ...target, origin });
  const invalidate = async (target: SessionTarget) => {
    if (sessionCacheMs === 0) return;
    drop(target);
    await bump?.({ target, notice: payloadOf(target) });
  };
  const notice = (request: FastifyRequest) => (bump ? payloadOf(writeTarget(request)) : undefined);
  // Where other processes share the database, what decides access or money is checked against its counters at
  // the request that uses it; a notification only frees memory sooner.
  const readVersions = shared ? readCacheVersions(db) : null;
  const versionsOf = async (request: FastifyRequest, keys: string[]): Promise<number[] | undefined> => {
    if (!readVersions) return undefined;
    request.cacheVersions ??= new Map();
    const known = request.cacheVersions;
    const missing = keys.filter((key) => !known.has(key));
    if (missing.length) {
      const read = await readVersions(missing);
      for (const [i, key] of missing.entries()) known.set(key, read[i]!);
    }
    return keys.map((key) => known.get(key)!);
  };
  app.decorate(
    'cacheVersion',
    async (request: FastifyRequest, key: string) => (await versionsOf(request, [key]))?.[0],
  );
  // A kept session is used only while its user's and organisations' counters are those it was read at.
  const stillCurrent = async (request: FastifyRequest, resolved: ResolvedSession) => {
    if (!resolved.versions) return true;
    const keys = [...resolved.versions.keys()];
    // The organisations' cached-reads counters come in the same statement: a list read needs one next.
    const reads = resolved.memberships.map((m) => readsVersionKey(m.organization.id));
    const now = await versionsOf(request, [...keys, ...reads]);
    return keys.every((key, i) => now?.[i] === resolved.versions!.get(key));
  };
  const onNotice = (handler: (notice: unknown) => boolean) => {
    noticeHandlers.push(handler);
  };
  app.decorate('sessionCache', { invalidate, notice, onNotice });
  app.decorate('readCache', reads);
  app.decorate('settingsCache', settings);
  app.addHook('onRequest', async (request) => {
    // The open API authenticates by API key only (modules/api-v1/bearer-auth.ts), never by cookie.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/v1/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const key = hashToken(token);
    // The app's clock, so a test moves past a session's expiry or the cache's TTL instead of sleeping.
    const now = clockMs();
    let resolved = cache.get(key, now);
    if (resolved && !(await stillCurrent(request, resolved))) resolved = undefined;
    if (!resolved) {
      const generation = cache.generation();
      // The user's counter is read in the same statement as the rows it stamps (db/cache-versions.ts).
      const [row] = await db
        .select({ session: sessions, user: users, userVersion: versionColumn(sql`'u:' || ${users.id}`) })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, key), gt(sessions.expiresAt, new Date(now))))
        .limit(1);
      if (!row) return;
      if (sessionCacheMs === 0) {
        // No cache: each guard reads only what it needs (requireOrganization its one membership).
        request.user = row.user;
        request.sessionId = row.session.id;
        return;
      }
      let memberships: MembershipRow[];
      let versions: Map<string, number> | null = null;
      if (readVersions) {
        const stamped = await stampedMembershipsOf(db, row.user.id);
        memberships = stamped.map(({ versions: _, ...membership }) => membership);
        versions = new Map([[userVersionKey(row.user.id), Number(row.userVersion)]]);
        request.cacheVersions ??= new Map();
        for (const m of stamped) {
          versions.set(organizationVersionKey(m.organization.id), Number(m.versions.organization));
          request.cacheVersions.set(readsVersionKey(m.organization.id), Number(m.versions.reads));
        }
        for (const [k, v] of versions) request.cacheVersions.set(k, v);
      } else memberships = await membershipsOf(db, row.user.id);
      resolved = { user: row.user, sessionId: row.session.id, memberships, versions };
      cache.set(key, resolved, now, row.session.expiresAt.getTime(), generation);
    }
    request.user = resolved.user;
    request.sessionId = resolved.sessionId;
    request.memberships = resolved.memberships;
  });
  // A signed-in write (sign-out, password, name, role, membership) drops the writer's cached sessions and, in
  // an organisation, its members' ones, before the answer leaves: the next request, to any process, reads anew.
  app.addHook('onSend', async (request) => {
    if (sessionCacheMs === 0 || !request.user || READ_METHODS.has(request.method)) return;
    if (request.readsPatched) return;
    try {
      await invalidate(writeTarget(request));
    } catch (err) {
      request.log.error({ err }, 'could not drop cached sessions');
    }
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The NOTIFY channel of session-cache drops; the payload is a SessionTarget as JSON. */
export const SESSION_CHANNEL = 'session_cache';

/**
 * What a signed-in write drops: its user's sessions and its organisation's cached reads; a route that changes no
 * account, membership, setting or billing (a calculation saved, `keepsSessions`) drops only the reads.
 */
function writeTarget(request: FastifyRequest): SessionTarget {
  const readsOnly = request.routeOptions.config.keepsSessions === true;
  return {
    userId: request.user?.id,
    organizationId: request.membership?.organizationId,
    ...(readsOnly && { readsOnly }),
  };
}

function parseTarget(payload: string): SessionTarget | null {
  try {
    const value = JSON.parse(payload) as SessionTarget;
    const id = (v: unknown) => v === undefined || Number.isInteger(v);
    const flag = (v: unknown) => v === undefined || typeof v === 'boolean';
    const text = (v: unknown) => v === undefined || typeof v === 'string';
    const valid =
      id(value?.userId) && id(value?.organizationId) && flag(value?.readsOnly) && text(value?.origin);
    return value && typeof value === 'object' && valid ? value : null;
  } catch {
    return null;
  }
}

/** A cache counter (db/cache-versions.ts) read in a query's own statement: 0 when never bumped. */
const versionColumn = (key: ReturnType<typeof sql>) =>
  sql<string>`coalesce((select version from cache_versions where key = ${key}), 0)::text`;

/** The user's organisations with their role and subscription, in joining order. */
export async function membershipsOf(db: DbOrTx, userId: number): Promise<MembershipRow[]> {
  const rows = await stampedMembershipsOf(db, userId);
  return rows.map(({ versions: _, ...membership }) => membership);
}

/**
 * `membershipsOf` with each organisation's counters, read in the same statement as the rows they stamp
 * (db/cache-versions.ts): two primary-key lookups per organisation.
 */
function stampedMembershipsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      organization: organizations,
      role: { id: roles.id, name: roles.name },
      subscription: subscriptions,
      planName: plans.name,
      versions: {
        organization: versionColumn(sql`'o:' || ${organizations.id}`),
        reads: versionColumn(sql`'r:' || ${organizations.id}`),
      },
    })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .innerJoin(roles, eq(roles.id, organizationUsers.roleId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(organizationUsers.userId, userId))
    .orderBy(asc(organizationUsers.id));
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
  const membership = request.memberships
    ? pickMembership(request.memberships, request.subdomain)
    : await findMembership(request.server.authDb, userOf(request).id, request.subdomain);
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

/** `findMembership` over the memberships the session resolved with (same rule, no query). */
function pickMembership(rows: MembershipRow[], subdomain: string | null): Membership | null {
  const row = subdomain ? rows.find((m) => m.organization.businessDomain === subdomain) : rows[0];
  if (!row) return null;
  return {
    organizationId: row.organization.id,
    organization: row.organization,
    roleId: row.role.id,
    role: row.role.name as RoleName,
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
