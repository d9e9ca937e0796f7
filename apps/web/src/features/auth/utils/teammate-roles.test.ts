import { describe, expect, it } from 'vitest';
import { inviteRoleOptions } from '../../../lib/invite-roles';
import { newTeammateRow } from './teammate-roles';

describe('a new row of the add-teammates step', () => {
  it('starts on Admin, the specification’s default', () => {
    expect(newTeammateRow()).toEqual({
      email: '',
      role: inviteRoleOptions.find((o) => o.label === 'Admin')?.value,
    });
  });
});
