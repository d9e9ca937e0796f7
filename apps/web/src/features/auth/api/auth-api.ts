import {
  acceptInvitationRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  handoverRoute,
  invitationRoute,
  resendEmailRoute,
  resetPasswordRoute,
  signInRoute,
  signUpByHandoverRoute,
  signUpRoute,
} from '@app/contracts/accounts/auth-routes';
import {
  checkDomainRoute,
  createOrganizationRoute,
  domainAvailableRoute,
  inviteTeammatesRoute,
} from '@app/contracts/accounts/organization-routes';
import type { RouteBody } from '@app/contracts/route';
import { call } from '../../../lib/call';

export type { ProviderInfo } from '@app/contracts/accounts/responses';

/** The auth pages' calls (the contracts in accounts/auth-routes.ts and accounts/organization-routes.ts). */
export const authApi = {
  signIn: (body: RouteBody<typeof signInRoute>) => call(signInRoute, { body }),
  signUp: (body: RouteBody<typeof signUpRoute>) => call(signUpRoute, { body }),
  confirm: (confirmation_token: string) => call(confirmEmailRoute, { body: { confirmation_token } }),
  resend: (email: string) => call(resendEmailRoute, { body: { email } }),
  signUpById: (uuid: string) => call(signUpByHandoverRoute, { body: { uuid } }),
  handover: () => call(handoverRoute),
  forgot: (body: RouteBody<typeof forgotPasswordRoute>) => call(forgotPasswordRoute, { body }),
  reset: (body: RouteBody<typeof resetPasswordRoute>) => call(resetPasswordRoute, { body }),
  invitation: (invitation_token: string) => call(invitationRoute, { body: { invitation_token } }),
  acceptInvitation: (body: RouteBody<typeof acceptInvitationRoute>) => call(acceptInvitationRoute, { body }),
  checkDomain: () => call(checkDomainRoute, { body: { domain: window.location.host } }),
  domainAvailable: (business_domain: string) => call(domainAvailableRoute, { body: { business_domain } }),
  createOrganization: (body: RouteBody<typeof createOrganizationRoute>) =>
    call(createOrganizationRoute, { body }),
  inviteTeammates: (body: RouteBody<typeof inviteTeammatesRoute>) => call(inviteTeammatesRoute, { body }),
};
