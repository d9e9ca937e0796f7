// The accounts module's front door: sign-in and sessions (auth/), people (users/), organisations and their
// invitations (organizations/), teams (teams/). What other modules, the seed and app.ts use of it, nothing more.
export { handoverPage } from './auth/handover-page';
export { listMembers } from './organizations/organizations.service';
export { listTeams, primaryTeamOf } from './teams/teams.repo';
