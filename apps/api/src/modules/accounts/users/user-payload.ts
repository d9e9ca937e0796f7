import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import {
  type AuthUser,
  type MembershipRow,
  membershipsOf,
  type Organization,
  userOf,
} from '../../../plugins/auth';
import { type BillingStateValue, billingStateAt } from '../../billing';
import { findUserById } from './users.repo';

/**
 * The organisation as the user payload shows it (docs/product/api.md#accounts-and-users). `plan_name` is the
 * paid plan while it is live (the web hides what Essential lacks from it); `billing_state` and `grace_ends_at`
 * drive the expired-plan modal and the past-due banner.
 */
export function organizationPayload(o: Organization, billing: BillingStateValue | null = null) {
  return {
    id: o.id,
    name: o.name,
    address: o.address,
    image: o.image,
    business_domain: o.businessDomain,
    always_accrue: o.alwaysAccrue,
    country_id: o.countryId,
    state_id: o.stateId,
    city_id: o.cityId,
    employees: o.employees,
    zip: o.zip,
    is_enterprise: o.isEnterprise,
    trial_ends_at: o.trialEndsAt?.toISOString() ?? null,
    plan_name: billing?.planName ?? null,
    billing_state: billing?.state ?? 'trial',
    grace_ends_at: billing?.graceEndsAt?.toISOString() ?? null,
  };
}

/**
 * The User (GET /user, sign-in; docs/product/api.md#accounts-and-users): `user_role` is the role in the
 * organisation of the request's sub-domain,
 * else in the first organisation. `expire` is true once the current organisation is read-only: its 3-day trial
 * has ended without a paid plan, or its plan has ended (docs/product/billing.md#trial-and-expiry).
 */
export async function userPayload(
  db: DbOrTx,
  userOrId: AuthUser | number,
  subdomain: string | null,
  now: Date,
  /** The user's memberships when the request already resolved them with its session (plugins/auth.ts). */
  known: MembershipRow[] | null = null,
) {
  const user = typeof userOrId === 'number' ? (await findUserById(db, userOrId))! : userOrId;
  const memberships = known ?? (await membershipsOf(db, user.id));
  const current =
    memberships.find((m) => subdomain && m.organization.businessDomain === subdomain) ?? memberships[0];
  const stateOf = (m: (typeof memberships)[number]) =>
    billingStateAt(
      {
        organization: m.organization,
        subscription: m.subscription && m.planName ? { ...m.subscription, planName: m.planName } : null,
      },
      now,
    );
  return {
    data: {
      id: user.id,
      uuid: user.uuid,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      provider: user.provider,
      is_enterprise: user.isEnterprise,
      image: user.image,
      user_role: current?.role.name ?? null,
      email_verified: user.emailVerifiedAt !== null,
      created_at: user.createdAt.toISOString(),
      login_count: user.loginCount,
      organization_users: memberships.map((m) => ({
        organization: organizationPayload(m.organization, stateOf(m)),
        role: m.role,
      })),
    },
    expire: current ? !stateOf(current).writable : false,
  };
}

/** The answer of an edit to the caller's account or organisation: its message and the User as it now stands. */
export async function userUpdatedAnswer(db: DbOrTx, request: FastifyRequest, now: Date, message: string) {
  return {
    status: 'success' as const,
    message,
    ...(await userPayload(db, userOf(request).id, request.subdomain, now)),
  };
}
