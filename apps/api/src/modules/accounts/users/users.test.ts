import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountMessages } from '@app/contracts/accounts/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, seedOrganization, TEST_PASSWORD, TestClient, tinyPng } from '../../../testing/accounts';
import { createTestApp, mailedCode, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof seedOrganization>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm-users-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' });
  org = await seedOrganization(ctx.app, ctx.database.db, 'gamma');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('account and security', () => {
  it('GET /user answers the user with organization_users, or 401 signed out', async () => {
    const res = await org.clients.Manager.get('/api/user');
    expect(res.json()).toMatchObject({
      data: {
        email: 'manager@gamma.test',
        first_name: 'Manager',
        provider: 'email',
        user_role: 'Manager',
        organization_users: [
          { organization: { business_domain: 'gamma' }, role: { id: 3, name: 'Manager' } },
        ],
      },
      expire: false,
    });
    expect((await new TestClient(ctx.app).get('/api/user')).statusCode).toBe(401);
  });

  it('changes the name with the account rules', async () => {
    const client = org.clients.Admin;
    const bad = await client.post('/api/user/update_name', { first_name: '', last_name: '' });
    expect(bad.json().errors).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
    const res = await client.post('/api/user/update_name', {
      first_name: 'Alicia',
      last_name: 'Keys',
      link: 'x',
    });
    expect(res.json()).toMatchObject({
      message: 'Updated successfully',
      data: { first_name: 'Alicia', last_name: 'Keys' },
    });
  });

  it('changes the password only with the right old one and signs out other sessions', async () => {
    const client = org.clients.Owner;
    const other = new TestClient(ctx.app, 'gamma.localhost:3000');
    await other.signIn('owner@gamma.test', TEST_PASSWORD);
    const missing = await client.post('/api/user/update_password', {});
    expect(missing.json().errors).toMatchObject({
      old_password: ['Old password is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required'],
    });
    const wrong = await client.post('/api/user/update_password', {
      old_password: 'not-it',
      password: 'BrandNew123!',
      password_confirmation: 'BrandNew123!',
    });
    expect(wrong.json().errors).toEqual({ old_password: [accountMessages.wrongOldPassword] });
    const ok = await client.post('/api/user/update_password', {
      old_password: TEST_PASSWORD,
      password: 'BrandNew123!',
      password_confirmation: 'BrandNew123!',
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    await new TestClient(ctx.app).signIn('owner@gamma.test', 'BrandNew123!');
  });

  it('changes the e-mail with a code sent to the new address, then signs out everywhere', async () => {
    const client = org.clients['Team Member'];
    const taken = await client.post('/api/user/update_email', { email: 'owner@gamma.test' });
    expect(taken.json().errors.email).toEqual([accountMessages.emailTaken]);
    const res = await client.post('/api/user/update_email', { email: 'New.Address@gamma.test' });
    expect(res.json().message).toBe(accountMessages.otpSent);
    const code = await mailedCode(ctx, 'new.address@gamma.test');
    const wrong = await client.post('/api/user/verify_email', {
      email: 'new.address@gamma.test',
      otp_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().errors.otp_code).toEqual([accountMessages.otpInvalid]);
    const empty = await client.post('/api/user/verify_email', {
      email: 'new.address@gamma.test',
      otp_code: '',
    });
    expect(empty.json().errors.otp_code).toEqual(['Verification code is required']);
    const ok = await client.post('/api/user/verify_email', {
      email: 'new.address@gamma.test',
      otp_code: code,
    });
    expect(ok.json()).toEqual({
      status: 'success',
      message: 'Please sign in again with your new e-mail address.',
    });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    await new TestClient(ctx.app).signIn('new.address@gamma.test', TEST_PASSWORD);
  });

  it('locks the code after five wrong tries', async () => {
    const client = new TestClient(ctx.app, 'gamma.localhost:3000');
    await client.signIn('new.address@gamma.test', TEST_PASSWORD);
    await client.post('/api/user/update_email', { email: 'third@gamma.test' });
    const code = await mailedCode(ctx, 'third@gamma.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await client.post('/api/user/verify_email', { email: 'third@gamma.test', otp_code: wrong });
    const late = await client.post('/api/user/verify_email', { email: 'third@gamma.test', otp_code: code });
    expect(late.statusCode).toBe(400);
  });

  it('uploads a profile picture checked from its bytes', async () => {
    const client = org.clients.Manager;
    const form = multipart('image', 'me.png', tinyPng, 'image/png');
    const res = await client.request('POST', '/api/user/image', form.payload, form.headers);
    expect(res.json().data.image).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]+\.png$/);
    const fake = multipart('image', 'me.png', Buffer.from('just text pretending to be a png'), 'image/png');
    const refused = await client.request('POST', '/api/user/image', fake.payload, fake.headers);
    expect(refused.statusCode).toBe(400);
  });

  it('refuses name, e-mail and password changes for the demo organisation', async () => {
    const demo = new TestClient(ctx.app, 'demo.localhost:3000');
    await demo.signIn('manager@staffmargin.app', 'DemoPass2026!');
    const name = await demo.post('/api/user/update_name', { first_name: 'X', last_name: 'Y' });
    expect(name.statusCode).toBe(403);
    expect(name.json().message).toBe(accountMessages.demoLocked);
    expect((await demo.post('/api/user/update_email', { email: 'x@example.com' })).statusCode).toBe(403);
    const pwd = await demo.post('/api/user/update_password', {
      old_password: 'DemoPass2026!',
      password: 'Changed123!',
      password_confirmation: 'Changed123!',
    });
    expect(pwd.statusCode).toBe(403);
  });
});

describe('development mailbox', () => {
  it('lists outbox e-mails with their links when SMTP is not configured', async () => {
    await new TestClient(ctx.app).post('/api/auth/password', { email: 'admin@gamma.test' });
    // The reset e-mail is written after the answer (no account discovery by timing).
    const latest = await vi.waitFor(async () => {
      const first = (await new TestClient(ctx.app).get('/api/dev/mailbox')).json().data[0];
      expect(first.to).toBe('admin@gamma.test');
      return first;
    });
    expect(latest).toMatchObject({ to: 'admin@gamma.test', subject: 'Reset password instructions' });
    expect(latest.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?reset_password_token=/);
  });
});
