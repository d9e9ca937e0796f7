import {
  createTeamRoute,
  deleteTeamRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
  teamLogoRoute,
  updateTeamRoute,
} from '@app/contracts/teams/routes';
import type { CreateTeamBody, UpdateTeamBody } from '@app/contracts/teams/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import type { Team } from '../../../lib/teams';

/** After a team changes: the team list (from the answer), the dashboards and the members are stale. */
function useTeamsRefresh() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return (teams?: Team[]) => {
    if (teams) queryClient.setQueryData(queryKeys.teams(orgId), teams);
    else queryClient.invalidateQueries({ queryKey: queryKeys.teams(orgId) });
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all(orgId) });
    queryClient.invalidateQueries({ queryKey: queryKeys.invitations(orgId) });
    queryClient.invalidateQueries({ queryKey: queryKeys.calculations.all(orgId) });
  };
}

/** A new team, or an update (with team_id and version). */
export function useSaveTeam() {
  const refresh = useTeamsRefresh();
  return useMutation({
    mutationFn: (body: CreateTeamBody | UpdateTeamBody) =>
      'team_id' in body ? call(updateTeamRoute, { body }) : call(createTeamRoute, { body }),
    onSuccess: (answer) => refresh(answer.data.organization_teams),
  });
}

/** POST /organization_teams/team_logo: uploaded after the team is saved. */
export function useTeamLogo() {
  const refresh = useTeamsRefresh();
  return useMutation({
    mutationFn: ({ teamId, file }: { teamId: number; file: File }) =>
      upload(teamLogoRoute, file, { query: { team_id: teamId } }),
    onSuccess: (answer) => refresh(answer.data.organization_teams),
  });
}

export function useDeleteTeam() {
  const refresh = useTeamsRefresh();
  return useMutation({
    mutationFn: (id: number) => call(deleteTeamRoute, { body: { id } }),
    onSuccess: () => refresh(),
  });
}

/** Resend or revoke an open invitation. */
export function useInvitationAction() {
  const refresh = useTeamsRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'resend' | 'revoke' }) =>
      call(action === 'resend' ? resendInvitationRoute : revokeInvitationRoute, { body: { id } }),
    onSuccess: () => refresh(),
  });
}
