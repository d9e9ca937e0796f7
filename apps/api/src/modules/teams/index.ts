export { joinWaitingTeams, leaveTeams, primaryTeamOf } from './teams.repo';
