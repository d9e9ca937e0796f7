import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { calculations, invitations, jobs, users } from './db/schema';
import { hourlyPerson } from './modules/calculations/calculations.test-helpers';
import { hashPassword } from './platform/auth/password';
import { call, type Server, startServer, stop, within } from './testing/api-processes';
import { type SmtpCapture, startSmtpCapture } from './testing/smtp-capture';
import { createOrganization } from './testing/tenants';
import { copyServerTemplate, dropServerDatabase } from './testing/test-database';

/**
 * Two real server processes (server.ts in child processes, each on its own port) on one PostgreSQL database:
 * what one process records, the other honours (docs/performance.md#several-processes).
 */

const EMAIL = 'scaleout@example.com';
const PASSWORD = 'Password123!';

// Always on PostgreSQL (the embedded database has one process): the run's server, else this machine's.
describe('two server processes on one PostgreSQL', () => {
  let scratch: { name: string; url: string };
  let database: Database;
  let smtp: SmtpCapture;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    scratch = await copyServerTemplate(inject('dbTemplate'), 'sm_scale');
    database = await openDatabase({ url: scratch.url, dataDir: '' });
    await database.db.insert(users).values({
      email: EMAIL,
      firstName: 'Scale',
      lastName: 'Out',
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(PASSWORD),
    });
    smtp = await startSmtpCapture();
    // A only queues jobs (JOBS_WORKER=off); B runs them.
    [a, b] = await Promise.all([
      startServer('A', scratch.url, smtp.url, { JOBS_WORKER: 'off' }),
      startServer('B', scratch.url, smtp.url, {}),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => stop(s, 'SIGKILL')));
    await smtp?.close();
    await database?.close();
    if (scratch) await dropServerDatabase(scratch.name);
  });

  it('a session signed in through A is accepted by B, and a sign-out through A ends it on B at once', async () => {
    const signIn = await call(a, 'POST', '/api/auth/sign_in', { email: EMAIL, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookie!;
    const onB = await call(b, 'GET', '/api/user', undefined, cookie);
    expect(onB.status).toBe(200);
    expect(JSON.parse(onB.body).data.email).toBe(EMAIL);
    // B now holds the session in its cache (SESSION_CACHE_MS 5 s); A's sign-out tells B through NOTIFY.
    expect((await call(b, 'GET', '/api/user', undefined, cookie)).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/sign_out', {}, cookie)).status).toBe(200);
    const took = await within(
      1000,
      async () => (await call(b, 'GET', '/api/user', undefined, cookie)).status === 401,
    );
    expect(took).toBeLessThan(1000);
  });

  it('a calculation deleted through A leaves the list B keeps within 1 s', async () => {
    const org = await createOrganization(database.db, 'scalelist');
    const owner = org.members.Owner;
    await database.db.insert(calculations).values({
      organizationId: org.id,
      userId: owner.userId,
      name: 'Kept on B',
      status: 'Approved',
      taxYear: 2026,
      personList: [],
      rateSnapshot: {},
      results: {},
      revenue: '1000.00',
      totalCost: '800.00',
      grossProfit: '200.00',
      grossProfitPercent: '20.00',
      personCount: 1,
      revenueText: '1000.00',
      searchText: 'kept on b',
    });
    const listed = async (server: Server) =>
      JSON.parse(
        (await call(server, 'GET', '/api/organization_team/calculations', undefined, owner.cookie)).body,
      ).data.calculation as { id: number; name: string }[];
    // B reads the list twice: the second answer is the one it keeps (SESSION_CACHE_MS 5 s).
    const [row] = await listed(b);
    expect(row?.name).toBe('Kept on B');
    expect(await listed(b)).toHaveLength(1);
    expect((await call(a, 'POST', `/api/calculations/delete/${row!.id}`, {}, owner.cookie)).status).toBe(200);
    const took = await within(1000, async () => (await listed(b)).length === 0);
    expect(took).toBeLessThan(1000);
  });

  it('a calculation saved through A joins the list A keeps at once, and the one B keeps within 1 s', async () => {
    const org = await createOrganization(database.db, 'scalesave');
    const owner = org.members.Owner;
    const json = async (server: Server, method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await call(server, method, url, body, owner.cookie);
      expect(res.status, res.body).toBe(200);
      return JSON.parse(res.body);
    };
    const tx = (await json(a, 'GET', '/api/states')).data.find((s: { code: string }) => s.code === 'TX').id;
    const city = (await json(a, 'GET', `/api/cities?state_id=${tx}`)).data[0].id;
    await json(a, 'POST', '/api/organization_settings/suta', { sutaList: [{ state: tx, value: 2.7 }] });
    const listed = async (server: Server) =>
      (
        (await json(server, 'GET', '/api/organization_team/calculations')).data.calculation as {
          name: string;
        }[]
      ).map((c) => c.name);
    // Both keep the empty list (SESSION_CACHE_MS 5 s); A puts its own save on its kept page, B drops its page.
    expect(await listed(a)).toEqual([]);
    expect(await listed(b)).toEqual([]);
    await json(a, 'POST', '/api/organization_team/calculation/create', {
      name: 'Saved on A',
      person_list: [hourlyPerson(tx, city)],
    });
    expect(await listed(a)).toEqual(['Saved on A']);
    const took = await within(1000, async () => (await listed(b)).length === 1);
    expect(took).toBeLessThan(1000);
  });

  it('a rate limit counted on A applies on B', async () => {
    // AUTH_RATE_LIMIT_MAX=3 per minute and address on forgot password: three through A, the fourth through B.
    for (let i = 0; i < 3; i++) {
      const res = await call(a, 'POST', '/api/auth/password', { email: `nobody${i}@example.com` });
      expect(res.status).toBe(200);
    }
    const refused = await call(b, 'POST', '/api/auth/password', { email: 'nobody3@example.com' });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).code).toBe('TOO_MANY_REQUESTS');
  });

  it('an organisation’s e-mail budget counted on A applies on B: 10 parallel invitations, exactly 6 pass', async () => {
    const org = await createOrganization(database.db, 'scalemail');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          i % 2 ? b : a,
          'POST',
          '/api/organization/team',
          { data: [{ email: `guest${i}@scalemail-outside.test`, role: 4 }] },
          org.members.Admin.cookie,
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(6);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    expect(JSON.parse(refused[0]!.body).message).toMatch(/can send at most 6 e-mails a day/);
    const written = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, org.id));
    expect(written).toHaveLength(6);
    // B sends what A queued; the next test starts with an empty queue.
    await within(10_000, async () => {
      const left = await database.db.select().from(jobs).where(eq(jobs.state, 'queued'));
      return left.length === 0 && smtp.messages.length >= 6;
    });
  });

  // It stops one server and starts another: on a loaded machine a start alone took over half a minute.
  it('an e-mail queued by A, which is then killed before sending it, is delivered by B', async () => {
    // B is stopped first, so nothing can send the e-mail while A lives; A only queues.
    await stop(b, 'SIGTERM');
    const sentBefore = smtp.messages.length;
    const signUp = await call(a, 'POST', '/api/auth', {
      first_name: 'Queued',
      last_name: 'Mail',
      email: 'queued@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_enterprise: false,
    });
    expect(signUp.status).toBe(200);
    const [queued] = await database.db.select().from(jobs).where(eq(jobs.state, 'queued'));
    expect(queued?.kind).toBe('mail');
    await stop(a, 'SIGKILL');
    expect(smtp.messages).toHaveLength(sentBefore);
    b = await startServer('B', scratch.url, smtp.url, {});
    const mail = await smtp.waitFor('queued@example.com', 'Confirm your e-mail address', 15_000);
    expect(mail.text).toContain('/signup?confirmation_token=');
    await within(5000, async () => {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, queued!.id));
      return row?.state === 'done';
    });
  }, 90_000);
});
