import type { FastifyRequest } from 'fastify';
import { type AuthUser, type Membership, tenantOf, userOf } from '../../plugins/auth';

/**
 * Who acts, as every service of the accounts module takes it: `(db, { actor, ...input })` (CONTRIBUTING.md,
 * "Add an API module"). A person's own account needs the user; an organisation's people and teams also the
 * membership the request was guarded with (docs/roles.md).
 */
export interface AccountActor {
  user: AuthUser;
}

export interface MemberActor extends AccountActor {
  membership: Membership;
}

/** The signed-in user of a guarded request. */
export const accountActorOf = (request: FastifyRequest): AccountActor => ({ user: userOf(request) });

/** The signed-in member of a request guarded by `requireOrganization` or `requireRole`. */
export const memberActorOf = (request: FastifyRequest): MemberActor => ({
  user: userOf(request),
  membership: tenantOf(request),
});
