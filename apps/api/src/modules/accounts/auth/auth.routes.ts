import {
  acceptInvitationRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  handoverRoute,
  invitationRoute,
  resendEmailRoute,
  resetPasswordRoute,
  signInByHandoverRoute,
  signInRoute,
  signOutRoute,
  signUpByHandoverRoute,
  signUpRoute,
} from '@app/contracts/accounts/auth-routes';
import { accountMessages } from '@app/contracts/accounts/messages';
import { ErrorCode } from '@app/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../plugins/app-error';
import { requireUser, userOf } from '../../../plugins/auth';
import { fromContract } from '../../../plugins/route';
import type { AccountsDeps } from '../deps';
import { userPayload } from '../users/user-payload';
import {
  acceptInvitation,
  confirmEmail,
  findInvitation,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signUp,
} from './auth.service';
import { landingUrl } from './landing';
import { redeemHandover } from './redeem-handover';
import { endSession, handoverData, startSession } from './sessions';

/** Per-route limit for the endpoints an attacker would hammer (sign-in, sign-up, reset, resend). */
const authRateLimit = (deps: AccountsDeps) => ({
  rateLimit: { max: deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' },
});

/** Sign-up, e-mail confirmation, sign-in and out, hand-over between hosts, password reset, invitations. */
export const authRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { db, env } = deps;
  const tags = ['auth'];
  // Signing in, out and up works while an organisation is read-only (billing/read-only-gate.ts).
  const open = { readOnlyAllowed: true };
  const config = { ...authRateLimit(deps), ...open };

  app.route({
    ...fromContract(signUpRoute, tags),
    config,
    handler: async (request) => {
      const user = await signUp(deps, request.body);
      const { data } = await userPayload(db, user, null, deps.clock.now());
      return { status: 'success' as const, message: accountMessages.confirmationSent, data };
    },
  });

  app.route({
    ...fromContract(confirmEmailRoute, tags),
    config,
    handler: async (request, reply) => {
      const user = await confirmEmail(db, request.body.confirmation_token, deps.clock.now());
      await startSession(db, request, reply, env, {
        userId: user.id,
        persistent: false,
        now: deps.clock.now(),
      });
      const payload = await userPayload(db, user, request.subdomain, deps.clock.now());
      return { status: 'success' as const, message: accountMessages.emailConfirmed, ...payload };
    },
  });

  app.route({
    ...fromContract(resendEmailRoute, tags),
    config,
    handler: async (request) => {
      await resendConfirmation(deps, request.body.email);
      return { status: 'success' as const, message: accountMessages.resendSent };
    },
  });

  app.route({
    ...fromContract(signInRoute, tags),
    config,
    handler: async (request, reply) => {
      const user = await signIn(db, request.body, deps.clock.now());
      const session = await startSession(db, request, reply, env, {
        userId: user.id,
        persistent: request.body.remember_me,
        now: deps.clock.now(),
      });
      const payload = await userPayload(db, user, request.subdomain, deps.clock.now());
      const redirect_url = await landingUrl(db, env, user.id, request.subdomain, deps.clock.now(), session);
      return { status: 'success' as const, ...payload, redirect_url };
    },
  });

  const handover = async (
    request: { body: { uuid: string } } & Parameters<typeof redeemHandover>[1],
    reply: Parameters<typeof redeemHandover>[2],
  ) => {
    const redeemed = await redeemHandover(deps, request, reply, request.body.uuid);
    if (!redeemed) throw new AppError(ErrorCode.Unauthorized, accountMessages.handoverInvalid);
    const payload = await userPayload(db, redeemed.userId, request.subdomain, deps.clock.now());
    return { status: 'success' as const, ...payload, redirect_url: redeemed.landing };
  };
  app.route({
    ...fromContract(signInByHandoverRoute, tags),
    config,
    handler: (request, reply) => handover(request, reply),
  });
  app.route({
    ...fromContract(signUpByHandoverRoute, tags),
    config,
    handler: (request, reply) => handover(request, reply),
  });

  app.route({
    ...fromContract(handoverRoute, tags),
    config: open,
    preHandler: requireUser,
    handler: async (request) => ({
      status: 'success' as const,
      redirect_url: await landingUrl(
        db,
        env,
        userOf(request).id,
        request.subdomain,
        deps.clock.now(),
        await handoverData(db, request.sessionId),
      ),
    }),
  });

  app.route({
    ...fromContract(signOutRoute, tags),
    config: open,
    handler: async (request, reply) => {
      await endSession(db, request, reply, env);
      return { status: 'success' as const, message: accountMessages.signedOut };
    },
  });

  app.route({
    ...fromContract(forgotPasswordRoute, tags),
    config,
    handler: async (request) => {
      await requestPasswordReset(deps, request.body);
      return { status: 'success' as const, message: accountMessages.resetSent };
    },
  });

  app.route({
    ...fromContract(resetPasswordRoute, tags),
    config,
    handler: async (request) => {
      const userId = await resetPassword(db, request.body, deps.clock.now());
      // Anonymous: no session of the writer to drop, so the ended ones are named.
      await app.sessionCache.invalidate({ userId });
      return { status: 'success' as const, message: accountMessages.resetDone };
    },
  });

  app.route({
    ...fromContract(invitationRoute, tags),
    config,
    handler: async (request) => {
      const { invitation, organization, role } = await findInvitation(
        db,
        request.body.invitation_token,
        deps.clock.now(),
      );
      return {
        status: 'success' as const,
        data: {
          email: invitation.email,
          organization: { name: organization.name },
          role: { id: role.id, name: role.name },
        },
      };
    },
  });

  app.route({
    ...fromContract(acceptInvitationRoute, tags),
    config,
    handler: async (request) => {
      const userId = await acceptInvitation(db, request.body, deps.clock.now());
      await app.sessionCache.invalidate({ userId });
      return { status: 'success' as const, message: accountMessages.signupCompleted };
    },
  });
};
