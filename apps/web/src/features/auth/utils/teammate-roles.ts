import { DEFAULT_INVITED_ROLE, INVITABLE_ROLES, ROLE_ID } from '@app/contracts/accounts/roles';

/** The role select of an invitation: the roles contracts lets an invitation give, by id, with their names. */
export const teammateRoleOptions = INVITABLE_ROLES.map((r) => ({ value: String(r.id), label: r.name }));

/** A blank invitation row, with the default role (Admin). */
export const newTeammateRow = () => ({ email: '', role: String(ROLE_ID[DEFAULT_INVITED_ROLE]) });
