import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoleName } from '@app/contracts/accounts/roles';
import { teamMessages } from '@app/contracts/teams/teams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, multipart, seedOrganization, TestClient, tinyPng } from '../../../testing/accounts';
import { dallasSite } from '../../../testing/member-client';
import { type SmtpCapture, startSmtpCapture } from '../../../testing/smtp-capture';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { hourlyPerson } from '../../calculations/calculations.test-helpers';

let ctx: TestContext;
let smtp: SmtpCapture;
let a: Awaited<ReturnType<typeof seedOrganization>>;
let b: Awaited<ReturnType<typeof seedOrganization>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-teams-'));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' });
  a = await seedOrganization(ctx.app, ctx.database.db, 'alpha');
  b = await seedOrganization(ctx.app, ctx.database.db, 'bravo');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type TeamJson = {
  id: number;
  name: string;
  version: number;
  can_manage: boolean;
  image: string | null;
  organization_team_user: { user_id: number; role: string }[];
  pending_invitations: { email: string; role: string; invitation_id: number | null }[];
};
const teamsOf = async (c: TestClient): Promise<TeamJson[]> =>
  (await c.post('/api/organization_teams')).json().data.organization_teams;
/** Uploads a PNG as the team's logo, as the team page's logo picker does. */
const uploadLogo = (c: TestClient, teamId: number) => {
  const logo = multipart('image', 'logo.png', tinyPng, 'image/png');
  return c.request('POST', `/api/organization_teams/team_logo?team_id=${teamId}`, logo.payload, logo.headers);
};
const create = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/api/organization_teams/create', body);

describe('creating a team (docs/product/teams-and-members.md#teams)', () => {
  it('Owner, Admin and Manager create teams; a Team Member is refused; a visitor must sign in', async () => {
    const roles: RoleName[] = ['Owner', 'Admin', 'Manager'];
    for (const role of roles) {
      const res = await create(a.clients[role], { team_name: `Created by ${role}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(teamMessages.created);
    }
    const refused = await create(a.clients['Team Member'], { team_name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You Are Not Authorized');
    expect(
      (await create(new TestClient(ctx.app, 'alpha.localhost:3000'), { team_name: 'X' })).statusCode,
    ).toBe(401);
    const names = (await teamsOf(a.clients['Team Member'])).map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['Created by Owner', 'Created by Admin', 'Created by Manager']),
    );
    expect(names).not.toContain('Mine');
  });

  it('picks existing members by id or e-mail with their team roles, and invites a new e-mail', async () => {
    const res = await create(a.clients.Owner, {
      team_name: 'West Coast',
      members: [{ user_id: a.members.Manager.userId, role: 3 }],
      invitation: [
        { email: a.members['Team Member'].email, role: 4 },
        { email: 'New.Hire@Example.com', role: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invited).toEqual(['new.hire@example.com']);
    const team = res.json().data.organization_teams.find((t: TeamJson) => t.id === res.json().data.team_id);
    expect(
      team.organization_team_user.map((m: { user_id: number; role: string }) => [m.user_id, m.role]),
    ).toEqual([
      [a.members.Manager.userId, 'Manager'],
      [a.members['Team Member'].userId, 'Team Member'],
    ]);
    expect(team.pending_invitations).toMatchObject([{ email: 'new.hire@example.com', role: 'Team Member' }]);
    expect(team.pending_invitations[0].invitation_id).toEqual(expect.any(Number));

    // The invitee follows the e-mailed link and is a member of the team at once.
    const mail = await smtp.waitFor('new.hire@example.com', 'You are invited');
    const token = linkIn(mail, '/signup').searchParams.get('invitation_token')!;
    const accept = await new TestClient(ctx.app).put('/api/auth/invitation', {
      invitation_token: token,
      first_name: 'Nia',
      last_name: 'Hire',
      password: 'Password123!',
      password_confirmation: 'Password123!',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const after = (await teamsOf(a.clients.Owner)).find((t) => t.name === 'West Coast')!;
    expect(after.pending_invitations).toEqual([]);
    expect(after.organization_team_user.at(-1)).toMatchObject({ role: 'Team Member' });
  });

  it('answers 400 with the field: no name, an invalid e-mail, a taken name, another organisation’s user', async () => {
    const noName = await create(a.clients.Owner, { team_name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.team_name).toEqual([teamMessages.nameRequired]);

    const bad = await create(a.clients.Owner, {
      team_name: 'Bad',
      invitation: [{ email: 'not-an-email', role: 4 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['invitation.0.email']).toEqual([
      "You have entered 'not-an-email' an invalid email address!",
    ]);

    await create(a.clients.Owner, { team_name: 'Closers' });
    const taken = await create(a.clients.Admin, { team_name: 'CLOSERS' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.team_name).toEqual([teamMessages.nameTaken]);

    const foreign = await create(a.clients.Owner, {
      team_name: 'Poachers',
      members: [{ user_id: b.members.Admin.userId, role: 4 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['members.0.user_id']).toEqual([teamMessages.notAMember]);

    const owner = await create(a.clients.Owner, {
      team_name: 'Owners',
      invitation: [{ email: 'x@y.test', role: 1 }],
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors['invitation.0.role']).toBeDefined();
  });

  it('a Manager adds members but cannot invite someone new (seats are for Owners and Admins)', async () => {
    const res = await create(a.clients.Manager, {
      team_name: 'Manager picks',
      invitation: [
        { email: a.members.Admin.email, role: 2 },
        { email: 'stranger@example.com', role: 4 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['invitation.1.email']).toEqual([teamMessages.inviteNeedsAdmin]);
    expect((await teamsOf(a.clients.Owner)).map((t) => t.name)).not.toContain('Manager picks');
  });
});

describe('managing a team: its creator, Owners and Admins', () => {
  it('the creator and Admins update; other roles are refused; a stale version answers 409', async () => {
    const made = await create(a.clients.Manager, { team_name: 'Managed' });
    const id = made.json().data.team_id;
    let team = (await teamsOf(a.clients.Manager)).find((t) => t.id === id)!;
    expect(team.can_manage).toBe(true);
    expect((await teamsOf(a.clients['Team Member'])).find((t) => t.id === id)!.can_manage).toBe(false);

    const update = (c: TestClient, version: number, name: string) =>
      c.post('/api/organization_teams/update', {
        team_id: id,
        version,
        team_name: name,
        members: [{ user_id: a.members['Team Member'].userId, role: 4 }],
      });
    const byMember = await update(a.clients['Team Member'], team.version, 'Hijacked');
    expect(byMember.statusCode).toBe(403);

    const byCreator = await update(a.clients.Manager, team.version, 'Managed well');
    expect(byCreator.statusCode, byCreator.body).toBe(200);
    const stale = await update(a.clients.Admin, team.version, 'Managed late');
    expect(stale.statusCode).toBe(409);

    team = (await teamsOf(a.clients.Admin)).find((t) => t.id === id)!;
    expect(team.name).toBe('Managed well');
    expect(team.organization_team_user.map((m) => m.user_id)).toEqual([a.members['Team Member'].userId]);
    expect((await update(a.clients.Admin, team.version, 'Admin named')).statusCode).toBe(200);

    const upload = await uploadLogo(a.clients.Manager, id);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().data.organization_teams.find((t: TeamJson) => t.id === id).image).toMatch(
      /^\/api\/uploads\//,
    );

    const ownerTeam = (await create(a.clients.Owner, { team_name: 'Owner only' })).json().data.team_id;
    const del = await a.clients.Manager.post('/api/organization/team/delete_team', { id: ownerTeam });
    expect(del.statusCode).toBe(403);
    const ok = await a.clients.Manager.post('/api/organization/team/delete_team', { id });
    expect(ok.json().message).toBe('Team Deleted Successfully');
    expect((await teamsOf(a.clients.Owner)).map((t) => t.id)).not.toContain(id);
  });

  it('another organisation’s team is 404 for every write, and never listed', async () => {
    const theirs = (await create(b.clients.Owner, { team_name: 'Bravo team' })).json().data.team_id;
    expect((await teamsOf(a.clients.Owner)).map((t) => t.name)).not.toContain('Bravo team');
    const upd = await a.clients.Owner.post('/api/organization_teams/update', {
      team_id: theirs,
      version: 1,
      team_name: 'Stolen',
    });
    expect(upd.statusCode).toBe(404);
    expect(
      (await a.clients.Owner.post('/api/organization/team/delete_team', { id: theirs })).statusCode,
    ).toBe(404);
    const up = await uploadLogo(a.clients.Owner, theirs);
    expect(up.statusCode).toBe(404);
    expect((await teamsOf(b.clients.Owner)).map((t) => t.name)).toEqual(['Bravo team']);
  });
});

describe('invitations at any time: listed, sent again, revoked', () => {
  it('lists open invitations with their teams; resend replaces the link; revoke frees the team seat', async () => {
    await create(a.clients.Admin, {
      team_name: 'Recruiters',
      invitation: [{ email: 'later@example.com', role: 3 }],
    });
    const list = await a.clients.Owner.post('/api/organization/invitations');
    const inv = list.json().data.invitations.find((i: { email: string }) => i.email === 'later@example.com');
    expect(inv).toMatchObject({ role: 'Manager', teams: ['Recruiters'], expired: false });
    expect((await a.clients.Manager.post('/api/organization/invitations')).statusCode).toBe(403);

    const first = await smtp.waitFor('later@example.com', 'You are invited');
    const oldToken = linkIn(first, '/signup').searchParams.get('invitation_token')!;
    const count = smtp.messages.length;
    const resend = await a.clients.Owner.post('/api/organization/invitations/resend', { id: inv.id });
    expect(resend.statusCode, resend.body).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(count + 1);
    const visitor = new TestClient(ctx.app);
    expect(
      (await visitor.post('/api/auth/sign_in_by_invitation', { invitation_token: oldToken })).statusCode,
    ).toBe(404);

    expect(
      (await b.clients.Owner.post('/api/organization/invitations/revoke', { id: inv.id })).statusCode,
    ).toBe(404);
    const revoke = await a.clients.Admin.post('/api/organization/invitations/revoke', { id: inv.id });
    expect(revoke.statusCode).toBe(200);
    const team = (await teamsOf(a.clients.Owner)).find((t) => t.name === 'Recruiters')!;
    expect(team.pending_invitations).toEqual([]);
    const again = (await a.clients.Owner.post('/api/organization/invitations')).json().data.invitations;
    expect(again.map((i: { email: string }) => i.email)).not.toContain('later@example.com');
  });
});

describe('calculations carry their team', () => {
  it('a member’s new calculation takes their (first) team; the list shows it and filters by it; deleting the team keeps it', async () => {
    const { ids, dallas } = await dallasSite(ctx);
    const teamId = (
      await create(a.clients.Owner, {
        team_name: 'Dallas desk',
        members: [{ user_id: a.members.Admin.userId, role: 2 }],
      })
    ).json().data.team_id;
    const save = async (c: TestClient, name: string) =>
      (
        await c.post('/api/organization_team/calculation/create', {
          name,
          person_list: [hourlyPerson(ids.TX, dallas)],
        })
      ).json().data.calculation.id as number;
    const inTeam = await save(a.clients.Admin, 'Forklift drivers');
    await save(a.clients.Owner, 'No team calc');

    const filtered = (
      await a.clients.Owner.get(`/api/organization_team/calculations?team_id=${teamId}`)
    ).json().data;
    expect(filtered.calculation.map((c: { id: number }) => c.id)).toEqual([inTeam]);
    expect(filtered.calculation[0].organization_team).toMatchObject({ id: teamId, name: 'Dallas desk' });
    const searched = (
      await a.clients.Owner.get('/api/organization_team/calculations?search=dallas%20desk')
    ).json().data;
    expect(searched.calculation.map((c: { id: number }) => c.id)).toEqual([inTeam]);
    const detail = (await a.clients.Owner.post('/api/organization_team/calculation', { id: inTeam })).json()
      .data;
    expect(detail.calculation.organization_team.name).toBe('Dallas desk');

    await a.clients.Owner.post('/api/organization/team/delete_team', { id: teamId });
    const kept = (await a.clients.Owner.post('/api/organization_team/calculation', { id: inTeam })).json()
      .data;
    expect(kept.calculation.organization_team).toBeNull();
    expect(
      (await a.clients.Owner.get('/api/organization_team/calculations?search=dallas%20desk')).json().data
        .total,
    ).toBe(0);
  });

  it('removing someone from the organisation removes them from its teams', async () => {
    const teamId = (
      await create(a.clients.Owner, {
        team_name: 'Leavers',
        members: [{ user_id: a.members['Team Member'].userId, role: 4 }],
      })
    ).json().data.team_id;
    await a.clients.Owner.post('/api/organization/members/delete', {
      user_id: a.members['Team Member'].userId,
    });
    const team = (await teamsOf(a.clients.Owner)).find((t) => t.id === teamId)!;
    expect(team.organization_team_user).toEqual([]);
  });
});
