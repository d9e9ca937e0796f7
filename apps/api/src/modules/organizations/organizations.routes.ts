import { accountMessages } from '@app/contracts/accounts/messages';
import {
  checkDomainBodySchema,
  createOrganizationBodySchema,
  deleteMemberBodySchema,
  domainAvailableBodySchema,
  inviteTeammatesBodySchema,
  updateOrganizationBodySchema,
} from '@app/contracts/accounts/organization';
import {
  checkDomainResponseSchema,
  createOrganizationResponseSchema,
  domainAvailableResponseSchema,
  inviteTeammatesResponseSchema,
  membersResponseSchema,
  profileResponseSchema,
} from '@app/contracts/accounts/responses';
import { COMPANY_SETTINGS_ROLES, MEMBER_ADMIN_ROLES } from '@app/contracts/accounts/roles';
import { messageResponseSchema } from '@app/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUrl } from '../../platform/app-url';
import { readImageUpload } from '../../platform/storage/read-image';
import { requireOrganization, requireRole, requireUser, tenantOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { handoverData, issueToken } from '../auth';
import { organizationPayload, userPayload } from '../users';
import { checkDomain } from './check-domain';
import type { OrganizationsDeps } from './deps';
import { inviteTeammates } from './invitations.service';
import {
  createOrganization,
  deleteMember,
  domainAvailability,
  listMembers,
  updateLogo,
  updateOrganization,
} from './organizations.service';

/** Company creation, the domain check, company information, members and invitations. */
export const organizationsRoutes: FastifyPluginAsyncZod<OrganizationsDeps> = async (app, deps) => {
  const { db, env } = deps;
  const tags = ['organization'];
  const rateLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX * 10, timeWindow: '1 minute' } };

  app.post(
    '/check_domain',
    {
      config: { ...rateLimit, readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Domain check for the current host',
        response: responses(checkDomainResponseSchema),
        description:
          "{domain} is the browser's host with port. status: ignore (main product host), success (an organisation's sub-domain), not_found (unknown sub-domain or foreign host). app_domain is the main product host.",
        body: checkDomainBodySchema,
      },
    },
    async (request) => ({
      status: await checkDomain(db, env.APP_DOMAIN, request.body.domain),
      app_domain: env.APP_DOMAIN,
    }),
  );

  app.post(
    '/organization/domain_available',
    {
      config: { ...rateLimit, readOnlyAllowed: true },
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Is a business domain valid and free?',
        response: responses(domainAvailableResponseSchema),
        description:
          'Used by the domain step before creating the company. Rules: 3-63 lowercase letters, digits and dashes; reserved names refused.',
        body: domainAvailableBodySchema,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await domainAvailability(db, request.body.business_domain),
    }),
  );

  app.post(
    '/organization/create',
    {
      config: { readOnlyAllowed: true },
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Create the company (sign-up step and /company)',
        response: responses(createOrganizationResponseSchema),
        description:
          'The signed-in user (user_id in the payload is ignored) becomes Owner and the 3-day trial starts. redirect_url is a one-time hand-over link that signs the user in on http://{business_domain}.{APP_DOMAIN} and opens /dashboard.',
        body: createOrganizationBodySchema,
      },
    },
    async (request) => {
      const org = await createOrganization(db, userOf(request), request.body, deps.clock.now());
      const token = await issueToken(db, {
        userId: userOf(request).id,
        purpose: 'handover',
        data: JSON.stringify(await handoverData(db, request.sessionId)),
        now: deps.clock.now(),
      });
      return {
        status: 'success' as const,
        message: accountMessages.companyCreated,
        data: {
          organization: organizationPayload(org),
          user: (await userPayload(db, userOf(request).id, null, deps.clock.now())).data,
        },
        redirect_url: appUrl(env, `/signin?id=${encodeURIComponent(token)}`, org.businessDomain),
      };
    },
  );

  app.post(
    '/organization/update',
    {
      preHandler: requireRole(...COMPANY_SETTINGS_ROLES),
      schema: {
        tags,
        summary: 'Save company information (settings)',
        response: responses(profileResponseSchema),
        description: 'Roles: Owner, Admin, Manager. Answers the refreshed user profile.',
        body: updateOrganizationBodySchema,
      },
    },
    async (request) => {
      await updateOrganization(db, tenantOf(request), request.body);
      return {
        status: 'success' as const,
        message: accountMessages.updateSuccess,
        ...(await userPayload(db, userOf(request).id, request.subdomain, deps.clock.now())),
      };
    },
  );

  app.post(
    '/organization/change_image',
    {
      preHandler: requireRole(...COMPANY_SETTINGS_ROLES),
      schema: {
        tags,
        summary: 'Upload the company logo',
        response: responses(profileResponseSchema),
        description:
          'Roles: Owner, Admin, Manager. multipart/form-data field image: PNG, JPEG, WebP or GIF, at most 2 MB.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const data = await readImageUpload(request);
      await updateLogo(deps, tenantOf(request), data);
      return {
        status: 'success' as const,
        message: accountMessages.imageUpdated,
        ...(await userPayload(db, userOf(request).id, request.subdomain, deps.clock.now())),
      };
    },
  );

  app.post(
    '/organization/members',
    {
      config: { readOnlyAllowed: true },
      preHandler: requireOrganization,
      schema: {
        tags,
        summary: "Members of the caller's organisation (settings member table)",
        response: responses(membersResponseSchema),
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { organization_members: await listMembers(db, tenantOf(request).organizationId) },
    }),
  );

  app.post(
    '/organization/members/delete',
    {
      preHandler: requireRole(...MEMBER_ADMIN_ROLES),
      schema: {
        tags,
        summary: 'Remove a member from the organisation',
        response: responses(messageResponseSchema),
        description:
          'Roles: Owner, Admin. Owners cannot be removed; a user of another organisation answers 404.',
        body: deleteMemberBodySchema,
      },
    },
    async (request) => {
      await deleteMember(db, tenantOf(request), userOf(request), request.body.user_id);
      return { status: 'success' as const, message: accountMessages.memberDeleted };
    },
  );

  app.post(
    '/organization/team',
    {
      preHandler: requireRole(...MEMBER_ADMIN_ROLES),
      schema: {
        tags,
        summary: 'Invite teammates (sign-up add-teammates step)',
        response: responses(inviteTeammatesResponseSchema),
        description:
          'Roles: Owner, Admin. data: [{email, role}] with role a role id (default 2, Admin; Owner refused). Each invitee gets a link to /signup?invitation_token=..., valid 7 days.',
        body: inviteTeammatesBodySchema,
      },
    },
    async (request) => {
      const result = await inviteTeammates(deps, tenantOf(request), userOf(request), request.body);
      return { status: 'success' as const, message: accountMessages.invitationsSent, data: result };
    },
  );
};
