import { businessDomainField } from '@app/contracts/accounts/fields';
import { accountMessages } from '@app/contracts/accounts/messages';
import type { CreateOrganizationBody, UpdateOrganizationBody } from '@app/contracts/accounts/organization';
import { ROLE_ID } from '@app/contracts/accounts/roles';
import { ErrorCode } from '@app/contracts/errors';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, organizations, organizationUsers, roles, states, users } from '../../db/schema';
import { replaceImage } from '../../platform/storage/images';
import { AppError } from '../../plugins/app-error';
import type { AuthUser, Membership } from '../../plugins/auth';
import type { AccountsDeps } from '../auth/deps';
import { leaveTeams } from '../teams/teams.repo';

const TRIAL_MS = 3 * 24 * 60 * 60_000;

type Location = { country: number | null; state: number | null; city: number | null };

/** State must exist (in the country, when given) and city must belong to the state. */
async function checkLocation(db: DbOrTx, input: Location) {
  const errors: Record<string, string[]> = {};
  let countryId = input.country;
  if (input.state) {
    const [state] = await db.select().from(states).where(eq(states.id, input.state)).limit(1);
    if (!state || (countryId && state.countryId !== countryId))
      errors.state = ['Please choose a state from the list'];
    else countryId = state.countryId;
  }
  if (input.city) {
    const [city] = await db.select().from(cities).where(eq(cities.id, input.city)).limit(1);
    if (!input.state) errors.city = ['Please choose a state first'];
    else if (!city || city.stateId !== input.state)
      errors.city = ['Please choose a city of the selected state'];
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { countryId: countryId ?? (input.state ? 1 : null), stateId: input.state, cityId: input.city };
}

/** Whether a business domain passes the rules and is free. */
export async function domainAvailability(db: DbOrTx, domain: string) {
  const parsed = businessDomainField.safeParse(domain);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]!.message };
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.businessDomain, parsed.data))
    .limit(1);
  return taken
    ? { available: false, message: accountMessages.domainTaken }
    : { available: true, message: 'This business domain is available' };
}

/** POST /organization/create: the user becomes its Owner; the 3-day trial starts now. */
export async function createOrganization(
  db: DbOrTx,
  user: AuthUser,
  input: CreateOrganizationBody & Location,
  now: Date = new Date(),
) {
  if (!user.emailVerifiedAt) throw new AppError(ErrorCode.Forbidden, accountMessages.emailNotConfirmed);
  const [owned] = await db
    .select({ id: organizationUsers.id })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.userId, user.id), eq(organizationUsers.roleId, ROLE_ID.Owner)))
    .limit(1);
  if (owned) throw new AppError(ErrorCode.Conflict, accountMessages.companyExists);
  const location = await checkLocation(db, input);
  const domain = input.business_domain.toLowerCase();
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: input.company_name,
        businessDomain: domain,
        ...location,
        address: input.address ?? null,
        zip: input.zip_code ?? null,
        employees: input.employees ?? null,
        isEnterprise: user.isEnterprise,
        trialEndsAt: new Date(now.getTime() + TRIAL_MS),
      })
      .onConflictDoNothing({ target: organizations.businessDomain })
      .returning();
    if (!org) throw AppError.validation({ business_domain: [accountMessages.domainTaken] });
    await tx
      .insert(organizationUsers)
      .values({ organizationId: org.id, userId: user.id, roleId: ROLE_ID.Owner });
    return org;
  });
}

/** Settings: company information of the caller's organisation (company_id, when sent, must be that one). */
export async function updateOrganization(
  db: DbOrTx,
  membership: Membership,
  input: UpdateOrganizationBody & Location,
) {
  if (input.company_id !== undefined && input.company_id !== membership.organizationId) {
    throw AppError.notFound('Company');
  }
  const location = await checkLocation(db, input);
  await db
    .update(organizations)
    .set({
      name: input.company_name,
      ...location,
      address: input.address,
      zip: input.zip_code,
      employees: input.employees ?? null,
    })
    .where(eq(organizations.id, membership.organizationId));
}

export async function updateLogo(deps: AccountsDeps, membership: Membership, data: Buffer) {
  await replaceImage(deps.storage, 'logos', data, (url) =>
    deps.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ image: organizations.image })
        .from(organizations)
        .where(eq(organizations.id, membership.organizationId))
        .for('no key update');
      await tx
        .update(organizations)
        .set({ image: url })
        .where(eq(organizations.id, membership.organizationId));
      return old?.image ?? null;
    }),
  );
}

/** Members of the caller's organisation for the settings table. */
export async function listMembers(db: DbOrTx, organizationId: number) {
  const rows = await db
    .select({ user: users, role: { id: roles.id, name: roles.name }, addedAt: organizationUsers.createdAt })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .innerJoin(roles, eq(roles.id, organizationUsers.roleId))
    .where(eq(organizationUsers.organizationId, organizationId))
    .orderBy(asc(organizationUsers.id));
  return rows.map((r) => ({
    id: r.user.id,
    user_id: r.user.id,
    first_name: r.user.firstName,
    last_name: r.user.lastName,
    email: r.user.email,
    image: r.user.image,
    created_at: r.addedAt.toISOString(),
    role: r.role,
  }));
}

/** Removes a member (not the user's account); Owners cannot be removed, nor can you remove yourself. */
export async function deleteMember(db: DbOrTx, membership: Membership, actor: AuthUser, userId: number) {
  const [target] = await db
    .select()
    .from(organizationUsers)
    .where(
      and(
        eq(organizationUsers.organizationId, membership.organizationId),
        eq(organizationUsers.userId, userId),
      ),
    )
    .limit(1);
  if (!target) throw AppError.notFound('User');
  if (target.roleId === ROLE_ID.Owner)
    throw new AppError(ErrorCode.Forbidden, accountMessages.ownerCannotBeDeleted);
  if (userId === actor.id) throw new AppError(ErrorCode.BadRequest, accountMessages.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    await leaveTeams(tx, { organizationId: membership.organizationId, userId });
    await tx.delete(organizationUsers).where(eq(organizationUsers.id, target.id));
  });
}
