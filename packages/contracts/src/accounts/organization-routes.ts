import { defineRoute } from '../route';
import {
  checkDomainBodySchema,
  createOrganizationBodySchema,
  domainAvailableBodySchema,
  inviteTeammatesBodySchema,
} from './organization';
import {
  checkDomainResponseSchema,
  createOrganizationResponseSchema,
  domainAvailableResponseSchema,
  inviteTeammatesResponseSchema,
} from './responses';

/** The domain check of every host, and the company and teammates steps of sign-up (docs/product/accounts.md). */

export const checkDomainRoute = defineRoute({
  method: 'POST',
  path: '/check_domain',
  summary: 'Domain check for the current host',
  description:
    "{domain} is the browser's host with port. status: ignore (main product host), success (an organisation's sub-domain), not_found (unknown sub-domain or foreign host). app_domain is the main product host.",
  body: checkDomainBodySchema,
  response: checkDomainResponseSchema,
});
export const domainAvailableRoute = defineRoute({
  method: 'POST',
  path: '/organization/domain_available',
  summary: 'Is a business domain valid and free?',
  description:
    'Used by the domain step before creating the company. Rules: 3-63 lowercase letters, digits and dashes; reserved names refused.',
  body: domainAvailableBodySchema,
  response: domainAvailableResponseSchema,
});
export const createOrganizationRoute = defineRoute({
  method: 'POST',
  path: '/organization/create',
  summary: 'Create the company (sign-up step and /company)',
  description:
    'The signed-in user (user_id in the payload is ignored) becomes Owner and the 3-day trial starts. redirect_url is a one-time hand-over link that signs the user in on http://{business_domain}.{APP_DOMAIN} and opens /dashboard.',
  body: createOrganizationBodySchema,
  response: createOrganizationResponseSchema,
});
export const inviteTeammatesRoute = defineRoute({
  method: 'POST',
  path: '/organization/team',
  summary: 'Invite teammates (sign-up add-teammates step)',
  description:
    'Roles: Owner, Admin. data: [{email, role}] with role a role id (default 2, Admin; Owner refused). Each invitee gets a link to /signup?invitation_token=..., valid 7 days.',
  body: inviteTeammatesBodySchema,
  response: inviteTeammatesResponseSchema,
});
