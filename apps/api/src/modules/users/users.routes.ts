import { accountMessages } from '@app/contracts/accounts/messages';
import {
  bootstrapResponseSchema,
  profileResponseSchema,
  userResponseSchema,
} from '@app/contracts/accounts/responses';
import {
  updateEmailBodySchema,
  updateNameBodySchema,
  updatePasswordBodySchema,
  verifyEmailBodySchema,
} from '@app/contracts/accounts/user';
import { messageResponseSchema } from '@app/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxEnabled } from '../../platform/mail';
import { readImageUpload } from '../../platform/storage/read-image';
import { requireUser, sessionOf, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { clearSessionCookie } from '../auth';
import { checkDomain } from '../organizations';
import type { UsersDeps } from './deps';
import { userPayload } from './user-payload';
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
export const usersRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
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

  app.get(
    '/bootstrap',
    {
      schema: {
        tags,
        summary: 'Everything a page needs before it draws, in one request',
        response: responses(bootstrapResponseSchema),
        description:
          'The domain check of the request host (as POST /check_domain), the signed-in user as GET /user answers it (null when signed out: this route never answers 401) and the flags the app shell reads.',
      },
    },
    async (request) => {
      const domain = {
        status: await checkDomain(db, env.APP_DOMAIN, request.headers.host ?? ''),
        app_domain: env.APP_DOMAIN,
      };
      const flags = { dev_mailbox: devMailboxEnabled(env), demo_organization: request.subdomain === 'demo' };
      if (!request.user) return { domain, user: null, expire: false, flags };
      const payload = await userPayload(db, request.user, request.subdomain, deps.clock.now());
      return { domain, user: payload.data, expire: payload.expire, flags };
    },
  );

  app.post(
    '/user/update_name',
    {
      config: { readOnlyAllowed: true },
      preHandler,
      schema: {
        tags,
        summary: 'Change first and last name',
        body: updateNameBodySchema,
        response: responses(profileResponseSchema),
      },
    },
    async (request) => {
      await updateName(db, userOf(request), request.body);
      return {
        status: 'success' as const,
        message: accountMessages.updateSuccess,
        ...(await userPayload(db, userOf(request).id, request.subdomain, deps.clock.now())),
      };
    },
  );

  app.post(
    '/user/update_password',
    {
      config: { readOnlyAllowed: true },
      preHandler,
      schema: {
        tags,
        summary: 'Change password (needs the old one)',
        response: responses(messageResponseSchema),
        description: "Signs out the user's other sessions.",
        body: updatePasswordBodySchema,
      },
    },
    async (request) => {
      await updatePassword(db, userOf(request), sessionOf(request), request.body);
      return { status: 'success' as const, message: accountMessages.updateSuccess };
    },
  );

  app.post(
    '/user/update_email',
    {
      preHandler,
      config: { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' }, readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Start an e-mail change',
        response: responses(messageResponseSchema),
        description:
          'E-mails a 6-digit code (valid 15 minutes) to the new address; confirm with /user/verify_email.',
        body: updateEmailBodySchema,
      },
    },
    async (request) => {
      await requestEmailChange(deps, userOf(request), request.body.email);
      return { status: 'success' as const, message: accountMessages.otpSent };
    },
  );

  app.post(
    '/user/verify_email',
    {
      preHandler,
      config: { rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' }, readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Confirm an e-mail change with the code',
        response: responses(messageResponseSchema),
        description: `Changes the address and signs out everywhere: "${accountMessages.loginWithNewEmail}".`,
        body: verifyEmailBodySchema,
      },
    },
    async (request, reply) => {
      await verifyEmailChange(db, userOf(request), {
        email: request.body.email,
        code: request.body.otp_code,
        now: deps.clock.now(),
      });
      clearSessionCookie(reply, env);
      return { status: 'success' as const, message: accountMessages.loginWithNewEmail };
    },
  );

  app.post(
    '/user/image',
    {
      config: { readOnlyAllowed: true },
      preHandler,
      schema: {
        tags,
        summary: 'Upload the profile picture',
        response: responses(profileResponseSchema),
        description:
          'multipart/form-data with field image: PNG, JPEG, WebP or GIF (checked from the bytes), at most 2 MB.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const data = await readImageUpload(request);
      await updateAvatar(deps, userOf(request), data);
      return {
        status: 'success' as const,
        message: accountMessages.imageUpdated,
        ...(await userPayload(db, userOf(request).id, request.subdomain, deps.clock.now())),
      };
    },
  );
};
