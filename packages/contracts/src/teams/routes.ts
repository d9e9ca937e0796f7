import { z } from 'zod';
import { MAX_ID } from '../limits';
import { messageResponseSchema } from '../responses';
import { defineRoute } from '../route';
import {
  createTeamBodySchema,
  deleteTeamBodySchema,
  invitationIdBodySchema,
  pendingInvitationsResponseSchema,
  saveTeamResponseSchema,
  teamsResponseSchema,
  updateTeamBodySchema,
} from './teams';

/** Teams and the organisation's open invitations (docs/product/teams-and-members.md). */

export const listTeamsRoute = defineRoute({
  method: 'POST',
  path: '/organization_teams',
  summary: 'The organisation’s teams with members and pending invitations',
  response: teamsResponseSchema,
});
export const createTeamRoute = defineRoute({
  method: 'POST',
  path: '/organization_teams/create',
  summary: 'Create a team',
  description:
    'Roles: Owner, Admin, Manager. members: existing members [{user_id, role}]; invitation: [{email, role}] — a member’s e-mail joins at once, other e-mails are invited to the organisation (Owner and Admin only) through the one invitation service, whose seat check may refuse them (member_full) until force_update is true.',
  body: createTeamBodySchema,
  response: saveTeamResponseSchema,
});
export const updateTeamRoute = defineRoute({
  method: 'POST',
  path: '/organization_teams/update',
  summary: 'Rename a team, set its members, invite more',
  description:
    'The creator, an Owner or an Admin. members is the whole list as it should be; version is the team’s version edited (409 when stale).',
  body: updateTeamBodySchema,
  response: saveTeamResponseSchema,
});
/** Multipart (the image): the web sends it with upload(); the query names the team. */
export const teamLogoRoute = defineRoute({
  method: 'POST',
  path: '/organization_teams/team_logo',
  summary: 'Upload a team’s logo',
  description:
    'The creator, an Owner or an Admin. ?team_id=…, multipart/form-data field image: PNG, JPEG, WebP or GIF, at most 2 MB.',
  query: z.object({ team_id: z.coerce.number().int().positive().max(MAX_ID) }),
  multipart: { file: 'image' },
  response: teamsResponseSchema,
});
export const deleteTeamRoute = defineRoute({
  method: 'POST',
  path: '/organization/team/delete_team',
  summary: 'Delete a team',
  description: 'The creator, an Owner or an Admin. Its calculations and quotes stay, without a team.',
  body: deleteTeamBodySchema,
  response: messageResponseSchema,
});
export const pendingInvitationsRoute = defineRoute({
  method: 'POST',
  path: '/organization/invitations',
  summary: 'Invitations not yet accepted',
  description: 'Roles: Owner, Admin. With the teams that keep a seat for each invitee.',
  response: pendingInvitationsResponseSchema,
});
export const resendInvitationRoute = defineRoute({
  method: 'POST',
  path: '/organization/invitations/resend',
  summary: 'Send an invitation again with a new link',
  body: invitationIdBodySchema,
  response: messageResponseSchema,
});
export const revokeInvitationRoute = defineRoute({
  method: 'POST',
  path: '/organization/invitations/revoke',
  summary: 'Revoke an invitation',
  body: invitationIdBodySchema,
  response: messageResponseSchema,
});
