import { accountMessages } from '@app/contracts/accounts/messages';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, users } from '../../../db/schema';
import { TestClient } from '../../../testing/accounts';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { normaliseProfile } from './social';

let ctx: TestContext;
let oauth: OAuth2Server;

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url!;
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: 'staffmargin-test',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(async () => {
  await ctx.close();
  await oauth.stop();
});

/** Runs the browser's side of the dance: our redirect, the provider's redirect back, our callback. */
async function socialLogin(client: TestClient, query: string, profile: Record<string, unknown>) {
  const start = await client.get(`/api/auth/google_oauth2?${query}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(oauth.issuer.url);
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'http://localhost:3000/api/auth/google_oauth2/callback',
  );
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  oauth.service.once('beforeUserinfo', (res) => {
    res.body = profile;
  });
  const providerRes = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(providerRes.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  const callback = await client.get(`${back.pathname}${back.search}`);
  expect(callback.statusCode).toBe(302);
  return new URL(callback.headers.location as string, 'http://localhost:3000');
}

describe('social login against a local OAuth 2.0 server', () => {
  it('lists providers and says which are configured', async () => {
    const res = await new TestClient(ctx.app).get('/api/auth/providers');
    expect(res.json().data).toEqual([
      { provider: 'google_oauth2', label: 'Google', configured: true },
      { provider: 'facebook', label: 'Facebook', configured: false },
      { provider: 'linkedin', label: 'LinkedIn', configured: false },
    ]);
  });

  it('creates the user, continues sign-up at /signup?id=..., then signs an existing user in by id', async () => {
    const client = new TestClient(ctx.app);
    const profile = {
      sub: 'google-123',
      email: 'Grace@Example.com',
      given_name: 'Grace',
      family_name: 'Hopper',
    };
    const landing = await socialLogin(client, 'is_enterprise=1', profile);
    expect(landing.pathname).toBe('/signup');
    const id = landing.searchParams.get('id')!;
    const user = await ctx.database.db.query.users.findFirst({ where: eq(users.email, 'grace@example.com') });
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      provider: 'google_oauth2',
      isEnterprise: true,
    });
    expect(user!.emailVerifiedAt).not.toBeNull();

    const signup = await client.post('/api/auth/sign_up_by_uuid', { uuid: id });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().data).toMatchObject({ email: 'grace@example.com', organization_users: [] });
    expect(signup.json().redirect_url).toBe('/company');
    const company = await client.post('/api/organization/create', {
      company_name: 'Hopper Talent',
      business_domain: 'hopper-talent',
    });
    expect(company.statusCode).toBe(200);

    // Next time the same Google account signs in: /signin?id=... then the company's sub-domain.
    const browser = new TestClient(ctx.app);
    const again = await socialLogin(browser, 'login=true', profile);
    expect(again.pathname).toBe('/signin');
    const signIn = await browser.post('/api/auth/sign_in_by_uuid', { uuid: again.searchParams.get('id') });
    expect(signIn.statusCode).toBe(200);
    expect(new URL(signIn.json().redirect_url).host).toBe('hopper-talent.localhost:3000');
    const links = await ctx.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user!.id));
    expect(links).toHaveLength(1);
  });

  it('links a social identity to an existing account with the same e-mail', async () => {
    const landing = await socialLogin(new TestClient(ctx.app), 'login=true', {
      sub: 'google-demo',
      email: 'manager@staffmargin.app',
      name: 'Marcus Lee',
    });
    expect(landing.pathname).toBe('/signin');
  });

  it('does not link an existing account when the provider has not verified the e-mail', async () => {
    const landing = await socialLogin(new TestClient(ctx.app), 'login=true', {
      sub: 'google-attacker',
      email: 'recruiter@staffmargin.app',
      email_verified: false,
    });
    expect(landing.pathname).toBe('/signin');
    expect(landing.searchParams.get('id')).toBeNull();
    expect(landing.searchParams.get('error')).toContain('verify your e-mail address with Google');
  });

  it('refuses a callback whose state does not match', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/api/auth/google_oauth2?login=true');
    const res = await client.get('/api/auth/google_oauth2/callback?code=abc&state=forged');
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string, 'http://localhost:3000');
    expect(to.pathname).toBe('/signin');
    expect(to.searchParams.get('error')).toContain('expired');
  });

  it('answers "not configured" for providers without credentials', async () => {
    const res = await new TestClient(ctx.app).get('/api/auth/facebook?is_enterprise=0');
    const to = new URL(res.headers.location as string, 'http://localhost:3000');
    expect(to.pathname).toBe('/signup');
    expect(to.searchParams.get('error')).toBe(accountMessages.providerNotConfigured('Facebook'));
  });

  it('normalises Facebook and OpenID profiles', () => {
    expect(normaliseProfile({ id: 9, email: 'A@B.co', first_name: 'A', last_name: 'B' })).toEqual({
      id: '9',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      picture: null,
      emailVerified: true,
    });
    expect(normaliseProfile({ sub: 'x', name: 'Ann Marie Smith' })).toMatchObject({
      firstName: 'Ann',
      lastName: 'Marie Smith',
    });
  });
});
