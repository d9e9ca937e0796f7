/**
 * Roles and the two route guards of the spec (docs/roles.md explains the choice).
 * The server enforces these lists; the web app reads the same lists to hide what a role cannot use.
 */
export const ROLE_NAMES = ['Owner', 'Admin', 'Manager', 'Team Member'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_ID: Record<RoleName, number> = { Owner: 1, Admin: 2, Manager: 3, 'Team Member': 4 };

/** Billing and payment, change plan: whoever pays for the seats. */
export const BILLING_ROLES: readonly RoleName[] = ['Owner', 'Admin'];

/** Calculation settings and company information: people who set the company's rates and details. */
export const COMPANY_SETTINGS_ROLES: readonly RoleName[] = ['Owner', 'Admin', 'Manager'];

/** Inviting people and removing members from the organisation. */
export const MEMBER_ADMIN_ROLES: readonly RoleName[] = ['Owner', 'Admin'];

export const hasRole = (role: string | undefined | null, allowed: readonly RoleName[]) =>
  !!role && (allowed as readonly string[]).includes(role);
