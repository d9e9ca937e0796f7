import { MEMBER_ADMIN_ROLES } from '@app/contracts/accounts/roles';
import {
  createTeamRoute,
  deleteTeamRoute,
  listTeamsRoute,
  pendingInvitationsRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
  teamLogoRoute,
  updateTeamRoute,
} from '@app/contracts/teams/routes';
import { teamMessages } from '@app/contracts/teams/teams';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readImageUpload } from '../../../platform/storage/read-image';
import { requireOrganization, requireRole, tenantOf, userOf } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/route';
import { memberActorOf } from '../actor';
import type { MembershipDeps } from '../deps';
import {
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from '../organizations/invitations.service';
import { changeTeamLogo, createTeam, deleteTeam, teamsOf, updateTeam } from './teams.service';

/** Teams: create, manage, logo, delete; the organisation's open invitations (docs/product/teams-and-members.md). */
export const teamsRoutes: FastifyPluginAsyncZod<MembershipDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['teams'];
  /** Create and update answer alike: the team saved, who was invited or skipped, and the teams as they are now. */
  const savedTeam = async (
    request: FastifyRequest,
    message: string,
    { teamId, invited, skipped }: { teamId: number; invited: string[]; skipped: string[] },
  ) => ({
    status: 'success' as const,
    message,
    data: {
      team_id: teamId,
      invited,
      skipped,
      organization_teams: await teamsOf(db, { actor: memberActorOf(request) }),
    },
  });

  app.route({
    ...fromContract(listTeamsRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler: requireOrganization,
    handler: async (request) => ({
      status: 'success' as const,
      data: { organization_teams: await teamsOf(db, { actor: memberActorOf(request) }) },
    }),
  });

  app.route({
    ...fromContract(createTeamRoute, tags),
    preHandler: requireOrganization,
    handler: async (request) =>
      savedTeam(
        request,
        teamMessages.created,
        await createTeam(deps, { actor: memberActorOf(request), ...request.body }),
      ),
  });

  app.route({
    ...fromContract(updateTeamRoute, tags),
    preHandler: requireOrganization,
    handler: async (request) =>
      savedTeam(
        request,
        teamMessages.saved,
        await updateTeam(deps, { actor: memberActorOf(request), ...request.body }),
      ),
  });

  app.route({
    ...fromContract(teamLogoRoute, tags),
    preHandler: requireOrganization,
    handler: async (request) => {
      const data = await readImageUpload(request);
      await changeTeamLogo(deps, {
        actor: memberActorOf(request),
        teamId: request.query.team_id,
        image: data,
      });
      return {
        status: 'success' as const,
        data: { organization_teams: await teamsOf(db, { actor: memberActorOf(request) }) },
      };
    },
  });

  app.route({
    ...fromContract(deleteTeamRoute, tags),
    preHandler: requireOrganization,
    handler: async (request) => {
      await deleteTeam(db, { actor: memberActorOf(request), id: request.body.id });
      return { status: 'success' as const, message: teamMessages.deleted };
    },
  });

  app.route({
    ...fromContract(pendingInvitationsRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler: requireRole(...MEMBER_ADMIN_ROLES),
    handler: async (request) => ({
      status: 'success' as const,
      data: { invitations: await listPendingInvitations(deps, tenantOf(request)) },
    }),
  });

  app.route({
    ...fromContract(resendInvitationRoute, tags),
    preHandler: requireRole(...MEMBER_ADMIN_ROLES),
    handler: async (request) => {
      await resendInvitation(deps, tenantOf(request), userOf(request), request.body.id);
      return { status: 'success' as const, message: teamMessages.invitationResent };
    },
  });

  app.route({
    ...fromContract(revokeInvitationRoute, tags),
    preHandler: requireRole(...MEMBER_ADMIN_ROLES),
    handler: async (request) => {
      await revokeInvitation(deps, tenantOf(request), request.body.id);
      return { status: 'success' as const, message: teamMessages.invitationRevoked };
    },
  });
};
