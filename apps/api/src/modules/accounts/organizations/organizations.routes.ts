import { accountMessages } from '@app/contracts/accounts/messages';
import {
  checkDomainRoute,
  createOrganizationRoute,
  domainAvailableRoute,
  inviteTeammatesRoute,
} from '@app/contracts/accounts/organization-routes';
import {
  changeLogoRoute,
  deleteMemberRoute,
  membersRoute,
  updateOrganizationRoute,
} from '@app/contracts/accounts/profile-routes';
import { COMPANY_SETTINGS_ROLES, MEMBER_ADMIN_ROLES } from '@app/contracts/accounts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUrl } from '../../../platform/app-url';
import { readImageUpload } from '../../../platform/storage/read-image';
import { requireOrganization, requireRole, requireUser, tenantOf, userOf } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/route';
import { handoverData } from '../auth/sessions';
import { issueToken } from '../auth/user-tokens';
import type { MembershipDeps } from '../deps';
import { organizationPayload, userPayload, userUpdatedAnswer } from '../users/user-payload';
import { checkDomain } from './check-domain';
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
export const organizationsRoutes: FastifyPluginAsyncZod<MembershipDeps> = async (app, deps) => {
  const { db, env } = deps;
  const tags = ['organization'];
  const rateLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX * 10, timeWindow: '1 minute' } };

  app.route({
    ...fromContract(checkDomainRoute, tags),
    config: { ...rateLimit, readOnlyAllowed: true },
    handler: async (request) => ({
      status: await checkDomain(db, env.APP_DOMAIN, request.body.domain),
      app_domain: env.APP_DOMAIN,
    }),
  });

  app.route({
    ...fromContract(domainAvailableRoute, tags),
    config: { ...rateLimit, readOnlyAllowed: true },
    preHandler: requireUser,
    handler: async (request) => ({
      status: 'success' as const,
      data: await domainAvailability(db, request.body.business_domain),
    }),
  });

  app.route({
    ...fromContract(createOrganizationRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler: requireUser,
    handler: async (request) => {
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
  });

  app.route({
    ...fromContract(updateOrganizationRoute, tags),
    preHandler: requireRole(...COMPANY_SETTINGS_ROLES),
    handler: async (request) => {
      await updateOrganization(db, tenantOf(request), request.body);
      return userUpdatedAnswer(db, request, deps.clock.now(), accountMessages.updateSuccess);
    },
  });

  app.route({
    ...fromContract(changeLogoRoute, tags),
    preHandler: requireRole(...COMPANY_SETTINGS_ROLES),
    handler: async (request) => {
      const data = await readImageUpload(request);
      await updateLogo(deps, tenantOf(request), data);
      return userUpdatedAnswer(db, request, deps.clock.now(), accountMessages.imageUpdated);
    },
  });

  app.route({
    ...fromContract(membersRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler: requireOrganization,
    handler: async (request) => ({
      status: 'success' as const,
      data: { organization_members: await listMembers(db, tenantOf(request).organizationId) },
    }),
  });

  app.route({
    ...fromContract(deleteMemberRoute, tags),
    preHandler: requireRole(...MEMBER_ADMIN_ROLES),
    handler: async (request) => {
      await deleteMember(db, tenantOf(request), userOf(request), request.body.user_id, deps.clock.now());
      return { status: 'success' as const, message: accountMessages.memberDeleted };
    },
  });

  app.route({
    ...fromContract(inviteTeammatesRoute, tags),
    preHandler: requireRole(...MEMBER_ADMIN_ROLES),
    handler: async (request) => {
      const result = await inviteTeammates(deps, tenantOf(request), userOf(request), request.body);
      return { status: 'success' as const, message: accountMessages.invitationsSent, data: result };
    },
  });
};
