import { inviteTeammatesBodySchema } from '@app/contracts/accounts/organization';
import { describe, expect, it } from 'vitest';
import { inviteCounts, inviteRoleOptions, roleAbilities } from './invite-roles';

const id = (label: string) => inviteRoleOptions.find((o) => o.label === label)!.value;

describe('the role select of an invitation', () => {
  it('offers Admin, Manager and Team Member by their names, never Owner', () => {
    expect(inviteRoleOptions.map((o) => o.label)).toEqual(['Admin', 'Manager', 'Team Member']);
  });

  it('offers only role ids the API accepts', () => {
    for (const option of inviteRoleOptions) {
      const body = inviteTeammatesBodySchema.parse({ data: [{ email: 'a@b.co', role: option.value }] });
      expect(body.data[0]?.role).toBe(Number(option.value));
    }
  });

  it('says in one line what each role may do, as docs/roles.md rules it', () => {
    expect(roleAbilities(id('Admin'))).toBe('Admin: billing, settings, approvals and inviting members.');
    expect(roleAbilities(id('Manager'))).toBe(
      'Manager: settings and approvals; no billing or inviting members.',
    );
    expect(roleAbilities(id('Team Member'))).toBe(
      'Team Member: calculator and quotes only; no billing, settings, approvals or inviting members.',
    );
  });

  it('counts the invitations of each role, in the roles’ order', () => {
    expect(inviteCounts([])).toBe('');
    expect(inviteCounts([id('Admin')])).toBe('1 Admin');
    expect(inviteCounts([id('Team Member'), id('Admin'), id('Team Member')])).toBe(
      '1 Admin and 2 Team Members',
    );
    expect(inviteCounts([id('Manager'), id('Admin'), id('Team Member'), id('Manager')])).toBe(
      '1 Admin, 2 Managers and 1 Team Member',
    );
  });
});
