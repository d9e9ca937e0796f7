import type { Member } from '@app/contracts/accounts/responses';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { onPhoneScreen } from '../../../testing/screen-width';
import { server } from '../../../testing/server';
import { MembersTable } from './members-table';

const member = (id: number, first: string, role: string): Member => ({
  id,
  user_id: id + 100,
  first_name: first,
  last_name: 'Lee',
  email: `${first.toLowerCase()}@example.com`,
  image: null,
  created_at: '2026-11-27T18:01:24.000Z',
  role: { id, name: role },
});

const owner = member(1, 'Dana', 'Owner');
const manager = member(2, 'Marcus', 'Manager');

const twoMembers = () =>
  server.use(
    http.post('*/api/organization/members', () =>
      HttpResponse.json({ status: 'success', data: { organization_members: [owner, manager] } }),
    ),
  );

// docs/product/organizations-and-roles.md#settings-home-settings: Image, ID, Name, Email, Date Added, User Role,
// Action; every row but the Owner's can be deleted. docs/roles.md: nobody can remove themselves, so the signed-in
// member's own row has no delete button (the server would refuse it).
describe('the member information table', () => {
  it('on a phone, shows each member as a card with their e-mail, role, date added and delete button', async () => {
    onPhoneScreen();
    twoMembers();
    renderPage(<MembersTable organizationId={1} canDelete selfUserId={999} />);
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const marcus = cards.find((c) => c.textContent?.includes('Marcus Lee'))!;
    expect(marcus).toHaveTextContent('marcus@example.com');
    expect(marcus).toHaveTextContent('Manager');
    expect(marcus).toHaveTextContent('ID 2 · added 11/27/2026');
    expect(within(marcus).getByRole('button', { name: 'Delete Marcus Lee' })).toBeInTheDocument();
    const dana = cards.find((c) => c.textContent?.includes('Dana Lee'))!;
    expect(within(dana).queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a wide screen, keeps the table of the seven columns', async () => {
    twoMembers();
    renderPage(<MembersTable organizationId={1} canDelete selfUserId={999} />);
    const row = await screen.findByRole('row', { name: /Marcus Lee/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Image',
      'ID',
      'Name',
      'Email',
      'Date Added',
      'User Role',
      'Action',
    ]);
    expect(within(row).getByRole('button', { name: 'Delete Marcus Lee' })).toBeInTheDocument();
  });

  it.each([
    ['on a phone', true],
    ['on a wide screen', false],
  ])('%s, offers no delete button on the signed-in member’s own row', async (_, onPhone) => {
    if (onPhone) onPhoneScreen();
    twoMembers();
    renderPage(<MembersTable organizationId={1} canDelete selfUserId={manager.user_id} />);
    await screen.findAllByText(/Marcus Lee/);
    expect(screen.queryByRole('button', { name: 'Delete Marcus Lee' })).not.toBeInTheDocument();
  });
});
