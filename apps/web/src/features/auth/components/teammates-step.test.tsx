import type { InviteTeammatesBody } from '@app/contracts/accounts/organization';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { TeammatesStep } from './teammates-step';

const roleOf = (row: number) => screen.getByLabelText(`Teammate ${row} role`, { selector: 'input' });

/** The sign-up teammates step: each invitee's role stays the spec's Admin by default, but says what it may do. */
describe('sign-up teammates step (docs/roles.md)', () => {
  it('says what each row’s role may do, counts the roles above Get Started, and sends the roles shown', async () => {
    const sent: InviteTeammatesBody[] = [];
    server.use(
      http.post('*/api/organization/team', async ({ request }) => {
        sent.push((await request.json()) as InviteTeammatesBody);
        return HttpResponse.json({ status: 'success', message: 'Invitation sent successfully' });
      }),
    );
    let done = false;
    const { user } = renderPage(<TeammatesStep onDone={() => (done = true)} />);

    const role1 = roleOf(1);
    expect(role1).toHaveValue('Admin');
    // The line beside the select is its description, read with it.
    expect(role1).toHaveAccessibleDescription('Admin: billing, settings, approvals and inviting members.');
    // Nothing typed yet: nothing will be invited.
    expect(screen.queryByText(/invites/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Teammate 1 email'), 'ann@acme.test');
    expect(screen.getByRole('status')).toHaveTextContent('Get Started invites 1 Admin.');

    await user.click(screen.getByRole('button', { name: 'Add teammate' }));
    await user.type(screen.getByLabelText('Teammate 2 email'), 'bob@acme.test');
    const role2 = roleOf(2);
    await user.click(role2);
    await user.click(await screen.findByRole('option', { name: 'Team Member' }));
    expect(role2).toHaveValue('Team Member');
    expect(role2).toHaveAccessibleDescription(
      'Team Member: calculator and quotes only; no billing, settings, approvals or inviting members.',
    );
    await user.click(screen.getByRole('button', { name: 'Add teammate' }));
    await user.type(screen.getByLabelText('Teammate 3 email'), 'cy@acme.test');
    await user.click(roleOf(3));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    expect(roleOf(3)).toHaveAccessibleDescription(
      'Manager: settings and approvals; no billing or inviting members.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Get Started invites 1 Admin, 1 Manager and 1 Team Member.',
    );

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(done).toBe(true));
    expect(sent).toEqual([
      {
        data: [
          { email: 'ann@acme.test', role: 2 },
          { email: 'bob@acme.test', role: 4 },
          { email: 'cy@acme.test', role: 3 },
        ],
      },
    ]);
  });
});
