export { checkDomain } from './check-domain';
export type { OrganizationsDeps } from './deps';
export {
  inviteTeammates,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
export { listMembers } from './organizations.service';
