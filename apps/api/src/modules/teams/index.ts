export { joinWaitingTeams, leaveTeams, listTeams, primaryTeamOf } from './teams.repo';
