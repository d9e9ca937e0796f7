import { inviteTeammatesBodySchema } from '@app/contracts/accounts/organization';
import { describe, expect, it } from 'vitest';
import { newTeammateRow, teammateRoleOptions } from './teammate-roles';

describe('the role select of the add-teammates step', () => {
  it('offers Admin, Manager and Team Member by their names, never Owner', () => {
    expect(teammateRoleOptions.map((o) => o.label)).toEqual(['Admin', 'Manager', 'Team Member']);
  });

  it('starts each row on Admin, and every option is a role id the API accepts', () => {
    const admin = teammateRoleOptions.find((o) => o.label === 'Admin');
    expect(newTeammateRow().role).toBe(admin?.value);
    for (const option of teammateRoleOptions) {
      const body = inviteTeammatesBodySchema.parse({ data: [{ email: 'a@b.co', role: option.value }] });
      expect(body.data[0]?.role).toBe(Number(option.value));
    }
  });
});
