import { beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { verifyPassword } from '../../../platform/auth/password';
import type { Mailer } from '../../../platform/mail';
import type { MailMessage } from '../../../platform/mail/mailer';
import { seedOrganization, TestClient } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/test-app';
import { openTestDatabase } from '../../../testing/test-database';

// The real argon2 verification, watched: every sign-in must pay for one, whether or not the e-mail has an account.
vi.mock('../../../platform/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../platform/auth/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verify = vi.mocked(verifyPassword);

const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SMTP_URL: 'smtp://127.0.0.1:9' });
let org: Awaited<ReturnType<typeof seedOrganization>>;
beforeAll(async () => {
  org = await seedOrganization(ctx.app, ctx.database.db, 'enum');
});
beforeEach(() => verify.mockClear());

const signIn = (email: string) =>
  new TestClient(ctx.app).post('/api/auth/sign_in', { email, password: 'Wrong-password-1' });
const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });

describe('sign-in does not tell which e-mails have accounts', () => {
  it('an unknown e-mail is verified with argon2 like a known one, and answered alike', async () => {
    const unknown = await signIn('nobody@enum.test');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
    expect(await verify.mock.results[0]!.value).toBe(false);
    const known = await signIn(org.members.Manager.email);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(answer(unknown)).toEqual(answer(known));
    expect(unknown.statusCode).toBe(401);
  });

  it('five failures lock an unknown e-mail with the same answer as an account', async () => {
    const runs = { unknown: 'ghost@enum.test', known: org.members.Admin.email };
    const answers: Record<string, ReturnType<typeof answer>[]> = { unknown: [], known: [] };
    for (const [kind, email] of Object.entries(runs)) {
      for (let i = 0; i < 7; i++) answers[kind]!.push(answer(await signIn(email)));
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known!.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    // Locked attempts are refused before any password check, for both.
    expect(verify).toHaveBeenCalledTimes(10);
  });

  it('forgot password answers the same for unknown and known e-mails', async () => {
    const post = (email: string) => new TestClient(ctx.app).post('/api/auth/password', { email });
    expect(answer(await post('nobody@enum.test'))).toEqual(answer(await post(org.members.Owner.email)));
    const resend = (email: string) => new TestClient(ctx.app).post('/api/auth/resend_email', { email });
    expect(answer(await resend('nobody@enum.test'))).toEqual(answer(await resend(org.members.Owner.email)));
  });
});

describe('reset and confirmation e-mails go out after the answer', () => {
  it('answers forgot password for an account before its e-mail is sent', async () => {
    // A mail server that holds every e-mail until released: the answer must not wait for it.
    const sent: MailMessage[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mailer: Mailer = {
      kind: 'smtp',
      send: async (message) => {
        await held;
        sent.push(message);
      },
    };
    const database = await openTestDatabase(inject('dbTemplate'));
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ env, database, mailer });
    const local = await seedOrganization(app, database.db, 'held');
    const client = new TestClient(app);
    const reset = await client.post('/api/auth/password', { email: local.members.Owner.email });
    expect(reset.statusCode).toBe(200);
    expect(sent).toHaveLength(0);
    release();
    await app.close();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [local.members.Owner.email, 'Reset password instructions'],
    ]);
    await database.close();
  });
});
