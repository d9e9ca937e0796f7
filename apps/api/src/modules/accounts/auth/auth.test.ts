import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountMessages } from '@app/contracts/accounts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../config/env';
import { sessions, users } from '../../../db/schema';
import { hashToken } from '../../../platform/auth/tokens';
import { linkIn, TestClient } from '../../../testing/accounts';
import { type SmtpCapture, startSmtpCapture } from '../../../testing/smtp-capture';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { cookieDomain } from './sessions';

let ctx: TestContext;
let smtp: SmtpCapture;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-auth-'));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signUp = (client: TestClient, email: string, extra: Record<string, unknown> = {}) =>
  client.post('/api/auth', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: 'Secret123!',
    password_confirmation: 'Secret123!',
    ...extra,
  });

/** A sign-in as the form sends it, answered whatever its status (TestClient.signIn insists on 200). */
const signInAttempt = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/sign_in', { email, password });

/** Signs up by e-mail and follows the confirmation link; the client ends signed in. */
async function signUpAndConfirm(email: string) {
  const client = new TestClient(ctx.app);
  expect((await signUp(client, email)).statusCode).toBe(200);
  const mail = await smtp.waitFor(email, 'Confirm your e-mail');
  const token = linkIn(mail, '/signup').searchParams.get('confirmation_token')!;
  const res = await client.post('/api/auth/confirmation', { confirmation_token: token });
  expect(res.statusCode).toBe(200);
  return client;
}

describe('sign-up by e-mail', () => {
  it('creates an unconfirmed account, e-mails the link over SMTP, and the link signs the user in', async () => {
    const client = new TestClient(ctx.app);
    const res = await signUp(client, 'Ada@Example.com', { is_enterprise: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: accountMessages.confirmationSent,
      data: { email: 'ada@example.com', first_name: 'Ada', is_enterprise: true, email_verified: false },
    });
    expect(client.cookies.has('sm_session')).toBe(false);
    const stored = await ctx.database.db.query.users.findFirst({ where: eq(users.email, 'ada@example.com') });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await smtp.waitFor('ada@example.com', 'Confirm your e-mail');
    const link = linkIn(mail, '/signup');
    expect(link.host).toBe('localhost:3000');
    // Signing in before confirming is refused with a clear message.
    const early = await signInAttempt(client, 'ada@example.com', 'Secret123!');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(accountMessages.emailNotConfirmed);

    const confirmed = await client.post('/api/auth/confirmation', {
      confirmation_token: link.searchParams.get('confirmation_token'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.email_verified).toBe(true);
    expect((await client.get('/api/user')).json().data.email).toBe('ada@example.com');
    // The link works once.
    const again = await client.post('/api/auth/confirmation', {
      confirmation_token: link.searchParams.get('confirmation_token'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.confirmationInvalid);
  });

  it('resends the confirmation e-mail and answers the same for unknown addresses', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client, 'resend@example.com');
    await smtp.waitFor('resend@example.com', 'Confirm');
    const before = smtp.messages.length;
    const res = await client.post('/api/auth/resend_email', { email: 'resend@example.com' });
    expect(res.json()).toEqual({ status: 'success', message: accountMessages.resendSent });
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
    const unknown = await client.post('/api/auth/resend_email', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual({ status: 'success', message: accountMessages.resendSent });
  });

  it('refuses bad input with field messages and a duplicate e-mail clearly', async () => {
    const client = new TestClient(ctx.app);
    const bad = await client.post('/api/auth', {
      first_name: ' ',
      last_name: '',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'different',
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.first_name).toEqual(['First name is required']);
    expect(body.errors.last_name).toEqual(['Last name is required']);
    expect(body.errors.email).toEqual(['Please enter a valid email address']);
    expect(body.errors.password).toEqual(['Password must be at least 8 characters']);
    expect(body.full_messages.length).toBeGreaterThanOrEqual(4);

    const mismatch = await signUp(client, 'mismatch@example.com', { password_confirmation: 'Other1234!' });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'Password confirmation does not match Password',
    ]);

    const dup = await signUp(client, 'DEMO@staffmargin.app');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.email).toEqual([accountMessages.emailTaken]);
  });
});

describe('company creation and the hand-over to the sub-domain', () => {
  it('creates the company, then the one-time link signs the user in on {domain}.localhost:3000', async () => {
    const client = await signUpAndConfirm('owner@acme.test');
    const res = await client.post('/api/organization/create', {
      company_name: 'Acme Staffing',
      business_domain: 'acme-staffing',
      state: '',
      employees: '10+',
    });
    expect(res.statusCode).toBe(200);
    const { redirect_url, data } = res.json();
    expect(data.organization).toMatchObject({ name: 'Acme Staffing', business_domain: 'acme-staffing' });
    expect(data.user.organization_users[0].role.name).toBe('Owner');
    const url = new URL(redirect_url);
    expect(url.host).toBe('acme-staffing.localhost:3000');
    expect(url.pathname).toBe('/signin');

    // A fresh browser on the sub-domain (no shared cookie) signs in with the id alone, once.
    const sub = new TestClient(ctx.app, 'acme-staffing.localhost:3000');
    const handover = await sub.post('/api/auth/sign_in_by_uuid', { uuid: url.searchParams.get('id') });
    expect(handover.statusCode).toBe(200);
    expect(handover.json().redirect_url).toBe('/dashboard');
    expect(handover.json().data.user_role).toBe('Owner');
    expect((await sub.get('/api/user')).statusCode).toBe(200);
    const replay = await new TestClient(ctx.app).post('/api/auth/sign_in_by_uuid', {
      uuid: url.searchParams.get('id'),
    });
    expect(replay.statusCode).toBe(401);
    // A bare user uuid is not accepted.
    const byUuid = await new TestClient(ctx.app).post('/api/auth/sign_in_by_uuid', { uuid: data.user.uuid });
    expect(byUuid.statusCode).toBe(401);

    // Domain check for each kind of host.
    const check = (domain: string) => client.post('/api/check_domain', { domain });
    expect((await check('localhost:3000')).json().status).toBe('ignore');
    expect((await check('acme-staffing.localhost:3000')).json().status).toBe('success');
    expect((await check('nope.localhost:3000')).json().status).toBe('not_found');

    // A second company for the same owner is refused.
    const second = await client.post('/api/organization/create', {
      company_name: 'B',
      business_domain: 'bbb-co',
    });
    expect(second.statusCode).toBe(409);
  });

  it('enforces the business-domain rules and uniqueness', async () => {
    const client = await signUpAndConfirm('rules@acme.test');
    const create = (business_domain: string) =>
      client.post('/api/organization/create', { company_name: 'Rules Inc', business_domain });
    const message = async (d: string) => (await create(d)).json().errors?.business_domain?.[0];
    expect(await message('')).toBe('Business domain is required');
    expect(await message('ab')).toBe('Business domain must be at least 3 characters');
    expect(await message('has_underscore')).toBe(
      'Business domain may contain only letters, numbers and dashes',
    );
    expect(await message('dot.ted')).toBe('Business domain may contain only letters, numbers and dashes');
    expect(await message('-dash')).toBe('Business domain must start and end with a letter or number');
    for (const reserved of ['www', 'api', 'app', 'admin', 'demo']) {
      expect(await message(reserved)).toBe(accountMessages.domainReserved);
    }
    expect(await message('acme-staffing')).toBe(accountMessages.domainTaken);
    const noName = await client.post('/api/organization/create', {
      company_name: '',
      business_domain: 'okay-co',
    });
    expect(noName.json().errors.company_name).toEqual(['Company name is required']);
    const badCity = await client.post('/api/organization/create', {
      company_name: 'Rules Inc',
      business_domain: 'rules-inc',
      city: 1,
    });
    expect(badCity.json().errors.city).toEqual(['Please choose a state first']);
    const ok = await create('Rules-Inc');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.organization.business_domain).toBe('rules-inc');
    const avail = await client.post('/api/organization/domain_available', { business_domain: 'rules-inc' });
    expect(avail.json().data).toEqual({ available: false, message: accountMessages.domainTaken });
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('rotates the session, honours remember me, and lands on the organisation sub-domain', async () => {
    const client = new TestClient(ctx.app);
    client.cookies.set('sm_session', 'planted-by-an-attacker');
    const res = await client.signIn('demo@staffmargin.app', 'DemoPass2026!', true);
    const cookie = res.cookies.find((c) => c.name === 'sm_session')!;
    expect(cookie.value).not.toBe('planted-by-an-attacker');
    // Browsers refuse Domain=localhost, so on localhost the cookie is host-only (see cookieDomain).
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    const body = res.json();
    expect(body.data.user_role).toBe('Owner');
    expect(body.data.organization_users[0].organization.business_domain).toBe('demo');
    expect(new URL(body.redirect_url).host).toBe('demo.localhost:3000');
    const row = await ctx.database.db.query.sessions.findFirst({
      where: eq(sessions.tokenHash, hashToken(cookie.value)),
    });
    expect(row!.persistent).toBe(true);

    // Without remember me: a browser-session cookie and a 12 h server expiry.
    const short = await new TestClient(ctx.app, 'demo.localhost:3000').signIn(
      'demo@staffmargin.app',
      'DemoPass2026!',
    );
    const shortCookie = short.cookies.find((c) => c.name === 'sm_session')!;
    expect(shortCookie.maxAge).toBeUndefined();
    expect(short.json().redirect_url).toBe('/dashboard');
    const shortRow = await ctx.database.db.query.sessions.findFirst({
      where: eq(sessions.tokenHash, hashToken(shortCookie.value)),
    });
    const hours = (shortRow!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    // Sign out deletes the session server-side.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const out = await client.post('/api/auth/sign_out');
    expect(out.statusCode).toBe(200);
    const stale = new TestClient(ctx.app);
    stale.cookies.set('sm_session', cookie.value);
    const after = await stale.get('/api/user');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      status: 'error',
      code: 'UNAUTHORIZED',
      message: 'You need to login first!',
    });
  });

  it('carries remember me through the hand-over, and sign-out on the sub-domain ends the main host too', async () => {
    const main = new TestClient(ctx.app);
    const res = await main.signIn('demo@staffmargin.app', 'DemoPass2026!', true);
    const link = new URL(res.json().redirect_url);
    const sub = new TestClient(ctx.app, link.host);
    const landed = await sub.post('/api/auth/sign_in_by_uuid', { uuid: link.searchParams.get('id') });
    expect(landed.cookies.find((c) => c.name === 'sm_session')!.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await main.get('/api/user')).statusCode).toBe(200);
    await sub.post('/api/auth/sign_out');
    expect((await sub.get('/api/user')).statusCode).toBe(401);
    expect((await main.get('/api/user')).statusCode).toBe(401);
  });

  it('shares the cookie across sub-domains when APP_DOMAIN has a dot', () => {
    expect(cookieDomain({ APP_DOMAIN: 'staffmargin.app' } as Env)).toBe('staffmargin.app');
    expect(cookieDomain({ APP_DOMAIN: 'app.example.com:8443' } as Env)).toBe('app.example.com');
    expect(cookieDomain({ APP_DOMAIN: 'localhost:3000' } as Env)).toBeUndefined();
    expect(cookieDomain({ APP_DOMAIN: '127.0.0.1:3000' } as Env)).toBeUndefined();
  });

  it('sends a user without a company to /company', async () => {
    await signUpAndConfirm('nocompany@example.com');
    const res = await new TestClient(ctx.app).signIn('nocompany@example.com', 'Secret123!');
    expect(res.json().redirect_url).toBe('/company');
  });

  it('refuses bad credentials and locks the account after 5 failures for 15 minutes', async () => {
    const client = await signUpAndConfirm('locked@example.com');
    const missing = await signInAttempt(client, '', '');
    expect(missing.json().errors).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
    for (let i = 1; i <= 4; i++) {
      const res = await signInAttempt(client, 'locked@example.com', 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(accountMessages.invalidCredentials);
    }
    const fifth = await signInAttempt(client, 'locked@example.com', 'wrong-password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(accountMessages.accountLocked);
    // Even the right password is refused while locked.
    const right = await signInAttempt(client, 'locked@example.com', 'Secret123!');
    expect(right.statusCode).toBe(429);
    const user = await ctx.database.db.query.users.findFirst({
      where: eq(users.email, 'locked@example.com'),
    });
    const minutes = (user!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    // Once the lock has passed, the right password works again.
    await ctx.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user!.id));
    expect((await signInAttempt(client, 'locked@example.com', 'Secret123!')).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a reset link, resets once, lifts the lock and signs out other sessions', async () => {
    const client = await signUpAndConfirm('reset@example.com');
    const other = new TestClient(ctx.app);
    await other.signIn('reset@example.com', 'Secret123!');
    await ctx.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(users.email, 'reset@example.com'));

    const forgot = await client.post('/api/auth/password', {
      email: 'reset@example.com',
      redirect_url: 'http://localhost:3000/reset-password',
    });
    expect(forgot.json()).toEqual({ status: 'success', message: accountMessages.resetSent });
    const unknown = await client.post('/api/auth/password', { email: 'ghost@example.com' });
    expect(unknown.json()).toEqual(forgot.json());

    const mail = await smtp.waitFor('reset@example.com', 'Reset password');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.searchParams.get('reset_password_token')!;

    const mismatch = await client.put('/api/auth/password', {
      reset_password_token: token,
      password: 'NewSecret456!',
      password_confirmation: 'nope',
    });
    expect(mismatch.statusCode).toBe(400);
    const empty = await client.put('/api/auth/password', {
      reset_password_token: token,
      password: '',
      password_confirmation: '',
    });
    expect(empty.json().errors.password).toEqual(['Password is required']);
    expect(empty.json().errors.password_confirmation).toEqual(['Password confirmation is required']);

    const res = await client.put('/api/auth/password', {
      reset_password_token: token,
      password: 'NewSecret456!',
      password_confirmation: 'NewSecret456!',
    });
    expect(res.json()).toEqual({ status: 'success', message: accountMessages.resetDone });
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const reuse = await client.put('/api/auth/password', {
      reset_password_token: token,
      password: 'Another789!',
      password_confirmation: 'Another789!',
    });
    expect(reuse.json().message).toBe(accountMessages.resetInvalid);
    await new TestClient(ctx.app).signIn('reset@example.com', 'NewSecret456!');
  });

  it('never e-mails a reset link to a foreign site', async () => {
    await signUpAndConfirm('phish@example.com');
    await new TestClient(ctx.app).post('/api/auth/password', {
      email: 'phish@example.com',
      redirect_url: 'https://evil.example/reset-password',
    });
    const mail = await smtp.waitFor('phish@example.com', 'Reset password');
    expect(linkIn(mail, '/reset-password').origin).toBe('http://localhost:3000');
  });
});

describe('invitations', () => {
  it('invites a teammate who signs up with names and password only, then signs in', async () => {
    const owner = await signUpAndConfirm('boss@team.test');
    await owner.post('/api/organization/create', { company_name: 'Team Co', business_domain: 'team-co' });
    const bad = await owner.post('/api/organization/team', { data: [{ email: 'bad address', role: 3 }] });
    expect(bad.json().errors['data.0.email']).toEqual([
      "You have entered 'bad address' an invalid email address!",
    ]);
    const res = await owner.post('/api/organization/team', {
      data: [
        { email: 'Mate@Team.test', role: 3 },
        { email: 'boss@team.test', role: 2 },
      ],
    });
    expect(res.json().data).toEqual({ invited: ['mate@team.test'], skipped: ['boss@team.test'] });
    const mail = await smtp.waitFor('mate@team.test', 'You are invited to join Team Co');
    const token = linkIn(mail, '/signup').searchParams.get('invitation_token')!;

    const visitor = new TestClient(ctx.app);
    const lookup = await visitor.post('/api/auth/sign_in_by_invitation', { invitation_token: token });
    expect(lookup.json().data).toEqual({
      email: 'mate@team.test',
      organization: { name: 'Team Co' },
      role: { id: 3, name: 'Manager' },
    });
    const accept = await visitor.put('/api/auth/invitation', {
      invitation_token: token,
      first_name: 'Mate',
      last_name: 'Smith',
      password: 'MatePass123',
      password_confirmation: 'MatePass123',
    });
    expect(accept.json()).toEqual({
      status: 'success',
      message: 'Sign-up complete: please sign in.',
    });
    const signedIn = await visitor.signIn('mate@team.test', 'MatePass123');
    expect(signedIn.json().data.user_role).toBe('Manager');
    const reuse = await visitor.post('/api/auth/sign_in_by_invitation', { invitation_token: token });
    expect(reuse.statusCode).toBe(404);
  });
});
