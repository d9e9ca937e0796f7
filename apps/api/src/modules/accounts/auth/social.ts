import { type SocialProvider, socialProviderLabels } from '@app/contracts/accounts/auth';
import { CodeChallengeMethod, Facebook, Google, LinkedIn, OAuth2Client } from 'arctic';
import type { Env } from '../../../config/env';
import { appUrl } from '../../../platform/app-url';

/** A normalised social profile. */
export interface SocialProfile {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  picture: string | null;
  /** False only when the provider says the address is unverified (OpenID `email_verified: false`). */
  emailVerified: boolean;
}

/** One OAuth provider: builds the authorisation URL and turns a callback code into a profile. */
export interface SocialClient {
  provider: SocialProvider;
  authorizationUrl(state: string, codeVerifier: string): URL;
  profile(code: string, codeVerifier: string): Promise<SocialProfile>;
}

const ENV_PREFIX: Record<SocialProvider, 'GOOGLE' | 'FACEBOOK' | 'LINKEDIN'> = {
  google_oauth2: 'GOOGLE',
  facebook: 'FACEBOOK',
  linkedin: 'LINKEDIN',
};
const SCOPES: Record<SocialProvider, string[]> = {
  google_oauth2: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
  linkedin: ['openid', 'profile', 'email'],
};
const DEFAULT_ENDPOINTS: Record<SocialProvider, { auth: string; token: string }> = {
  google_oauth2: {
    auth: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
  },
  facebook: {
    auth: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
  },
  linkedin: {
    auth: 'https://www.linkedin.com/oauth/v2/authorization',
    token: 'https://www.linkedin.com/oauth/v2/accessToken',
  },
};

const callbackUrl = (env: Env, provider: SocialProvider) => appUrl(env, `/api/auth/${provider}/callback`);

/** True when the provider's client id and secret are set. */
export function isConfigured(env: Env, provider: SocialProvider): boolean {
  const p = ENV_PREFIX[provider];
  return !!env[`${p}_CLIENT_ID`] && !!env[`${p}_CLIENT_SECRET`];
}

/**
 * The arctic client for a provider, or null when it is not configured. With the provider's own endpoints we use
 * arctic's dedicated class (it knows each provider's quirks, e.g. LinkedIn's secret in the body); with endpoints
 * overridden by *_AUTH_URL / *_TOKEN_URL (tests, a company identity server) arctic's standard OAuth2Client with PKCE.
 */
export function socialClient(env: Env, provider: SocialProvider): SocialClient | null {
  if (!isConfigured(env, provider)) return null;
  const p = ENV_PREFIX[provider];
  const clientId = env[`${p}_CLIENT_ID`]!;
  const secret = env[`${p}_CLIENT_SECRET`]!;
  const authUrl = env[`${p}_AUTH_URL`];
  const tokenUrl = env[`${p}_TOKEN_URL`];
  const userinfoUrl = env[`${p}_USERINFO_URL`];
  const redirect = callbackUrl(env, provider);
  const scopes = SCOPES[provider];
  const custom =
    authUrl !== DEFAULT_ENDPOINTS[provider].auth || tokenUrl !== DEFAULT_ENDPOINTS[provider].token;

  let authorizationUrl: SocialClient['authorizationUrl'];
  let accessToken: (code: string, verifier: string) => Promise<string>;
  if (custom) {
    const client = new OAuth2Client(clientId, secret, redirect);
    authorizationUrl = (state, verifier) =>
      client.createAuthorizationURLWithPKCE(authUrl, state, CodeChallengeMethod.S256, verifier, scopes);
    accessToken = async (code, verifier) =>
      (await client.validateAuthorizationCode(tokenUrl, code, verifier)).accessToken();
  } else if (provider === 'google_oauth2') {
    const client = new Google(clientId, secret, redirect);
    authorizationUrl = (state, verifier) => client.createAuthorizationURL(state, verifier, scopes);
    accessToken = async (code, verifier) =>
      (await client.validateAuthorizationCode(code, verifier)).accessToken();
  } else {
    const client =
      provider === 'facebook'
        ? new Facebook(clientId, secret, redirect)
        : new LinkedIn(clientId, secret, redirect);
    authorizationUrl = (state) => client.createAuthorizationURL(state, scopes);
    accessToken = async (code) => (await client.validateAuthorizationCode(code)).accessToken();
  }

  return {
    provider,
    authorizationUrl,
    async profile(code, verifier) {
      const token = await accessToken(code, verifier);
      const res = await fetch(userinfoUrl, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok)
        throw new Error(`${socialProviderLabels[provider]} profile request failed (${res.status})`);
      return normaliseProfile((await res.json()) as Record<string, unknown>);
    },
  };
}

/** OpenID userinfo (Google, LinkedIn) and Facebook's Graph /me share these fields under different names. */
export function normaliseProfile(raw: Record<string, unknown>): SocialProfile {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const name = str(raw.name) ?? '';
  const [first = '', ...rest] = name.split(/\s+/);

  return {
    id: String(raw.sub ?? raw.id ?? ''),
    email: str(raw.email)?.toLowerCase() ?? null,
    firstName: str(raw.given_name) ?? str(raw.first_name) ?? (first || 'New'),
    lastName: str(raw.family_name) ?? str(raw.last_name) ?? (rest.join(' ') || 'User'),
    picture: null,
    emailVerified: raw.email_verified !== false && raw.email_verified !== 'false',
  };
}
