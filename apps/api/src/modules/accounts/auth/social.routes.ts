import { socialProviderLabels, socialProviders } from '@app/contracts/accounts/auth';
import { providersRoute } from '@app/contracts/accounts/auth-routes';
import { accountMessages } from '@app/contracts/accounts/messages';
import {
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialStartQuerySchema,
} from '@app/contracts/accounts/social';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../../db/client';
import { redirectResponses } from '../../../plugins/responses';
import { fromContract } from '../../../plugins/route';
import type { AccountsDeps } from '../deps';
import {
  findLinkedUser,
  findUserWithEmail,
  hasMembership,
  insertUser,
  linkSocialIdentity,
  verifyEmailNow,
} from './auth.repo';
import { isConfigured, type SocialProfile, socialClient } from './social';
import { issueToken } from './user-tokens';

const STATE_COOKIE = 'sm_oauth';

interface OAuthState {
  state: string;
  verifier: string;
  provider: string;
  login: boolean;
  enterprise: boolean;
}

/** Finds the user of a social identity, links it to an account with the same e-mail, or creates the account. */
async function findOrCreateSocialUser(
  db: DbOrTx,
  provider: string,
  profile: SocialProfile,
  isEnterprise: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const linked = await findLinkedUser(tx, provider, profile.id);
    if (linked) return linked;
    let user = await findUserWithEmail(tx, profile.email!);
    // Linking to an existing account needs an address the provider has verified, or anyone could claim it.
    if (user && !profile.emailVerified) return null;
    if (!user) {
      user = await insertUser(tx, {
        email: profile.email!,
        firstName: profile.firstName,
        lastName: profile.lastName,
        provider,
        isEnterprise,
        emailVerifiedAt: now,
      });
    } else if (!user.emailVerifiedAt) {
      user = await verifyEmailNow(tx, user.id, now);
    }
    await linkSocialIdentity(tx, { provider, providerUserId: profile.id, userId: user!.id });
    return user!;
  });
}

/**
 * Social login: GET /auth/{provider} redirects to the provider, GET /auth/{provider}/callback signs the user up
 * or in and redirects to /signup?id=... (no organisation yet: company step) or /signin?id=... (existing user).
 * The id is a one-time hand-over token consumed by POST /auth/sign_up_by_uuid or /auth/sign_in_by_uuid.
 */
export const socialRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, env, clock }) => {
  const tags = ['auth'];

  app.route({
    ...fromContract(providersRoute, tags),
    handler: async () => ({
      data: socialProviders.map((provider) => ({
        provider,
        label: socialProviderLabels[provider],
        configured: isConfigured(env, provider),
      })),
    }),
  });

  app.get(
    '/auth/:provider',
    {
      schema: {
        tags,
        summary: 'Start social login (redirect to the provider)',
        response: redirectResponses('To the provider, or back to /signin or /signup with ?error=...'),
        description:
          'Query is_enterprise=1 on sign-up or login=true on sign-in. Unconfigured providers redirect back with ?error=... .',
        params: socialProviderParamsSchema,
        querystring: socialStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const login = request.query.login === 'true' || request.query.login === '1';
      const back = login ? '/signin' : '/signup';
      const client = socialClient(env, provider);
      if (!client) {
        const message = accountMessages.providerNotConfigured(socialProviderLabels[provider]);
        return reply.redirect(`${back}?error=${encodeURIComponent(message)}`);
      }
      const state: OAuthState = {
        state: generateState(),
        verifier: generateCodeVerifier(),
        provider,
        login,
        enterprise: request.query.is_enterprise === '1' || request.query.is_enterprise === 'true',
      };
      reply.setCookie(STATE_COOKIE, JSON.stringify(state), {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: env.APP_PROTOCOL === 'https',
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(client.authorizationUrl(state.state, state.verifier).toString());
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      schema: {
        tags,
        summary: 'Social login callback',
        response: redirectResponses('To /signup?id=... or /signin?id=..., or back with ?error=...'),
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const label = socialProviderLabels[provider];
      const fail = (back: string, message: string) =>
        reply.redirect(`${back}?error=${encodeURIComponent(message)}`);
      const raw = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      let saved: OAuthState | null = null;
      try {
        saved = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as OAuthState) : null;
      } catch {
        saved = null;
      }
      const back = saved?.login ? '/signin' : '/signup';
      if (request.query.error) return fail(back, `${label} sign-in was cancelled.`);
      if (
        !saved ||
        saved.provider !== provider ||
        saved.state !== request.query.state ||
        !request.query.code
      ) {
        return fail(back, `${label} sign-in failed: the request expired. Please try again.`);
      }
      const client = socialClient(env, provider);
      if (!client) return fail(back, accountMessages.providerNotConfigured(label));
      let profile: SocialProfile;
      try {
        profile = await client.profile(request.query.code, saved.verifier);
      } catch (err) {
        request.log.warn({ err }, 'social login failed');
        return fail(back, `${label} sign-in failed. Please try again.`);
      }
      if (!profile.id || !profile.email) {
        return fail(back, `Your ${label} account did not share an e-mail address, so we cannot sign you in.`);
      }
      const user = await findOrCreateSocialUser(db, provider, profile, saved.enterprise, clock.now());
      if (!user) {
        return fail(
          back,
          `Please verify your e-mail address with ${label} first, or sign in with your password.`,
        );
      }
      const member = await hasMembership(db, user.id);
      const token = await issueToken(db, { userId: user.id, purpose: 'handover', now: clock.now() });
      const target = member ? '/signin' : '/signup';
      return reply.redirect(`${target}?id=${encodeURIComponent(token)}`);
    },
  );
};
