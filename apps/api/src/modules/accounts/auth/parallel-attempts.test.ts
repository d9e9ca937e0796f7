import { accountMessages } from '@app/contracts/accounts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema';
import { seedOrganization, TEST_PASSWORD, TestClient } from '../../../testing/accounts';
import { mailedCode, useTestApp } from '../../../testing/test-app';
import { issueToken } from './user-tokens';

// Guesses fired all at once: on PostgreSQL they really run in parallel. Each limit must hold all the same.
const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
let org: Awaited<ReturnType<typeof seedOrganization>>;
beforeAll(async () => {
  org = await seedOrganization(ctx.app, ctx.database.db, 'para');
});

const parallel = <T>(count: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => run(i)));
const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode);
const signIn = (email: string, password: string) =>
  new TestClient(ctx.app).post('/api/auth/sign_in', { email, password });

describe('limits hold under parallel requests', () => {
  it('30 parallel wrong passwords: only five are checked, the account locks, the right password is then refused', async () => {
    const { email, userId } = org.members.Manager;
    const answers = statuses(await parallel(30, () => signIn(email, 'Wrong-password-1')));
    expect(answers.filter((status) => status === 401)).toHaveLength(4);
    expect(answers.filter((status) => status === 429)).toHaveLength(26);
    const right = await signIn(email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(accountMessages.accountLocked);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('30 parallel wrong e-mail change codes use up the code: the right one is refused afterwards', async () => {
    const client = org.clients['Team Member'];
    await client.post('/api/user/update_email', { email: 'moved@para.test' });
    const code = await mailedCode(ctx, 'moved@para.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await parallel(30, () =>
      client.post('/api/user/verify_email', { email: 'moved@para.test', otp_code: wrong }),
    );
    expect(new Set(statuses(guesses))).toEqual(new Set([400]));
    const late = await client.post('/api/user/verify_email', { email: 'moved@para.test', otp_code: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.otp_code).toEqual([accountMessages.otpInvalid]);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, org.members['Team Member'].userId));
    expect(row!.email).toBe('teammember@para.test');
  });

  it('the right e-mail change code sent 10 times at once changes the address once', async () => {
    const client = org.clients.Admin;
    await client.post('/api/user/update_email', { email: 'admin2@para.test' });
    const code = await mailedCode(ctx, 'admin2@para.test');
    const answers = statuses(
      await parallel(10, () =>
        client.post('/api/user/verify_email', { email: 'admin2@para.test', otp_code: code }),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 400)).toHaveLength(9);
  });

  it('a reset link used 10 times at once sets the password once', async () => {
    const { userId, email } = org.members.Owner;
    const token = await issueToken(ctx.database.db, { userId, purpose: 'reset_password', now: new Date() });
    const answers = await parallel(10, (i) =>
      new TestClient(ctx.app).put('/api/auth/password', {
        reset_password_token: token,
        password: `New-secret-${i}!`,
        password_confirmation: `New-secret-${i}!`,
      }),
    );
    const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(new Set(statuses(answers).filter((status) => status !== 200))).toEqual(new Set([400]));
    expect((await signIn(email, `New-secret-${winners[0]}!`)).statusCode).toBe(200);
  });

  it('a hand-over token used 10 times at once signs in once', async () => {
    const { userId } = org.members.Manager;
    const token = await issueToken(ctx.database.db, { userId, purpose: 'handover', now: new Date() });
    const before = await ctx.database.db.$count(sessions, eq(sessions.userId, userId));
    const answers = statuses(
      await parallel(10, () => new TestClient(ctx.app).post('/api/auth/sign_in_by_uuid', { uuid: token })),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 401)).toHaveLength(9);
    expect(await ctx.database.db.$count(sessions, eq(sessions.userId, userId))).toBe(before + 1);
  });
});
