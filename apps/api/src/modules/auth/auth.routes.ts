import {
  acceptInvitationBodySchema,
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  handoverBodySchema,
  invitationLookupBodySchema,
  resendEmailBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@app/contracts/accounts/auth';
import { accountMessages } from '@app/contracts/accounts/messages';
import {
  handoverResponseSchema,
  invitationResponseSchema,
  profileResponseSchema,
  sessionResponseSchema,
  signUpResponseSchema,
} from '@app/contracts/accounts/responses';
import { ErrorCode } from '@app/contracts/errors';
import { messageResponseSchema } from '@app/contracts/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { requireUser, userOf } from '../../plugins/auth';
import { responses } from '../../plugins/responses';
import { userPayload } from '../users';
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
import type { AuthDeps } from './deps';
import { landingUrl } from './landing';
import { endSession, handoverData, parseHandoverData, startSession } from './sessions';
import { consumeToken } from './user-tokens';

/** Per-route limit for the endpoints an attacker would hammer (sign-in, sign-up, reset, resend). */
const authRateLimit = (deps: AuthDeps) => ({
  rateLimit: { max: deps.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' },
});

/** Sign-up, e-mail confirmation, sign-in and out, hand-over between hosts, password reset, invitations. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const { db, env } = deps;
  const tags = ['auth'];
  // Signing in, out and up works while an organisation is read-only (billing/read-only-gate.ts).
  const open = { readOnlyAllowed: true };
  const config = { ...authRateLimit(deps), ...open };

  app.post(
    '/auth',
    {
      config,
      schema: {
        tags,
        summary: 'Sign up with e-mail (personal information step)',
        description:
          'Creates an unconfirmed account and e-mails a link to /signup?confirmation_token=...; the user is not signed in until the link is opened.',
        body: signUpBodySchema,
        response: responses(signUpResponseSchema),
      },
    },
    async (request) => {
      const user = await signUp(deps, request.body);
      const { data } = await userPayload(db, user, null, deps.clock.now());
      return { status: 'success' as const, message: accountMessages.confirmationSent, data };
    },
  );

  app.post(
    '/auth/confirmation',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the e-mail address (link from the confirmation e-mail)',
        description:
          'Confirms the address and signs the user in (session cookie), then sign-up continues at the company step.',
        body: confirmEmailBodySchema,
        response: responses(profileResponseSchema),
      },
    },
    async (request, reply) => {
      const user = await confirmEmail(db, request.body.confirmation_token, deps.clock.now());
      await startSession(db, request, reply, env, {
        userId: user.id,
        persistent: false,
        now: deps.clock.now(),
      });
      const payload = await userPayload(db, user, request.subdomain, deps.clock.now());
      return { status: 'success' as const, message: accountMessages.emailConfirmed, ...payload };
    },
  );

  app.post(
    '/auth/resend_email',
    {
      config,
      schema: {
        tags,
        summary: 'Resend the confirmation e-mail',
        body: resendEmailBodySchema,
        response: responses(messageResponseSchema),
      },
    },
    async (request) => {
      await resendConfirmation(deps, request.body.email);
      return { status: 'success' as const, message: accountMessages.resendSent };
    },
  );

  app.post(
    '/auth/sign_in',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        response: responses(sessionResponseSchema),
        description:
          'Rotates the session. remember_me keeps the cookie 30 days, otherwise it lasts for the browser session (12 h on the server). ' +
          '5 failures in a row lock the account for 15 minutes (429). redirect_url is where the browser goes next: /dashboard on the ' +
          "organisation's own sub-domain, a one-time hand-over link to it from another host, or /company without an organisation.",
        body: signInBodySchema,
      },
    },
    async (request, reply) => {
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
  );

  const handover = async (
    request: { body: { uuid: string }; subdomain: string | null } & Parameters<typeof startSession>[1],
    reply: Parameters<typeof startSession>[2],
  ) => {
    const row = await consumeToken(db, 'handover', request.body.uuid, deps.clock.now());
    if (!row) throw new AppError(ErrorCode.Unauthorized, accountMessages.handoverInvalid);
    // The new host's session joins the family of the session that issued the token, with its remember-me.
    const session = await startSession(db, request, reply, env, {
      userId: row.userId,
      ...parseHandoverData(row.data),
      now: deps.clock.now(),
    });
    const payload = await userPayload(db, row.userId, request.subdomain, deps.clock.now());
    const redirect_url = await landingUrl(db, env, row.userId, request.subdomain, deps.clock.now(), session);
    return { status: 'success' as const, ...payload, redirect_url };
  };
  const handoverDescription =
    'The historic call sends the user uuid here. We accept a one-time hand-over token instead (valid 5 minutes, single use, ' +
    'issued after social login, company creation and sign-in on another host), so a uuid alone never signs anyone in. ' +
    'Signs in on the current host.';
  app.post(
    '/auth/sign_in_by_uuid',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with a one-time hand-over id',
        response: responses(sessionResponseSchema),
        description: handoverDescription,
        body: handoverBodySchema,
      },
    },
    (request, reply) => handover(request, reply),
  );
  app.post(
    '/auth/sign_up_by_uuid',
    {
      config,
      schema: {
        tags,
        summary: 'Continue sign-up after social login (/signup?id=...)',
        response: responses(sessionResponseSchema),
        description: handoverDescription,
        body: handoverBodySchema,
      },
    },
    (request, reply) => handover(request, reply),
  );

  app.post(
    '/auth/handover',
    {
      config: open,
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Link to the user's organisation sub-domain",
        response: responses(handoverResponseSchema),
        description:
          'Returns redirect_url: a one-time hand-over link that signs the current user in on their organisation sub-domain ' +
          '(used when a signed-in user opens a public page on another host).',
      },
    },
    async (request) => ({
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
  );

  app.post(
    '/auth/sign_out',
    {
      config: open,
      schema: {
        tags,
        summary: 'Sign out (the /logout page)',
        response: responses(messageResponseSchema),
        description: 'Deletes the session and clears the cookie.',
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply, env);
      return { status: 'success' as const, message: accountMessages.signedOut };
    },
  );

  app.post(
    '/auth/password',
    {
      config,
      schema: {
        tags,
        summary: 'Forgot password: e-mail reset instructions',
        response: responses(messageResponseSchema),
        description:
          'Always answers the same message. The link is {redirect_url}?reset_password_token=... when redirect_url is on this product, else {origin}/reset-password?...; valid 1 hour.',
        body: forgotPasswordBodySchema,
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body);
      return { status: 'success' as const, message: accountMessages.resetSent };
    },
  );

  app.put(
    '/auth/password',
    {
      config,
      schema: {
        tags,
        summary: 'Reset the password with the e-mailed token',
        response: responses(messageResponseSchema),
        description: 'Lifts any lockout and signs the user out on every device.',
        body: resetPasswordBodySchema,
      },
    },
    async (request) => {
      const userId = await resetPassword(db, request.body, deps.clock.now());
      // Anonymous: no session of the writer to drop, so the ended ones are named.
      await app.sessionCache.invalidate({ userId });
      return { status: 'success' as const, message: accountMessages.resetDone };
    },
  );

  app.post(
    '/auth/sign_in_by_invitation',
    {
      config,
      schema: {
        tags,
        summary: 'Load an invitation (/signup?invitation_token=...)',
        response: responses(invitationResponseSchema),
        body: invitationLookupBodySchema,
      },
    },
    async (request) => {
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
  );

  app.put(
    '/auth/invitation',
    {
      config,
      schema: {
        tags,
        summary: 'Accept an invitation with names and password',
        response: responses(messageResponseSchema),
        description: `Answers "${accountMessages.signupCompleted}"; the web app then goes to /signin with that message.`,
        body: acceptInvitationBodySchema,
      },
    },
    async (request) => {
      const userId = await acceptInvitation(db, request.body, deps.clock.now());
      await app.sessionCache.invalidate({ userId });
      return { status: 'success' as const, message: accountMessages.signupCompleted };
    },
  );
};
