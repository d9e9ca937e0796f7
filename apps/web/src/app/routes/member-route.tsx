import { CalculationsPage } from '../../features/calculations/calculations-page';
import { MemberPage } from '../../features/dashboard/member-page';

/** The member page composes two features: the dashboard's figures and the calculations list fixed to the member. */
export function MemberRoute() {
  return (
    <MemberPage calculations={(memberId, teamId) => <CalculationsPage fixed={{ memberId, teamId }} />} />
  );
}
