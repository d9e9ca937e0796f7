import { MEMBER_ADMIN_ROLES } from '@app/contracts/accounts/roles';
import { messageResponseSchema } from '@app/contracts/responses';
import {
  createTeamBodySchema,
  deleteTeamBodySchema,
  invitationIdBodySchema,
  pendingInvitationsResponseSchema,
  saveTeamResponseSchema,
  teamMessages,
  teamsResponseSchema,
  updateTeamBodySchema,
} from '@app/contracts/teams/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageUpload } from '../../platform/storage/read-image';
import { requireOrganization, requireRole, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { listPendingInvitations, resendInvitation, revokeInvitation } from '../organizations';
import type { TeamsDeps } from './deps';
import { changeTeamLogo, createTeam, deleteTeam, teamsOf, updateTeam } from './teams.service';

const teamIdQuery = z.object({ team_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Teams: create, manage, logo, delete; the organisation's open invitations (docs/product/teams-and-members.md). */
export const teamsRoutes: FastifyPluginAsyncZod<TeamsDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['teams'];
  const log = (err: unknown) => app.log.error({ err }, 'invitation e-mail not sent');

  app.post(
    '/organization_teams',
    {
      config: { readOnlyAllowed: true },
      preHandler: requireOrganization,
      schema: {
        tags,
        summary: 'The organisation’s teams with members and pending invitations',
        response: responses(teamsResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { organization_teams: await teamsOf(db, tenantOf(request), userOf(request)) },
    }),
  );

  app.post(
    '/organization_teams/create',
    {
      preHandler: requireOrganization,
      schema: {
        tags,
        summary: 'Create a team',
        description:
          'Roles: Owner, Admin, Manager. members: existing members [{user_id, role}]; invitation: [{email, role}] — a member’s e-mail joins at once, other e-mails are invited to the organisation (Owner and Admin only) through the one invitation service, whose seat check may refuse them (member_full) until force_update is true.',
        body: createTeamBodySchema,
        response: responses(saveTeamResponseSchema),
      },
    },
    async (request) => {
      const result = await createTeam(deps, tenantOf(request), userOf(request), request.body, log);
      return {
        status: 'success' as const,
        message: teamMessages.created,
        data: {
          team_id: result.teamId,
          invited: result.invited,
          skipped: result.skipped,
          organization_teams: await teamsOf(db, tenantOf(request), userOf(request)),
        },
      };
    },
  );

  app.post(
    '/organization_teams/update',
    {
      preHandler: requireOrganization,
      schema: {
        tags,
        summary: 'Rename a team, set its members, invite more',
        description:
          'The creator, an Owner or an Admin. members is the whole list as it should be; version is the team’s version edited (409 when stale).',
        body: updateTeamBodySchema,
        response: responses(saveTeamResponseSchema),
      },
    },
    async (request) => {
      const result = await updateTeam(deps, tenantOf(request), userOf(request), request.body, log);
      return {
        status: 'success' as const,
        message: teamMessages.saved,
        data: {
          team_id: result.teamId,
          invited: result.invited,
          skipped: result.skipped,
          organization_teams: await teamsOf(db, tenantOf(request), userOf(request)),
        },
      };
    },
  );

  app.post(
    '/organization_teams/team_logo',
    {
      preHandler: requireOrganization,
      schema: {
        tags,
        summary: 'Upload a team’s logo',
        description:
          'The creator, an Owner or an Admin. ?team_id=…, multipart/form-data field image: PNG, JPEG, WebP or GIF, at most 2 MB.',
        querystring: teamIdQuery,
        consumes: ['multipart/form-data'],
        response: responses(teamsResponseSchema),
      },
    },
    async (request) => {
      const data = await readImageUpload(request);
      await changeTeamLogo(deps, tenantOf(request), userOf(request), request.query.team_id, data);
      return {
        status: 'success' as const,
        data: { organization_teams: await teamsOf(db, tenantOf(request), userOf(request)) },
      };
    },
  );

  app.post(
    '/organization/team/delete_team',
    {
      preHandler: requireOrganization,
      schema: {
        tags,
        summary: 'Delete a team',
        description: 'The creator, an Owner or an Admin. Its calculations and quotes stay, without a team.',
        body: deleteTeamBodySchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => {
      await deleteTeam(db, tenantOf(request), userOf(request), request.body.id);
      return { status: 'success' as const, message: teamMessages.deleted };
    },
  );

  app.post(
    '/organization/invitations',
    {
      config: { readOnlyAllowed: true },
      preHandler: requireRole(...MEMBER_ADMIN_ROLES),
      schema: {
        tags,
        summary: 'Invitations not yet accepted',
        description: 'Roles: Owner, Admin. With the teams that keep a seat for each invitee.',
        response: responses(pendingInvitationsResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { invitations: await listPendingInvitations(deps, tenantOf(request)) },
    }),
  );

  app.post(
    '/organization/invitations/resend',
    {
      preHandler: requireRole(...MEMBER_ADMIN_ROLES),
      schema: {
        tags,
        summary: 'Send an invitation again with a new link',
        body: invitationIdBodySchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => {
      await resendInvitation(deps, tenantOf(request), userOf(request), request.body.id, log);
      return { status: 'success' as const, message: teamMessages.invitationResent };
    },
  );

  app.post(
    '/organization/invitations/revoke',
    {
      preHandler: requireRole(...MEMBER_ADMIN_ROLES),
      schema: {
        tags,
        summary: 'Revoke an invitation',
        body: invitationIdBodySchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => {
      await revokeInvitation(deps, tenantOf(request), request.body.id);
      return { status: 'success' as const, message: teamMessages.invitationRevoked };
    },
  );
};
