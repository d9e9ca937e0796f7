/**
 * Roles and the two route guards (docs/product/organizations-and-roles.md#roles; docs/roles.md explains the
 * choice): the one definition of every
 * role's id and label. The seed writes `ROLES` into the `roles` table; the server enforces the lists below and
 * the web app reads the same lists to hide what a role cannot use.
 */
export const ROLES = [
  { id: 1, name: 'Owner' },
  { id: 2, name: 'Admin' },
  { id: 3, name: 'Manager' },
  { id: 4, name: 'Team Member' },
] as const;

export type RoleName = (typeof ROLES)[number]['name'];

export const ROLE_ID = Object.fromEntries(ROLES.map((r) => [r.name, r.id])) as Record<RoleName, number>;

/** Billing and payment, change plan: whoever pays for the seats. */
export const BILLING_ROLES: readonly RoleName[] = ['Owner', 'Admin'];

/** Calculation settings and company information: people who set the company's rates and details. */
export const COMPANY_SETTINGS_ROLES: readonly RoleName[] = ['Owner', 'Admin', 'Manager'];

/** Inviting people and removing members from the organisation. */
export const MEMBER_ADMIN_ROLES: readonly RoleName[] = ['Owner', 'Admin'];

/** Creating and revoking API keys (docs/product/api-keys.md): the people who manage who holds a seat. */
export const API_KEY_ROLES: readonly RoleName[] = ['Owner', 'Admin'];

/** Approving and declining calculations (and being told one waits for approval): every role but Team Member. */
export const REVIEWER_ROLES: readonly RoleName[] = ['Owner', 'Admin', 'Manager'];

/** Creating a team (its creator then manages it, with the Owners and Admins): every role but Team Member. */
export const TEAM_CREATOR_ROLES: readonly RoleName[] = ['Owner', 'Admin', 'Manager'];

/** Roles an invitation may give: the creator of the company is its only Owner. */
export const INVITABLE_ROLES = ROLES.filter((r) => r.name !== 'Owner');

/** The role an invitation gives when none is chosen. */
export const DEFAULT_INVITED_ROLE: RoleName = 'Admin';

export const hasRole = (role: string | undefined | null, allowed: readonly RoleName[]) =>
  !!role && (allowed as readonly string[]).includes(role);
