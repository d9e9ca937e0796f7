import type { Env } from '../../../config/env';
import type { DbOrTx } from '../../../db/client';
import { appUrl } from '../../../platform/app-url';
import { membershipsOf } from '../../../plugins/auth';
import type { HandoverData } from './sessions';
import { issueToken } from './user-tokens';

/**
 * Where a user goes after signing in on `subdomain` (null = main host): their organisation's dashboard, reached
 * through a one-time hand-over link when it lives on another host, or /company when they have no organisation.
 */
export async function landingUrl(
  db: DbOrTx,
  env: Env,
  userId: number,
  subdomain: string | null,
  now: Date,
  handover: HandoverData = { family: null, persistent: false },
): Promise<string> {
  const memberships = await membershipsOf(db, userId);
  if (subdomain && memberships.some((m) => m.organization.businessDomain === subdomain)) return '/dashboard';
  const first = memberships[0];
  if (!first && !subdomain) return '/company';
  const token = await issueToken(db, { userId, purpose: 'handover', data: JSON.stringify(handover), now });
  return appUrl(env, `/signin?id=${encodeURIComponent(token)}`, first?.organization.businessDomain ?? null);
}
