import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, organizationUsers, roles, users } from '../../db/schema';
import type { AuthUser, Organization } from '../../plugins/auth';

/** The organisation as the user payload shows it (docs/product/api.md#accounts-and-users). */
export function organizationPayload(o: Organization) {
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
    // Organisations have no plan assignment yet (billing adds it); until then every one is on its trial.
    plan_name: null,
  };
}

export async function listMemberships(db: DbOrTx, userId: number) {
  return db
    .select({ organization: organizations, role: { id: roles.id, name: roles.name } })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .innerJoin(roles, eq(roles.id, organizationUsers.roleId))
    .where(eq(organizationUsers.userId, userId))
    .orderBy(asc(organizationUsers.id));
}

/**
 * The User (GET /user, sign-in; docs/product/api.md#accounts-and-users): `user_role` is the role in the
 * organisation of the request's sub-domain,
 * else in the first organisation. `expire` is true once the current organisation's 3-day trial has ended and it
 * has no paid plan (billing extends this check when subscriptions exist).
 */
export async function userPayload(db: DbOrTx, userOrId: AuthUser | number, subdomain: string | null = null) {
  const user =
    typeof userOrId === 'number'
      ? (await db.select().from(users).where(eq(users.id, userOrId)).limit(1))[0]!
      : userOrId;
  const memberships = await listMemberships(db, user.id);
  const current =
    memberships.find((m) => subdomain && m.organization.businessDomain === subdomain) ?? memberships[0];
  const trialEnds = current?.organization.trialEndsAt;
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
        organization: organizationPayload(m.organization),
        role: m.role,
      })),
    },
    expire: !!trialEnds && trialEnds.getTime() < Date.now(),
  };
}
