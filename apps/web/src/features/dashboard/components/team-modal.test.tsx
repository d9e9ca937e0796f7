import type { Member } from '@app/contracts/accounts/responses';
import type { CreateTeamBody, Team } from '@app/contracts/teams/teams';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { TeamModal } from './team-modal';

const members: Member[] = [
  {
    id: 11,
    user_id: 21,
    first_name: 'Rita',
    last_name: 'Alvarez',
    email: 'rita@acme.test',
    image: null,
    created_at: '2026-01-05T10:00:00.000Z',
    role: { id: 4, name: 'Team Member' },
  },
];

const savedTeam = (id: number, body: CreateTeamBody): Team => ({
  id,
  name: body.team_name,
  image: null,
  version: 1,
  created_by_id: 3,
  can_manage: true,
  organization_team_user: [],
  pending_invitations: [],
});

/** The team API as the server answers it: member_full until the caller says Yes (force_update). */
function fakeTeamsApi(options: { seatsLeft: number; seatsNeeded?: number }) {
  const calls: CreateTeamBody[] = [];
  server.use(
    http.post('*/api/organization/members', () =>
      HttpResponse.json({ status: 'success', data: { organization_members: members } }),
    ),
    http.post('*/api/organization_teams', () =>
      HttpResponse.json({ status: 'success', data: { organization_teams: [] } }),
    ),
    http.post('*/api/organization_teams/create', async ({ request }) => {
      const body = (await request.json()) as CreateTeamBody;
      calls.push(body);
      // Long enough for the page to show that the invitations are on their way.
      await delay(400);
      if ((body.invitation?.length ?? 0) > options.seatsLeft && !body.force_update) {
        return HttpResponse.json(
          {
            status: 'error',
            code: 'MEMBER_FULL',
            message: 'Member limit reached',
            ...(options.seatsNeeded ? { reason: 'member_full', seats: options.seatsNeeded } : {}),
          },
          { status: 402 },
        );
      }
      return HttpResponse.json({
        status: 'success',
        message: 'Team created successfully',
        data: {
          team_id: 5,
          organization_teams: [savedTeam(5, body)],
          invited: (body.invitation ?? []).map((i) => i.email),
          skipped: [],
        },
      });
    }),
  );
  return calls;
}

/** An Owner opens Create Team, names it 'Dallas Desk' and invites nora@new.test (not yet a member). */
async function openWithNewInvitee() {
  const state = { closed: false };
  const { user } = renderPage(<TeamModal opened callerRole="Owner" onClose={() => (state.closed = true)} />);
  const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
  await user.type(within(dialog).getByLabelText(/Team name/), 'Dallas Desk');
  await user.type(within(dialog).getByPlaceholderText('Name or e-mail'), 'nora@new.test{Enter}');
  return { user, dialog, state };
}

describe('Create Team modal (docs/product/teams-and-members.md#create-team--manage-members-modal)', () => {
  it('asks for a name, refuses an invalid e-mail in the product’s words, and picks a member by name', async () => {
    fakeTeamsApi({ seatsLeft: 5 });
    let closed = false;
    const { user } = renderPage(<TeamModal opened callerRole="Owner" onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('Team name is required')).toBeInTheDocument();

    const invite = within(dialog).getByPlaceholderText('Name or e-mail');
    await user.type(invite, 'nope{Enter}');
    expect(within(dialog).getByText("You have entered 'nope' an invalid email address!")).toBeInTheDocument();
    await user.type(invite, 'Rita Alvarez{Enter}');
    expect(within(dialog).getByText('rita@acme.test')).toBeInTheDocument();
    expect(within(dialog).queryByText(/invalid email address/)).not.toBeInTheDocument();
    expect(closed).toBe(false);
  });

  it('shows the sending message, asks about seats on member_full, and Yes repeats the call with force_update', async () => {
    const calls = fakeTeamsApi({ seatsLeft: 0 });
    const { user, dialog, state } = await openWithNewInvitee();
    expect(within(dialog).getByText('Will be invited')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Please wait while invitation(s) are being sent.')).toBeInTheDocument();

    const question = await screen.findByRole('dialog', { name: 'Member limit reached' });
    expect(
      within(question).getByText('Are you sure you want to update subscription members?'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ team_name: 'Dallas Desk', force_update: false });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(state.closed).toBe(true));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      force_update: true,
      invitation: [{ email: 'nora@new.test', role: 2 }],
    });
    expect(await screen.findByText('Team created successfully')).toBeInTheDocument();
  });

  it('shows what adding the seats charges now and the new monthly total before Yes, and Yes sends that amount', async () => {
    const calls = fakeTeamsApi({ seatsLeft: 0, seatsNeeded: 5 });
    const previews: unknown[] = [];
    server.use(
      http.post('*/api/subscription/preview', async ({ request }) => {
        previews.push(await request.json());
        return HttpResponse.json({
          status: 'success',
          data: {
            plan_id: 2,
            plan_name: 'Enterprise',
            frequency: 'monthly',
            seats: 5,
            kind: 'change',
            lines: [
              { description: 'Unused time on 4 × Enterprise (monthly)', quantity: 4, amount_cents: -9400 },
              { description: 'Remaining time on 5 × Enterprise (monthly)', quantity: 5, amount_cents: 11750 },
            ],
            due_now_cents: 2350,
            recurring_total_cents: 23500,
            next_charge_at: '2026-12-23T12:00:00.000Z',
            trial_ends_at: null,
          },
        });
      }),
    );
    const { user, dialog, state } = await openWithNewInvitee();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const question = await screen.findByRole('dialog', { name: 'Member limit reached' });
    expect(await within(question).findByTestId('due-now')).toHaveTextContent('$23.50');
    expect(within(question).getByTestId('recurring-total')).toHaveTextContent(
      '$235.00 a month for 5 member(s), next on December 23, 2026',
    );
    expect(previews).toEqual([{ plan_members: 5 }]);
    expect(calls).toHaveLength(1);
    // The server charges only the amount shown (it answers 409 with new figures otherwise).
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ force_update: true, expected_total_cents: 2350 });
    await waitFor(() => expect(state.closed).toBe(true));
  });

  it('No keeps the modal open and sends nothing more', async () => {
    const calls = fakeTeamsApi({ seatsLeft: 0 });
    const { user, dialog, state } = await openWithNewInvitee();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const question = await screen.findByRole('dialog', { name: 'Member limit reached' });
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member limit reached' })).not.toBeInTheDocument(),
    );
    expect(calls).toHaveLength(1);
    expect(state.closed).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Create Team' })).toBeInTheDocument();
  });

  it('shows the server’s words when the e-mail limit is reached, and stays open', async () => {
    fakeTeamsApi({ seatsLeft: 5 });
    const limit =
      'You can send at most 60 e-mails an hour (quotes and invitations together), and this would go over it. Please try again in 12 minutes.';
    server.use(
      http.post('*/api/organization_teams/create', () =>
        HttpResponse.json({ status: 'error', code: 'TOO_MANY_REQUESTS', message: limit }, { status: 429 }),
      ),
    );
    const { user, dialog, state } = await openWithNewInvitee();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(state.closed).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Create Team' })).toBeInTheDocument();
  });

  it('a Manager is told that only Owners and Admins invite someone new', async () => {
    fakeTeamsApi({ seatsLeft: 5 });
    const { user } = renderPage(<TeamModal opened callerRole="Manager" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
    await user.type(within(dialog).getByPlaceholderText('Name or e-mail'), 'nora@new.test{Enter}');
    expect(
      within(dialog).getByText('Only an Owner or Admin can invite someone new to the organisation'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Will be invited')).not.toBeInTheDocument();
  });

  it('says what each invitee’s role may do, counts the roles above Done, and sends the roles shown', async () => {
    const calls = fakeTeamsApi({ seatsLeft: 5 });
    const state = { closed: false };
    const { user } = renderPage(
      <TeamModal opened callerRole="Owner" onClose={() => (state.closed = true)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
    await user.type(within(dialog).getByLabelText(/Team name/), 'Austin Desk');
    const invite = within(dialog).getByPlaceholderText('Name or e-mail');
    await user.type(invite, 'ann@new.test{Enter}');
    await user.type(invite, 'bob@new.test{Enter}');
    const roleOf = (who: string) => within(dialog).getByLabelText(`Role of ${who}`, { selector: 'input' });
    // The specification's default stays, and says what it gives.
    expect(roleOf('ann@new.test')).toHaveValue('Admin');
    expect(roleOf('ann@new.test')).toHaveAccessibleDescription(
      'Admin: billing, settings, approvals and inviting members.',
    );
    // Shown beside each invitee's select (the select carries the same line as its description).
    const shown = within(dialog)
      .getAllByText('Admin: billing, settings, approvals and inviting members.')
      .filter((line) => line.getAttribute('aria-hidden') === 'true');
    expect(shown).toHaveLength(2);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Done invites 2 Admins.');

    await user.click(roleOf('bob@new.test'));
    await user.click(await screen.findByRole('option', { name: 'Team Member' }));
    expect(roleOf('bob@new.test')).toHaveAccessibleDescription(
      'Team Member: calculator and quotes only; no billing, settings, approvals or inviting members.',
    );
    // A member joining from the organisation keeps their organisation role: their team role has no line.
    await user.type(invite, 'Rita Alvarez{Enter}');
    expect(roleOf('Rita Alvarez')).not.toHaveAccessibleDescription();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Done invites 1 Admin and 1 Team Member.');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.invitation).toEqual([
      { email: 'ann@new.test', role: 2 },
      { email: 'bob@new.test', role: 4 },
    ]);
    // The team is saved and the modal closes (nothing of the save is left running after the test).
    await waitFor(() => expect(state.closed).toBe(true));
  });

  it('closes the member suggestions once one is picked, so they never cover the role selects', async () => {
    fakeTeamsApi({ seatsLeft: 5 });
    const { user } = renderPage(<TeamModal opened callerRole="Owner" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
    const invite = within(dialog).getByPlaceholderText('Name or e-mail');
    // Focusing the box alone does not open the list over the members below.
    await user.click(invite);
    expect(screen.queryByRole('option', { name: /Rita Alvarez/ })).not.toBeInTheDocument();
    await user.type(invite, 'Rit');
    const suggestion = await screen.findByRole('option', { name: /Rita Alvarez/ });
    expect(suggestion).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByText('rita@acme.test')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listbox', { name: 'Invite members' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('option', { name: /Rita Alvarez/ })).not.toBeInTheDocument();
    expect(invite).toHaveValue('');
  });
});
