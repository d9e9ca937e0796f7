import {
  BILLING_ROLES,
  COMPANY_SETTINGS_ROLES,
  INVITABLE_ROLES,
  MEMBER_ADMIN_ROLES,
  REVIEWER_ROLES,
  ROLES,
  type RoleName,
} from '@app/contracts/accounts/roles';

/**
 * What an invitation's role means, said where it is chosen (the sign-up teammates step and the team modal):
 * the sentences are built from the same role lists the server enforces (docs/roles.md), so they cannot drift.
 */

/** The role select of an invitation: the roles an invitation may give, by id, with their names. */
export const inviteRoleOptions = INVITABLE_ROLES.map((r) => ({ value: String(r.id), label: r.name }));

const POWERS: { roles: readonly RoleName[]; label: string }[] = [
  { roles: BILLING_ROLES, label: 'billing' },
  { roles: COMPANY_SETTINGS_ROLES, label: 'settings' },
  { roles: REVIEWER_ROLES, label: 'approvals' },
  { roles: MEMBER_ADMIN_ROLES, label: 'inviting members' },
];

const roleName = (roleId: number | string): RoleName | undefined =>
  ROLES.find((r) => r.id === Number(roleId))?.name;

/** "a, b and c" / "a, b or c". */
function list(items: string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/**
 * One line on what a role may do: billing, settings, approvals and inviting members, or which of them it may
 * not: "Admin: billing, settings, approvals and inviting members."
 */
export function roleAbilities(roleId: number | string): string {
  const name = roleName(roleId);
  if (!name) return '';
  const may = POWERS.filter((p) => p.roles.includes(name)).map((p) => p.label);
  const mayNot = POWERS.filter((p) => !p.roles.includes(name)).map((p) => p.label);
  if (may.length === 0) return `${name}: calculator and quotes only; no ${list(mayNot, 'or')}.`;
  if (mayNot.length === 0) return `${name}: ${list(may, 'and')}.`;
  return `${name}: ${list(may, 'and')}; no ${list(mayNot, 'or')}.`;
}

const plural = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/**
 * How many of each role the invitations give, in the product's role order: "1 Admin, 2 Managers and 1 Team
 * Member". Empty when there is no invitation.
 */
export function inviteCounts(roleIds: (number | string)[]): string {
  const parts = ROLES.map((r) => ({
    name: r.name,
    count: roleIds.filter((id) => Number(id) === r.id).length,
  }))
    .filter((p) => p.count > 0)
    .map((p) => plural(p.count, p.name));
  return list(parts, 'and');
}
