import { businessDomainField } from '@app/contracts/accounts/fields';
import { accountMessages } from '@app/contracts/accounts/messages';
import type { CreateOrganizationBody, UpdateOrganizationBody } from '@app/contracts/accounts/organization';
import { ROLE_ID } from '@app/contracts/accounts/roles';
import { ErrorCode } from '@app/contracts/errors';
import type { DbOrTx } from '../../../db/client';
import { replaceImage } from '../../../platform/storage/images';
import { AppError } from '../../../plugins/app-error';
import type { AuthUser, Membership } from '../../../plugins/auth';
import { revokeKeysOfMaker } from '../../api-keys';
import { lockBilling } from '../../billing';
import { startFirstLocation } from '../../calculation-settings';
import type { MembershipDeps } from '../deps';
import { leaveTeams } from '../teams/teams.repo';
import {
  deleteMembership,
  domainTaken,
  findCity,
  findMembership,
  findState,
  insertOrganizationWithOwner,
  membersOf,
  ownsOrganization,
  swapOrganizationImage,
  updateOrganizationRow,
} from './organizations.repo';

const TRIAL_MS = 3 * 24 * 60 * 60_000;

type Location = { country: number | null; state: number | null; city: number | null };

/** State must exist (in the country, when given) and city must belong to the state. */
async function checkLocation(db: DbOrTx, input: Location) {
  const errors: Record<string, string[]> = {};
  let countryId = input.country;
  if (input.state) {
    const state = await findState(db, input.state);
    if (!state || (countryId && state.countryId !== countryId))
      errors.state = ['Please choose a state from the list'];
    else countryId = state.countryId;
  }
  if (input.city) {
    const city = await findCity(db, input.city);
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
  return (await domainTaken(db, parsed.data))
    ? { available: false, message: accountMessages.domainTaken }
    : { available: true, message: 'This business domain is available' };
}

/** POST /organization/create: the user becomes its Owner; the 3-day trial starts now. */
export async function createOrganization(
  db: DbOrTx,
  user: AuthUser,
  input: CreateOrganizationBody & Location,
  now: Date,
) {
  if (!user.emailVerifiedAt) throw new AppError(ErrorCode.Forbidden, accountMessages.emailNotConfirmed);
  if (await ownsOrganization(db, user.id))
    throw new AppError(ErrorCode.Conflict, accountMessages.companyExists);
  const location = await checkLocation(db, input);
  const domain = input.business_domain.toLowerCase();
  return db.transaction(async (tx) => {
    const org = await insertOrganizationWithOwner(
      tx,
      {
        name: input.company_name,
        businessDomain: domain,
        ...location,
        address: input.address ?? null,
        zip: input.zip_code ?? null,
        employees: input.employees ?? null,
        isEnterprise: user.isEnterprise,
        trialEndsAt: new Date(now.getTime() + TRIAL_MS),
      },
      user.id,
    );
    if (!org) throw AppError.validation({ business_domain: [accountMessages.domainTaken] });
    // The calculator gives a figure from the first visit: the company's state is its first location.
    if (location.stateId)
      await startFirstLocation(tx, { organizationId: org.id, userId: user.id, now }, location.stateId);
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
  await updateOrganizationRow(db, membership.organizationId, {
    name: input.company_name,
    ...location,
    address: input.address,
    zip: input.zip_code,
    employees: input.employees ?? null,
  });
}

export async function updateLogo(deps: MembershipDeps, membership: Membership, data: Buffer) {
  await replaceImage(deps.storage, 'logos', data, (url) =>
    deps.db.transaction((tx) => swapOrganizationImage(tx, membership.organizationId, url)),
  );
}

/** Members of the caller's organisation for the settings table. */
export async function listMembers(db: DbOrTx, organizationId: number) {
  const rows = await membersOf(db, organizationId);
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
export async function deleteMember(
  db: DbOrTx,
  membership: Membership,
  actor: AuthUser,
  userId: number,
  now: Date,
) {
  const target = await findMembership(db, membership.organizationId, userId);
  if (!target) throw AppError.notFound('User');
  if (target.roleId === ROLE_ID.Owner)
    throw new AppError(ErrorCode.Forbidden, accountMessages.ownerCannotBeDeleted);
  if (userId === actor.id) throw new AppError(ErrorCode.BadRequest, accountMessages.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    // A seat is freed: under the billing lock, so a seat change counting members sees it before or after.
    await lockBilling(tx, membership.organizationId);
    await leaveTeams(tx, { organizationId: membership.organizationId, userId });
    await deleteMembership(tx, target.id);
    // Their API keys end with their membership, and say so (docs/product/api-keys.md#revoked-keys).
    await revokeKeysOfMaker(tx, { organizationId: membership.organizationId, userId, at: now });
  });
}
