import { accountMessages } from '@app/contracts/accounts/messages';
import {
  bootstrapRoute,
  changeAvatarRoute,
  updateEmailRoute,
  updateNameRoute,
  updatePasswordRoute,
  verifyEmailRoute,
} from '@app/contracts/accounts/profile-routes';
import { userResponseSchema } from '@app/contracts/accounts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxEnabled } from '../../../platform/mail';
import { readImageUpload } from '../../../platform/storage/read-image';
import { requireUser, sessionOf, userOf } from '../../../plugins/auth';
import { responses } from '../../../plugins/responses';
import { fromContract } from '../../../plugins/route';
import { accountActorOf } from '../actor';
import { clearSessionCookie } from '../auth/sessions';
import type { AccountsDeps } from '../deps';
import { checkDomain } from '../organizations/check-domain';
import { userPayload, userUpdatedAnswer } from './user-payload';
import {
  requestEmailChange,
  updateAvatar,
  updateName,
  updatePassword,
  verifyEmailChange,
} from './users.service';

/**
 * The current user (GET /user) and Account and Security
 * (docs/product/accounts.md#account-and-security-settingsaccount-security).
 */
export const usersRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { db, env } = deps;
  const tags = ['user'];
  const preHandler = requireUser;

  app.get(
    '/user',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: responses(userResponseSchema),
        description: `data is the User with organization_users; expire is true when the trial has ended. 401 "${accountMessages.loginFirst}" when signed out.`,
      },
    },
    async (request) =>
      userPayload(db, userOf(request), request.subdomain, deps.clock.now(), request.memberships),
  );

  app.route({
    ...fromContract(bootstrapRoute, tags),
    handler: async (request) => {
      const domain = {
        status: await checkDomain(db, env.APP_DOMAIN, request.headers.host ?? ''),
        app_domain: env.APP_DOMAIN,
      };
      const flags = { dev_mailbox: devMailboxEnabled(env), demo_organization: request.subdomain === 'demo' };
      if (!request.user) return { domain, user: null, expire: false, flags };
      const payload = await userPayload(db, request.user, request.subdomain, deps.clock.now());
      return { domain, user: payload.data, expire: payload.expire, flags };
    },
  });

  app.route({
    ...fromContract(updateNameRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler,
    handler: async (request) => {
      await updateName(db, { actor: accountActorOf(request), ...request.body });
      return userUpdatedAnswer(db, request, deps.clock.now(), accountMessages.updateSuccess);
    },
  });

  app.route({
    ...fromContract(updatePasswordRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler,
    handler: async (request) => {
      await updatePassword(db, {
        actor: accountActorOf(request),
        sessionId: sessionOf(request),
        ...request.body,
      });
      return { status: 'success' as const, message: accountMessages.updateSuccess };
    },
  });

  app.route({
    ...fromContract(updateEmailRoute, tags),
    preHandler,
    config: { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' }, readOnlyAllowed: true },
    handler: async (request) => {
      await requestEmailChange(deps, { actor: accountActorOf(request), email: request.body.email });
      return { status: 'success' as const, message: accountMessages.otpSent };
    },
  });

  app.route({
    ...fromContract(verifyEmailRoute, tags),
    preHandler,
    config: { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' }, readOnlyAllowed: true },
    handler: async (request, reply) => {
      await verifyEmailChange(db, {
        actor: accountActorOf(request),
        email: request.body.email,
        code: request.body.otp_code,
        now: deps.clock.now(),
      });
      clearSessionCookie(reply, env);
      return { status: 'success' as const, message: accountMessages.loginWithNewEmail };
    },
  });

  app.route({
    ...fromContract(changeAvatarRoute, tags),
    config: { readOnlyAllowed: true },
    preHandler,
    handler: async (request) => {
      const data = await readImageUpload(request);
      await updateAvatar(deps, { actor: accountActorOf(request), image: data });
      return userUpdatedAnswer(db, request, deps.clock.now(), accountMessages.imageUpdated);
    },
  });
};
