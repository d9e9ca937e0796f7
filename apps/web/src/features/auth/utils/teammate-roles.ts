import { DEFAULT_INVITED_ROLE, ROLE_ID } from '@app/contracts/accounts/roles';

/** A blank invitation row, with the default role (Admin). */
export const newTeammateRow = () => ({ email: '', role: String(ROLE_ID[DEFAULT_INVITED_ROLE]) });
