import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../../config/env';
import type { DbOrTx } from '../../../db/client';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import { SESSION_COOKIE } from '../../../plugins/auth';
import {
  deleteSessionByHash,
  deleteSessionFamily,
  deleteUserSessions,
  findSession,
  insertSession,
} from './auth.repo';

const REMEMBER_MS = 30 * 24 * 60 * 60_000;
const BROWSER_SESSION_MS = 12 * 60 * 60_000;

/**
 * The cookie's Domain: APP_DOMAIN without port, so one cookie serves every organisation sub-domain. None for IP
 * addresses and single-label hosts such as `localhost`: browsers refuse `Domain=localhost` (verified with
 * Chromium), so there each host gets its own cookie through the hand-over token.
 */
export function cookieDomain(env: Env): string | undefined {
  if (env.COOKIE_DOMAIN) return env.COOKIE_DOMAIN;
  const host = env.APP_DOMAIN.replace(/:\d+$/, '');
  return isIP(host) || !host.includes('.') ? undefined : host;
}

function cookieOptions(env: Env) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.APP_PROTOCOL === 'https',
    domain: cookieDomain(env),
  };
}

/**
 * Signs the user in on this response: the caller's previous session (if any) is deleted first, so a session
 * id planted before sign-in never becomes an authenticated one (rotation).
 */
export async function startSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  env: Env,
  options: { userId: number; persistent: boolean; family?: string | null; now: Date },
): Promise<HandoverData> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSessionByHash(db, hashToken(previous));
  const token = newToken();
  const lifetime = options.persistent ? REMEMBER_MS : BROWSER_SESSION_MS;
  const family = options.family ?? newToken();
  await insertSession(db, {
    userId: options.userId,
    tokenHash: hashToken(token),
    persistent: options.persistent,
    family,
    expiresAt: new Date(options.now.getTime() + lifetime),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(env),
    ...(options.persistent ? { maxAge: lifetime / 1000 } : {}),
  });
  return { family, persistent: options.persistent };
}

/** Deletes the request's session with its whole family (the same sign-in on other hosts) and clears the cookie. */
export async function endSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, env: Env) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const row = await deleteSessionByHash(db, hashToken(token));
    if (row?.family) await deleteSessionFamily(db, row.family);
  }
  clearSessionCookie(reply, env);
}

/** What a hand-over token carries to the next host: the session family and remember-me. */
export interface HandoverData {
  family: string | null;
  persistent: boolean;
}

/** The hand-over data of the request's current session (a fresh family when there is none). */
export async function handoverData(db: DbOrTx, sessionId: number | null): Promise<HandoverData> {
  if (!sessionId) return { family: null, persistent: false };
  const row = await findSession(db, sessionId);
  return { family: row?.family ?? null, persistent: row?.persistent ?? false };
}

export function parseHandoverData(data: string | null): HandoverData {
  try {
    const parsed = JSON.parse(data ?? '{}') as Partial<HandoverData>;
    return { family: parsed.family ?? null, persistent: parsed.persistent === true };
  } catch {
    return { family: null, persistent: false };
  }
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(env));
}

/** Signs the user out everywhere (password reset, e-mail change). */
export async function endAllSessions(db: DbOrTx, userId: number) {
  await deleteUserSessions(db, userId);
}
