import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsDeps } from '../deps';
import { landingUrl } from './landing';
import { parseHandoverData, startSession } from './sessions';
import { consumeToken } from './user-tokens';

/**
 * Redeems a one-time hand-over id on this host (docs/accounts.md#sub-domains-and-the-hand-over-token): the token
 * is used up atomically, the new session joins the family of the one that issued it with its remember-me, and
 * the session cookie is set on `reply`. Returns the user and where they land from this host (`/dashboard`,
 * another host's hand-over link, `/company`), or null when the id is unknown, used or expired.
 */
export async function redeemHandover(
  { db, env, clock }: Pick<AccountsDeps, 'db' | 'env' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<{ userId: number; landing: string } | null> {
  const now = clock.now();
  const row = await consumeToken(db, 'handover', id, now);
  if (!row) return null;
  const session = await startSession(db, request, reply, env, {
    userId: row.userId,
    ...parseHandoverData(row.data),
    now,
  });
  return {
    userId: row.userId,
    landing: await landingUrl(db, env, row.userId, request.subdomain, now, session),
  };
}
